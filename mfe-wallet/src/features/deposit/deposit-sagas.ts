import {
  all,
  call,
  debounce,
  getContext,
  put,
  takeLatest,
  takeLeading,
  type StrictEffect,
} from 'redux-saga/effects';
import {
  cardFundOf,
  depositFailedFallback,
  depositFailureMessageOf,
  followDeposit,
  fundingDebounceMs,
  strongCustomerAuthenticationOf,
  withRetryOfAttempt,
  type DepositFollowing,
} from 'remote-kit';
import { isApiError, type Bus } from 'shared-kernel';
import { fromCents, toCents, type Money } from 'shared-kernel/contract/money';
import {
  isBankDepositMethodCode,
  payPalDepositMethodCode,
  type DepositInput,
  type DepositView,
  type PaymentMethodView,
} from 'shared-kernel/contract/payments';
import { amountFromInput } from 'shared-kernel/contract/validation';
import { type DepositApi } from './deposit-api';
import {
  depositActionFailed,
  depositCancelled,
  depositChallengeRequired,
  depositDetailsLoaded,
  depositDetailsLoadFailed,
  depositFailed,
  depositPageLoaded,
  depositPageLoadFailed,
  depositPendingReceived,
  depositStarted,
  depositSucceeded,
  type DepositRequest,
  type depositCancelRequested,
  type depositDetailsOpened,
  type depositResumeRequested,
  type depositSubmitted,
} from './deposit-slice';

type Effects<Result = void> = Generator<StrictEffect, Result, unknown>;

export const challengeAbandonedMessage =
  'The card check was closed before it finished. Nothing was charged.';

/** The amount as the wire wants it: '50' → '50.00'. */
export function wireAmountOf(amount: string): string {
  return fromCents(toCents(amountFromInput(amount)));
}

function* loadForm(): Effects {
  const api = (yield getContext('deposit')) as DepositApi;
  try {
    const [balance, methods] = (yield all([
      call(api.fetchBalance),
      call(api.fetchDepositMethods),
    ])) as [Money | null, PaymentMethodView[]];
    yield put(depositPageLoaded({ balance, methods }));
  } catch (error) {
    yield put(depositPageLoadFailed(isApiError(error) ? error.status : null));
  }
}

/** Creates the deposit by the chosen method: one idempotency key for the customer's one click. */
function* createDeposit(
  api: DepositApi,
  request: DepositRequest,
  key: string,
): Effects<DepositView> {
  const amount = wireAmountOf(request.amount);
  const send = (attempt: (attemptKey: string) => Promise<DepositView>) =>
    call(withRetryOfAttempt<DepositView>, attempt, key);
  switch (request.method) {
    case 'cc': {
      if (!request.card) throw new Error('A card deposit needs a card.');
      const { fundId, csc } = (yield call(cardFundOf, api, request.card)) as {
        fundId: string;
        csc: string | null;
      };
      const input: DepositInput = {
        amount,
        strongCustomerAuthentication: strongCustomerAuthenticationOf(
          api.browserFacts(),
          api.origin(),
        ),
        ...(csc ? { csc } : {}),
      };
      return (yield send((attemptKey) =>
        api.depositFromCard(fundId, input, attemptKey),
      )) as DepositView;
    }
    case 'pl':
      return (yield send((attemptKey) =>
        api.depositThroughGateway(
          payPalDepositMethodCode,
          request.gatewayKey ?? 'paypal',
          { amount },
          attemptKey,
        ),
      )) as DepositView;
    case 'ap':
    case 'gp': {
      const wallet = request.method;
      const paymentToken = (yield call(api.fetchWalletToken, wallet)) as string;
      return (yield send((attemptKey) =>
        api.depositThroughGateway(
          wallet,
          request.gatewayKey ?? 'test',
          { amount, metadata: { paymentToken } },
          attemptKey,
        ),
      )) as DepositView;
    }
    default: {
      const method = request.method;
      if (!isBankDepositMethodCode(method)) throw new Error('No deposit by this method.');
      const input: DepositInput = {
        amount,
        ...(method === 'dd' && request.fundId ? { customerFundId: request.fundId } : {}),
      };
      return (yield send((attemptKey) =>
        api.depositByBankMethod(method, input, attemptKey),
      )) as DepositView;
    }
  }
}

