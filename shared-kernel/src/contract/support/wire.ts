import { type Static, Type } from '@sinclair/typebox';
import { ResultEnvelopeWire } from '../envelope/wire';

/**
 * Support chat and customer-data (analytics) events as they travel (snake_case). The chat is the
 * support widget's "online chat when available" (product.md §1), behind customer_chat.
 */

/** Longest chat message a customer or support may send. */
export const supportMessageLengthMax = 2000;

export const SupportMessageAuthorWire = Type.Union([
  Type.Literal('customer'),
  Type.Literal('support'),
]);

export const SupportMessageWire = Type.Object({
  id: Type.String(),
  author: SupportMessageAuthorWire,
  body: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type SupportMessageWire = Static<typeof SupportMessageWire>;

export const SupportConversationWire = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  created_at: Type.String({ format: 'date-time' }),
  /** Oldest first; only those after `after` when the call asked for newer ones. */
  messages: Type.Array(SupportMessageWire),
});
export type SupportConversationWire = Static<typeof SupportConversationWire>;

/** The customer's open conversation, or null when there is none. */
export const SupportConversationEnvelopeWire = ResultEnvelopeWire(
  Type.Union([SupportConversationWire, Type.Null()]),
);

/** GET /v2/support/conversation: `after` (a message id) asks only for newer messages. */
export const SupportConversationQueryWire = Type.Object({
  after: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })),
});
export type SupportConversationQueryWire = Static<typeof SupportConversationQueryWire>;

export const SupportMessageBodyWire = Type.Object({
  body: Type.String({ maxLength: supportMessageLengthMax }),
});
export type SupportMessageBodyWire = Static<typeof SupportMessageBodyWire>;

// --- Customer-data events (api.md §7.10: page, identify, reset, product events) ---------------

/** Analytics product fields (product.md §3). */
export const analyticsProductFields = [
  'brand',
  'category',
  'cause',
  'source',
  'cart_id',
  'product_id',
  'num_draws',
  'num_games',
  'purchase_status',
  'draw_date',
  'draw_no',
  'prize_pool',
  'days_of_week',
  'price',
  'variant',
  'name',
] as const;
export type AnalyticsProductField = (typeof analyticsProductFields)[number];

// Numbers first: the API coerces types, and a price must stay a number, not become "7.35".
const PropertyValueWire = Type.Union([
  Type.Number(),
  Type.Boolean(),
  Type.Null(),
  Type.String({ maxLength: 500 }),
]);

export const AnalyticsProductWire = Type.Partial(
  Type.Object(
    Object.fromEntries(analyticsProductFields.map((field) => [field, PropertyValueWire])),
  ),
  { additionalProperties: false },
);

export const AnalyticsEventTypeWire = Type.Union([
  Type.Literal('page'),
  Type.Literal('identify'),
  Type.Literal('track'),
  Type.Literal('reset'),
]);
export type AnalyticsEventTypeWire = Static<typeof AnalyticsEventTypeWire>;

export const AnalyticsEventWire = Type.Object(
  {
    type: AnalyticsEventTypeWire,
    /** A page's path, a tracked event's name (`Product Added`), `signed_out` for a reset. */
    name: Type.String({ minLength: 1, maxLength: 200 }),
    /** The generated anonymous id kept in its cookie (about a year). */
    anonymous_id: Type.String({ minLength: 8, maxLength: 100 }),
    session_id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    occurred_at: Type.String({ format: 'date-time' }),
    properties: Type.Optional(
      Type.Record(Type.String({ maxLength: 60 }), PropertyValueWire, { maxProperties: 50 }),
    ),
    products: Type.Optional(Type.Array(AnalyticsProductWire, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type AnalyticsEventWire = Static<typeof AnalyticsEventWire>;

/** POST /v2/analytics/events: a small batch, sent when the page is idle or hidden. */
export const AnalyticsBatchWire = Type.Object(
  { events: Type.Array(AnalyticsEventWire, { minItems: 1, maxItems: 20 }) },
  { additionalProperties: false },
);
export type AnalyticsBatchWire = Static<typeof AnalyticsBatchWire>;

export const AnalyticsAcceptedEnvelopeWire = ResultEnvelopeWire(
  Type.Object({ accepted: Type.Integer({ minimum: 0 }) }),
);
