import { type Static, type TSchema, Type } from '@sinclair/typebox';
import {
  DrawCommitmentWire,
  DrawVerificationWire,
  RafflePrizeWire,
  RaffleWinnerWire,
} from '../draws/wire';
import { EntitiesEnvelopeWire, MoneyWire, ResultEnvelopeWire } from '../envelope/wire';

/**
 * The membership programme (Daily Winners) as it travels: the rewards service under /rewards
 * (version 1.0, bearer), api.md §7.10 and product.md §3 "Membership programme".
 */

const nullable = <Schema extends TSchema>(schema: Schema) => Type.Union([schema, Type.Null()]);

export const MembershipStatusWire = Type.Union([
  Type.Literal('member'),
  Type.Literal('non-member'),
  Type.Literal('pending-deposit'),
]);
export type MembershipStatusWire = Static<typeof MembershipStatusWire>;

export const MembershipTierWire = Type.Union([Type.Literal('free'), Type.Literal('premium')]);
export type MembershipTierWire = Static<typeof MembershipTierWire>;

export const EligibilityWire = Type.Union([Type.Literal('eligible'), Type.Literal('ineligible')]);
export type EligibilityWire = Static<typeof EligibilityWire>;

export const GiveawayTypeWire = Type.Union([
  Type.Literal('daily'),
  Type.Literal('major'),
  Type.Literal('monthly'),
  Type.Literal('preview'),
  Type.Literal('special'),
]);
export type GiveawayTypeWire = Static<typeof GiveawayTypeWire>;

export const EntryStatusWire = Type.Union([
  Type.Literal('locked'),
  Type.Literal('unlocked'),
  Type.Literal('guaranteed'),
]);
export type EntryStatusWire = Static<typeof EntryStatusWire>;

/**
 * The customer's membership entry (product.md §3 "Customer membership entry"), also listed in the
 * customer's `membership_programs`. `locked`: a free member with a locked entry in an open
 * giveaway (the navigation's dot badge).
 */
export const MembershipEntryWire = Type.Object({
  membership_program: Type.String(),
  membership_status: MembershipStatusWire,
  /** When the status or tier last changed, ISO 8601 UTC; null for a customer who never joined. */
  membership_updated: nullable(Type.String()),
  membership_tier: nullable(MembershipTierWire),
  eligibility: EligibilityWire,
  /** Why the customer cannot be entered (a break from play, a closed account); null if eligible. */
  ineligible_reason: nullable(Type.String()),
  locked: Type.Boolean(),
  /** The end of the paid premium month, ISO 8601 UTC; null for free members. */
  premium_until: nullable(Type.String()),
  /** Whether premium renews at premium_until (a subscription of the membership offer). */
  premium_renews: Type.Boolean(),
});
export type MembershipEntryWire = Static<typeof MembershipEntryWire>;

export const MembershipEntryEnvelopeWire = ResultEnvelopeWire(MembershipEntryWire);

/**
 * `PUT /rewards/membership`: join (membership_status member; metadata.tier free or premium, free
 * when left out) or leave (non-member). Premium is bought through the cart: the answer's `next`
 * says where the customer goes (checkout: the premium item is in the cart; deposit: the wallet
 * cannot pay it, the status is pending-deposit and /daily-winners/deposit takes them through a
 * deposit of purchase type membership).
 */
export const MembershipChangeWire = Type.Object({
  membership_program: Type.Literal('daily_winners'),
  membership_status: Type.Union([Type.Literal('member'), Type.Literal('non-member')]),
  metadata: Type.Optional(
    Type.Object({ tier: Type.Optional(MembershipTierWire) }, { additionalProperties: false }),
  ),
});
export type MembershipChangeWire = Static<typeof MembershipChangeWire>;

export const MembershipChangeResultWire = Type.Object({
  membership: MembershipEntryWire,
  next: Type.Union([Type.Literal('none'), Type.Literal('checkout'), Type.Literal('deposit')]),
});
export type MembershipChangeResultWire = Static<typeof MembershipChangeResultWire>;

export const MembershipChangeEnvelopeWire = ResultEnvelopeWire(MembershipChangeResultWire);

