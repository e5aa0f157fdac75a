import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
import { type GiveawayDraw } from 'shared-kernel/contract/membership';
import { type GiveawayProof, type MembershipApi } from '../../shared/membership-api';
import { accessOf, failureStatusOf, type Access, type Effects } from '../../shared/saga-steps';
import {
  giveawayLoaded,
  giveawayLoadFailed,
  giveawayUnavailable,
  type GiveawayAction,
} from './giveaway-slice';

/** The proof is part of the page, not a condition of it: without it the giveaway still shows. */
function* proofOf(
  api: MembershipApi,
  ...key: Parameters<MembershipApi['fetchGiveawayProof']>
): Effects<GiveawayProof | null> {
  try {
    return (yield call(api.fetchGiveawayProof, ...key)) as GiveawayProof;
  } catch {
    return null;
  }
}

function* load(action: Extract<GiveawayAction, { type: 'giveaway/pageOpened' }>): Effects {
  const api = (yield getContext('membership')) as MembershipApi;
  const { type, drawNumber } = action.payload;
  try {
    const access = (yield call(accessOf)) as Access;
    if (!access.capabilities.includes('membership_program')) {
      yield put(giveawayUnavailable(access.capabilities));
      return;
    }
    const [draw, proof] = (yield all([
      call(api.fetchGiveaway, type, drawNumber),
      call(proofOf, api, type, drawNumber),
    ])) as [GiveawayDraw, GiveawayProof | null];
    yield put(giveawayLoaded({ capabilities: access.capabilities, draw, proof }));
  } catch (error) {
    yield put(giveawayLoadFailed(failureStatusOf(error)));
  }
}

/** The latest giveaway opened wins. */
export function* watchGiveaway(): Effects {
  yield takeLatest('giveaway/pageOpened', load);
}
