import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { hasCapabilities, type CapabilityName } from 'shared-kernel/contract/platform';
import { type SessionOrder } from 'shared-kernel/contract/social';
import { failureStatusOf, notifySomethingWentWrong, type Effects } from '../../shared/saga-steps';
import { type OrderApi } from './order-api';
import { orderLoaded, orderLoadFailed, orderUnavailable, type OrderAction } from './order-slice';

function* load({
  payload: { sessionId },
}: Extract<OrderAction, { type: 'lottoPartyOrder/opened' }>): Effects {
  const api = (yield getContext('lottoPartyOrder')) as OrderApi;
  try {
    const capabilities = (yield call(api.whenCapabilitiesKnown)) as CapabilityName[];
    if (!hasCapabilities(capabilities, 'social_syndicates')) {
      yield put(orderUnavailable(sessionId));
      return;
    }
    const order = (yield call(api.fetchSessionOrder, sessionId)) as SessionOrder;
    yield put(orderLoaded(sessionId, order));
  } catch (error) {
    const status = failureStatusOf(error);
    yield put(orderLoadFailed(sessionId, status));
    // product.md §4: being unable to load the order is a notice that stays until dismissed. An
    // unknown session shows the not-found page instead.
    if (status !== 404) yield* notifySomethingWentWrong();
  }
}

/** The latest session asked for wins. */
export function* watchOrder(): Effects {
  yield takeLatest('lottoPartyOrder/opened', load);
}
