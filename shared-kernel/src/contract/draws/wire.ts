import { type Static, Type } from '@sinclair/typebox';
import { EntitiesEnvelopeWire, MoneyWire, ResultEnvelopeWire } from '../envelope/wire';
import { DrawTypeWire, RafflePurchaseStatusWire } from '../product-offers/wire';

/**
 * Draws, results, raffle prizes and winners, previews and statistics as the services send them
 * (snake_case, api.md §7.6). Money is a decimal string; dates are ISO 8601 UTC.
 */

export const LotteryDrawStatusWire = Type.Union([
  Type.Literal('DRAW_CLOSED'),
  Type.Literal('DRAW_OPEN'),
  Type.Literal('DRAW_DRAWN'),
  Type.Literal('DRAW_SCORED'),
  Type.Literal('DRAW_PAID'),
  Type.Literal('DRAW_EMAILED'),
  Type.Literal('DRAW_CAPPED'),
]);
export type LotteryDrawStatusWire = Static<typeof LotteryDrawStatusWire>;

/** Drawn numbers of one set, in the order they were drawn (`Numbers`, `Powerball`…). */
export const DrawnNumberSetWire = Type.Object({
  name: Type.String(),
  numbers: Type.Array(Type.Integer()),
});
export type DrawnNumberSetWire = Static<typeof DrawnNumberSetWire>;

/** A past draw as the results lists show it (v3.7). Raffles have no numbers. */
export const PastDrawWire = Type.Object({
  id: Type.String(),
  type: DrawTypeWire,
  /** `{lottery_key}:{draw_no}`. */
  draw_id: Type.String(),
  draw_no: Type.Integer(),
  /** When the draw was drawn, ISO 8601 UTC. */
  draw_date: Type.String(),
  lottery_key: Type.String(),
  lottery_name: Type.String(),
  /** Lottery category: Lotto, Raffle, Jackpot or Strike. */
  display_category: Type.String(),
  status: LotteryDrawStatusWire,
  prize_pool: Type.Union([MoneyWire, Type.Null()]),
  prize_pool_suffix: Type.Union([Type.String(), Type.Null()]),
  /** Winning numbers by set name: `Numbers`, `Supplementary`, `Powerball`. Empty for raffles. */
  results: Type.Record(Type.String(), Type.Array(Type.Integer())),
  jackpot_image: Type.Union([Type.String(), Type.Null()]),
  /** Raffles: open, sold_out, past_draw or pre_order; null for lottery draws. */
  purchase_status: Type.Union([RafflePurchaseStatusWire, Type.Null()]),
  /** The signed-in customer's orders of this draw; null when anonymous. */
  customer_data: Type.Union([
    Type.Object({ orders: Type.Array(Type.Object({ id: Type.String() })) }),
    Type.Null(),
  ]),
});
export type PastDrawWire = Static<typeof PastDrawWire>;

export const PastDrawsEnvelopeWire = EntitiesEnvelopeWire(PastDrawWire);

/** Lottery categories a results list can be narrowed to; `lotteries` and `raffles` group them. */
export const ResultCategoryWire = Type.Union([
  Type.Literal('lotteries'),
  Type.Literal('raffles'),
  Type.Literal('Lotto'),
  Type.Literal('Raffle'),
  Type.Literal('Jackpot'),
  Type.Literal('Strike'),
]);
export type ResultCategoryWire = Static<typeof ResultCategoryWire>;

/**
 * Query of the past draw lists (v3.7): `limit` default 5, `offset` default 0. `customer_id` is
 * accepted (customer orders are attached once calls are authenticated).
 */
export const PastDrawsQueryWire = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  customer_id: Type.Optional(Type.String({ maxLength: 64 })),
  category: Type.Optional(ResultCategoryWire),
  clear_cache: Type.Optional(Type.String()),
});
export type PastDrawsQueryWire = Static<typeof PastDrawsQueryWire>;