/** How a prize reaches the winner: wallet cash, promotional credit, or a physical prize sent. */
export const PrizePayoutWire = Type.Union([
  Type.Literal('cash'),
  Type.Literal('promo_credit'),
  Type.Literal('physical'),
]);
export type PrizePayoutWire = Static<typeof PrizePayoutWire>;

/** A giveaway's prize: the raffle prize and how it is paid. */
export const GiveawayPrizeWire = Type.Intersect([
  RafflePrizeWire,
  Type.Object({ payout: PrizePayoutWire }),
]);
export type GiveawayPrizeWire = Static<typeof GiveawayPrizeWire>;

/** A prize the customer won, and where it stands. */
export const PrizeWonWire = Type.Object({
  ranking: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  value: nullable(MoneyWire),
  payout: PrizePayoutWire,
  status: Type.Union([
    Type.Literal('due'),
    Type.Literal('awaiting_claim'),
    Type.Literal('paid'),
    Type.Literal('to_fulfil'),
    Type.Literal('fulfilled'),
  ]),
});
export type PrizeWonWire = Static<typeof PrizeWonWire>;

/**
 * The signed-in customer's place in a giveaway. `entered`: the customer is (or will be, at close)
 * in the draw's entries. `unlockable`: a locked entry the customer may unlock now (qualifying play
 * done). `reason`: the rule or the refusal in a sentence ("Buy any ticket or make a deposit before
 * this giveaway closes to unlock your entry.").
 */
export const GiveawayEntryWire = Type.Object({
  entry_status: EntryStatusWire,
  eligibility: EligibilityWire,
  entered: Type.Boolean(),
  unlockable: Type.Boolean(),
  reason: nullable(Type.String()),
  /** After the draw: won or not_won; pending before. */
  result: Type.Union([Type.Literal('pending'), Type.Literal('won'), Type.Literal('not_won')]),
  prizes_won: Type.Array(PrizeWonWire),
});
export type GiveawayEntryWire = Static<typeof GiveawayEntryWire>;

/** product.md §3 "Membership programme — Draw". */
export const GiveawayDrawWire = Type.Object({
  id: Type.String(),
  type: GiveawayTypeWire,
  title: Type.String(),
  description: Type.String(),
  /** The draw number. */
  number: Type.Integer({ minimum: 1 }),
  /** `{productOfferKey}:{drawNo}`: the draw's key in the draw engine (verification). */
  external_id: Type.String(),
  product_offer_key: Type.String(),
  /** ISO 8601 UTC. */
  opens_at: Type.String(),
  closes_at: Type.String(),
  draw_at: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed'), Type.Literal('drawn')]),
  /** The tiers entered without unlocking. */
  permits: Type.Array(MembershipTierWire),
  /** Who can be entered: every member, premium members, or free members after unlocking. */
  availability: Type.Union([
    Type.Literal('all_members'),
    Type.Literal('premium_only'),
    Type.Literal('unlock_required'),
  ]),
  /** A short label on the card ("Today", "Premium", "This month"); null for none. */
  pill: nullable(Type.String()),
  images: Type.Array(Type.String()),
  details: Type.Object({
    title: Type.String(),
    transfer_token: nullable(Type.String()),
    url: Type.String(),
  }),
  /** What a locked entry shows in place of the entry. */
  locked_content: nullable(Type.String()),
  prizes: Type.Array(GiveawayPrizeWire),
  /** Entries frozen at close; null while open. */
  entries: nullable(Type.Integer({ minimum: 0 })),
  /** Winners once drawn (masked names). */
  winners: Type.Array(RaffleWinnerWire),
  /** Null for anonymous callers and non-members. */
  entry: nullable(GiveawayEntryWire),
});
export type GiveawayDrawWire = Static<typeof GiveawayDrawWire>;

export const GiveawayDrawEnvelopeWire = ResultEnvelopeWire(GiveawayDrawWire);
export const GiveawayDrawsEnvelopeWire = EntitiesEnvelopeWire(GiveawayDrawWire);

/** A giveaway's public proof: the commitment, and the verification once drawn. */
export const GiveawayProofWire = Type.Object({
  commitment: DrawCommitmentWire,
  verification: nullable(DrawVerificationWire),
});
export type GiveawayProofWire = Static<typeof GiveawayProofWire>;

