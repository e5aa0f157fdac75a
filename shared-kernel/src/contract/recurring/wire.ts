import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { EntitiesEnvelopeWire, MoneyWire, ResultEnvelopeWire } from '../envelope/wire';

/**
 * Recurring purchases as they travel (snake_case; api.md §7.4 and §7.8, autoplay v3.3): autoplay,
 * subscriptions, the combined list and the customer's recurring purchase method.
 */

const nullable = <Schema extends TSchema>(schema: Schema) => Type.Union([schema, Type.Null()]);

/** product.md §3: a timed pause has `paused_until`; once that has passed it answers active. */
export const RecurringStatusWire = Type.Union([
  Type.Literal('recurring_status_active'),
  Type.Literal('recurring_status_paused'),
  Type.Literal('recurring_status_timed_pause'),
  Type.Literal('recurring_status_cancelled'),
]);
export type RecurringStatusWire = Static<typeof RecurringStatusWire>;

/** The last draw a purchase was made or refused for (a skipped draw leaves it as it was). */
export const LastAttemptStatusWire = Type.Union([
  Type.Literal('purchased'),
  Type.Literal('soft_failure'),
  Type.Literal('hard_failure'),
]);
export type LastAttemptStatusWire = Static<typeof LastAttemptStatusWire>;

/** What became of one draw: bought, skipped (paused, jackpot below the minimum) or failed. */
export const AttemptOutcomeWire = Type.Union([
  Type.Literal('purchased'),
  Type.Literal('skipped'),
  Type.Literal('soft_failure'),
  Type.Literal('hard_failure'),
]);
export type AttemptOutcomeWire = Static<typeof AttemptOutcomeWire>;

/** How a recurring purchase pays when the wallet is short (from the selected method). */
export const FundKindWire = Type.Union([
  Type.Literal('unfunded'),
  Type.Literal('wallet'),
  Type.Literal('cc'),
  Type.Literal('paypal'),
  Type.Literal('bank'),
]);
export type FundKindWire = Static<typeof FundKindWire>;

export const SubscriptionPeriodWire = Type.Union([
  Type.Literal('monthly'),
  Type.Literal('quarterly'),
  Type.Literal('biannually'),
  Type.Literal('annually'),
]);
export type SubscriptionPeriodWire = Static<typeof SubscriptionPeriodWire>;

export const RecurringFrequencyWire = Type.Union([Type.Literal('monthly'), Type.Literal('weekly')]);

export const AutoplayProductTypeWire = Type.Union([
  Type.Literal('lottery_ticket'),
  Type.Literal('raffle_ticket'),
  Type.Literal('syndicate_share'),
]);

/** A ticket's games as tickets carry them: `[{ Numbers: [...], Powerball: [...] }]`. */
export const RecurringGamesWire = Type.Array(
  Type.Record(Type.String({ maxLength: 40 }), Type.Array(Type.Integer(), { maxItems: 60 })),
  { maxItems: 100 },
);
export type RecurringGamesWire = Static<typeof RecurringGamesWire>;

export const DefaultFundWire = Type.Object({ kind: FundKindWire });

/** One draw of the attempt history (newest first, the last 10). */
export const RecurringAttemptWire = Type.Object({
  draw_no: Type.Integer(),
  /** When the draw's sales closed (ISO); null when the draw is gone. */
  draw_date: nullable(Type.String()),
  outcome: AttemptOutcomeWire,
  /** Why it was skipped or failed, as the customer is told; null when bought. */
  reason: nullable(Type.String()),
  attempted_at: Type.String(),
});
export type RecurringAttemptWire = Static<typeof RecurringAttemptWire>;

/** The offer's next open draw the purchase would buy. */
export const NextDrawWire = Type.Object({
  draw_no: Type.Integer(),
  draw_date: Type.String(),
  jackpot: nullable(MoneyWire),
});

/** `limit`, `offset`, `total` and the number of `pages` of a recurring list. */
export const RecurringPageInfoWire = Type.Object({
  limit: Type.Integer({ minimum: 0 }),
  offset: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  pages: Type.Integer({ minimum: 0 }),
});
export type RecurringPageInfoWire = Static<typeof RecurringPageInfoWire>;

/** An entities envelope whose page_info also says how many pages there are. */
function PagedEnvelopeWire<Entity extends TSchema>(entity: Entity) {
  return Type.Object({
    ...EntitiesEnvelopeWire(entity).properties,
    page_info: nullable(RecurringPageInfoWire),
  });
}

