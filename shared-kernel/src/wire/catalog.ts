import { type Static, Type } from '@sinclair/typebox';
import { EntitiesEnvelopeWire, MoneyWire, ResultEnvelopeWire } from './envelope';
import { DrawTypeWire, RafflePurchaseStatusWire } from './product-offers';

/**
 * Draws, results, statistics, causes, content (CMS), tips, location and events as the services
 * send them (snake_case, api.md §7.2, §7.6). Money is a decimal string; dates are ISO 8601 UTC.
 */

// ---------------------------------------------------------------------------------------------
// Draws and results
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Causes
// ---------------------------------------------------------------------------------------------

export const CauseDetailWire = Type.Object({
  key: Type.String(),
  url_slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  category: Type.String(),
  state: Type.String(),
  logo: Type.Union([Type.String(), Type.Null()]),
  website: Type.Union([Type.String(), Type.Null()]),
  /** Offers that support this cause. */
  product_offer_keys: Type.Array(Type.String()),
});
export type CauseDetailWire = Static<typeof CauseDetailWire>;
export const CausesEnvelopeWire = EntitiesEnvelopeWire(CauseDetailWire);
export const CauseEnvelopeWire = ResultEnvelopeWire(CauseDetailWire);

/** `GET /v2/causes`: `slug` narrows to one cause; page size default 10. */
export const CausesQueryWire = Type.Object({
  slug: Type.Optional(Type.String({ maxLength: 200 })),
  product_offer_key: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  clear_cache: Type.Optional(Type.String()),
});
export type CausesQueryWire = Static<typeof CausesQueryWire>;

