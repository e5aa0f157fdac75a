import { type UpcomingDraw } from '../draws/model';

export const groupPublicityStatuses = ['private', 'promoted', 'public'] as const;
export type GroupPublicityStatus = (typeof groupPublicityStatuses)[number];

export interface LottoPartyGroup {
  id: string;
  groupName: string;
  publicityStatus: GroupPublicityStatus;
  token?: string;
  memberCount?: number;
}

export const autosessionStatuses = ['on', 'paused', 'off'] as const;
export type AutosessionStatus = (typeof autosessionStatuses)[number];

export const lottoPartySessionStatuses = ['open', 'closed', 'paid', 'cancelled'] as const;
export type LottoPartySessionStatus = (typeof lottoPartySessionStatuses)[number];

export interface LottoPartySession {
  sessionId: string;
  groupId?: string;
  draws: UpcomingDraw[];
  autosessionStatus: AutosessionStatus;
  status: LottoPartySessionStatus;
  sharePrice?: number;
}

/** POST /session body. */
export interface LottoPartySessionCreation {
  groupId: string;
  /** Default false. */
  inviteAllExistingMembers: boolean;
  [field: string]: unknown;
}

/** Group-creation wizard steps, in order. */
export const groupCreationSteps = [
  'name_group',
  'select_draw',
  'set_share_price',
  'select_auto_session',
  'join_session',
] as const;
export type GroupCreationStep = (typeof groupCreationSteps)[number];
