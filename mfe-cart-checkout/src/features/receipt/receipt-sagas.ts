import { call, getContext, put, takeLatest, type StrictEffect } from 'redux-saga/effects';
import { ApiError } from 'shared-kernel';
import { depositPurchaseCheckoutFailureCode } from 'shared-kernel/contract/payments';
import { type CheckoutView } from 'shared-kernel/contract/purchase';
import type { CheckoutApi } from '../../checkout-api';
import { messageOf } from '../cart/cart-sagas';
import { receiptFailed, receiptReceived, type receiptRequested } from './receipt-slice';

function* fetchReceipt(action: ReturnType<typeof receiptRequested>): Generator<StrictEffect> {
  const api = (yield getContext('checkout')) as CheckoutApi;
  try {
    const checkout = (yield call(api.fetchCheckout, action.payload.checkoutId, {})) as CheckoutView;
    if (checkout.status === 'failed') {
      yield put(receiptFailed('This purchase did not go through.', true));
      return;
    }
    yield put(receiptReceived(checkout));
  } catch (error) {
    const isCheckoutFailure =
      error instanceof ApiError && error.code === depositPurchaseCheckoutFailureCode;
    yield put(receiptFailed(messageOf(error), isCheckoutFailure));
  }
}

/** The receipt of the latest checkout asked for (a newer request cancels an older one). */
export function* watchReceiptRequested(): Generator<StrictEffect> {
  yield takeLatest('receipt/requested', fetchReceipt);
}
