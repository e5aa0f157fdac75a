import { all, call, getContext, put, takeLatest, type StrictEffect } from 'redux-saga/effects';
import { isApiError } from 'shared-kernel';
import { type Customer } from 'shared-kernel/contract/customer';
import { type Money } from 'shared-kernel/contract/money';
import { type OrdersPage } from 'shared-kernel/contract/orders';
import { hasCapabilities, type CapabilityName } from 'shared-kernel/contract/platform';
import { type DashboardApi } from './dashboard-api';
import { summaryLoaded, summaryLoadFailed } from './dashboard-slice';

type DashboardSaga = Generator<StrictEffect, void, unknown>;

/** How many upcoming draws and recent results the dashboard shows. */
export const dashboardListSize = 5;

const noOrders: OrdersPage = {
  entities: [],
  pageInfo: { limit: dashboardListSize, offset: 0, total: 0 },
};

/** What the dashboard shows of a part its segment does not grant, with no call made. */
const withoutCall = <Value>(value: Value): Promise<Value> => Promise.resolve(value);

/**
 * The segment's capabilities first: the withdrawable funds and the tickets are asked for only
 * when the segment grants them (the API refuses them otherwise).
 */
function* loadSummary(): DashboardSaga {
  const api = (yield getContext('dashboard')) as DashboardApi;
  try {
    const capabilities = (yield call(api.whenCapabilitiesKnown)) as CapabilityName[];
    const mayWithdraw = hasCapabilities(capabilities, 'wallet_withdrawal');
    const mayViewOrders = hasCapabilities(capabilities, 'viewing_orders');
    const [customer, withdrawableFunds, upcoming, past] = (yield all([
      call(api.fetchCustomer),
      mayWithdraw ? call(api.fetchWithdrawableFunds) : call(withoutCall, null),
      mayViewOrders
        ? call(api.fetchOrders, { status: 'upcoming_products', limit: dashboardListSize })
        : call(withoutCall, noOrders),
      mayViewOrders
        ? call(api.fetchOrders, { status: 'past_products', limit: dashboardListSize })
        : call(withoutCall, noOrders),
    ])) as [Customer, Money | null, OrdersPage, OrdersPage];
    yield put(
      summaryLoaded({
        customer,
        withdrawableFunds,
        upcoming: upcoming.entities,
        past: past.entities,
        capabilities,
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
