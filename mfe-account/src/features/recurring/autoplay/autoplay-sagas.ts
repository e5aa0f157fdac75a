import {
  call,
  getContext,
  put,
  takeLatest,
  takeLeading,
  type StrictEffect,
} from 'redux-saga/effects';
import { type Bus } from 'shared-kernel';
import {
  type Autoplay,
  type RecurringPage,
  recurringPageSize,
} from 'shared-kernel/contract/recurring';
import { type RecurringApi } from '../recurring-api';
import { failureStatusOf, refusalOf } from '../shared/records';
import { autoplayNotices } from '../shared/recurring-text';
import { isPausing, notify } from '../shared/status-change';
import {
  type AutoplayAction,
  type AutoplayChange,
  autoplayChanged,
  autoplayChangeFailed,
  autoplayDetailLoaded,
  autoplayDetailLoadFailed,
  autoplayListLoaded,
  autoplayListLoadFailed,
} from './autoplay-slice';

type AutoplaySaga = Generator<StrictEffect, void, unknown>;

function* loadList(
  action: Extract<AutoplayAction, { type: 'autoplay/listRequested' }>,
): AutoplaySaga {
  const api = (yield getContext('recurringApi')) as RecurringApi;
  try {
    const found = (yield call(api.fetchAutoplays, {
      limit: recurringPageSize,
      offset: (action.payload.page - 1) * recurringPageSize,
    })) as RecurringPage<Autoplay>;
    yield put(autoplayListLoaded(found.entities, found.pageInfo.total));
  } catch (error) {
    yield put(autoplayListLoadFailed(failureStatusOf(error)));
  }
}

function* loadDetail(
  action: Extract<AutoplayAction, { type: 'autoplay/detailRequested' }>,
): AutoplaySaga {
  const api = (yield getContext('recurringApi')) as RecurringApi;
  try {
    const autoplay = (yield call(api.fetchAutoplay, action.payload.id)) as Autoplay;
    yield put(autoplayDetailLoaded(autoplay));
  } catch (error) {
    yield put(autoplayDetailLoadFailed(failureStatusOf(error)));
  }
}

/** The call that makes the change; each answers the autoplay as it now is. */
function callOf(api: RecurringApi, id: string, change: AutoplayChange) {
  switch (change.kind) {
    case 'pause':
      return call(api.pauseAutoplay, id);
    case 'pauseUntil':
      return call(api.updateAutoplayStatus, id, {
        status: 'recurring_status_timed_pause',
        pausedUntil: change.pausedUntil,
      });
    case 'unpause':
      return call(api.unpauseAutoplay, id);
    case 'cancel':
      return call(api.updateAutoplayStatus, id, { status: 'recurring_status_cancelled' });
    case 'minimumJackpot':
      return call(api.setAutoplayMinimumJackpot, id, change.dollars);
    case 'quickpick':
      return call(api.setAutoplayQuickpick, id, change.quickpick);
    case 'games':
      return call(api.updateAutoplay, id, change.patch);
  }
}

/** api.md §8.2: a refused unpause and a refused status change have their own words. */
function failureMessageOf(change: AutoplayChange, error: unknown): string {
  switch (change.kind) {
    case 'unpause':
      return autoplayNotices.cannotUnpause;
    case 'pause':
    case 'pauseUntil':
    case 'cancel':
      return autoplayNotices.cannotUpdateStatus;
    default:
      return refusalOf(error);
  }
}

/** Forms show the refusal beside their fields; the other changes are told by a notification. */
const isFormChange = (change: AutoplayChange) =>
  change.kind === 'games' || change.kind === 'minimumJackpot';

function* changeAutoplay(
  action: Extract<AutoplayAction, { type: 'autoplay/changeRequested' }>,
): AutoplaySaga {
  const api = (yield getContext('recurringApi')) as RecurringApi;
  const bus = (yield getContext('bus')) as Bus;
  const { id, change } = action.payload;
  try {
    const autoplay = (yield callOf(api, id, change)) as Autoplay;
    yield put(autoplayChanged(autoplay, change.kind));
    notify(bus, isPausing(change) ? autoplayNotices.paused : autoplayNotices.updated, 'success');
  } catch (error) {
    const message = failureMessageOf(change, error);
    yield put(autoplayChangeFailed(change.kind, message));
    if (!isFormChange(change)) notify(bus, message, 'error');
  }
}

/** Loads: the latest opening wins. Changes: one at a time, others ignored meanwhile. */
export function* watchAutoplay(): AutoplaySaga {
  yield takeLatest('autoplay/listRequested', loadList);
  yield takeLatest('autoplay/detailRequested', loadDetail);
  yield takeLeading('autoplay/changeRequested', changeAutoplay);
}
