import {
  call,
  getContext,
  put,
  takeLatest,
  takeLeading,
  type StrictEffect,
} from 'redux-saga/effects';
import { errorMessageFallback, isApiError, type Bus } from 'shared-kernel';
import { type Precommitment, type SpendLimits } from 'shared-kernel/contract/limits';
import { type LimitsApi } from './limits-api';
import { limitMessages, type LimitTarget } from './limit-text';
import { periodViewsOf, precommitmentViewOf, type LimitView } from './limit-views';
import {
  limitAmountRefused,
  limitChanged,
  limitChangeFailed,
  type LimitsAction,
  precommitmentLoaded,
  precommitmentLoadFailed,
  spendLimitsLoaded,
  spendLimitsLoadFailed,
} from './limits-slice';

type LimitsSaga = Generator<StrictEffect, void, unknown>;

function* contextOf(): Generator<StrictEffect, { api: LimitsApi; bus: Bus }, unknown> {
  const api = (yield getContext('limitsApi')) as LimitsApi;
  const bus = (yield getContext('bus')) as Bus;
  return { api, bus };
}

const statusOf = (error: unknown) => (isApiError(error) ? error.status : null);

/** The server's own words for a refusal, else the fallback. */
function messageOf(error: unknown): string {
  if (!isApiError(error) || !error.isResponse || !error.message) return errorMessageFallback;
  return error.message.startsWith('The API responded') ? errorMessageFallback : error.message;
}

/** A refused amount: the server's message for the field goes on the field, else above the form. */
function refusalOf(error: unknown): { fieldError: string | null; error: string | null } {
  const fieldErrors = isApiError(error) ? error.fieldErrors : {};
  const fieldError = fieldErrors.amount ?? fieldErrors.limit ?? null;
  return fieldError ? { fieldError, error: null } : { fieldError: null, error: messageOf(error) };
}

/** The panel of `target` in an answer, to word what the change did. */
function viewIn(target: LimitTarget, answer: SpendLimits | Precommitment): LimitView | undefined {
  if (target === 'precommitment') return precommitmentViewOf(answer as Precommitment);
  return periodViewsOf(answer as SpendLimits, [target])[0];
}

function noticeAfterSave(view: LimitView | undefined, target: LimitTarget): string {
  if (view?.pendingAmount && view.pendingFrom) {
    return limitMessages.raiseWaiting(target, view.pendingAmount, view.pendingFrom);
  }
  return view?.amount ? limitMessages.saved(target, view.amount) : limitMessages.removed(target);
}

function noticeAfterRemove(view: LimitView | undefined, target: LimitTarget): string {
  return view?.pendingFrom && !view.pendingAmount
    ? limitMessages.removalWaiting(target, view.pendingFrom)
    : limitMessages.removed(target);
}

/** Puts an answer in the store, whichever kind of limit it is about. */
function* answerLoaded(answer: SpendLimits | Precommitment, target: LimitTarget) {
  yield put(
    target === 'precommitment'
      ? precommitmentLoaded(answer as Precommitment)
      : spendLimitsLoaded(answer as SpendLimits),
  );
}

function* loadSpendLimits(): LimitsSaga {
  const { api } = yield* contextOf();
  try {
    yield put(spendLimitsLoaded((yield call(api.fetchSpendLimits)) as SpendLimits));
  } catch (error) {
    yield put(spendLimitsLoadFailed(statusOf(error)));
  }
}

function* loadPrecommitment(): LimitsSaga {
  const { api } = yield* contextOf();
  try {
    yield put(precommitmentLoaded((yield call(api.fetchPrecommitment)) as Precommitment));
  } catch (error) {
    yield put(precommitmentLoadFailed(statusOf(error)));
  }
}

function* saveAmount(
  action: Extract<LimitsAction, { type: 'limits/amountSubmitted' }>,
): LimitsSaga {
  const { api } = yield* contextOf();
  const { target, amount, isNew } = action.payload;
  try {
    const answer = (yield target === 'precommitment'
      ? call(api.savePrecommitment, amount)
      : call(api.saveSpendLimit, target, amount, isNew)) as SpendLimits | Precommitment;
    yield* answerLoaded(answer, target);
    yield put(limitChanged(target, noticeAfterSave(viewIn(target, answer), target)));
  } catch (error) {
    const refusal = refusalOf(error);
    yield put(limitAmountRefused(refusal.fieldError, refusal.error));
  }
}

/**
 * A removal or a cancelled change. api.md §8.2: a refused removal (422) shows the server's first
 * message as a notification; any other failure also refreshes the limits, which may have changed.
 */
function* changeLimit(
  action: Extract<
    LimitsAction,
    { type: 'limits/removeConfirmed' } | { type: 'limits/changeCancelRequested' }
  >,
): LimitsSaga {
  const { api, bus } = yield* contextOf();
  const { target, id } = action.payload;
  const isRemoval = action.type === 'limits/removeConfirmed';
  try {
    let answer: SpendLimits | Precommitment;
    if (target === 'precommitment') {
      answer = (yield call(
        isRemoval ? api.removePrecommitment : api.cancelPrecommitmentChange,
      )) as Precommitment;
    } else {
      answer = (yield call(
        isRemoval ? api.removeSpendLimit : api.cancelSpendLimitChange,
        id,
      )) as SpendLimits;
    }
    yield* answerLoaded(answer, target);
    const view = viewIn(target, answer);
    const notice = isRemoval
      ? noticeAfterRemove(view, target)
      : limitMessages.changeCancelled(target);
    yield put(limitChanged(target, notice));
  } catch (error) {
    bus.publish('notification/requested', {
      message: messageOf(error),
      level: 'error',
      isAutoDismissed: false,
    });
    yield put(limitChangeFailed());
    if (statusOf(error) !== 422) {
      yield* target === 'precommitment' ? loadPrecommitment() : loadSpendLimits();
    }
  }
}

/**
 * Loading: the latest opening wins. Saving, removing and cancelling: one at a time, further
 * presses ignored until it settles.
 */
export function* watchLimits(): LimitsSaga {
  yield takeLatest('limits/spendLimitsOpened', loadSpendLimits);
  yield takeLatest('limits/precommitmentOpened', loadPrecommitment);
  yield takeLeading('limits/amountSubmitted', saveAmount);
  yield takeLeading(['limits/removeConfirmed', 'limits/changeCancelRequested'], changeLimit);
}
