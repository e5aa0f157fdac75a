import {
  call,
  debounce,
  delay,
  getContext,
  put,
  race,
  select,
  take,
  takeLatest,
  type StrictEffect,
} from 'redux-saga/effects';
import { ApiError, type Bus } from 'shared-kernel';
import {
  challengeWindowSizes,
  payPalDepositMethodCode,
  type ChallengeWindowSize,
  type DepositView,
  type FundView,
  type PaymentMethodView,
} from 'shared-kernel/contract/payments';
import { type CheckoutView, type PurchaseInput } from 'shared-kernel/contract/purchase';
import type { CheckoutApi } from '../../checkout-api';
import { publishCartChanged } from '../cart/cart-sagas';
import { cartFetchRequested, type CartState } from '../cart/cart-slice';
import { selectAmountDueCents } from '../cart/cart-selectors';
import { strongCustomerAuthenticationOf, type CardChoice } from 'remote-kit';
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
export const fundingDebounceMs = 500;
/** How often a deposit is asked for again while the bank decides (and how many times at most). */
export const depositPollMs = 2_000;
export const depositPollsMax = 150;

/** api.md §8.2: a failed deposit without a server message. */
export const depositFailedFallback =
  "We're experiencing technical difficulties. Please reload the page to try again.";
export const challengeAbandonedMessage =
  'The card check was closed before it finished. Nothing was charged for this cart.';

type Effects<Result = void> = Generator<StrictEffect, Result, unknown>;

interface StateWithCart {
  cart: CartState;
}

/** A failed deposit or purchase: the server's first message, else the fallback. */
export function depositFailureMessageOf(error: unknown): string {
  if (error instanceof ApiError && error.isResponse) {
    return error.messages.find((message) => message.message)?.message ?? depositFailedFallback;
  }
  if (error instanceof ApiError && error.status === 422) return error.message;
  return depositFailedFallback;
}

/** api.md §7.5: channel APP when the visitor came from the app (utm_source=app), else web. */
export function purchaseDataOf(search: string): PurchaseInput {
  const source = new URLSearchParams(search).get('utm_source');
  return { channelKey: source === 'app' ? 'APP' : 'web' };
}

/**
 * A money-moving call with one idempotency key: a call that got no answer (network) is sent once
 * more with the same key, so the services move the money at most once.
 */
function* withRetryOfAttempt<Result>(
  send: (key: string) => Promise<Result>,
  key: string,
): Effects<Result> {
  try {
    return (yield call(send, key)) as Result;
  } catch (error) {
    // api.md §8.1: client-side failures of the network (timeouts, lost connections) are 408.
    const isLostOnTheWay = error instanceof ApiError && !error.isResponse && error.status === 408;
    if (isLostOnTheWay) return (yield call(send, key)) as Result;
    throw error;
  }
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

/** The card's fund and security code: a new card is tokenised by the gateway and saved first. */
function* fundOf(
  api: CheckoutApi,
  card: CardChoice,
): Effects<{ fundId: string; csc: string | null }> {
  if (card.kind === 'saved') return { fundId: card.fundId, csc: card.csc };
  const gateways = (yield call(api.fetchCardGateways, {})) as string[];
  const gateway = gateways[0] ?? 'test';
  const details = (yield call(api.fetchCardGateway, gateway, {})) as {
    tokenisationUrl: string | null;
  };
  const token = (yield call(
    api.tokeniseCard,
    {
      number: card.number,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      csc: card.csc,
    },
    details.tokenisationUrl,
    {},
  )) as { token: string };
  const fund = (yield call(
    api.addCard,
    gateway,
    { token: token.token, name: card.name.trim() },
    {},
  )) as FundView;
  return { fundId: fund.id, csc: card.csc };
}

function windowSizeOf(value: string): ChallengeWindowSize {
  return (challengeWindowSizes as readonly string[]).includes(value)
    ? (value as ChallengeWindowSize)
    : 'Medium';
}

/**
 * Follows a deposit to its end: a 3-D Secure challenge is shown until its window returns to
 * /3ds/notify (or the poll sees the deposit settle); pending deposits are asked for again.
 */
function* settledDeposit(api: CheckoutApi, first: DepositView): Effects<DepositView | null> {
  let deposit = first;
  for (let poll = 0; poll < depositPollsMax; poll += 1) {
    if (deposit.status === 'success' && deposit.checkoutId) return deposit;
    if (deposit.status === 'failed') return deposit;
    if (deposit.status === 'success' && deposit.checkoutFailureMessage) return deposit;
    if (deposit.status === 'challenge_required' && deposit.challenge) {
      yield put(
        challengeRequired({
          depositId: deposit.depositId,
          url: deposit.challenge.url,
          windowSize: windowSizeOf(deposit.challenge.windowSize),
        }),
      );
      const outcome = (yield race({
        returned: take('payment/challengeReturned'),
        closed: take('payment/challengeClosed'),
        tick: delay(depositPollMs),
      })) as { closed?: unknown };
      if (outcome.closed) return null;
    } else {
      yield delay(depositPollMs);
    }
    deposit = (yield call(api.fetchDeposit, deposit.depositId, {})) as DepositView;
  }
  return deposit;
}

/** Tops up from a card and buys in one step: `POST /v2/deposits/deposit_purchase`. */
function* payByCard(action: ReturnType<typeof cardPaymentSubmitted>): Effects {
  const api = (yield getContext('checkout')) as CheckoutApi;
  const key = api.createIdempotencyKey();
  yield put(paymentStarted());
  try {
    const { fundId, csc } = (yield call(fundOf, api, action.payload.card)) as {
      fundId: string;
      csc: string | null;
    };
    const amountCents = selectAmountDueCents((yield select()) as StateWithCart);
    const request = {
      type: 'checkout' as const,
      deposit: {
        amount: amountCents / 100,
        checkout: true,
        customerFundId: fundId,
        strongCustomerAuthentication: strongCustomerAuthenticationOf(
          api.browserFacts(),
          api.origin(),
        ),
        ...(csc ? { csc } : {}),
      },
      purchase: purchaseDataOf(window.location.search),
    };
    const answered = (yield call(
      withRetryOfAttempt,
      (attemptKey: string) => api.depositPurchase(request, attemptKey, {}),
      key,
    )) as DepositView;
    const deposit = (yield call(settledDeposit, api, answered)) as DepositView | null;
    if (!deposit) {
      yield put(paymentFailed(challengeAbandonedMessage));
    } else if (deposit.status === 'success' && deposit.checkoutId) {
      yield call(purchased, deposit.checkoutId);
    } else {
      const message =
        deposit.failureMessage ?? deposit.checkoutFailureMessage ?? depositFailedFallback;
      yield put(paymentFailed(message));
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
