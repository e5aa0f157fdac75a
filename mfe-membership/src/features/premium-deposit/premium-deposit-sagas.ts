import { all, call, debounce, getContext, put, select, takeLatest } from 'redux-saga/effects';
import {
  type CardDepositPurchaseOutcome,
  channelKeyOf,
  depositFailureMessageOf,
  depositPurchaseByCard,
  fundingDebounceMs,
} from 'remote-kit';
import { type Bus } from 'shared-kernel';
import { type CartView } from 'shared-kernel/contract/cart';
import { type Customer } from 'shared-kernel/contract/customer';
import { type MembershipConfig, type MembershipEntryView } from 'shared-kernel/contract/membership';
import { toCents, toMoney, type Money } from 'shared-kernel/contract/money';
import { type PaymentMethodView } from 'shared-kernel/contract/payments';
import { hasCapabilities } from 'shared-kernel/contract/platform';
import { type MembershipApi } from '../../shared/membership-api';
import {
  accessOf,
  announceCustomerChanged,
  failureStatusOf,
  type Access,
  type Effects,
} from '../../shared/saga-steps';
import { type PremiumDepositApi } from './premium-deposit-api';
import {
  challengeRequired,
  paymentFailed,
  paymentStarted,
  premiumDepositLoaded,
  premiumDepositLoadFailed,
  premiumDepositSignedOut,
  premiumDepositUnavailable,
  premiumPurchased,
  selectPremiumDeposit,
  type PremiumDepositAction,
  type PremiumDepositState,
} from './premium-deposit-slice';

export const challengeAbandonedMessage =
  'The card check was closed before it finished. Nothing was charged.';

const zero: Money = { amount: 0, currency: 'AUD' };

/** Without saved cards the customer can still pay with a new card. */
function* savedMethodsOf(api: PremiumDepositApi): Effects<PaymentMethodView[]> {
  try {
    return (yield call(api.fetchPaymentMethods)) as PaymentMethodView[];
  } catch {
    return [];
  }
}

function* load(): Effects {
  const membershipApi = (yield getContext('membership')) as MembershipApi;
  const api = (yield getContext('premiumDeposit')) as PremiumDepositApi;
  try {
    const access = (yield call(accessOf)) as Access;
    if (!hasCapabilities(access.capabilities, ['membership_program', 'membership_purchase'])) {
      yield put(premiumDepositUnavailable());
      return;
    }
    if (!access.isSignedIn) {
      yield put(premiumDepositSignedOut());
      return;
    }
    const [config, membership, customer, cart, methods] = (yield all([
      call(membershipApi.fetchConfig),
      call(membershipApi.fetchMembership),
      call(membershipApi.fetchCustomer),
      call(api.fetchCart),
      call(savedMethodsOf, api),
    ])) as [MembershipConfig, MembershipEntryView, Customer, CartView, PaymentMethodView[]];
    // The overview's money arrives as wire strings; the wallet pays with all its funds.
    const wallet = customer.availableFunds ?? customer.balance;
    const funds = wallet ? toMoney(wallet) : zero;
    const dueCents = toCents(cart.cartTotal.amount) - toCents(cart.preOrderTotal.amount);
    yield put(
      premiumDepositLoaded({
        membership,
        price: config.membershipOffer.price,
        funds,
        due: { amount: dueCents / 100, currency: cart.cartTotal.currency },
        shortfallCents: Math.max(0, dueCents - toCents(funds.amount)),
        methods,
      }),
    );
  } catch (error) {
    yield put(premiumDepositLoadFailed(failureStatusOf(error)));
  }
}

/** The cart (with the premium item) is bought: everyone showing the wallet, cart or customer hears. */
function* announcePurchase(): Effects {
  const bus = (yield getContext('bus')) as Bus;
  bus.publish('cart/changed', { itemCount: 0 });
  bus.publish('wallet/changed', { reason: 'purchase' });
  yield call(announceCustomerChanged);
}

/**
 * Tops up by the shortfall and buys the cart holding the premium item in one step:
 * `POST /v2/deposits/deposit_purchase` of type membership, through the 3-D Secure challenge.
 */
function* pay(
  action: Extract<PremiumDepositAction, { type: 'premiumDeposit/cardSubmitted' }>,
): Effects {
  const api = (yield getContext('premiumDeposit')) as PremiumDepositApi;
  const { summary } = (yield select(selectPremiumDeposit)) as PremiumDepositState;
  if (!summary) return;
  const key = api.createIdempotencyKey();
  yield put(paymentStarted());
  try {
    const result = (yield call(depositPurchaseByCard, api, {
      type: 'membership',
      amountDollars: summary.shortfallCents / 100,
      card: action.payload.card,
      idempotencyKey: key,
      purchase: { channelKey: channelKeyOf(window.location.search) },
      challengeRequired,
      challengeReturnedType: 'premiumDeposit/challengeReturned',
      challengeClosedType: 'premiumDeposit/challengeClosed',
    })) as CardDepositPurchaseOutcome;
    if (result.outcome === 'abandoned') {
      yield put(paymentFailed(challengeAbandonedMessage));
    } else if (result.outcome === 'purchased') {
      yield put(premiumPurchased());
      yield call(announcePurchase);
    } else {
      yield put(paymentFailed(result.message));
    }
  } catch (error) {
    yield put(paymentFailed(depositFailureMessageOf(error)));
  }
}

/**
 * Loading: the latest opening wins. Paying: debounced 500 ms like every funding call (api.md §9),
 * so a burst of clicks pays once.
 */
export function* watchPremiumDeposit(): Effects {
  yield takeLatest('premiumDeposit/pageOpened', load);
  yield debounce(fundingDebounceMs, 'premiumDeposit/cardSubmitted', pay);
}
