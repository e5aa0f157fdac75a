import { call, takeLatest, takeLeading } from 'redux-saga/effects';
import { type Autoplay, type RecurringPage } from 'shared-kernel/contract/recurring';
import { type RecurringApi } from '../recurring-api';
import { refusalOf } from '../shared/records';
import { autoplayNotices } from '../shared/recurring-text';
import { changeAndTell, loadInto, pageQueryOf, type RecurringSaga } from '../shared/saga-steps';
import { isPausing } from '../shared/status-change';
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

const loadList = (action: Extract<AutoplayAction, { type: 'autoplay/listRequested' }>) =>
  loadInto(
    (api) => call(api.fetchAutoplays, pageQueryOf(action.payload.page)),
    (found: RecurringPage<Autoplay>) => autoplayListLoaded(found.entities, found.pageInfo.total),
    autoplayListLoadFailed,
  );

const loadDetail = (action: Extract<AutoplayAction, { type: 'autoplay/detailRequested' }>) =>
  loadInto(
    (api) => call(api.fetchAutoplay, action.payload.id),
    autoplayDetailLoaded,
    autoplayDetailLoadFailed,
  );

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

function changeAutoplay(
  action: Extract<AutoplayAction, { type: 'autoplay/changeRequested' }>,
): RecurringSaga {
  const { id, change } = action.payload;
  return changeAndTell({
    callOf: (api) => callOf(api, id, change),
    changed: (autoplay: Autoplay) => autoplayChanged(autoplay, change.kind),
    successNotice: isPausing(change) ? autoplayNotices.paused : autoplayNotices.updated,
    refusalOf: (error) => ({
      message: failureMessageOf(change, error),
      isNotified: !isFormChange(change),
    }),
    changeFailed: (message) => autoplayChangeFailed(change.kind, message),
  });
}

/** Loads: the latest opening wins. Changes: one at a time, others ignored meanwhile. */
export function* watchAutoplay(): RecurringSaga {
  yield takeLatest('autoplay/listRequested', loadList);
  yield takeLatest('autoplay/detailRequested', loadDetail);
  yield takeLeading('autoplay/changeRequested', changeAutoplay);
}
