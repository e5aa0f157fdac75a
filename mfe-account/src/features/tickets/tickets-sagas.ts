import { call, getContext, put, takeLatest, type StrictEffect } from 'redux-saga/effects';
import { isApiError } from 'shared-kernel';
import { type Order, type OrdersPage } from 'shared-kernel/contract/orders';
import { type OrdersApi } from './tickets-api';
import {
  ticketListLoaded,
  ticketListLoadFailed,
  ticketLoaded,
  ticketLoadFailed,
  type TicketsAction,
} from './tickets-slice';

type TicketsSaga = Generator<StrictEffect, void, unknown>;

export const failureStatusOf = (error: unknown): number | null =>
  isApiError(error) ? error.status : null;

function* loadList(action: Extract<TicketsAction, { type: 'tickets/listRequested' }>): TicketsSaga {
  const orders = (yield getContext('orders')) as OrdersApi;
  const { listStatus, page, limit } = action.payload;
  try {
    const found = (yield call(orders.fetchOrders, {
      status: listStatus,
      limit,
      offset: (page - 1) * limit,
    })) as OrdersPage;
    yield put(ticketListLoaded(found.entities, found.pageInfo.total));
  } catch (error) {
    yield put(ticketListLoadFailed(failureStatusOf(error)));
  }
}

function* loadTicket(
  action: Extract<TicketsAction, { type: 'tickets/ticketRequested' }>,
): TicketsSaga {
  const orders = (yield getContext('orders')) as OrdersApi;
  try {
    const order = (yield call(orders.fetchOrder, action.payload.id)) as Order;
    yield put(ticketLoaded(order));
  } catch (error) {
    yield put(ticketLoadFailed(failureStatusOf(error)));
  }
}

/** The latest request wins: a page or ticket opened again replaces the one still loading. */
export function* watchTickets(): TicketsSaga {
  yield takeLatest('tickets/listRequested', loadList);
  yield takeLatest('tickets/ticketRequested', loadTicket);
}
