import { dailyWinnersProgram } from 'shared-kernel/contract/membership';
import {
  type GiveawayDrawWire,
  type GiveawayEntryWire,
  type GiveawayWinnerWire,
  type MembershipConfigWire,
  type MembershipEntryWire,
} from 'shared-kernel/wire/membership';
import { audMoney } from '../../http/money';
import { type MembershipConfig } from './config';
import { type GiveawayEntry } from './entry-rules';
import { type GiveawayView } from './giveaways';
import { premiumOffer } from './offers';
import { type MembershipView } from './service';
import { type GiveawayWinner } from './winners';

const moneyOrNull = (cents: number | null) => (cents === null ? null : audMoney(cents));

export function membershipToWire(membership: MembershipView): MembershipEntryWire {
  const isPremium = membership.tier === 'premium';
  return {
    membership_program: dailyWinnersProgram,
    membership_status: membership.status,
    membership_updated: membership.updatedAt?.toISOString() ?? null,
    membership_tier: membership.tier,
    eligibility: membership.eligible ? 'eligible' : 'ineligible',
    ineligible_reason: membership.ineligibleReason,
    locked: membership.locked,
    premium_until: isPremium ? (membership.premiumUntil?.toISOString() ?? null) : null,
    premium_renews: isPremium && membership.premiumRenews,
  };
}

function entryToWire(entry: GiveawayEntry): GiveawayEntryWire {
  return {
    entry_status: entry.entryStatus,
    eligibility: entry.eligible ? 'eligible' : 'ineligible',
    entered: entry.entered,
    unlockable: entry.unlockable,
    reason: entry.reason,
    result: entry.result,
    prizes_won: entry.prizesWon.map((prize) => ({
      ranking: prize.ranking,
      name: prize.name,
      value: moneyOrNull(prize.valueCents),
      payout: prize.payout,
      status: prize.status,
    })),
  };
}

export function giveawayToWire(giveaway: GiveawayView): GiveawayDrawWire {
  return {
    id: giveaway.id,
    type: giveaway.type,
    title: giveaway.title,
    description: giveaway.description,
    number: giveaway.number,
    external_id: giveaway.externalId,
    product_offer_key: giveaway.productOfferKey,
    opens_at: giveaway.opensAt.toISOString(),
    closes_at: giveaway.closesAt.toISOString(),
    draw_at: giveaway.drawAt.toISOString(),
    status: giveaway.status,
    permits: giveaway.permits,
    availability: giveaway.availability,
    pill: giveaway.pill,
    images: giveaway.images,
    details: { title: 'View giveaway', transfer_token: null, url: giveaway.url },
    locked_content: giveaway.lockedContent,
    prizes: giveaway.prizes.map((prize) => ({
      ranking: prize.ranking,
      name: prize.name,
      value: moneyOrNull(prize.valueCents),
      image: prize.image,
      quantity: prize.quantity,
      payout: prize.payout,
    })),
    entries: giveaway.entries,
    winners: giveaway.winners.map((winner) => ({
      prize_ranking: winner.prizeRanking,
      prize_name: winner.prizeName,
      name: winner.name,
      location: winner.location,
      ticket_number: winner.ticketNumber,
    })),
    entry: giveaway.entry ? entryToWire(giveaway.entry) : null,
  };
}

export function winnerToWire(winner: GiveawayWinner): GiveawayWinnerWire {
  return {
    giveaway_type: winner.giveawayType,
    title: winner.title,
    number: winner.number,
    drawn_at: winner.drawnAt.toISOString(),
    prize_name: winner.prizeName,
    prize_value: moneyOrNull(winner.prizeValueCents),
    name: winner.name,
    location: winner.location,
  };
}

export function configToWire(config: MembershipConfig): MembershipConfigWire {
  const { texts } = config;
  return {
    ...texts,
    membership_tiers: texts.membership_tiers.map((tier) => ({
      ...tier,
      price: tier.tier === 'premium' ? audMoney(config.premiumPriceCents) : null,
      period: tier.tier === 'premium' ? ('monthly' as const) : null,
    })),
    membership_offer: {
      product_offer_key: premiumOffer.productOfferKey,
      membership_offer: premiumOffer.gameOffer,
      membership_offer_name: premiumOffer.name,
      price: audMoney(config.premiumPriceCents),
    },
    daily_giveaways: config.dailyGiveaways.map(giveawayToWire),
    monthly_giveaways: config.monthlyGiveaways.map(giveawayToWire),
    special_giveaways: config.specialGiveaways.map(giveawayToWire),
  };
}
