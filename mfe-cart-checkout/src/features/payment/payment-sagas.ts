import {
  call,
  debounce,
  getContext,
  put,
  select,
  takeLatest,
  type StrictEffect,
} from 'redux-saga/effects';
import { type Bus } from 'shared-kernel';
import {
  payPalDepositMethodCode,
  type DepositView,
  type PaymentMethodView,
} from 'shared-kernel/contract/payments';
import { type CheckoutView, type PurchaseInput } from 'shared-kernel/contract/purchase';
import type { CheckoutApi } from '../../checkout-api';
import { publishCartChanged } from '../cart/cart-sagas';
import { cartFetchRequested, type CartState } from '../cart/cart-slice';
import { selectAmountDueCents } from '../cart/cart-selectors';
import {
  type CardDepositPurchaseOutcome,
  channelKeyOf,
  depositFailedFallback,
  depositFailureMessageOf,
  depositPurchaseByCard,
  fundingDebounceMs,
  withRetryOfAttempt,
} from 'remote-kit';
import {
  cartPurchased,
  challengeRequired,
  paymentFailed,
  paymentMethodsReceived,
  paymentStarted,
  type cardPaymentSubmitted,
} from './payment-slice';

/** api.md §9: purchase and funding calls are debounced 500 ms. */
export const purchaseDebounceMs = 500;
export { depositFailedFallback, depositFailureMessageOf, fundingDebounceMs };

export const challengeAbandonedMessage =
  'The card check was closed before it finished. Nothing was charged for this cart.';

type Effects<Result = void> = Generator<StrictEffect, Result, unknown>;

interface StateWithCart {
  cart: CartState;
}

/** api.md §7.5: channel APP when the visitor came from the app (utm_source=app), else web. */
export function purchaseDataOf(search: string): PurchaseInput {
  return { channelKey: channelKeyOf(search) };
}

function* purchased(checkoutId: string): Effects {
  yield put(cartPurchased(checkoutId));
  yield call(publishCartChanged, 0);
  const bus = (yield getContext('bus')) as Bus;
  bus.publish('wallet/changed', { reason: 'purchase' });
  yield put(cartFetchRequested(true));
}

/** Pays the cart from the wallet: `POST /v2/cart/purchase`, one key per attempt. */
function* payFromWallet(): Effects {
  const api = (yield getContext('checkout')) as CheckoutApi;
  const key = api.createIdempotencyKey();
  yield put(paymentStarted());
  try {
    const purchase = purchaseDataOf(window.location.search);
    const checkout = (yield call(
      withRetryOfAttempt,
      (attemptKey: string) => api.purchaseCart(purchase, attemptKey, {}),
      key,
    )) as CheckoutView;
    yield call(purchased, checkout.checkoutId);
  } catch (error) {
    yield put(paymentFailed(depositFailureMessageOf(error)));
  }
}

/** Tops up from a card and buys in one step: `POST /v2/deposits/deposit_purchase`. */
function* payByCard(action: ReturnType<typeof cardPaymentSubmitted>): Effects {
  const api = (yield getContext('checkout')) as CheckoutApi;
  const key = api.createIdempotencyKey();
  yield put(paymentStarted());
  try {
    const amountCents = selectAmountDueCents((yield select()) as StateWithCart);
    const result = (yield call(depositPurchaseByCard, api, {
      type: 'checkout',
      amountDollars: amountCents / 100,
      card: action.payload.card,
      idempotencyKey: key,
      purchase: purchaseDataOf(window.location.search),
      challengeRequired,
      challengeReturnedType: 'payment/challengeReturned',
      challengeClosedType: 'payment/challengeClosed',
    })) as CardDepositPurchaseOutcome;
    if (result.outcome === 'abandoned') {
      yield put(paymentFailed(challengeAbandonedMessage));
    } else if (result.outcome === 'purchased') {
      yield call(purchased, result.checkoutId);
    } else {
      yield put(paymentFailed(result.message));
      yield put(cartFetchRequested(true));
    }
  } catch (error) {
    yield put(paymentFailed(depositFailureMessageOf(error)));
  }
}

/**
 * Tops up through PayPal and buys once approved: `POST /v2/deposits/deposit_purchase` with the
 * PayPal method answers approval_required, and the whole window goes to PayPal's approval page.
 * PayPal sends it back to /checkout/deposit/{depositId}/success or /cancel, where the purchase
 * is followed to its end.
 */
function* payWithPayPal(): Effects {
  const api = (yield getContext('checkout')) as CheckoutApi;
  const key = api.createIdempotencyKey();
  yield put(paymentStarted());
  try {
    const amountCents = selectAmountDueCents((yield select()) as StateWithCart);
    const request = {
      type: 'checkout' as const,
      deposit: {
        amount: amountCents / 100,
        checkout: true,
        depositMethodCode: payPalDepositMethodCode,
      },
      purchase: purchaseDataOf(window.location.search),
    };
    const deposit = (yield call(
      withRetryOfAttempt,
      (attemptKey: string) => api.depositPurchase(request, attemptKey, {}),
      key,
    )) as DepositView;
    if (deposit.status === 'approval_required' && deposit.approval) {
      yield call(api.sendWindowTo, deposit.approval.url);
    } else if (deposit.status === 'success' && deposit.checkoutId) {
      yield call(purchased, deposit.checkoutId);
    } else {
      const message =
        deposit.failureMessage ?? deposit.checkoutFailureMessage ?? depositFailedFallback;
      yield put(paymentFailed(message));
    }
  } catch (error) {
    yield put(paymentFailed(depositFailureMessageOf(error)));
  }
}

function* loadPaymentMethods(): Effects {
  const api = (yield getContext('checkout')) as CheckoutApi;
  try {
    const methods = (yield call(api.fetchCartPaymentMethods, {})) as PaymentMethodView[];
    yield put(paymentMethodsReceived(methods));
  } catch {
    // Without saved cards the customer can still pay with a new card.
    yield put(paymentMethodsReceived([]));
  }
}

/**
 * Purchase and funding are debounced 500 ms (a double click pays once); the payment methods
 * load for the latest request only.
 */
export function* watchPayments(): Effects {
  yield takeLatest('payment/methodsRequested', loadPaymentMethods);
  yield debounce(purchaseDebounceMs, 'payment/walletPaymentSubmitted', payFromWallet);
  yield debounce(fundingDebounceMs, 'payment/cardPaymentSubmitted', payByCard);
  yield debounce(fundingDebounceMs, 'payment/payPalPaymentSubmitted', payWithPayPal);
}