// ---------------------------------------------------------------------------------------------
// Tips, location, events
// ---------------------------------------------------------------------------------------------

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
    comment: Type.Optional(Type.String({ maxLength: 2000 })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    source: Type.String({ minLength: 1, maxLength: 500 }),
    variant: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 50 })])),
    client_information: Type.Object(
      {
        build: Type.Optional(Type.String({ maxLength: 100 })),
        name: Type.String({ maxLength: 50 }),
        version: Type.String({ maxLength: 50 }),
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

// ---------------------------------------------------------------------------------------------
// Content service (/cms, version 1)
// ---------------------------------------------------------------------------------------------

export const CmsStatusWire = Type.Union([
  Type.Literal('published'),
  Type.Literal('draft'),
  Type.Literal('archived'),
]);
export type CmsStatusWire = Static<typeof CmsStatusWire>;

/** Page metadata of product.md "Layout behaviour". */
export const PageMetadataWire = Type.Object({
  title: Type.String(),
  description: Type.String(),
  canonical: Type.Union([Type.String(), Type.Null()]),
  noindex: Type.Boolean(),
  nofollow: Type.Boolean(),
  open_graph: Type.Object({
    title: Type.String(),
    description: Type.String(),
    image: Type.Union([Type.String(), Type.Null()]),
    type: Type.String(),
  }),
  twitter: Type.Object({
    card: Type.String(),
    title: Type.String(),
    description: Type.String(),
    image: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type PageMetadataWire = Static<typeof PageMetadataWire>;

/** What every CMS item carries; collections add their own fields. */
const cmsItemBase = {
  id: Type.String(),
  status: CmsStatusWire,
  /** Null: visible as soon as it is published. */
  published_at: Type.Union([Type.String(), Type.Null()]),
};

/** An item of any collection (the fields beyond these depend on the collection). */
export const CmsItemWire = Type.Object(cmsItemBase, { additionalProperties: true });
export type CmsItemWire = Static<typeof CmsItemWire> & Record<string, unknown>;
export const CmsItemsEnvelopeWire = EntitiesEnvelopeWire(CmsItemWire);
export const CmsItemEnvelopeWire = ResultEnvelopeWire(CmsItemWire);

/** Collection `blog`. */
export const BlogPostWire = Type.Object({
  ...cmsItemBase,
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  /** Markdown. */
  body: Type.String(),
  /** Slug of a `blog_categories` item. */
  category: Type.String(),
  author: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  seo: PageMetadataWire,
});
export type BlogPostWire = Static<typeof BlogPostWire>;

/** Collection `blog_categories`. */
export const BlogCategoryWire = Type.Object({
  ...cmsItemBase,
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
});
export type BlogCategoryWire = Static<typeof BlogCategoryWire>;

/** Collection `pages`: content pages by path (about pages, /how-to-play…). */
export const CmsPageWire = Type.Object({
  ...cmsItemBase,
  /** Site path, e.g. `/about/privacy`. */
  path: Type.String(),
  title: Type.String(),
  /** Markdown. */
  body: Type.String(),
  metadata: PageMetadataWire,
  /** Whether the path appears in the sitemap. */
  sitemap: Type.Boolean(),
  /** Pages of the shop to go on to, shown after the body. */
  links: Type.Optional(Type.Array(Type.Object({ to: Type.String(), text: Type.String() }))),
});
export type CmsPageWire = Static<typeof CmsPageWire>;

/** `GET /cms/items/theme` (a singleton). */
export const CmsThemeWire = Type.Object({
  ...cmsItemBase,
  colours: Type.Record(Type.String(), Type.String()),
  logos: Type.Record(Type.String(), Type.String()),
  fonts: Type.Record(Type.String(), Type.String()),
  motifs: Type.Record(Type.String(), Type.String()),
  favicons: Type.Record(Type.String(), Type.String()),
});
export type CmsThemeWire = Static<typeof CmsThemeWire>;

/** `GET /cms/items/site_config` (a singleton): navigation sets and widget variants. */
export const CmsSiteConfigWire = Type.Object({
  ...cmsItemBase,
  navigation: Type.Object({
    primary: Type.Array(Type.Object({ label: Type.String(), route: Type.String() })),
    secondary: Type.Array(Type.Object({ label: Type.String(), route: Type.String() })),
  }),
  /** Widget name → variant. */
  widgets: Type.Record(Type.String(), Type.String()),
});
export type CmsSiteConfigWire = Static<typeof CmsSiteConfigWire>;

/** `GET /cms/files/{id}`: a file's description and where to load it. */
export const CmsFileWire = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: Type.String(),
  filename_download: Type.String(),
  url: Type.String(),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
});
export type CmsFileWire = Static<typeof CmsFileWire>;
export const CmsFileEnvelopeWire = ResultEnvelopeWire(CmsFileWire);

/**
 * Query of `GET /cms/items/{collection}`. `filter[path]` matches page paths case-insensitively,
 * ignoring a trailing slash; `filter[slug]`, `filter[category]` narrow; `status` adds drafts or
 * archived items to the published ones. Page size default 10; `page` counts from 1.
 */
export const CmsItemsQueryWire = Type.Object({
  'filter[path]': Type.Optional(Type.String({ maxLength: 500 })),
  'filter[slug]': Type.Optional(Type.String({ maxLength: 200 })),
  'filter[category]': Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(
    Type.Union([Type.Literal('draft'), Type.Literal('archived'), Type.Literal('all')]),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Page number, coerced to at least 1; with `limit` it sets the offset. */
  page: Type.Optional(Type.Integer()),
  clear_cache: Type.Optional(Type.String()),
});
export type CmsItemsQueryWire = Static<typeof CmsItemsQueryWire>;

/** `POST /cms/items/{collection}`: a new item (bearer CMS token). */
export const CmsItemCreateWire = Type.Object(
  {
    id: Type.Optional(Type.String({ pattern: '^[a-z0-9_-]{1,100}$' })),
    status: Type.Optional(CmsStatusWire),
    published_at: Type.Optional(Type.Union([Type.Null(), Type.String({ format: 'date-time' })])),
  },
  { additionalProperties: true },
);
export type CmsItemCreateWire = Static<typeof CmsItemCreateWire> & Record<string, unknown>;
