import {
  call,
  delay,
  getContext,
  put,
  takeEvery,
  takeLatest,
  type StrictEffect,
} from 'redux-saga/effects';
import { depositFailedFallback, depositFailureMessageOf } from 'remote-kit';
import { type Bus } from 'shared-kernel';
import { type DepositView } from 'shared-kernel/contract/payments';
import type { WalletApi } from '../../wallet-api';
import {
  confirmationTimedOut,
  depositCancelled,
  depositFailed,
  depositSucceeded,
  type approvalReturned,
  type cancelReturned,
} from './deposit-return-slice';

/** While PayPal's answer is not in, the deposit is asked for every 2 s, for 30 s at most. */
export const confirmationPollMs = 2_000;
export const confirmationWaitMsMax = 30_000;

type Effects<Result = void> = Generator<StrictEffect, Result, unknown>;

const isWaitingForPayPal = (deposit: DepositView) =>
  deposit.status === 'approval_required' || deposit.status === 'pending';

/**
 * Back from PayPal's approval page: fetching the deposit makes the server capture the approved
 * payment (and buy the cart of a deposit_purchase). Asked again while PayPal has not answered.
 */
function* confirmApprovedDeposit(action: ReturnType<typeof approvalReturned>): Effects {
  const api = (yield getContext('wallet')) as WalletApi;
  try {
    for (let waitedMs = 0; ; waitedMs += confirmationPollMs) {
      const deposit = (yield call(api.fetchDeposit, action.payload.depositId, {})) as DepositView;
      if (deposit.status === 'success') {
        yield put(depositSucceeded(deposit));
        return;
      }
      if (!isWaitingForPayPal(deposit)) {
        yield put(depositFailed(deposit.failureMessage ?? depositFailedFallback));
        return;
      }
      if (waitedMs + confirmationPollMs > confirmationWaitMsMax) {
        yield put(confirmationTimedOut());
        return;
      }
      yield delay(confirmationPollMs);
    }
  } catch (error) {
    yield put(depositFailed(depositFailureMessageOf(error)));
  }
}

/**
 * Back from PayPal's cancel link: the server records the deposit as cancelled. Nothing was
 * charged whatever that call answers, unless PayPal had approved it after all.
 */
function* recordCancelledDeposit(action: ReturnType<typeof cancelReturned>): Effects {
  const api = (yield getContext('wallet')) as WalletApi;
  try {
    const deposit = (yield call(
      api.cancelDepositApproval,
      action.payload.depositId,
      {},
    )) as DepositView;
    if (deposit.status === 'success') {
      yield put(depositSucceeded(deposit));
      return;
    }
  } catch {
    // The cancellation stands: the deposit stays uncaptured and the server voids it later.
  }
  yield put(depositCancelled());
}

/** The latest return wins: a newer one cancels the confirmation of an older one. */
/** The shell shows the balance: it reads it again once money reached the wallet. */
function* announceWalletChanged(): Effects {
  const bus = (yield getContext('bus')) as Bus;
  bus.publish('wallet/changed', { reason: 'deposit' });
}

export function* watchDepositReturns(): Effects {
  yield takeLatest('depositReturn/approvalReturned', confirmApprovedDeposit);
  yield takeLatest('depositReturn/cancelReturned', recordCancelledDeposit);
  yield takeEvery('depositReturn/depositSucceeded', announceWalletChanged);
}
