import { type SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { isAuthValidationError } from 'shared-kernel';
import { type TwoFactorConfig } from 'shared-kernel/contract/customer';
import { putEveryBusEvent } from '../../bus-channel';
import { type RootState } from '../../root-state';
import { endSession, type SessionDependencies } from '../session-sagas';
import {
  isTwoFactorLocked,
  resendPauseMs,
  twoFactorErrorMessageOf,
  twoFactorMessages,
} from '../two-factor/two-factor-messages';
import {
  elevationAbandoned,
  elevationChecksStarted,
  elevationCodeSent,
  elevationCompleted,
  elevationFailed,
  elevationMethodLoaded,
  elevationRequired,
  type ElevationState,
  type elevationCodeSubmitted,
} from './elevation-slice';

const selectElevation = (state: RootState) => state.elevation;

function* sendEmailCode(dependencies: SessionDependencies): SagaIterator {
  try {
    yield call(dependencies.api.sendTwoFactorEmailCode);
    yield put(elevationCodeSent(dependencies.now() + resendPauseMs));
  } catch (error) {
    console.error('The two-factor code was not sent', error);
  }
}

/** The first held request opens the modal: which method, and an emailed code when that is it. */
function* prepareCodeStep(
  dependencies: SessionDependencies,
  action: ReturnType<typeof elevationRequired>,
): SagaIterator {
  const elevation = (yield select(selectElevation)) as ElevationState;
  if (elevation.requestIds[0] !== action.payload.requestId) return;
  try {
    const config = (yield call(dependencies.api.fetchTwoFactorConfig)) as TwoFactorConfig;
    yield put(elevationMethodLoaded(config.method, config.identifier));
    if (config.method === 'email') yield call(sendEmailCode, dependencies);
  } catch (error) {
    console.error('The two-factor configuration did not load', error);
  }
}

function* resendCode(dependencies: SessionDependencies): SagaIterator {
  const elevation = (yield select(selectElevation)) as ElevationState;
  const isResting =
    elevation.resendAvailableAtMs !== null && elevation.resendAvailableAtMs > dependencies.now();
  if (elevation.isLocked || isResting) return;
  yield call(sendEmailCode, dependencies);
}

function publishAbandoned(dependencies: SessionDependencies, requestIds: readonly string[]): void {
  for (const requestId of requestIds) {
    dependencies.bus.publish('elevation/abandoned', { requestId });
  }
}

/**
 * The code goes through POST {auth}/refresh with otp; on success the held requests replay
 * (elevation/succeeded), on failure the code step returns with an error notification.
 */
function* submitCode(
  dependencies: SessionDependencies,
  action: ReturnType<typeof elevationCodeSubmitted>,
): SagaIterator {
  const { bus } = dependencies;
  try {
    yield call(dependencies.api.refreshAccessToken, { otp: action.payload.code });
  } catch (error) {
    if (isAuthValidationError(error)) {
      const { requestIds } = (yield select(selectElevation)) as ElevationState;
      yield put(elevationAbandoned());
      publishAbandoned(dependencies, requestIds);
      yield call(endSession, dependencies, 'unauthorised');
      return;
    }
    yield put(elevationFailed(twoFactorErrorMessageOf(error), isTwoFactorLocked(error)));
    bus.publish('notification/requested', {
      message: twoFactorMessages.elevationFailed,
      level: 'error',
      isAutoDismissed: true,
    });
    return;
  }
  const { requestIds } = (yield select(selectElevation)) as ElevationState;
  yield put(elevationChecksStarted());
  for (const requestId of requestIds) bus.publish('elevation/succeeded', { requestId });
  bus.publish('notification/requested', {
    message: twoFactorMessages.elevationSucceeded,
    level: 'success',
    isAutoDismissed: true,
  });
  yield put(elevationCompleted());
}

function* abandon(dependencies: SessionDependencies): SagaIterator {
  const { requestIds, status } = (yield select(selectElevation)) as ElevationState;
  if (status === 'abandoned' || status === 'initial') return;
  yield put(elevationAbandoned());
  publishAbandoned(dependencies, requestIds);
}

/**
 * elevation/required from the API client opens the modal (takeEvery: every held request joins);
 * code submissions and resends are takeLeading: one at a time.
 */
export function* watchElevation(dependencies: SessionDependencies): SagaIterator {
  yield all([
    call(
      putEveryBusEvent(dependencies.bus, 'elevation/required', (payload) =>
        elevationRequired(payload.requestId),
      ),
    ),
    takeEvery('elevation/required', prepareCodeStep, dependencies),
    takeLeading('elevation/codeSubmitted', submitCode, dependencies),
    takeLeading('elevation/resendRequested', resendCode, dependencies),
    takeLeading('elevation/closed', abandon, dependencies),
  ]);
}