/**
 * An autoplay: the same ticket bought for every draw of the offer (api.md §7.8). `description`
 * and `frequency_label` use api.md §9's words; `games` are what later draws buy (fresh random
 * numbers every draw when `quickpick`); `price` is per draw.
 */
export const AutoplayWire = Type.Object({
  autoplay_id: Type.String(),
  type: Type.Literal('autoplay'),
  status: RecurringStatusWire,
  paused_until: nullable(Type.String()),
  product_type: AutoplayProductTypeWire,
  product_offer_key: Type.String(),
  product_offer_name: Type.String(),
  lottery_id: Type.String(),
  description: Type.String(),
  /** 'Weekly', 'Monthly', 'Every draw' or 'Jackpots {jackpot} and over'. */
  frequency_label: Type.String(),
  game_offer: Type.String(),
  game_offer_name: Type.String(),
  num_games: Type.Integer(),
  number_of_games: Type.Integer(),
  number_of_tickets: nullable(Type.Integer()),
  number_of_shares: nullable(Type.Integer()),
  games: RecurringGamesWire,
  quickpick: Type.Boolean(),
  minimum_jackpot_amount: nullable(MoneyWire),
  has_selectable_days: Type.Boolean(),
  cause_key: nullable(Type.String()),
  price: MoneyWire,
  default_fund: DefaultFundWire,
  last_attempt_status: nullable(LastAttemptStatusWire),
  last_attempt_at: nullable(Type.String()),
  next_draw: nullable(NextDrawWire),
  attempts: Type.Array(RecurringAttemptWire),
  created_at: Type.String(),
});
export type AutoplayWire = Static<typeof AutoplayWire>;
export const AutoplayEnvelopeWire = ResultEnvelopeWire(AutoplayWire);
export const AutoplaysEnvelopeWire = PagedEnvelopeWire(AutoplayWire);

/**
 * A subscription: the offer's next open draw bought once every `period` (from
 * `next_purchase_date`). `frequency` is how often it buys: monthly for every period.
 */
export const SubscriptionWire = Type.Object({
  id: Type.String(),
  type: Type.Literal('subscription'),
  status: RecurringStatusWire,
  paused_until: nullable(Type.String()),
  product_offer_key: Type.String(),
  product_offer_name: Type.String(),
  game_offer: Type.String(),
  game_offer_name: Type.String(),
  cause_key: nullable(Type.String()),
  cause_name: nullable(Type.String()),
  num_games: Type.Integer(),
  period: SubscriptionPeriodWire,
  frequency: RecurringFrequencyWire,
  price: MoneyWire,
  next_purchase_date: nullable(Type.String()),
  last_attempt_status: nullable(LastAttemptStatusWire),
  last_attempt_at: nullable(Type.String()),
  default_fund: DefaultFundWire,
  attempts: Type.Array(RecurringAttemptWire),
  created_at: Type.String(),
  membership_key: Type.Optional(Type.String()),
  membership_name: Type.Optional(Type.String()),
  membership_offer_key: Type.Optional(Type.String()),
  membership_offer_name: Type.Optional(Type.String()),
});
export type SubscriptionWire = Static<typeof SubscriptionWire>;
export const SubscriptionEnvelopeWire = ResultEnvelopeWire(SubscriptionWire);
export const SubscriptionsEnvelopeWire = PagedEnvelopeWire(SubscriptionWire);

/** One line of `GET /v2/recurring_purchases`: autoplays and subscriptions, newest first. */
export const CombinedRecurringPurchaseWire = Type.Object({
  id: Type.String(),
  type: Type.Union([Type.Literal('autoplay'), Type.Literal('subscription')]),
  description: Type.String(),
  product_offer_key: Type.String(),
  product_offer_name: Type.String(),
  status: RecurringStatusWire,
  paused_until: nullable(Type.String()),
  price: MoneyWire,
  last_attempt_status: nullable(LastAttemptStatusWire),
  next_draw_date: nullable(Type.String()),
  default_fund: DefaultFundWire,
});
export type CombinedRecurringPurchaseWire = Static<typeof CombinedRecurringPurchaseWire>;
export const CombinedRecurringPurchasesEnvelopeWire = PagedEnvelopeWire(
  CombinedRecurringPurchaseWire,
);

// --- Requests ---------------------------------------------------------------------------------

