import { type SagaIterator } from 'redux-saga';
import { call, delay, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { refreshCustomer, type SessionDependencies } from '../session-sagas';
import { readCookie, writeCookie } from '../session-cookies';
import { migrationDismissalFound, migrationFailed, migrationSucceeded } from './migration-slice';

/** api.md §9: poll every 3 s, fewer than 5 repeats; the dismissal lasts 7 days. */
export const migrationPollMs = 3000;
export const migrationPollRepeatsMax = 4;
export const migrationDismissalCookie = 'migration_modal_dismissed';
const sevenDaysSeconds = 7 * 24 * 60 * 60;

/**
 * Posts the migrate request, then polls after 3 seconds while it answers 202 (fewer than 5
 * repeats). 200 is success: the customer (and with it the offers of their pricing) reloads.
 */
function* migrate(dependencies: SessionDependencies): SagaIterator {
  try {
    let status = (yield call(dependencies.api.migrate)) as number;
    let repeats = 0;
    while (status === 202 && repeats < migrationPollRepeatsMax) {
      yield delay(migrationPollMs);
      status = (yield call(dependencies.api.migrate)) as number;
      repeats += 1;
    }
    if (status !== 200) {
      yield put(migrationFailed());
      return;
    }
    yield put(migrationSucceeded());
    // The customer and the offers of the new platform are read again, and the page is told.
    yield call(refreshCustomer, dependencies);
    yield put({ type: 'siteData/loadRequested' });
  } catch (error) {
    console.error('The migration failed', error);
    yield put(migrationFailed());
  }
}

function dismiss(dependencies: SessionDependencies): void {
  writeCookie(dependencies.cookies, migrationDismissalCookie, 'true', sevenDaysSeconds);
}

/**
 * A dismissal of the last 7 days (its cookie) keeps the modal closed. takeLeading: one migration
 * at a time; a dismissal is just remembered.
 */
export function* watchMigration(dependencies: SessionDependencies): SagaIterator {
  if (readCookie(dependencies.cookies, migrationDismissalCookie) !== null) {
    yield put(migrationDismissalFound());
  }
  yield takeLeading('migration/requested', migrate, dependencies);
  yield takeLatest('migration/dismissed', dismiss, dependencies);
}
