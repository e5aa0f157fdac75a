import type { UnknownAction } from 'redux';
import {
  type MembershipChangeResult,
  type MembershipConfig,
  type MembershipEntryView,
  type MembershipTier,
} from 'shared-kernel/contract/membership';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { isUnlockResolved, withUnlocked } from '../../shared/unlock-feature';

/** What the customer asked of their membership: join (free or premium) or leave. */
export type MembershipRequest = 'join' | 'joinPremium' | 'leave';

export interface ProgrammeState {
  /** unavailable: the segment has no membership programme (no call is made). */
  status: 'loading' | 'loaded' | 'failed' | 'unavailable';
  failureStatus: number | null;
  capabilities: CapabilityName[];
  isSignedIn: boolean;
  config: MembershipConfig | null;
  /** The signed-in customer's membership; null for visitors. */
  membership: MembershipEntryView | null;
  change: {
    status: 'idle' | 'pending' | 'failed' | 'changed';
    request: MembershipRequest | null;
    error: string | null;
    /** Where a premium join continues: checkout or a deposit first. */
    next: MembershipChangeResult['next'] | null;
  };
  benefits: { status: 'idle' | 'pending' | 'failed'; error: string | null };
}

export const initialProgrammeState: ProgrammeState = {
  status: 'loading',
  failureStatus: null,
  capabilities: [],
  isSignedIn: false,
  config: null,
  membership: null,
  change: { status: 'idle', request: null, error: null, next: null },
  benefits: { status: 'idle', error: null },
};

export interface ProgrammeLoaded {
  capabilities: CapabilityName[];
  isSignedIn: boolean;
  config: MembershipConfig;
  membership: MembershipEntryView | null;
}

export type ProgrammeAction =
  | { type: 'programme/pageOpened' }
  | { type: 'programme/loaded'; payload: ProgrammeLoaded }
  | { type: 'programme/loadFailed'; payload: { status: number | null } }
  | {
      type: 'programme/unavailable';
      payload: { capabilities: CapabilityName[]; isSignedIn: boolean };
    }
  | { type: 'programme/joinRequested'; payload: { tier: MembershipTier } }
  | { type: 'programme/leaveConfirmed' }
  | { type: 'programme/membershipChanged'; payload: MembershipChangeResult }
  | { type: 'programme/membershipChangeFailed'; payload: { message: string } }
  | { type: 'programme/nextFollowed' }
  | { type: 'programme/benefitsRequested' }
  | { type: 'programme/benefitsOpened' }
  | { type: 'programme/benefitsFailed'; payload: { message: string } };

export const programmePageOpened = (): ProgrammeAction => ({ type: 'programme/pageOpened' });
export const programmeLoaded = (payload: ProgrammeLoaded): ProgrammeAction => ({
  type: 'programme/loaded',
  payload,
});
export const programmeLoadFailed = (status: number | null): ProgrammeAction => ({
  type: 'programme/loadFailed',
  payload: { status },
});
export const programmeUnavailable = (
  capabilities: CapabilityName[],
  isSignedIn: boolean,
): ProgrammeAction => ({ type: 'programme/unavailable', payload: { capabilities, isSignedIn } });
export const joinRequested = (tier: MembershipTier): ProgrammeAction => ({
  type: 'programme/joinRequested',
  payload: { tier },
});
export const leaveConfirmed = (): ProgrammeAction => ({ type: 'programme/leaveConfirmed' });
export const membershipChanged = (result: MembershipChangeResult): ProgrammeAction => ({
  type: 'programme/membershipChanged',
  payload: result,
});
export const membershipChangeFailed = (message: string): ProgrammeAction => ({
  type: 'programme/membershipChangeFailed',
  payload: { message },
});
export const nextFollowed = (): ProgrammeAction => ({ type: 'programme/nextFollowed' });
export const benefitsRequested = (): ProgrammeAction => ({ type: 'programme/benefitsRequested' });
export const benefitsOpened = (): ProgrammeAction => ({ type: 'programme/benefitsOpened' });
export const benefitsFailed = (message: string): ProgrammeAction => ({
  type: 'programme/benefitsFailed',
  payload: { message },
});

function isProgrammeAction(action: UnknownAction): action is ProgrammeAction {
  return action.type.startsWith('programme/');
}

function reduceProgramme(state: ProgrammeState, action: ProgrammeAction): ProgrammeState {
  switch (action.type) {
    case 'programme/pageOpened':
      // What was shown stays while it refreshes.
      return { ...state, status: state.config ? 'loaded' : 'loading', failureStatus: null };
    case 'programme/loaded':
      return { ...state, status: 'loaded', failureStatus: null, ...action.payload };
    case 'programme/loadFailed':
      return state.config
        ? state
        : { ...state, status: 'failed', failureStatus: action.payload.status };
    case 'programme/unavailable':
      return { ...initialProgrammeState, status: 'unavailable', ...action.payload };
    case 'programme/joinRequested':
      return {
        ...state,
        change: {
          status: 'pending',
          request: action.payload.tier === 'premium' ? 'joinPremium' : 'join',
          error: null,
          next: null,
        },
      };
    case 'programme/leaveConfirmed':
      return { ...state, change: { status: 'pending', request: 'leave', error: null, next: null } };
    case 'programme/membershipChanged':
      return {
        ...state,
        membership: action.payload.membership,
        change: { ...state.change, status: 'changed', next: action.payload.next },
      };
    case 'programme/membershipChangeFailed':
      return {
        ...state,
        change: { ...state.change, status: 'failed', error: action.payload.message },
      };
    case 'programme/nextFollowed':
      return { ...state, change: { ...state.change, next: null } };
    case 'programme/benefitsRequested':
      return { ...state, benefits: { status: 'pending', error: null } };
    case 'programme/benefitsOpened':
      return { ...state, benefits: { status: 'idle', error: null } };
    case 'programme/benefitsFailed':
      return { ...state, benefits: { status: 'failed', error: action.payload.message } };
    default:
      return state;
  }
}

export function programmeReducer(
  state: ProgrammeState = initialProgrammeState,
  action: UnknownAction,
): ProgrammeState {
  if (isUnlockResolved(action)) {
    const unlocked = action.payload.draw;
    if (!unlocked || !state.config) return state;
    const { config } = state;
    return {
      ...state,
      config: {
        ...config,
        dailyGiveaways: withUnlocked(config.dailyGiveaways, unlocked),
        monthlyGiveaways: withUnlocked(config.monthlyGiveaways, unlocked),
        specialGiveaways: withUnlocked(config.specialGiveaways, unlocked),
      },
    };
  }
  return isProgrammeAction(action) ? reduceProgramme(state, action) : state;
}

export const selectProgramme = (state: { programme: ProgrammeState }) => state.programme;
