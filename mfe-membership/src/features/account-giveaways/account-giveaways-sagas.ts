import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { giveawayPageSize } from 'shared-kernel/contract/membership';
import { hasCapabilities } from 'shared-kernel/contract/platform';
import { type GiveawayPage, type MembershipApi } from '../../shared/membership-api';
import { accessOf, failureStatusOf, type Access, type Effects } from '../../shared/saga-steps';
import {
  accountGiveawaysLoaded,
  accountGiveawaysLoadFailed,
  accountGiveawaysUnavailable,
  type AccountGiveawaysAction,
} from './account-giveaways-slice';

function* load(
  action: Extract<AccountGiveawaysAction, { type: 'accountGiveaways/pageOpened' }>,
): Effects {
  const api = (yield getContext('membership')) as MembershipApi;
  const { list, page } = action.payload;
  try {
    const access = (yield call(accessOf)) as Access;
    if (!hasCapabilities(access.capabilities, ['membership_program', 'giveaway_entries'])) {
      yield put(accountGiveawaysUnavailable());
      return;
    }
    const found = (yield call(api.fetchGiveawayEntries, {
      state: list,
      limit: giveawayPageSize,
      offset: (page - 1) * giveawayPageSize,
    })) as GiveawayPage;
    yield put(accountGiveawaysLoaded(found.entities, found.pageInfo.total));
  } catch (error) {
    yield put(accountGiveawaysLoadFailed(failureStatusOf(error)));
  }
}

/** The latest list and page asked for wins. */
export function* watchAccountGiveaways(): Effects {
  yield takeLatest('accountGiveaways/pageOpened', load);
}
