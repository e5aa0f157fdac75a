import { type Kysely, type Selectable, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import {
  type CausesTable,
  type Database,
  type GameOffersTable,
  type GameTypesTable,
  type ProductOffersTable,
} from '../../database/schema';

export type ProductType = 'lottery_ticket' | 'raffle_ticket' | 'syndicate_share' | 'membership';
export type RafflePurchaseStatus = 'open' | 'sold_out' | 'past_draw' | 'pre_order';

export interface NumberSet {
  name: string;
  count: number;
  min: number;
  max: number;
}

export interface GameOffer {
  key: string;
  name: string;
  minGames: number;
  maxGames: number;
  defaultGames: number;
  numberSets: NumberSet[];
  prices: Array<{ games: number; priceCents: number }>;
  priceCurrency: string;
  /** mega_combo: the entry count a ticket starts at. */
  defaultEntryCount: number | null;
}

export interface GameType {
  key: string;
  name: string;
  gameOffers: GameOffer[];
}

export interface Cause {
  key: string;
  urlSlug: string;
  name: string;
}

export interface ProductOffer {
  key: string;
  type: ProductType;
  name: string;
  url: string;
  availability: 'available' | 'unavailable';
  displayCategory: string;
  suspended: boolean;
  ranking: number;
  recurringPurchase: {
    type: 'autoplay' | 'subscription' | null;
    availability: 'never' | 'optional' | 'always';
  };
  causes: Cause[];
  gameTypes: GameType[];
  /** Days a ticket chooses one of; empty when the lottery has no selectable days. */
  selectableDays: string[];
}

export interface UpcomingDraw {
  id: string;
  productOfferKey: string;
  drawNo: number;
  stop: Date;
  prizePoolCents: number | null;
  prizePoolSuffix: string | null;
  isPrizePoolUnknown: boolean;
  purchaseStatus: RafflePurchaseStatus | null;
}

function groupBy<Item>(items: Item[], keyOf: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Game types or game offers of every offer, by ranking. */
function partsQuery(database: Kysely<Database>, table: 'game_types' | 'game_offers') {
  return database.selectFrom(table).selectAll().orderBy('ranking').orderBy('key');
}

function causesQuery(database: Kysely<Database>) {
  return database
    .selectFrom('product_offer_causes')
    .innerJoin('causes', 'causes.key', 'product_offer_causes.cause_key')
    .select([
      'product_offer_causes.product_offer_key',
      'causes.key',
      'causes.url_slug',
      'causes.name',
    ])
    .orderBy('product_offer_causes.ranking')
    .orderBy('causes.key');
}

/** The offer's row with its game types, game offers and causes (rows of this offer only). */
function offerOf(
  offer: Selectable<ProductOffersTable>,
  parts: {
    gameTypes: ReadonlyArray<Pick<GameTypesTable, 'key' | 'name'>>;
    gameOffers: ReadonlyArray<Selectable<GameOffersTable>>;
    causes: ReadonlyArray<Pick<CausesTable, 'key' | 'url_slug' | 'name'>>;
  },
): ProductOffer {
  const gameOffersByType = groupBy([...parts.gameOffers], (row) => row.game_type_key);
  return {
    key: offer.key,
    type: offer.type as ProductType,
    name: offer.name,
    url: offer.url,
    availability: offer.availability as ProductOffer['availability'],
    displayCategory: offer.display_category,
    suspended: offer.suspended,
    ranking: offer.ranking,
    recurringPurchase: {
      type: offer.recurring_purchase_type as ProductOffer['recurringPurchase']['type'],
      availability:
        offer.recurring_purchase_availability as ProductOffer['recurringPurchase']['availability'],
    },
    causes: parts.causes.map((cause) => ({
      key: cause.key,
      urlSlug: cause.url_slug,
      name: cause.name,
    })),
    gameTypes: parts.gameTypes.map((gameType) => ({
      key: gameType.key,
      name: gameType.name,
      gameOffers: (gameOffersByType.get(gameType.key) ?? []).map((gameOffer) => ({
        key: gameOffer.key,
        name: gameOffer.name,
        minGames: gameOffer.min_games,
        maxGames: gameOffer.max_games,
        defaultGames: gameOffer.default_games,
        numberSets: gameOffer.number_sets,
        prices: gameOffer.prices.map((price) => ({
          games: price.games,
          priceCents: price.price_cents,
        })),
        priceCurrency: gameOffer.price_currency,
        defaultEntryCount: gameOffer.default_entry_count,
      })),
    })),
    selectableDays: offer.selectable_days,
  };
}

function upcomingDrawOf(row: {
  id: string;
  product_offer_key: string;
  draw_no: number;
  stop: Date | string;
  prize_pool_cents: string | number | bigint | null;
  prize_pool_suffix: string | null;
  is_prize_pool_unknown: boolean;
  purchase_status: string | null;
}): UpcomingDraw {
  return {
    id: row.id,
    productOfferKey: row.product_offer_key,
    drawNo: row.draw_no,
    stop: new Date(row.stop),
    prizePoolCents: row.prize_pool_cents === null ? null : Number(row.prize_pool_cents),
    prizePoolSuffix: row.prize_pool_suffix,
    isPrizePoolUnknown: row.is_prize_pool_unknown,
    purchaseStatus: row.purchase_status as RafflePurchaseStatus | null,
  };
}

export class ProductOfferRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async pricingExists(pricingId: string): Promise<boolean> {
    const row = await this.database
      .selectFrom('pricings')
      .select('id')
      .where('id', '=', pricingId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Every product offer with its game types, game offers and causes, by ranking. A membership
   * giveaway's offer (its draws are giveaways, not a product) is not one of them.
   */
  async findAll(): Promise<ProductOffer[]> {
    const [offers, gameTypes, gameOffers, causes] = await Promise.all([
      this.database
        .selectFrom('product_offers')
        .selectAll()
        .where((where) =>
          where.not(
            where.exists(
              where
                .selectFrom('giveaway_types')
                .select('giveaway_types.type')
                .whereRef('giveaway_types.product_offer_key', '=', 'product_offers.key'),
            ),
          ),
        )
        .orderBy('ranking')
        .orderBy('key')
        .execute(),
      partsQuery(this.database, 'game_types').execute(),
      partsQuery(this.database, 'game_offers').execute(),
      causesQuery(this.database).execute(),
    ]);
    const gameTypesByOffer = groupBy(gameTypes, (row) => row.product_offer_key);
    const gameOffersByOffer = groupBy(gameOffers, (row) => row.product_offer_key);
    const causesByOffer = groupBy(causes, (row) => row.product_offer_key);
    return offers.map((offer) =>
      offerOf(offer, {
        gameTypes: gameTypesByOffer.get(offer.key) ?? [],
        gameOffers: gameOffersByOffer.get(offer.key) ?? [],
        causes: causesByOffer.get(offer.key) ?? [],
      }),
    );
  }

  /**
   * One product offer as `findAll` reads it, with its next `drawsMax` open draws that close after
   * `now` (as `findUpcomingDraws`), in one query; null when there is no such offer.
   */
  async findWithUpcomingDraws(
    key: string,
    now: Date,
    drawsMax: number,
  ): Promise<{ offer: ProductOffer; draws: UpcomingDraw[] } | null> {
    const ofThisOffer = sql.ref<string>('product_offers.key');
    const row = await this.database
      .selectFrom('product_offers')
      .selectAll('product_offers')
      .select([
        jsonArrayFrom(
          partsQuery(this.database, 'game_types').where('product_offer_key', '=', ofThisOffer),
        ).as('game_types'),
        jsonArrayFrom(
          partsQuery(this.database, 'game_offers').where('product_offer_key', '=', ofThisOffer),
        ).as('game_offers'),
        jsonArrayFrom(
          causesQuery(this.database).where(
            'product_offer_causes.product_offer_key',
            '=',
            ofThisOffer,
          ),
        ).as('causes'),
        jsonArrayFrom(
          this.database
            .selectFrom('draws')
            .selectAll()
            .where('product_offer_key', '=', ofThisOffer)
            .where('status', '=', 'DRAW_OPEN')
            .where('stop', '>', now)
            .orderBy('stop')
            .orderBy('draw_no')
            .limit(drawsMax),
        ).as('draws'),
      ])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    return {
      offer: offerOf(row, {
        gameTypes: row.game_types,
        gameOffers: row.game_offers,
        causes: row.causes,
      }),
      draws: row.draws.map(upcomingDrawOf),
    };
  }

  /** The next `perOfferMax` open draws of every offer that close after `now`, by closing time. */
  async findUpcomingDraws(now: Date, perOfferMax: number): Promise<UpcomingDraw[]> {
    const rows = await this.database
      .selectFrom((query) =>
        query
          .selectFrom('draws')
          .selectAll()
          .select(
            sql<number>`(row_number() over (partition by product_offer_key order by stop, draw_no))::int`.as(
              'position',
            ),
          )
          .where('status', '=', 'DRAW_OPEN')
          .where('stop', '>', now)
          .as('upcoming'),
      )
      .selectAll()
      .where('position', '<=', perOfferMax)
      .orderBy('product_offer_key')
      .orderBy('position')
      .execute();
    return rows.map(upcomingDrawOf);
  }
}