/** Offers that have results, with the keys their results are listed under. */
export const ResultKeysWire = Type.Object({
  product_offer_key: Type.String(),
  name: Type.String(),
  url: Type.String(),
  type: Type.String(),
  display_category: Type.String(),
  /** Offer keys whose draws carry this offer's results (a syndicate's are its lottery's). */
  result_keys: Type.Array(Type.String()),
});
export type ResultKeysWire = Static<typeof ResultKeysWire>;

export const ResultKeysEnvelopeWire = EntitiesEnvelopeWire(ResultKeysWire);

/** One prize division of a lottery draw; money per winner as a decimal string. */
export const DividendWire = Type.Object({
  division: Type.Integer({ minimum: 1 }),
  /** What the division needs, e.g. "5 winning numbers + 1 supplementary". */
  description: Type.String(),
  winners: Type.Integer({ minimum: 0 }),
  prize_per_winner: Type.Union([MoneyWire, Type.Null()]),
});
export type DividendWire = Static<typeof DividendWire>;

/** A drawn lottery draw with numbers by set and its dividends (v3.6, and full results). */
export const DrawDetailsWire = Type.Intersect([
  PastDrawWire,
  Type.Object({
    number_sets: Type.Array(DrawnNumberSetWire),
    supplementaries: Type.Array(Type.Integer()),
    dividends: Type.Array(DividendWire),
    total_winners: Type.Integer({ minimum: 0 }),
  }),
]);
export type DrawDetailsWire = Static<typeof DrawDetailsWire>;

export const DrawDetailsEnvelopeWire = ResultEnvelopeWire(DrawDetailsWire);

export const FullResultsEnvelopeWire = EntitiesEnvelopeWire(DrawDetailsWire);

/** A ticket of the signed-in customer that plays a draw (one of its draws, for a multi-draw ticket). */
export const CustomerDrawTicketWire = Type.Object({
  id: Type.String(),
  /** The checkout (order) that bought it. */
  checkout_id: Type.String(),
  description: Type.String(),
  game_type: Type.String(),
  game_offer: Type.String(),
  games: Type.Array(Type.Record(Type.String(), Type.Array(Type.Integer()))),
  num_games: Type.Integer({ minimum: 0 }),
  /** The ticket's first draw and how many draws it plays from there. */
  first_draw_no: Type.Union([Type.Integer(), Type.Null()]),
  num_draws: Type.Integer({ minimum: 1 }),
  day: Type.Union([Type.String(), Type.Null()]),
  cause_key: Type.Union([Type.String(), Type.Null()]),
  price: MoneyWire,
  purchase_status: Type.Union([Type.Literal('standard'), Type.Literal('pre_order')]),
});
export type CustomerDrawTicketWire = Static<typeof CustomerDrawTicketWire>;

/**
 * `GET /v2/draw/full_result_customer/{offerKey}/{drawNo}`: the full result of a draw and, for a
 * signed-in customer, their tickets in it (`customer_tickets` is null without a customer).
 */
export const DrawCustomerResultWire = Type.Intersect([
  DrawDetailsWire,
  Type.Object({
    customer_tickets: Type.Union([Type.Array(CustomerDrawTicketWire), Type.Null()]),
  }),
]);
export type DrawCustomerResultWire = Static<typeof DrawCustomerResultWire>;

export const DrawCustomerResultEnvelopeWire = ResultEnvelopeWire(DrawCustomerResultWire);

export const RafflePrizeWire = Type.Object({
  /** 1 is the first prize. */
  ranking: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  value: Type.Union([MoneyWire, Type.Null()]),
  image: Type.Union([Type.String(), Type.Null()]),
  quantity: Type.Integer({ minimum: 1 }),
});
export type RafflePrizeWire = Static<typeof RafflePrizeWire>;

export const RafflePrizesEnvelopeWire = EntitiesEnvelopeWire(RafflePrizeWire);

/** A raffle winner; names are masked ("J. S.") and located by suburb and state. */
export const RaffleWinnerWire = Type.Object({
  prize_ranking: Type.Integer({ minimum: 1 }),
  prize_name: Type.String(),
  name: Type.String(),
  location: Type.String(),
  ticket_number: Type.String(),
});
export type RaffleWinnerWire = Static<typeof RaffleWinnerWire>;

