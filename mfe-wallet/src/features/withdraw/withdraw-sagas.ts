import {
  all,
  call,
  getContext,
  put,
  takeLatest,
  takeLeading,
  type StrictEffect,
} from 'redux-saga/effects';
import { errorMessageFallback, isApiError, type Bus } from 'shared-kernel';
import { type Money } from 'shared-kernel/contract/money';
import { type PaymentMethodView } from 'shared-kernel/contract/payments';
import { hasCapabilities, type CapabilityName } from 'shared-kernel/contract/platform';
import { type WithdrawalView } from 'shared-kernel/contract/withdrawals';
import { type CauseChoice, type WithdrawApi } from './withdraw-api';
import {
  type WithdrawAction,
  withdrawalDetailsLoaded,
  withdrawalDetailsLoadFailed,
  withdrawalFailed,
  withdrawalSucceeded,
  withdrawPageLoaded,
  withdrawPageLoadFailed,
} from './withdraw-slice';

type WithdrawSaga = Generator<StrictEffect, void, unknown>;

/** How many of the customer's withdrawals the details page lists. */
export const recentWithdrawalsShown = 10;

function* loadForm(): WithdrawSaga {
  const api = (yield getContext('withdraw')) as WithdrawApi;
  try {
    const [withdrawable, methods, causes, isVerified] = (yield all([
      call(api.fetchWithdrawableFunds),
      call(api.fetchWithdrawalMethods),
      call(api.fetchCauses),
      call(api.fetchIsVerified),
    ])) as [Money, PaymentMethodView[], CauseChoice[], boolean];
    yield put(withdrawPageLoaded({ withdrawable, methods, causes, isVerified }));
  } catch (error) {
    console.error('The withdraw page did not load', error);
    yield put(withdrawPageLoadFailed());
  }
}

/** The server's refusal as the form shows it: beside the amount, or above the form. */
function refusalOf(error: unknown) {
  if (!isApiError(error) || !error.isResponse) {
    return { error: errorMessageFallback, fieldErrors: {}, verificationRequired: false };
  }
  const fieldErrors = { ...error.fieldErrors };
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return {
    error: hasFieldErrors ? null : error.message || errorMessageFallback,
    fieldErrors,
    verificationRequired: error.code === 'verify_account_required',
  };
}

function* withdraw(action: Extract<WithdrawAction, { type: 'withdraw/started' }>): WithdrawSaga {
  const api = (yield getContext('withdraw')) as WithdrawApi;
  const bus = (yield getContext('bus')) as Bus;
  const { destinationId, input, idempotencyKey } = action.payload;
  try {
    const withdrawalId = (yield call(
      api.requestWithdrawal,
      destinationId,
      input,
      idempotencyKey,
    )) as string;
    yield put(withdrawalSucceeded(withdrawalId));
    // The money left the wallet: the navigation balance and the dashboard refresh.
    bus.publish('wallet/changed', { reason: 'withdrawal' });
  } catch (error) {
    yield put(withdrawalFailed({ methodCode: input.withdrawalMethodCode, ...refusalOf(error) }));
  }
}

const noWithdrawals = () => Promise.resolve({ entities: [], pageInfo: { total: 0 } });

function* loadDetails(
  action: Extract<WithdrawAction, { type: 'withdraw/detailsOpened' }>,
): WithdrawSaga {
  const api = (yield getContext('withdraw')) as WithdrawApi;
  try {
    // A withdrawal made stays viewable (no capability requirement); the list of them is a
    // withdrawal screen, asked for only when the segment grants withdrawals.
    const capabilities = (yield call(api.whenCapabilitiesKnown)) as readonly CapabilityName[];
    const [withdrawal, page] = (yield all([
      call(api.fetchWithdrawal, action.payload.withdrawalId),
      hasCapabilities(capabilities, 'wallet_withdrawal')
        ? call(api.fetchWithdrawals, { limit: recentWithdrawalsShown, offset: 0 })
        : call(noWithdrawals),
    ])) as [WithdrawalView, { entities: WithdrawalView[]; pageInfo: { total: number } }];
    yield put(
      withdrawalDetailsLoaded({
        withdrawal,
        withdrawals: page.entities,
        total: page.pageInfo.total,
      }),
    );
  } catch (error) {
    yield put(withdrawalDetailsLoadFailed(isApiError(error) ? error.status : null));
  }
}

/**
 * takeLatest: opening a page again reloads it; takeLeading: a second submit while one is being
 * sent is ignored (the key of the first would answer it anyway).
 */
export function* watchWithdraw(): WithdrawSaga {
  yield takeLatest('withdraw/pageOpened', loadForm);
  yield takeLeading('withdraw/started', withdraw);
  yield takeLatest('withdraw/detailsOpened', loadDetails);
}
