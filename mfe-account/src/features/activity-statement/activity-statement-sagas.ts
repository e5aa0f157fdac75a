import {
  call,
  getContext,
  put,
  select,
  takeLatest,
  takeLeading,
  type StrictEffect,
} from 'redux-saga/effects';
import { saveFile } from 'remote-kit';
import { errorMessageFallback, isApiError } from 'shared-kernel';
import { pageTextsOf } from 'shared-kernel/contract/format';
import { type ActivityStatement } from 'shared-kernel/contract/responsible-play';
import { accountTexts } from 'shared-kernel/contract/texts';
import { type ActivityStatementApi } from './activity-statement-api';
import {
  type ActivityStatementAction,
  type ActivityStatementState,
  emailPreferenceLoaded,
  emailPreferenceSaved,
  emailPreferenceSaveFailed,
  selectActivityStatement,
  statementDownloadFailed,
  statementDownloadSaved,
  statementLoaded,
  statementLoadFailed,
} from './activity-statement-slice';

type StatementSaga = Generator<StrictEffect, void, unknown>;

function* apiOf(): Generator<StrictEffect, ActivityStatementApi, unknown> {
  return (yield getContext('activityStatementApi')) as ActivityStatementApi;
}

function* loadStatement(): StatementSaga {
  const api = yield* apiOf();
  const { interval } = (yield select(selectActivityStatement)) as ActivityStatementState;
  try {
    yield put(statementLoaded((yield call(api.fetchStatement, { interval })) as ActivityStatement));
  } catch (error) {
    yield put(statementLoadFailed(isApiError(error) ? error.status : null));
  }
}

/** The email choice is a side matter: if it cannot be read, the checkbox is not offered. */
function* loadEmailPreference(): StatementSaga {
  const api = yield* apiOf();
  try {
    yield put(
      emailPreferenceLoaded((yield call(api.fetchMonthlyStatementEmail)) as boolean | null),
    );
  } catch {
    yield put(emailPreferenceLoaded(null));
  }
}

function* download(
  action: Extract<ActivityStatementAction, { type: 'activityStatement/downloadRequested' }>,
): StatementSaga {
  const api = yield* apiOf();
  const save = ((yield getContext('saveFile')) as typeof saveFile | undefined) ?? saveFile;
  const { statement, interval } = (yield select(selectActivityStatement)) as ActivityStatementState;
  const { format } = action.payload;
  // The file covers what the page shows.
  const query = statement ? { interval, from: statement.from, to: statement.to } : { interval };
  try {
    const link = (yield call(api.fetchStatementFile, query, format)) as string;
    const days = statement ? `-${statement.from}-to-${statement.to}` : '';
    yield call(save, link, `activity-statement${days}.${format}`);
    yield put(statementDownloadSaved());
  } catch {
    yield put(statementDownloadFailed(format));
  }
}

function* saveEmailPreference(
  action: Extract<ActivityStatementAction, { type: 'activityStatement/emailPreferenceChosen' }>,
): StatementSaga {
  const api = yield* apiOf();
  try {
    const isEnabled = (yield call(
      api.saveMonthlyStatementEmail,
      action.payload.isEnabled,
    )) as boolean;
    const t = pageTextsOf(accountTexts);
    const text = isEnabled ? t('account.statement_email_on') : t('account.statement_email_off');
    yield put(emailPreferenceSaved(isEnabled, text));
  } catch (error) {
    const message = isApiError(error) && error.isResponse ? error.message : '';
    const text =
      message && !message.startsWith('The API responded') ? message : errorMessageFallback;
    yield put(emailPreferenceSaveFailed(text));
  }
}

/**
 * Loading: the latest opening or interval wins. Downloads and the email choice: one at a time,
 * further presses ignored until it settles.
 */
export function* watchActivityStatement(): StatementSaga {
  yield takeLatest(
    ['activityStatement/pageOpened', 'activityStatement/intervalChosen'],
    loadStatement,
  );
  yield takeLatest('activityStatement/pageOpened', loadEmailPreference);
  yield takeLeading('activityStatement/downloadRequested', download);
  yield takeLeading('activityStatement/emailPreferenceChosen', saveEmailPreference);
}
