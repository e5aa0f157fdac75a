import {
  call,
  getContext,
  put,
  takeLatest,
  takeLeading,
  type StrictEffect,
} from 'redux-saga/effects';
import { errorMessageFallback, isApiError, isElevationRequirement } from 'shared-kernel';
import { type PlayBreakState } from 'shared-kernel/contract/responsible-play';
import { breakMessages } from './break-text';
import { type TakeABreakApi } from './take-a-break-api';
import {
  breakStarted,
  breakStartFailed,
  playBreakLoaded,
  playBreakLoadFailed,
  type TakeABreakAction,
} from './take-a-break-slice';

type TakeABreakSaga = Generator<StrictEffect, void, unknown>;

/** Why a break did not start, in the customer's words. */
function refusalOf(error: unknown): string {
  if (!isApiError(error) || !error.isResponse) return errorMessageFallback;
  // The elevation prompt was closed: the client gives back the step-up answer.
  if (isElevationRequirement(error)) return breakMessages.elevationAbandoned;
  const fieldMessage = Object.values(error.fieldErrors)[0];
  const message = fieldMessage ?? error.message;
  return message && !message.startsWith('The API responded') ? message : errorMessageFallback;
}

function* load(): TakeABreakSaga {
  const api = (yield getContext('takeABreakApi')) as TakeABreakApi;
  try {
    yield put(playBreakLoaded((yield call(api.fetchPlayBreak)) as PlayBreakState));
  } catch (error) {
    yield put(playBreakLoadFailed(isApiError(error) ? error.status : null));
  }
}

function* start(
  action: Extract<TakeABreakAction, { type: 'takeABreak/startConfirmed' }>,
): TakeABreakSaga {
  const api = (yield getContext('takeABreakApi')) as TakeABreakApi;
  try {
    const state = (yield call(api.startPlayBreak, action.payload)) as PlayBreakState;
    const notice = state.current ? breakMessages.started(state.current) : '';
    yield put(breakStarted(state, notice));
  } catch (error) {
    yield put(breakStartFailed(refusalOf(error)));
  }
}

/** Loading: the latest opening wins. Starting: one at a time, further presses ignored. */
export function* watchTakeABreak(): TakeABreakSaga {
  yield takeLatest('takeABreak/pageOpened', load);
  yield takeLeading('takeABreak/startConfirmed', start);
}
