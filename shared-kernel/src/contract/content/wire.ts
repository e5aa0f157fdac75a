import { type Static, Type } from '@sinclair/typebox';
import { EntitiesEnvelopeWire, ResultEnvelopeWire } from '../envelope/wire';
import { feedbackCommentLengthMax } from './model';

/** Tips, location and client events as they travel (snake_case, api.md §7.2). */

export const TipWire = Type.Object({
  key: Type.String(),
  /** The offer the tip is about; null for tips about every offer. */
  product_offer_key: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  text: Type.String(),
});
export type TipWire = Static<typeof TipWire>;

export const TipsEnvelopeWire = EntitiesEnvelopeWire(TipWire);

/** `GET /v2/locate`: the visitor's country (ISO 3166 alpha-2) and Australian state when known. */
export const LocationWire = Type.Object({
  country: Type.String(),
  state: Type.Union([Type.String(), Type.Null()]),
});
export type LocationWire = Static<typeof LocationWire>;

export const LocationEnvelopeWire = ResultEnvelopeWire(LocationWire);

export const FeedbackEventWire = Type.Object(
  {
    event_type: Type.Literal('feedback_event'),
    category: Type.Literal('user'),
    name: Type.Literal('feedback'),
    /** satisfied 1, neutral 0, not_satisfied -1. */
    rating: Type.Union([Type.Literal(-1), Type.Literal(0), Type.Literal(1)]),
    comment: Type.Optional(Type.String({ maxLength: feedbackCommentLengthMax })),
    /** Only a visitor who is not signed in gives one (product.md §5). */
    email: Type.Optional(Type.String({ maxLength: 254, format: 'email' })),
    /** The path the feedback was given on. */
    source: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }),
    /** The sub-variant, when one is chosen. */
    variant: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 50 })])),
    client_information: Type.Object(
      {
        /** `release` for a production build, `internal` otherwise. */
        build: Type.Optional(Type.Union([Type.Literal('release'), Type.Literal('internal')])),
        name: Type.Literal('Web'),
        version: Type.String({ minLength: 1, maxLength: 50 }),
        client_environment: Type.Object(
          {
            timezone: Type.String({ maxLength: 100 }),
            locale: Type.String({ maxLength: 20 }),
          },
          { maxProperties: 10 },
        ),
      },
      { maxProperties: 10 },
    ),
  },
  { maxProperties: 20 },
);
export type FeedbackEventWire = Static<typeof FeedbackEventWire>;

/**
 * A customer-data event (api.md §7.10: page, identify, reset and product events). Client events
 * are posted anonymously, so every string and every object of both kinds is bounded.
 */
export const AnalyticsEventWire = Type.Object(
  {
    event_type: Type.Literal('analytics_event'),
    category: Type.Literal('analytics'),
    type: Type.Union([
      Type.Literal('page'),
      Type.Literal('identify'),
      Type.Literal('reset'),
      Type.Literal('track'),
    ]),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    properties: Type.Record(
      Type.String({ maxLength: 100 }),
      Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean(), Type.Null()]),
      { maxProperties: 50 },
    ),
    occurred_at: Type.String({ format: 'date-time' }),
  },
  { maxProperties: 20 },
);
export type AnalyticsEventWire = Static<typeof AnalyticsEventWire>;

/** What `POST /v2/event` takes: feedback, or an analytics event. */
export const ClientEventWire = Type.Union([FeedbackEventWire, AnalyticsEventWire]);
export type ClientEventWire = Static<typeof ClientEventWire>;

/** `POST /v2/event` answers the stored event's id. */
export const EventCreatedWire = Type.Object({ id: Type.String() });
export type EventCreatedWire = Static<typeof EventCreatedWire>;

export const EventCreatedEnvelopeWire = ResultEnvelopeWire(EventCreatedWire);
