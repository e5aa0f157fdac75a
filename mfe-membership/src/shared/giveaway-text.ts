import { formatDrawDayAndTime, pageTextsOf } from 'shared-kernel/contract/format';
import {
  giveawayTypes,
  type GiveawayDraw,
  type GiveawayPrize,
  type GiveawayType,
  type PrizeWon,
} from 'shared-kernel/contract/membership';
import { membershipTexts } from 'shared-kernel/contract/texts';

/** The texts of the page's locale (read on each use: the visitor may change region). */
const textsNow = () => pageTextsOf(membershipTexts);

/** The programme's pages. */
export const programmePath = '/daily-winners';
export const winnersPath = '/daily-winners/winners';
export const tiersPath = '/daily-winners/membership-tiers';
export const premiumDepositPath = '/daily-winners/deposit';
/** The checkout's payment page: a premium item waiting in the cart is paid there. */
export const checkoutPath = '/cart/buy';

/** Each giveaway type's name, as its giveaways are titled. */
export function giveawayTitleOf(type: GiveawayType): string {
  const t = textsNow();
  switch (type) {
    case 'daily':
      return t('membership.giveaway_title_daily');
    case 'monthly':
      return t('membership.giveaway_title_monthly');
    case 'major':
      return t('membership.giveaway_title_major');
    case 'preview':
      return t('membership.giveaway_title_preview');
    case 'special':
      return t('membership.giveaway_title_special');
  }
}

export const isGiveawayType = (value: string | undefined): value is GiveawayType =>
  (giveawayTypes as readonly string[]).includes(value ?? '');

/** A giveaway as its article and page are named: 'Daily giveaway 12'. */
export const giveawayNameOf = (draw: Pick<GiveawayDraw, 'title' | 'number'>) =>
  textsNow()('membership.giveaway_numbered', { title: draw.title, number: draw.number });

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
  /** Entered, Locked, Not entered or Ineligible, in the page's locale. */
  label: string;
  /** Why: the rule of a locked entry, the reason of an ineligible one. */
  detail: string | null;
  /** A locked entry of an open giveaway that free members unlock (the server checks the play). */
  canUnlock: boolean;
}

/** Where the signed-in customer stands in a giveaway; no entry is a non-member (or a visitor). */
export function entryStateOf(draw: GiveawayDraw): EntryState {
  const t = textsNow();
  const { entry } = draw;
  if (!entry) {
    return {
      kind: 'not-entered',
      label: t('membership.entry_not_entered'),
      detail: null,
      canUnlock: false,
    };
  }
  if (entry.eligibility === 'ineligible') {
    return {
      kind: 'ineligible',
      label: t('membership.entry_ineligible'),
      detail: entry.reason,
      canUnlock: false,
    };
  }
  if (entry.entryStatus === 'locked') {
    return {
      kind: 'locked',
      label: t('membership.entry_locked'),
      detail: entry.reason ?? draw.lockedContent,
      canUnlock: draw.availability === 'unlock_required' && draw.status === 'open',
    };
  }
  return { kind: 'entered', label: t('membership.entry_entered'), detail: null, canUnlock: false };
}

/** '1 × A$100 cash'. */
export const prizeTextOf = (prize: Pick<GiveawayPrize, 'quantity' | 'name'>) =>
  `${prize.quantity} × ${prize.name}`;

/** How a prize won reaches the winner. */
export function payoutTextOf(prize: Pick<PrizeWon, 'payout'>): string {
  const t = textsNow();
  switch (prize.payout) {
    case 'cash':
      return t('membership.payout_cash');
    case 'promo_credit':
      return t('membership.payout_promo_credit');
    case 'physical':
      return t('membership.payout_physical');
  }
}

/** When the giveaway closes, closed or was drawn, in Sydney time. */
export function timingTextOf(draw: Pick<GiveawayDraw, 'status' | 'closesAt' | 'drawAt'>): string {
  const t = textsNow();
  if (draw.status === 'open') {
    return t('membership.closes_at', { time: formatDrawDayAndTime(draw.closesAt) });
  }
  if (draw.status === 'closed') {
    return t('membership.closed_at', { time: formatDrawDayAndTime(draw.closesAt) });
  }
  return t('membership.drawn_at', { time: formatDrawDayAndTime(draw.drawAt) });
}
