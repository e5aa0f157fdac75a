import { type SagaIterator } from 'redux-saga';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import { readRuntimeConfig, type SessionStore } from 'shared-kernel';
import { type FeedbackEvent } from 'shared-kernel/contract/content';
import { type RootState } from '../../root-state';
import { type ShellApi } from '../../shell-api';
import { feedbackEventOf, type FeedbackContext } from './feedback-event';
import {
  feedbackEventCreated,
  feedbackEventFailed,
  type feedbackSubmitted,
} from './feedback-slice';

export interface FeedbackDependencies {
  api: Pick<ShellApi, 'createFeedbackEvent'>;
  session: SessionStore;
}

const localeDefault = 'en-AU';

function timezoneOfBrowser(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Australia/Sydney';
  } catch {
    return 'Australia/Sydney';
  }
}

function* submitFeedback(
  dependencies: FeedbackDependencies,
  action: ReturnType<typeof feedbackSubmitted>,
): SagaIterator {
  const state = (yield select()) as RootState;
  const context: FeedbackContext = {
    source: action.payload.source,
    subVariant: dependencies.session.getSession().subVariant,
    isSignedIn: state.session.status !== 'anonymous',
    environment: readRuntimeConfig().environment,
    version: state.composition.release
      ? `revision ${state.composition.release.revision}`
      : 'unknown',
    timezone: timezoneOfBrowser(),
    locale: state.siteData.config?.locale ?? localeDefault,
  };
  const event: FeedbackEvent = feedbackEventOf(action.payload.form, context);
  try {
    yield call(dependencies.api.createFeedbackEvent, event);
    yield put(feedbackEventCreated());
  } catch (error) {
    console.warn('Feedback was not sent', error);
    yield put(feedbackEventFailed());
  }
}

/** takeLeading: a second Submit while one is being sent is ignored, so feedback is sent once. */
export function* watchFeedback(dependencies: FeedbackDependencies): SagaIterator {
  yield takeLeading('feedback/submitted', submitFeedback, dependencies);
}
