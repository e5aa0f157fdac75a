import {
  call,
  getContext,
  put,
  takeLatest,
  takeLeading,
  type StrictEffect,
} from 'redux-saga/effects';
import { errorMessageFallback, isApiError, type Bus } from 'shared-kernel';
import {
  accountDetailsMessages,
  type CustomerDetails,
  type CustomerDetailsUpdate,
} from 'shared-kernel/contract/customer';
import { type MyDetailsApi } from './my-details-api';
import {
  detailsLoaded,
  detailsLoadFailed,
  detailsSaved,
  saveFailed,
  type MyDetailsAction,
} from './my-details-slice';

type MyDetailsSaga = Generator<StrictEffect, void, unknown>;

/** A refused call as the form shows it: messages beside their fields, else one above the form. */
export function refusalOf(error: unknown): { fieldErrors: Record<string, string>; error: string } {
  if (!isApiError(error)) return { fieldErrors: {}, error: errorMessageFallback };
  const fieldErrors = { ...error.fieldErrors };
  const message = error.isResponse && error.message ? error.message : errorMessageFallback;
  return {
    fieldErrors,
    error: message.startsWith('The API responded') ? errorMessageFallback : message,
  };
}

function* loadDetails(): MyDetailsSaga {
  const api = (yield getContext('myDetails')) as MyDetailsApi;
  try {
    yield put(detailsLoaded((yield call(api.fetchDetails)) as CustomerDetails));
  } catch (error) {
    console.error('The details did not load', error);
    yield put(detailsLoadFailed());
  }
}

function* save(
  action: Extract<MyDetailsAction, { type: 'myDetails/saveSubmitted' }>,
): MyDetailsSaga {
  const api = (yield getContext('myDetails')) as MyDetailsApi;
  const bus = (yield getContext('bus')) as Bus;
  try {
    const input: CustomerDetailsUpdate = action.payload.input;
    const details = (yield call(api.updateDetails, input)) as CustomerDetails;
    const notice =
      details.pendingEmail && details.pendingEmail === input.email?.trim().toLowerCase()
        ? accountDetailsMessages.emailLinkSent(details.pendingEmail)
        : accountDetailsMessages.detailsSaved;
    yield put(detailsSaved(details, notice));
    bus.publish('customer/accountChanged', { reason: 'details' });
  } catch (error) {
    const refusal = refusalOf(error);
    const hasFieldErrors = Object.keys(refusal.fieldErrors).length > 0;
    yield put(saveFailed(refusal.fieldErrors, hasFieldErrors ? null : refusal.error));
  }
}

function* confirmAddress(): MyDetailsSaga {
  const api = (yield getContext('myDetails')) as MyDetailsApi;
  const bus = (yield getContext('bus')) as Bus;
  try {
    yield call(api.confirmAddress);
    const details = (yield call(api.fetchDetails)) as CustomerDetails;
    yield put(detailsSaved(details, accountDetailsMessages.addressConfirmed));
    bus.publish('customer/accountChanged', { reason: 'address' });
  } catch {
    yield put(saveFailed({}, accountDetailsMessages.somethingWentWrong));
  }
}

function* resendEmailLink(): MyDetailsSaga {
  const api = (yield getContext('myDetails')) as MyDetailsApi;
  try {
    yield call(api.resendEmailConfirmation);
    const details = (yield call(api.fetchDetails)) as CustomerDetails;
    yield put(
      detailsSaved(details, accountDetailsMessages.emailLinkSent(details.pendingEmail ?? '')),
    );
  } catch (error) {
    yield put(saveFailed({}, refusalOf(error).error));
  }
}

/** takeLatest: opening the page again reloads; takeLeading: a second click while saving is ignored. */
export function* watchMyDetails(): MyDetailsSaga {
  yield takeLatest('myDetails/pageOpened', loadDetails);
  yield takeLeading('myDetails/saveSubmitted', save);
  yield takeLeading('myDetails/addressConfirmRequested', confirmAddress);
  yield takeLeading('myDetails/emailLinkResendRequested', resendEmailLink);
}
