import {
  call,
  getContext,
  put,
  takeLatest,
  takeLeading,
  type StrictEffect,
} from 'redux-saga/effects';
import { errorMessageFallback, isApiError } from 'shared-kernel';
import { type VerificationStatus } from 'shared-kernel/contract/verification';
import { type VerificationApi } from './verification-api';
import { type VerificationAction } from './verification-slice';

type VerificationSaga = Generator<StrictEffect, void, unknown>;

function failureOf(error: unknown): VerificationAction {
  if (!isApiError(error)) {
    return {
      type: 'verification/callFailed',
      payload: { message: errorMessageFallback, fieldErrors: {} },
    };
  }
  const message = error.isResponse && error.message ? error.message : errorMessageFallback;
  return { type: 'verification/callFailed', payload: { message, fieldErrors: error.fieldErrors } };
}

/** Reads the status; on the callback page, first finishes the external check the state names. */
function* openPage(
  action: Extract<VerificationAction, { type: 'verification/pageOpened' }>,
): VerificationSaga {
  const isSignedIn = (yield getContext('isSignedIn')) as () => boolean;
  if (!isSignedIn()) {
    yield put({ type: 'verification/signedOutSeen' });
    return;
  }
  const api = (yield getContext('verification')) as VerificationApi;
  const { callbackState } = action.payload;
  try {
    const verification = (yield callbackState
      ? call(api.finishConnectId, callbackState)
      : call(api.fetchStatus)) as VerificationStatus;
    yield put({ type: 'verification/loaded', payload: { verification } });
  } catch (error) {
    if (callbackState && isApiError(error) && error.status === 422) {
      yield put(failureOf(error));
      yield* openPage({ ...action, payload: { callbackState: null } });
      return;
    }
    const status = isApiError(error) ? error.status : null;
    yield put({ type: 'verification/loadFailed', payload: { status } });
  }
}

function* check(action: VerificationAction): VerificationSaga {
  const api = (yield getContext('verification')) as VerificationApi;
  try {
    let verification: VerificationStatus;
    if (action.type === 'verification/licenceSubmitted') {
      verification = (yield call(api.verifyLicence, action.payload)) as VerificationStatus;
    } else if (action.type === 'verification/documentsSubmitted') {
      verification = (yield call(api.uploadDocuments, action.payload)) as VerificationStatus;
    } else if (action.type === 'verification/connectIdRequested') {
      const start = (yield call(api.startConnectId)) as { redirectUrl: string };
      yield call(api.goTo, start.redirectUrl);
      return;
    } else {
      verification = (yield call(api.verifyAutomatically)) as VerificationStatus;
    }
    yield put({ type: 'verification/checked', payload: { verification } });
  } catch (error) {
    yield put(failureOf(error));
  }
}

/**
 * Opening a page: the latest wins. The customer's checks: the first wins until it settles (a
 * second click while one is in flight is ignored).
 */
export function* watchVerification(): VerificationSaga {
  yield takeLatest('verification/pageOpened', openPage);
  yield takeLeading(
    [
      'verification/autoCheckRequested',
      'verification/licenceSubmitted',
      'verification/documentsSubmitted',
      'verification/connectIdRequested',
    ],
    check,
  );
}
