import { type EntryStatus } from 'shared-kernel/contract/membership';
import { type GiveawayAvailabilityColumn } from '../../database/membership-schema';
import { type Eligibility } from './eligibility';
import { type PrizeWonRecord } from './giveaway-results';
import { type Membership } from './repository';

/**
 * Who is entered in a giveaway, as the caller sees it (the rules `entrantsOfGiveaway` applies at
 * close): premium members are guaranteed an entry; free members are entered in every-member
 * giveaways, never in premium-only ones, and in unlock-required ones once they unlocked the draw.
 */

export const unlockRuleSentence =
  'Buy any ticket or make a deposit before this giveaway closes to unlock your entry.';
export const previewRuleSentence = 'Premium members are entered in preview giveaways.';

export type GiveawayStatus = 'open' | 'closed' | 'drawn';

export type PrizeWonStatus = 'due' | 'awaiting_claim' | 'paid' | 'to_fulfil' | 'fulfilled';

export interface PrizeWon {
  ranking: number;
  name: string;
  valueCents: number | null;
  payout: 'cash' | 'promo_credit' | 'physical';
  status: PrizeWonStatus;
}

/** The caller's place in a giveaway. */
export interface GiveawayEntry {
  entryStatus: EntryStatus;
  eligible: boolean;
  /** In the draw's entries (before close: will be, by the rules now). */
  entered: boolean;
  /** A locked entry the customer may unlock now. */
  unlockable: boolean;
  /** The rule or the refusal in a sentence. */
  reason: string | null;
  result: 'pending' | 'won' | 'not_won';
  prizesWon: PrizeWon[];
}

const drawnStatuses = ['DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED'];

/** open while sales run; drawn once the engine drew it; closed in between. */
export function giveawayStatusOf(
  draw: { engineStatus: string; stop: Date },
  now: Date,
): GiveawayStatus {
  if (drawnStatuses.includes(draw.engineStatus)) return 'drawn';
  if (draw.engineStatus === 'DRAW_OPEN' && draw.stop.getTime() > now.getTime()) return 'open';
  return 'closed';
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * When the play that unlocks an entry may have happened from: the offer's previous draw closed,
 * else 31 days before this draw closes.
 */
export function entryPeriodStartOf(draw: { previousStop: Date | null; stop: Date }): Date {
  return draw.previousStop ?? new Date(draw.stop.getTime() - 31 * dayMs);
}

export function isMember(membership: Pick<Membership, 'status' | 'tier'>): boolean {
  return membership.status !== 'non-member' && membership.tier !== null;
}

/** The tiers a giveaway enters without unlocking. */
export function permitsOf(availability: GiveawayAvailabilityColumn): Array<'free' | 'premium'> {
  return availability === 'all_members' ? ['free', 'premium'] : ['premium'];
}

/** What a locked entry of this giveaway shows: how to unlock it, or why it cannot be. */
export function lockedContentOf(availability: GiveawayAvailabilityColumn): string | null {
  if (availability === 'premium_only') return previewRuleSentence;
  if (availability === 'unlock_required') return unlockRuleSentence;
  return null;
}

export function entryStatusOf(
  membership: Pick<Membership, 'tier'>,
  availability: GiveawayAvailabilityColumn,
  unlocked: boolean,
): EntryStatus {
  if (membership.tier === 'premium') return 'guaranteed';
  if (availability === 'all_members') return 'unlocked';
  if (availability === 'unlock_required' && unlocked) return 'unlocked';
  return 'locked';
}

export interface EntryFacts {
  membership: Membership;
  eligibility: Eligibility;
  availability: GiveawayAvailabilityColumn;
  status: GiveawayStatus;
  unlocked: boolean;
  /** Whether the customer played in the entry period (asked only when it matters). */
  qualifyingPlay: boolean;
  /** The entry ticket the engine wrote at close; null before close or when not entered. */
  entryTicketId: string | null;
  prizesWon: PrizeWon[];
}

/** The caller's entry in a giveaway; null for non-members. */
export function entryOf(facts: EntryFacts): GiveawayEntry | null {
  const { membership, eligibility, availability, status } = facts;
  const hasEntryTicket = facts.entryTicketId !== null;
  // A former member keeps the entries the draws froze while they were one.
  if (!isMember(membership) && !hasEntryTicket) return null;
  const byRules = entryStatusOf(membership, availability, facts.unlocked);
  // An entry frozen at close was entered, whatever the tier is now.
  const entryStatus = hasEntryTicket && byRules === 'locked' ? 'unlocked' : byRules;
  const isLocked = entryStatus === 'locked';
  const isOpen = status === 'open';
  const entered = isOpen ? eligibility.eligible && !isLocked : hasEntryTicket;
  const unlockable =
    isOpen &&
    isLocked &&
    availability === 'unlock_required' &&
    eligibility.eligible &&
    facts.qualifyingPlay;
  const reason = entered
    ? null
    : isLocked
      ? lockedContentOf(availability)
      : eligibility.eligible
        ? null
        : eligibility.reason;
  return {
    entryStatus,
    eligible: eligibility.eligible,
    entered,
    unlockable,
    reason,
    result: status !== 'drawn' ? 'pending' : facts.prizesWon.length > 0 ? 'won' : 'not_won',
    prizesWon: facts.prizesWon,
  };
}

/** Where a prize won stands: a payout's status, or a physical prize's delivery. */
export function prizeWonStatusOf(prize: PrizeWonRecord): PrizeWonStatus {
  if (prize.payout === 'physical') return prize.fulfilmentStatus ?? 'to_fulfil';
  switch (prize.payoutStatus) {
    case 'paid':
      return 'paid';
    case 'awaiting_claim':
    case 'rejected':
      return 'awaiting_claim';
    default:
      return 'due';
  }
}