function followingOf(api: DepositApi): DepositFollowing {
  return {
    fetchDeposit: api.fetchDeposit,
    challengeRequired: depositChallengeRequired,
    challengeReturnedType: 'deposit/challengeReturned',
    challengeClosedType: 'deposit/challengeClosed',
  };
}

/** Money reached the wallet: the navigation balance and the customer are read again. */
function* announceDeposit(): Effects {
  const bus = (yield getContext('bus')) as Bus;
  bus.publish('wallet/changed', { reason: 'deposit' });
}

function* deposit(action: ReturnType<typeof depositSubmitted>): Effects {
  const api = (yield getContext('deposit')) as DepositApi;
  const { request } = action.payload;
  yield put(depositStarted());
  try {
    const answered = (yield call(
      createDeposit,
      api,
      request,
      api.createIdempotencyKey(),
    )) as DepositView;
    if (answered.status === 'approval_required' && answered.approval) {
      // PayPal: the whole window goes to PayPal, which returns it to /checkout/deposit/{id}/….
      yield call(api.rememberDepositStart, answered.depositId);
      yield call(api.sendWindowTo, answered.approval.url);
      return;
    }
    if (answered.status === 'pending' && isBankDepositMethodCode(request.method)) {
      yield put(depositPendingReceived(answered));
      return;
    }
    const settled = (yield call(followDeposit, followingOf(api), answered)) as DepositView | null;
    if (!settled) {
      yield put(depositFailed(challengeAbandonedMessage));
    } else if (settled.status === 'success') {
      yield put(depositSucceeded(settled));
      yield call(announceDeposit);
    } else {
      yield put(depositFailed(settled.failureMessage ?? depositFailedFallback));
    }
  } catch (error) {
    const fieldErrors = isApiError(error) && error.isResponse ? { ...error.fieldErrors } : {};
    yield put(depositFailed(depositFailureMessageOf(error), fieldErrors));
  }
}

function* loadDetails(action: ReturnType<typeof depositDetailsOpened>): Effects {
  const api = (yield getContext('deposit')) as DepositApi;
  try {
    const found = (yield call(api.fetchDeposit, action.payload.depositId, {})) as DepositView;
    yield put(depositDetailsLoaded(found));
  } catch (error) {
    yield put(depositDetailsLoadFailed(isApiError(error) ? error.status : null));
  }
}

/** A deposit awaiting 3-D Secure is answered here; one awaiting PayPal goes back to PayPal. */
function* resume(action: ReturnType<typeof depositResumeRequested>): Effects {
  const api = (yield getContext('deposit')) as DepositApi;
  try {
    const current = (yield call(api.fetchDeposit, action.payload.depositId, {})) as DepositView;
    if (current.status === 'approval_required' && current.approval) {
      yield call(api.rememberDepositStart, current.depositId);
      yield call(api.sendWindowTo, current.approval.url);
      return;
    }
    const settled = (yield call(followDeposit, followingOf(api), current)) as DepositView | null;
    if (!settled) {
      yield put(depositActionFailed(challengeAbandonedMessage));
      return;
    }
    yield put(depositDetailsLoaded(settled));
    if (settled.status === 'success' && current.status !== 'success') yield call(announceDeposit);
  } catch (error) {
    yield put(depositActionFailed(depositFailureMessageOf(error)));
  }
}

function* cancel(action: ReturnType<typeof depositCancelRequested>): Effects {
  const api = (yield getContext('deposit')) as DepositApi;
  try {
    const answered = (yield call(api.cancelDeposit, action.payload.depositId)) as DepositView;
    yield put(depositCancelled(answered));
  } catch (error) {
    if (isApiError(error) && error.isResponse && error.status === 404) {
      yield put(depositDetailsLoadFailed(404));
      return;
    }
    yield put(depositActionFailed(depositFailureMessageOf(error)));
  }
}

/**
 * debounce: funding calls wait 500 ms after the last click (api.md §9), so a burst of clicks
 * deposits once; takeLatest: a page opened again reloads; takeLeading: a second resume or
 * cancel while one runs is ignored.
 */
export function* watchDeposits(): Effects {
  yield takeLatest('deposit/pageOpened', loadForm);
  yield debounce(fundingDebounceMs, 'deposit/submitted', deposit);
  yield takeLatest('deposit/detailsOpened', loadDetails);
  yield takeLeading('deposit/resumeRequested', resume);
  yield takeLeading('deposit/cancelRequested', cancel);
}
