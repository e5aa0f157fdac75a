import type { UnknownAction } from 'redux';
import { type GiveawayDraw, type GiveawayType } from 'shared-kernel/contract/membership';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { type GiveawayProof } from '../../shared/membership-api';
import { isUnlockResolved } from '../../shared/unlock-feature';

export interface GiveawayState {
  /** `{type}/{drawNumber}` of the giveaway shown (or loading). */
  key: string | null;
  status: 'loading' | 'loaded' | 'failed' | 'unavailable';
  failureStatus: number | null;
  capabilities: CapabilityName[];
  draw: GiveawayDraw | null;
  /** The commitment and, once drawn, the verification; null when it could not be read. */
  proof: GiveawayProof | null;
}

export const initialGiveawayState: GiveawayState = {
  key: null,
  status: 'loading',
  failureStatus: null,
  capabilities: [],
  draw: null,
  proof: null,
};

export const giveawayKeyOf = (type: GiveawayType, drawNumber: number) => `${type}/${drawNumber}`;

export type GiveawayAction =
  | { type: 'giveaway/pageOpened'; payload: { type: GiveawayType; drawNumber: number } }
  | {
      type: 'giveaway/loaded';
      payload: { capabilities: CapabilityName[]; draw: GiveawayDraw; proof: GiveawayProof | null };
    }
  | { type: 'giveaway/loadFailed'; payload: { status: number | null } }
  | { type: 'giveaway/unavailable'; payload: { capabilities: CapabilityName[] } };

export const giveawayPageOpened = (type: GiveawayType, drawNumber: number): GiveawayAction => ({
  type: 'giveaway/pageOpened',
  payload: { type, drawNumber },
});
export const giveawayLoaded = (
  payload: Extract<GiveawayAction, { type: 'giveaway/loaded' }>['payload'],
): GiveawayAction => ({ type: 'giveaway/loaded', payload });
export const giveawayLoadFailed = (status: number | null): GiveawayAction => ({
  type: 'giveaway/loadFailed',
  payload: { status },
});
export const giveawayUnavailable = (capabilities: CapabilityName[]): GiveawayAction => ({
  type: 'giveaway/unavailable',
  payload: { capabilities },
});

function isGiveawayAction(action: UnknownAction): action is GiveawayAction {
  return action.type.startsWith('giveaway/');
}

export function giveawayReducer(
  state: GiveawayState = initialGiveawayState,
  action: UnknownAction,
): GiveawayState {
  if (isUnlockResolved(action)) {
    const unlocked = action.payload.draw;
    return unlocked && state.draw?.id === unlocked.id ? { ...state, draw: unlocked } : state;
  }
  if (!isGiveawayAction(action)) return state;
  switch (action.type) {
    case 'giveaway/pageOpened': {
      const key = giveawayKeyOf(action.payload.type, action.payload.drawNumber);
      // The same giveaway stays shown while it refreshes.
      return key === state.key && state.draw
        ? { ...state, failureStatus: null }
        : { ...initialGiveawayState, key };
    }
    case 'giveaway/loaded':
      return { ...state, status: 'loaded', failureStatus: null, ...action.payload };
    case 'giveaway/loadFailed':
      return { ...state, status: 'failed', failureStatus: action.payload.status };
    case 'giveaway/unavailable':
      return { ...state, status: 'unavailable', capabilities: action.payload.capabilities };
    default:
      return state;
  }
}

export const selectGiveaway = (state: { giveaway: GiveawayState }) => state.giveaway;