/** `GET /rewards/v3/draws`: by daily, monthly (major and monthly), all; current or closed. */
export const GiveawayDrawsQueryWire = Type.Object({
  type: Type.Optional(
    Type.Union([Type.Literal('daily'), Type.Literal('monthly'), Type.Literal('all')]),
  ),
  state: Type.Optional(Type.Union([Type.Literal('current'), Type.Literal('closed')])),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 9 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type GiveawayDrawsQueryWire = Static<typeof GiveawayDrawsQueryWire>;

/** `PUT /rewards/v3/draws/{id}`: the unlock request. */
export const EntryUnlockWire = Type.Object({ entry_status: Type.Literal('unlocked') });
export type EntryUnlockWire = Static<typeof EntryUnlockWire>;

/** A past winner of the programme (`GET /rewards/v3/winners`). */
export const GiveawayWinnerWire = Type.Object({
  giveaway_type: GiveawayTypeWire,
  title: Type.String(),
  number: Type.Integer({ minimum: 1 }),
  /** When it was drawn, ISO 8601 UTC. */
  drawn_at: Type.String(),
  prize_name: Type.String(),
  prize_value: nullable(MoneyWire),
  name: Type.String(),
  location: Type.String(),
});
export type GiveawayWinnerWire = Static<typeof GiveawayWinnerWire>;

export const GiveawayWinnersEnvelopeWire = EntitiesEnvelopeWire(GiveawayWinnerWire);

const TextBlockWire = Type.Object({ title: Type.String(), body: Type.String() });

/** A tier as the programme describes it. */
export const MembershipTierInfoWire = Type.Object({
  tier: MembershipTierWire,
  name: Type.String(),
  /** Per period; null for free. */
  price: nullable(MoneyWire),
  period: nullable(Type.Literal('monthly')),
  benefits: Type.Array(Type.String()),
});
export type MembershipTierInfoWire = Static<typeof MembershipTierInfoWire>;

/**
 * `GET /rewards/v4/config`: the programme (product.md §3 "Membership programme — Config"), its
 * texts from the CMS (collection membership_programs, item daily_winners) and its live giveaways.
 */
export const MembershipConfigWire = Type.Object({
  program_name: Type.String(),
  program_url: Type.String(),
  program_id: Type.String(),
  program_logo: nullable(Type.String()),
  title_content: TextBlockWire,
  deposit: TextBlockWire,
  membership_tiers: Type.Array(MembershipTierInfoWire),
  /** The premium membership offer bought through the cart. */
  membership_offer: Type.Object({
    product_offer_key: Type.String(),
    membership_offer: Type.String(),
    membership_offer_name: Type.String(),
    price: MoneyWire,
  }),
  daily_giveaways: Type.Array(GiveawayDrawWire),
  /** Major and monthly giveaways. */
  monthly_giveaways: Type.Array(GiveawayDrawWire),
  /** Preview and special giveaways. */
  special_giveaways: Type.Array(GiveawayDrawWire),
  opt_in: TextBlockWire,
  manage_membership: TextBlockWire,
  past_winners: TextBlockWire,
  faqs: Type.Array(Type.Object({ question: Type.String(), answer: Type.String() })),
  eligible_pricing_ids: Type.Array(Type.String()),
  discounts: Type.Array(Type.Object({ title: Type.String(), description: Type.String() })),
  navigation_items: Type.Array(Type.Object({ label: Type.String(), url: Type.String() })),
  footer_disclaimer: Type.String(),
  join_all: TextBlockWire,
  join_premium: TextBlockWire,
  member_overview: TextBlockWire,
  past_draws_filter: Type.Array(GiveawayTypeWire),
});
export type MembershipConfigWire = Static<typeof MembershipConfigWire>;

export const MembershipConfigEnvelopeWire = ResultEnvelopeWire(MembershipConfigWire);

/** `GET /rewards/v3/benefits`: the partner-benefits link, signed for this member, short-lived. */
export const BenefitsWire = Type.Object({ sso_url: Type.String() });
export type BenefitsWire = Static<typeof BenefitsWire>;
export const BenefitsEnvelopeWire = ResultEnvelopeWire(BenefitsWire);