export const RecurringPageQueryWire = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type RecurringPageQueryWire = Static<typeof RecurringPageQueryWire>;

/** `GET /v2/subscriptions`: a page, or the ones of some offers (`lottery_keys=a,b`). */
export const SubscriptionsQueryWire = Type.Object({
  ...RecurringPageQueryWire.properties,
  lottery_keys: Type.Optional(Type.String({ maxLength: 500 })),
});
export type SubscriptionsQueryWire = Static<typeof SubscriptionsQueryWire>;

export const RecurringParamsWire = Type.Object({
  id: Type.String({
    pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  }),
});
export type RecurringParamsWire = Static<typeof RecurringParamsWire>;

/**
 * `POST /v2/autoplay/{id}/set-minimum-jackpot`, form: dollars; empty or 0 clears the minimum.
 * The client's form mode sends `minimum_jackpot_amount`; `minimumJackpotAmount` is read too.
 */
export const MinimumJackpotFormWire = Type.Object({
  minimumJackpotAmount: Type.Optional(
    Type.Union([Type.String({ maxLength: 20 }), Type.Number(), Type.Null()]),
  ),
  minimum_jackpot_amount: Type.Optional(
    Type.Union([Type.String({ maxLength: 20 }), Type.Number(), Type.Null()]),
  ),
});
export type MinimumJackpotFormWire = Static<typeof MinimumJackpotFormWire>;

/** `POST /v2/autoplay/{id}/set-quickpick`, form `quickpick` ('true' or 'false'). */
export const QuickpickFormWire = Type.Object({ quickpick: Type.Boolean() });
export type QuickpickFormWire = Static<typeof QuickpickFormWire>;

/** `PATCH /v2/autoplay/{id}`: checked against the offer's number sets; the price follows. */
export const AutoplayPatchWire = Type.Object({
  games: Type.Optional(RecurringGamesWire),
  num_games: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  game_offer: Type.Optional(Type.String({ maxLength: 80 })),
});
export type AutoplayPatchWire = Static<typeof AutoplayPatchWire>;

/** `PATCH /v2/subscriptions/{id}`: the cause must be one of the offer's. */
export const SubscriptionPatchWire = Type.Object({
  game_offer: Type.Optional(Type.String({ maxLength: 80 })),
  cause_key: Type.Optional(Type.Union([Type.String({ maxLength: 80 }), Type.Null()])),
  num_games: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  period: Type.Optional(SubscriptionPeriodWire),
});
export type SubscriptionPatchWire = Static<typeof SubscriptionPatchWire>;

/**
 * `PATCH /v2/autoplay/{id}/status` and `/v2/subscriptions/{id}/status`: a timed pause needs
 * `paused_until` (ISO), in the future and at most a year ahead.
 */
export const RecurringStatusChangeWire = Type.Object({
  status: Type.Union([...RecurringStatusWire.anyOf, Type.Literal('timed_paused')]),
  paused_until: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
});
export type RecurringStatusChangeWire = Static<typeof RecurringStatusChangeWire>;

// --- Recurring purchase method (api.md §7.4) --------------------------------------------------

/**
 * `wallet` (always), `card:{fundId}` per saved card, `paypal:{fundId}` for a vaulted PayPal
 * account the shop can charge without the customer; a bank account is listed disabled, its
 * `name` saying why.
 */
export const RecurringPurchaseMethodWire = Type.Object({
  recurring_purchase_method_key: Type.String(),
  name: Type.String(),
  disabled: Type.Boolean(),
});
export type RecurringPurchaseMethodWire = Static<typeof RecurringPurchaseMethodWire>;

export const RecurringPurchaseMethodsWire = Type.Object({
  available_recurring_purchase_methods: Type.Array(RecurringPurchaseMethodWire),
  selected_recurring_purchase_method_key: Type.String(),
});
export type RecurringPurchaseMethodsWire = Static<typeof RecurringPurchaseMethodsWire>;
export const RecurringPurchaseMethodsEnvelopeWire = ResultEnvelopeWire(
  RecurringPurchaseMethodsWire,
);

/** `POST /v2/customer/recurring-purchase-method?recurring_purchase_method=<key>`. */
export const RecurringPurchaseMethodQueryWire = Type.Object({
  recurring_purchase_method: Type.String({ minLength: 1, maxLength: 120 }),
});
export type RecurringPurchaseMethodQueryWire = Static<typeof RecurringPurchaseMethodQueryWire>;