export const RaffleWinnersEnvelopeWire = EntitiesEnvelopeWire(RaffleWinnerWire);

/** A draw of any offer as a draw page or a terms preview shows it (`GET /v2/draw/preview/{offerKey}/{drawNo}`). */
export const DrawPreviewWire = Type.Object({
  lottery_key: Type.String(),
  draw_no: Type.Integer(),
  type: DrawTypeWire,
  status: LotteryDrawStatusWire,
  draw_data: Type.Object({
    draw_number: Type.Integer(),
    /** When sales stop, ISO 8601 UTC. */
    draw_stop: Type.String(),
    feature_image: Type.Union([Type.String(), Type.Null()]),
    name: Type.String(),
    value: Type.Union([MoneyWire, Type.Null()]),
    draw_pre_order_start_date: Type.Union([Type.String(), Type.Null()]),
  }),
  /** Raffles: open, sold_out, past_draw or pre_order; null for lottery draws. */
  purchase_status: Type.Union([RafflePurchaseStatusWire, Type.Null()]),
  prizes: Type.Array(RafflePrizeWire),
  /** First-prize winner once a raffle is drawn. */
  winner_info: Type.Union([RaffleWinnerWire, Type.Null()]),
});
export type DrawPreviewWire = Static<typeof DrawPreviewWire>;

export const DrawPreviewEnvelopeWire = ResultEnvelopeWire(DrawPreviewWire);

// ---------------------------------------------------------------------------------------------
// Statistics
// ---------------------------------------------------------------------------------------------

export const NumberFrequencyWire = Type.Object({
  number: Type.Integer(),
  /** Draws this number was drawn in. */
  count: Type.Integer({ minimum: 0 }),
  /** Draw number it was last drawn in; null when never. */
  last_drawn_draw_no: Type.Union([Type.Integer(), Type.Null()]),
});
export type NumberFrequencyWire = Static<typeof NumberFrequencyWire>;

export const NumberSetStatisticsWire = Type.Object({
  name: Type.String(),
  /** Every number of the set's range, smallest first. */
  frequencies: Type.Array(NumberFrequencyWire),
  /** The most often drawn numbers (most first). */
  hot: Type.Array(Type.Integer()),
  /** The least often drawn numbers (least first). */
  cold: Type.Array(Type.Integer()),
});
export type NumberSetStatisticsWire = Static<typeof NumberSetStatisticsWire>;

/** `GET /v2/statistics/{key}`: number frequencies of an offer's past draws. */
export const StatisticsWire = Type.Object({
  lottery_key: Type.String(),
  draws_counted: Type.Integer({ minimum: 0 }),
  first_draw_no: Type.Union([Type.Integer(), Type.Null()]),
  last_draw_no: Type.Union([Type.Integer(), Type.Null()]),
  number_sets: Type.Array(NumberSetStatisticsWire),
});
export type StatisticsWire = Static<typeof StatisticsWire>;

export const StatisticsEnvelopeWire = ResultEnvelopeWire(StatisticsWire);

/**
 * What a draw publishes so that anyone can check it (snake_case, as the services send it): the
 * commitment made before sales closed, the seed revealed at the draw, the beacon round mixed in,
 * the pools drawn, the numbers, and the Merkle root of the ticket lines frozen at close. Hashes and
 * bytes are lowercase hex.
 */

const Sha256HexWire = Type.String({ pattern: '^[0-9a-f]{64}$' });

/** A new barrel of the integers minimum..maximum, or more balls from an earlier pool's barrel. */
export const DrawPoolWire = Type.Union([
  Type.Object({
    name: Type.String({ minLength: 1 }),
    kind: Type.Literal('barrel'),
    minimum: Type.Integer(),
    maximum: Type.Integer(),
    pick: Type.Integer({ minimum: 0 }),
  }),
  Type.Object({
    name: Type.String({ minLength: 1 }),
    kind: Type.Literal('continued'),
    barrel: Type.String({ minLength: 1 }),
    pick: Type.Integer({ minimum: 0 }),
  }),
]);
export type DrawPoolWire = Static<typeof DrawPoolWire>;

