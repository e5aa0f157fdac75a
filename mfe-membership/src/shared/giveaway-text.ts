import { formatDrawDayAndTime } from 'shared-kernel/contract/format';
import {
  giveawayTypes,
  type GiveawayDraw,
  type GiveawayPrize,
  type GiveawayType,
  type PrizeWon,
} from 'shared-kernel/contract/membership';

/** The programme's pages. */
export const programmePath = '/daily-winners';
export const winnersPath = '/daily-winners/winners';
export const tiersPath = '/daily-winners/membership-tiers';
export const premiumDepositPath = '/daily-winners/deposit';
/** The checkout's payment page: a premium item waiting in the cart is paid there. */
export const checkoutPath = '/cart/buy';

/** Each giveaway type's name, as its giveaways are titled. */
export const giveawayTitles: Record<GiveawayType, string> = {
  daily: 'Daily giveaway',
  monthly: 'Monthly giveaway',
  major: 'Major giveaway',
  preview: 'Premium preview giveaway',
  special: 'Special giveaway',
};

export const isGiveawayType = (value: string | undefined): value is GiveawayType =>
  (giveawayTypes as readonly string[]).includes(value ?? '');

/** A giveaway as its article and page are named: 'Daily giveaway 12'. */
export const giveawayNameOf = (draw: Pick<GiveawayDraw, 'title' | 'number'>) =>
  `${draw.title} ${draw.number}`;

export const giveawayPathOf = (draw: Pick<GiveawayDraw, 'type' | 'number'>) =>
  `/daily-winners/giveaways/${encodeURIComponent(draw.type)}/${draw.number}`;

/**
 * The login page, coming back to `returnPath` afterwards: the path rides in the query (links and
 * analytics see it) and in the navigation state, where the login page reads it.
 */
export function loginPathOf(returnPath: string): string {
  return `/login?redirect=${encodeURIComponent(returnPath).replace(/%2F/g, '/')}`;
}

export type EntryKind = 'entered' | 'locked' | 'not-entered' | 'ineligible';

export interface EntryState {
  kind: EntryKind;
  label: 'Entered' | 'Locked' | 'Not entered' | 'Ineligible';
  /** Why: the rule of a locked entry, the reason of an ineligible one. */
  detail: string | null;
  /** A locked entry of an open giveaway that free members unlock (the server checks the play). */
  canUnlock: boolean;
}

/** Where the signed-in customer stands in a giveaway; no entry is a non-member (or a visitor). */
export function entryStateOf(draw: GiveawayDraw): EntryState {
  const { entry } = draw;
  if (!entry) return { kind: 'not-entered', label: 'Not entered', detail: null, canUnlock: false };
  if (entry.eligibility === 'ineligible') {
    return { kind: 'ineligible', label: 'Ineligible', detail: entry.reason, canUnlock: false };
  }
  if (entry.entryStatus === 'locked') {
    return {
      kind: 'locked',
      label: 'Locked',
      detail: entry.reason ?? draw.lockedContent,
      canUnlock: draw.availability === 'unlock_required' && draw.status === 'open',
    };
  }
  return { kind: 'entered', label: 'Entered', detail: null, canUnlock: false };
}

/** '1 × A$100 cash'. */
export const prizeTextOf = (prize: Pick<GiveawayPrize, 'quantity' | 'name'>) =>
  `${prize.quantity} × ${prize.name}`;

const payoutTexts: Record<PrizeWon['payout'], string> = {
  cash: 'Paid to your wallet',
  promo_credit: 'Paid as bonus credit',
  physical: "We'll be in touch to deliver your prize",
};

/** How a prize won reaches the winner. */
export const payoutTextOf = (prize: Pick<PrizeWon, 'payout'>) => payoutTexts[prize.payout];

/** When the giveaway closes, closed or was drawn, in Sydney time. */
export function timingTextOf(draw: Pick<GiveawayDraw, 'status' | 'closesAt' | 'drawAt'>): string {
  if (draw.status === 'open') return `Closes ${formatDrawDayAndTime(draw.closesAt)}`;
  if (draw.status === 'closed') return `Closed ${formatDrawDayAndTime(draw.closesAt)}`;
  return `Drawn ${formatDrawDayAndTime(draw.drawAt)}`;
}
