import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  type Group,
  type Session,
  sharePriceForWire,
  type SocialConfig,
  socialErrorCodes,
  type WizardStep,
} from 'shared-kernel/contract/social';
import {
  accessOf,
  buyShares,
  type Access,
  type Effects,
  failureStatusOf,
  fieldRefusalOf,
  lottoPartyApi,
  notifySomethingWentWrong,
} from '../../shared/saga-steps';
import {
  accessChecked,
  configLoaded,
  configLoadFailed,
  creationFailed,
  creationRefused,
  groupCreated,
  groupNamed,
  selectCreateGroup,
  sessionCreated,
  sharesAdded,
  sharesFailed,
  sharesRefused,
  type CreateGroupAction,
  type CreateGroupState,
} from './create-group-slice';

type Of<Type extends CreateGroupAction['type']> = Extract<CreateGroupAction, { type: Type }>;

const groupFieldsByCode: Record<string, string> = {
  [socialErrorCodes.groupNameInvalid]: 'groupName',
  [socialErrorCodes.groupNameProfane]: 'groupName',
  [socialErrorCodes.groupNameTaken]: 'groupName',
};

const sessionFieldsByCode: Record<string, string> = {
  [socialErrorCodes.drawClosed]: 'drawId',
  [socialErrorCodes.sessionExists]: 'drawId',
};

/** The step that shows a field of the form. */
const stepOfField: Record<string, WizardStep> = {
  groupName: 'name_group',
  publicityStatus: 'name_group',
  drawId: 'select_draw',
  sharePrice: 'set_share_price',
  totalShares: 'set_share_price',
  autosessionStatus: 'select_auto_session',
  inviteAllExistingMembers: 'select_auto_session',
};

function* start(action: Of<'createGroup/wizardStarted'>): Effects {
  const api = yield* lottoPartyApi();
  let access: Access;
  try {
    access = (yield call(accessOf)) as Access;
  } catch (error) {
    yield put(configLoadFailed(failureStatusOf(error)));
    return;
  }
  if (!access.isSignedIn) {
    yield put(accessChecked('signedOut'));
    return;
  }
  if (!access.isAvailable) {
    yield put(accessChecked('unavailable'));
    return;
  }
  yield put(accessChecked('ready'));
  const { groupId, groupName } = action.payload;
  try {
    const config = (yield call(api.fetchConfig)) as SocialConfig;
    yield put(configLoaded(config));
  } catch (error) {
    yield put(configLoadFailed(failureStatusOf(error)));
  }
  if (groupId && !groupName) {
    try {
      const group = (yield call(api.fetchGroup, groupId)) as Group;
      yield put(groupNamed(group.groupName));
    } catch {
      // The wizard names the session's group when it can; the session is made all the same.
    }
  }
}

function* createGroup(action: Of<'createGroup/groupCreationRequested'>): Effects {
  const api = yield* lottoPartyApi();
  const { values } = action.payload;
  try {
    const group = (yield call(api.createGroup, {
      groupName: values.groupName.trim(),
      publicityStatus: values.publicityStatus,
    })) as Group;
    yield put(groupCreated({ id: group.id, groupName: group.groupName }));
  } catch (error) {
    const refusal = fieldRefusalOf(error, groupFieldsByCode, ['groupName', 'publicityStatus']);
    if (refusal) {
      const value = values[refusal.field as keyof typeof values];
      yield put(creationRefused([{ ...refusal, value }], 'name_group'));
      return;
    }
    yield put(creationFailed());
    yield call(notifySomethingWentWrong);
  }
}

function* createSession(action: Of<'createGroup/sessionCreationRequested'>): Effects {
  const api = yield* lottoPartyApi();
  const { values } = action.payload;
  const { group } = (yield select(selectCreateGroup)) as CreateGroupState;
  if (!group) return;
  try {
    const session = (yield call(api.createSession, {
      groupId: group.id,
      drawId: values.drawId,
      sharePrice: sharePriceForWire(values.sharePrice),
      totalShares: Number(values.totalShares.trim()),
      autosessionStatus: values.autosessionStatus,
      inviteAllExistingMembers: values.inviteAllExistingMembers,
    })) as Session;
    yield put(sessionCreated(session));
  } catch (error) {
    const refusal = fieldRefusalOf(error, sessionFieldsByCode, Object.keys(stepOfField));
    if (refusal) {
      const value = values[refusal.field as keyof typeof values];
      const step = stepOfField[refusal.field] ?? 'select_auto_session';
      yield put(creationRefused([{ ...refusal, value }], step));
      return;
    }
    yield put(creationFailed());
    yield call(notifySomethingWentWrong);
  }
}

function* buySessionShares(action: Of<'createGroup/sharesRequested'>): Effects {
  const { session } = (yield select(selectCreateGroup)) as CreateGroupState;
  if (!session) return;
  const { numShares } = action.payload;
  yield call(
    buyShares,
    { sessionId: session.sessionId, numShares },
    { added: sharesAdded, refused: sharesRefused, failed: sharesFailed },
  );
}

/**
 * Each request of the wizard starts it afresh (the latest wins); a creation or purchase runs
 * once at a time, repeated presses while it runs are ignored.
 */
export function* watchCreateGroup(): Effects {
  yield takeLatest('createGroup/wizardStarted', start);
  yield takeLeading('createGroup/groupCreationRequested', createGroup);
  yield takeLeading('createGroup/sessionCreationRequested', createSession);
  yield takeLeading('createGroup/sharesRequested', buySessionShares);
}
