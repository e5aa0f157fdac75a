import { all, call, put, takeLatest } from 'redux-saga/effects';
import {
  type Effects,
  accessOf,
  type Access,
  failureStatusOf,
  lottoPartyApi,
} from '../../shared/saga-steps';
import {
  accessChecked,
  accessFailed,
  homePartLoaded,
  homePartLoadFailed,
  type HomePart,
  type LottoPartyHomeAction,
} from './lotto-party-slice';

type Of<Type extends LottoPartyHomeAction['type']> = Extract<LottoPartyHomeAction, { type: Type }>;

/** Who is looking and whether Lotto Party is theirs; null when that could not be read. */
function* checkAccess(): Effects<Access | null> {
  try {
    const access = (yield call(accessOf)) as Access;
    yield put(accessChecked(access.isSignedIn, access.isAvailable));
    return access;
  } catch (error) {
    yield put(accessFailed(failureStatusOf(error)));
    return null;
  }
}

function* loadPart(part: HomePart, page: number): Effects {
  const api = yield* lottoPartyApi();
  const key = String(page);
  try {
    const found =
      part === 'myGroups'
        ? ((yield call(api.fetchMyGroups, page)) as Awaited<ReturnType<typeof api.fetchMyGroups>>)
        : ((yield call(api.discoverSessions, page)) as Awaited<
            ReturnType<typeof api.discoverSessions>
          >);
    yield put(homePartLoaded(part, key, found));
  } catch (error) {
    yield put(homePartLoadFailed(part, key, failureStatusOf(error)));
  }
}

function* openLanding(action: Of<'lottoPartyHome/landingOpened'>): Effects {
  const access = yield* checkAccess();
  if (!access?.isAvailable) return;
  yield all([
    ...(access.isSignedIn ? [call(loadPart, 'myGroups', 1)] : []),
    call(loadPart, 'discover', action.payload.discoverPage),
  ]);
}

function* openGroupsPage(action: Of<'lottoPartyHome/groupsPageOpened'>): Effects {
  const access = yield* checkAccess();
  if (!access?.isAvailable || !access.isSignedIn) return;
  yield call(loadPart, 'myGroups', action.payload.page);
}

/** The latest page asked for wins: an earlier one's answers are not waited for. */
export function* watchLottoPartyHome(): Effects {
  yield takeLatest(
    ['lottoPartyHome/landingOpened', 'lottoPartyHome/groupsPageOpened'],
    function* (action: Of<'lottoPartyHome/landingOpened'> | Of<'lottoPartyHome/groupsPageOpened'>) {
      if (action.type === 'lottoPartyHome/landingOpened') yield call(openLanding, action);
      else yield call(openGroupsPage, action);
    },
  );
}
