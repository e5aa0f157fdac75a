import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { type Group, type Session } from 'shared-kernel/contract/social';
import { type SessionPage } from '../../shared/lotto-party-api';
import {
  accessOf,
  buyShares,
  type Access,
  type Effects,
  failureStatusOf,
  lottoPartyApi,
  notifySomethingWentWrong,
} from '../../shared/saga-steps';
import {
  autosessionChanged,
  autosessionChangeFailed,
  groupAccessChecked,
  groupAccessFailed,
  groupKeyOf,
  groupPartLoaded,
  groupPartLoadFailed,
  type GroupAction,
  type GroupState,
  inviteKeyOf,
  inviteRevoked,
  inviteRevokeFailed,
  joined,
  joinFailed,
  selectGroupPage,
  sessionRefreshed,
  sessionsKeyOf,
  sharesAdded,
  sharesFailed,
  sharesRefused,
} from './group-slice';

type Of<Type extends GroupAction['type']> = Extract<GroupAction, { type: Type }>;

function* checkAccess(): Effects<Access | null> {
  try {
    const access = (yield call(accessOf)) as Access;
    yield put(groupAccessChecked(access.isSignedIn, access.isAvailable));
    return access.isAvailable ? access : null;
  } catch (error) {
    yield put(groupAccessFailed(failureStatusOf(error)));
    return null;
  }
}

function* loadGroup(key: string, fetch: () => Promise<Group>): Effects {
  try {
    const group = (yield call(fetch)) as Group;
    yield put(groupPartLoaded('group', key, group));
  } catch (error) {
    yield put(groupPartLoadFailed('group', key, failureStatusOf(error)));
  }
}

function* loadSessions(groupId: string, page: number): Effects {
  const api = yield* lottoPartyApi();
  const key = sessionsKeyOf(groupId, page);
  try {
    const found = (yield call(api.fetchGroupSessions, groupId, page)) as SessionPage;
    yield put(groupPartLoaded('sessions', key, found));
  } catch (error) {
    yield put(groupPartLoadFailed('sessions', key, failureStatusOf(error)));
  }
}

function* openGroup(action: Of<'lottoPartyGroup/groupOpened'>): Effects {
  const api = yield* lottoPartyApi();
  if (!(yield* checkAccess())) return;
  const { groupId, sessionsPage } = action.payload;
  yield all([
    call(loadGroup, groupKeyOf(groupId), () => api.fetchGroup(groupId)),
    call(loadSessions, groupId, sessionsPage),
  ]);
}

function* openInvite(action: Of<'lottoPartyGroup/inviteOpened'>): Effects {
  const api = yield* lottoPartyApi();
  if (!(yield* checkAccess())) return;
  const { token } = action.payload;
  yield call(loadGroup, inviteKeyOf(token), () => api.fetchGroupByToken(token));
}

function* join(action: Of<'lottoPartyGroup/joinRequested'>): Effects {
  const api = yield* lottoPartyApi();
  try {
    const group = (yield call(
      api.joinGroup,
      action.payload.groupId,
      action.payload.inviteToken,
    )) as Group;
    yield put(joined(group));
  } catch {
    yield put(joinFailed());
    yield call(notifySomethingWentWrong);
  }
}

function* buySessionShares(action: Of<'lottoPartyGroup/sharesRequested'>): Effects {
  yield call(buyShares, action.payload, {
    added: sharesAdded,
    refused: sharesRefused,
    failed: sharesFailed,
  });
  const { purchase } = (yield select(selectGroupPage)) as GroupState;
  if (purchase.serverErrors.length === 0) return;
  // Refused (fewer shares left, the draw closed): show the session as it stands now.
  const api = yield* lottoPartyApi();
  try {
    const session = (yield call(api.fetchSession, action.payload.sessionId)) as Session;
    yield put(sessionRefreshed(session));
  } catch {
    // The refusal on the field already says what is wrong.
  }
}

function* changeAutosession(action: Of<'lottoPartyGroup/autosessionChangeRequested'>): Effects {
  const api = yield* lottoPartyApi();
  try {
    const session = (yield call(
      api.updateSession,
      action.payload.sessionId,
      action.payload.autosessionStatus,
    )) as Session;
    yield put(autosessionChanged(session));
  } catch {
    yield put(autosessionChangeFailed());
    yield call(notifySomethingWentWrong);
  }
}

function* revokeInvite(action: Of<'lottoPartyGroup/inviteRevokeRequested'>): Effects {
  const api = yield* lottoPartyApi();
  try {
    const inviteUrl = (yield call(api.revokeInviteLink, action.payload.groupId)) as string;
    yield put(inviteRevoked(inviteUrl));
  } catch {
    yield put(inviteRevokeFailed());
    yield call(notifySomethingWentWrong);
  }
}

/**
 * The latest group page asked for wins; joining, buying, editing and revoking run once at a
 * time (presses while one runs are ignored).
 */
export function* watchGroup(): Effects {
  yield takeLatest('lottoPartyGroup/groupOpened', openGroup);
  yield takeLatest('lottoPartyGroup/inviteOpened', openInvite);
  yield takeLeading('lottoPartyGroup/joinRequested', join);
  yield takeLeading('lottoPartyGroup/sharesRequested', buySessionShares);
  yield takeLeading('lottoPartyGroup/autosessionChangeRequested', changeAutosession);
  yield takeLeading('lottoPartyGroup/inviteRevokeRequested', revokeInvite);
}
