import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { giveawayPageSize } from 'shared-kernel/contract/membership';
import { type GiveawayWinnersPage, type MembershipApi } from '../../shared/membership-api';
import { accessOf, type Access, type Effects } from '../../shared/saga-steps';
import {
  winnersLoaded,
  winnersLoadFailed,
  winnersUnavailable,
  type WinnersAction,
} from './winners-slice';

function* load(action: Extract<WinnersAction, { type: 'winners/pageOpened' }>): Effects {
  const api = (yield getContext('membership')) as MembershipApi;
  try {
    const access = (yield call(accessOf)) as Access;
    if (!access.capabilities.includes('membership_program')) {
      yield put(winnersUnavailable());
      return;
    }
    const found = (yield call(api.fetchGiveawayWinners, {
      limit: giveawayPageSize,
      offset: (action.payload.page - 1) * giveawayPageSize,
    })) as GiveawayWinnersPage;
    yield put(winnersLoaded(found.entities, found.pageInfo.total));
  } catch {
    yield put(winnersLoadFailed());
  }
}

/** The latest page asked for wins. */
export function* watchWinners(): Effects {
  yield takeLatest('winners/pageOpened', load);
}
