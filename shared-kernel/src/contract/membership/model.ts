import { type CamelCased, type WithMoney } from '../call';
import { type Money } from '../money/money';
import {
  type BenefitsWire,
  type GiveawayDrawWire,
  type GiveawayEntryWire,
  type GiveawayPrizeWire,
  type GiveawayWinnerWire,
  type MembershipChangeResultWire,
  type MembershipConfigWire,
  type MembershipEntryWire,
  type MembershipTierInfoWire,
  type PrizeWonWire,
} from './wire';

/** The one programme of this shop (`membership_program` on the wire). */
export const dailyWinnersProgram = 'daily_winners';

export const giveawayTypes = ['daily', 'major', 'monthly', 'preview', 'special'] as const;
export type GiveawayType = (typeof giveawayTypes)[number];

export const entryStatuses = ['locked', 'unlocked', 'guaranteed'] as const;
export type EntryStatus = (typeof entryStatuses)[number];

/** api.md §9: membership giveaways are paged 9 at a time. */
export const giveawayPageSize = 9;

/** Texts the customer reads (product.md §4, §8.2 "Membership"). */
export const membershipMessages = {
  winnersError: "We couldn't load the winners. Please try again.",
  unlockFailed: "We couldn't unlock your entry. Please try again.",
  joinFailed: "We couldn't update your membership. Please try again.",
};

export type MembershipEntryView = CamelCased<MembershipEntryWire>;
export type PrizeWon = WithMoney<CamelCased<PrizeWonWire>, 'value'>;
export type GiveawayPrize = Omit<CamelCased<GiveawayPrizeWire>, 'value'> & { value: Money | null };
export type GiveawayEntry = Omit<CamelCased<GiveawayEntryWire>, 'prizesWon'> & {
  prizesWon: PrizeWon[];
};
export type GiveawayDraw = Omit<CamelCased<GiveawayDrawWire>, 'prizes' | 'entry'> & {
  prizes: GiveawayPrize[];
  entry: GiveawayEntry | null;
};
export type GiveawayWinner = WithMoney<CamelCased<GiveawayWinnerWire>, 'prizeValue'>;
export type MembershipTierInfo = WithMoney<CamelCased<MembershipTierInfoWire>, 'price'>;
export type MembershipConfig = Omit<
  CamelCased<MembershipConfigWire>,
  'membershipTiers' | 'membershipOffer' | 'dailyGiveaways' | 'monthlyGiveaways' | 'specialGiveaways'
> & {
  membershipTiers: MembershipTierInfo[];
  membershipOffer: WithMoney<CamelCased<MembershipConfigWire['membership_offer']>, 'price'>;
  dailyGiveaways: GiveawayDraw[];
  monthlyGiveaways: GiveawayDraw[];
  specialGiveaways: GiveawayDraw[];
};
export type MembershipChangeResult = CamelCased<MembershipChangeResultWire>;
export type Benefits = CamelCased<BenefitsWire>;

/** What the navigation's programme item shows: a dot for non-members and locked memberships. */
export function membershipNeedsAttention(
  entries:
    | ReadonlyArray<Pick<MembershipEntryView, 'membershipProgram' | 'membershipStatus' | 'locked'>>
    | undefined,
): boolean {
  const entry = entries?.find((candidate) => candidate.membershipProgram === dailyWinnersProgram);
  return !entry || entry.membershipStatus !== 'member' || entry.locked;
}

export { type MembershipTier, membershipTiers } from '../customer/model';