/** The public randomness beacon round mixed into the draw; null when the draw used none. */
export const DrawBeaconWire = Type.Object({
  /** `drand:<chain hash>`. */
  key: Type.String(),
  round: Type.Integer({ minimum: 1 }),
  value: Type.String({ pattern: '^([0-9a-f]{2})+$' }),
});
export type DrawBeaconWire = Static<typeof DrawBeaconWire>;

export const DrawVerificationWire = Type.Object({
  /** `hmac-sha256-fy-v1`. */
  algorithm_version: Type.String(),
  commitment: Sha256HexWire,
  /** The 32-byte seed revealed at the draw. */
  seed: Sha256HexWire,
  beacon: Type.Union([DrawBeaconWire, Type.Null()]),
  /** `{offerKey}:{drawNo}`. */
  draw_key: Type.String(),
  pools: Type.Array(DrawPoolWire),
  /** Drawn numbers per pool, in the order drawn. */
  numbers: Type.Array(DrawnNumberSetWire),
  /** Merkle root of the ticket lines frozen at close. */
  tickets_root: Sha256HexWire,
});
export type DrawVerificationWire = Static<typeof DrawVerificationWire>;

/**
 * `GET /v2/draws/{offerKey}/{drawNo}/commitment`: what a draw publishes while its sales are open
 * (the seed stays secret until the draw), and the root of its ticket lines once sales close.
 */
export const DrawCommitmentWire = Type.Object({
  /** `{offerKey}:{drawNo}`. */
  draw_key: Type.String(),
  algorithm_version: Type.String(),
  commitment: Sha256HexWire,
  /** When the commitment was made, ISO 8601 UTC. */
  committed_at: Type.String(),
  /** Merkle root of the ticket lines frozen at close; null until then. */
  tickets_root: Type.Union([Sha256HexWire, Type.Null()]),
  /** How many ticket lines were frozen; null until close. */
  ticket_lines: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  status: LotteryDrawStatusWire,
});
export type DrawCommitmentWire = Static<typeof DrawCommitmentWire>;

export const DrawCommitmentEnvelopeWire = ResultEnvelopeWire(DrawCommitmentWire);

export const DrawVerificationEnvelopeWire = ResultEnvelopeWire(DrawVerificationWire);

/** One step from a ticket line's leaf towards the root: the sibling hash and its side. */
export const MerkleStepWire = Type.Object({
  side: Type.Union([Type.Literal('left'), Type.Literal('right')]),
  hash: Sha256HexWire,
});
export type MerkleStepWire = Static<typeof MerkleStepWire>;

/** A ticket line as it was frozen, with its inclusion proof against the draw's tickets root. */
export const TicketLineProofWire = Type.Object({
  /** The line's index within its ticket (0-based). */
  line_index: Type.Integer({ minimum: 0 }),
  /** The line's numbers by set name, as stored; empty for a raffle ticket or a share. */
  numbers: Type.Record(Type.String(), Type.Array(Type.Integer())),
  /** The line's position among all the frozen lines (0-based) and how many there are. */
  leaf_index: Type.Integer({ minimum: 0 }),
  leaf_count: Type.Integer({ minimum: 1 }),
  steps: Type.Array(MerkleStepWire),
});
export type TicketLineProofWire = Static<typeof TicketLineProofWire>;

/**
 * `GET /v2/draws/{offerKey}/{drawNo}/tickets/{ticketId}/proof` (the signed-in customer's own
 * ticket): its lines with their inclusion proofs (ticket-merkle.ts gives the hashing).
 */
export const TicketProofWire = Type.Object({
  draw_key: Type.String(),
  ticket_id: Type.String(),
  tickets_root: Sha256HexWire,
  /** Position (1-based) of the ticket's first line in the frozen list. */
  first_position: Type.Integer({ minimum: 1 }),
  lines: Type.Array(TicketLineProofWire),
});
export type TicketProofWire = Static<typeof TicketProofWire>;

export const TicketProofEnvelopeWire = ResultEnvelopeWire(TicketProofWire);
