import { call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { type StrictEffect } from 'redux-saga/effects';
import { errorMessageFallback, getSession, isApiError } from 'shared-kernel';
import { type CommunicationPreferences } from 'shared-kernel/contract/communication-preferences';
import { type PreferencesApi } from './preferences-api';
import {
  type CommunicationPreferencesAction,
  type CommunicationPreferencesState,
  preferencesLoaded,
  preferencesLoadFailed,
  preferencesNotFoundSeen,
  preferencesSaved,
  preferencesSaveFailed,
  preferencesSignedOutSeen,
} from './preferences-slice';

type PreferencesSaga = Generator<StrictEffect, void, unknown>;

/** Who is signed in, as the session says; tests pass their own. */
export const defaultPreferencesContext = {
  signedInCustomerId: (): string | null =>
    getSession().isAuthenticated ? getSession().customerId : null,
};

/** The server's first message on a refusal; the fallback for anything else. */
export function failureMessageOf(error: unknown): string {
  if (isApiError(error) && error.isResponse && error.message) return error.message;
  return errorMessageFallback;
}

function* load(
  action: Extract<CommunicationPreferencesAction, { type: 'communicationPreferences/pageOpened' }>,
): PreferencesSaga {
  const api = (yield getContext('preferences')) as PreferencesApi;
  const signedInCustomerId = (yield getContext('signedInCustomerId')) as () => string | null;
  const customerId = signedInCustomerId();
  if (!customerId) {
    yield put(preferencesSignedOutSeen());
    return;
  }
  const { routeCustomerId } = action.payload;
  if (routeCustomerId !== null && routeCustomerId !== customerId) {
    yield put(preferencesNotFoundSeen());
    return;
  }
  try {
    const preferences = (yield call(api.fetchPreferences, customerId)) as CommunicationPreferences;
    yield put(preferencesLoaded({ customerId, options: preferences.options ?? [] }));
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      yield put(preferencesNotFoundSeen());
      return;
    }
    console.error('The communication preferences did not load', error);
    yield put(preferencesLoadFailed(isApiError(error) ? error.status : null));
  }
}

function* save(
  action: Extract<
    CommunicationPreferencesAction,
    { type: 'communicationPreferences/saveRequested' }
  >,
): PreferencesSaga {
  const api = (yield getContext('preferences')) as PreferencesApi;
  const { customerId } = (yield select(
    (state: { communicationPreferences: CommunicationPreferencesState }) =>
      state.communicationPreferences,
  )) as CommunicationPreferencesState;
  if (!customerId) return;
  try {
    const preferences = (yield call(
      api.updatePreferences,
      customerId,
      action.payload.changes,
    )) as CommunicationPreferences;
    yield put(preferencesSaved(preferences.options ?? []));
  } catch (error) {
    yield put(preferencesSaveFailed(failureMessageOf(error)));
  }
}

/** Loading: the latest opening wins. Saving: one save at a time; clicks meanwhile are ignored. */
export function* watchCommunicationPreferences(): PreferencesSaga {
  yield takeLatest('communicationPreferences/pageOpened', load);
  yield takeLeading('communicationPreferences/saveRequested', save);
}
