import { all, call, getContext, put, takeLatest, type StrictEffect } from 'redux-saga/effects';
import { isApiError } from 'shared-kernel';
import { type Customer } from 'shared-kernel/contract/customer';
import { type Money } from 'shared-kernel/contract/money';
import { type OrdersPage } from 'shared-kernel/contract/orders';
import { type Capabilities, grantedCapabilities } from 'shared-kernel/contract/platform';
import { type DashboardApi } from './dashboard-api';
import { summaryLoaded, summaryLoadFailed } from './dashboard-slice';

type DashboardSaga = Generator<StrictEffect, void, unknown>;

/** How many upcoming draws and recent results the dashboard shows. */
export const dashboardListSize = 5;

function* loadSummary(): DashboardSaga {
  const api = (yield getContext('dashboard')) as DashboardApi;
  try {
    const [customer, withdrawableFunds, upcoming, past, capabilities] = (yield all([
      call(api.fetchCustomer),
      call(api.fetchWithdrawableFunds),
      call(api.fetchOrders, { status: 'upcoming_products', limit: dashboardListSize }),
      call(api.fetchOrders, { status: 'past_products', limit: dashboardListSize }),
      call(api.fetchCapabilities),
    ])) as [Customer, Money, OrdersPage, OrdersPage, Capabilities];
    yield put(
      summaryLoaded({
        customer,
        withdrawableFunds,
        upcoming: upcoming.entities,
        past: past.entities,
        capabilities: grantedCapabilities(capabilities, customer.segmentName),
      }),
    );
  } catch (error) {
    yield put(summaryLoadFailed(isApiError(error) ? error.status : null));
  }
}

/** Latest wins: opening the page again (or the wallet changing) restarts the load. */
export function* watchDashboard(): DashboardSaga {
  yield takeLatest('dashboard/pageOpened', loadSummary);
}
