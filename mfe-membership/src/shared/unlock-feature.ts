import type { UnknownAction } from 'redux';
import { type RemoteFeature } from 'remote-kit';
import { call, getContext, put, takeEvery } from 'redux-saga/effects';
import { membershipMessages, type GiveawayDraw } from 'shared-kernel/contract/membership';
import { kernelMembershipApi, type MembershipApi } from './membership-api';
import { announceCustomerChanged, refusalOf, type Effects } from './saga-steps';

/**
 * The membership unlock request (product.md §4): pending, then resolved, with the refusal's
 * sentence when the server said no (the rule when the play is missing). Every screen that shows
 * a locked entry shares it; their own state takes the unlocked giveaway from `unlock/resolved`.
 */
export type UnlockRequest = { status: 'pending' } | { status: 'resolved'; refusal: string | null };

/** Unlock requests by giveaway (draw) id. */
export type UnlocksState = Record<string, UnlockRequest>;

export type UnlockAction =
  | { type: 'unlock/requested'; payload: { drawId: string } }
  | {
      type: 'unlock/resolved';
      payload: { drawId: string; draw: GiveawayDraw | null; refusal: string | null };
    };

export const unlockRequested = (drawId: string): UnlockAction => ({
  type: 'unlock/requested',
  payload: { drawId },
});
export const unlockResolved = (
  drawId: string,
  outcome: { draw: GiveawayDraw } | { refusal: string },
): UnlockAction => ({
  type: 'unlock/resolved',
  payload: {
    drawId,
    draw: 'draw' in outcome ? outcome.draw : null,
    refusal: 'refusal' in outcome ? outcome.refusal : null,
  },
});

export function isUnlockResolved(
  action: UnknownAction,
): action is Extract<UnlockAction, { type: 'unlock/resolved' }> {
  return action.type === 'unlock/resolved';
}

function isUnlockAction(action: UnknownAction): action is UnlockAction {
  return action.type.startsWith('unlock/');
}

export function unlocksReducer(state: UnlocksState = {}, action: UnknownAction): UnlocksState {
  if (!isUnlockAction(action)) return state;
  switch (action.type) {
    case 'unlock/requested':
      return { ...state, [action.payload.drawId]: { status: 'pending' } };
    case 'unlock/resolved':
      return {
        ...state,
        [action.payload.drawId]: { status: 'resolved', refusal: action.payload.refusal },
      };
    default:
      return state;
  }
}

export const selectUnlocks = (state: { unlocks: UnlocksState }) => state.unlocks;

/** Replaces the giveaway an unlock answered in a list of giveaways. */
export function withUnlocked(draws: GiveawayDraw[], unlocked: GiveawayDraw): GiveawayDraw[] {
  return draws.some((draw) => draw.id === unlocked.id)
    ? draws.map((draw) => (draw.id === unlocked.id ? unlocked : draw))
    : draws;
}

function* unlock(action: Extract<UnlockAction, { type: 'unlock/requested' }>): Effects {
  const api = (yield getContext('membership')) as MembershipApi;
  const { drawId } = action.payload;
  try {
    const draw = (yield call(api.unlockGiveawayEntry, drawId)) as GiveawayDraw;
    yield put(unlockResolved(drawId, { draw }));
    yield call(announceCustomerChanged);
  } catch (error) {
    yield put(
      unlockResolved(drawId, { refusal: refusalOf(error, membershipMessages.unlockFailed) }),
    );
  }
}

/**
 * Every giveaway's request runs on its own; a second press while one giveaway's request is
 * pending is dropped (the reducer marks it pending before this runs).
 */
function* watchUnlocks(): Effects {
  const running = new Set<string>();
  yield takeEvery('unlock/requested', function* guarded(action: UnknownAction): Effects {
    const request = action as Extract<UnlockAction, { type: 'unlock/requested' }>;
    const { drawId } = request.payload;
    if (running.has(drawId)) return;
    running.add(drawId);
    try {
      yield call(unlock, request);
    } finally {
      running.delete(drawId);
    }
  });
}

export const unlocksFeature: RemoteFeature<UnlocksState> = {
  key: 'unlocks',
  reducer: unlocksReducer,
  saga: watchUnlocks,
  context: { membership: kernelMembershipApi },
};
