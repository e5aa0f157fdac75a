import { type Kysely, sql } from 'kysely';
import { type Database } from '../../database/schema';

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

  /** Every product offer with its game types, game offers and causes, by ranking. */
  async findAll(): Promise<ProductOffer[]> {
    const [offers, gameTypes, gameOffers, causes] = await Promise.all([
      this.database
        .selectFrom('product_offers')
        .selectAll()
        .orderBy('ranking')
        .orderBy('key')
        .execute(),
      this.database
        .selectFrom('game_types')
        .selectAll()
        .orderBy('ranking')
        .orderBy('key')
        .execute(),
      this.database
        .selectFrom('game_offers')
        .selectAll()
        .orderBy('ranking')
        .orderBy('key')
        .execute(),
      this.database
        .selectFrom('product_offer_causes')
        .innerJoin('causes', 'causes.key', 'product_offer_causes.cause_key')
        .select([
          'product_offer_causes.product_offer_key',
          'causes.key',
          'causes.url_slug',
          'causes.name',
        ])
        .orderBy('product_offer_causes.ranking')
        .orderBy('causes.key')
        .execute(),
    ]);
    const gameOffersByType = groupBy(
      gameOffers,
      (row) => `${row.product_offer_key}\n${row.game_type_key}`,
    );
    const gameTypesByOffer = groupBy(gameTypes, (row) => row.product_offer_key);
    const causesByOffer = groupBy(causes, (row) => row.product_offer_key);

    return offers.map((offer) => ({
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
      causes: (causesByOffer.get(offer.key) ?? []).map((cause) => ({
        key: cause.key,
        urlSlug: cause.url_slug,
        name: cause.name,
      })),
      gameTypes: (gameTypesByOffer.get(offer.key) ?? []).map((gameType) => ({
        key: gameType.key,
        name: gameType.name,
        gameOffers: (gameOffersByType.get(`${offer.key}\n${gameType.key}`) ?? []).map(
          (gameOffer) => ({
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
          }),
        ),
      })),
      selectableDays: offer.selectable_days,
    }));
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
    return rows.map((row) => ({
      id: row.id,
      productOfferKey: row.product_offer_key,
      drawNo: row.draw_no,
      stop: row.stop,
      prizePoolCents: row.prize_pool_cents === null ? null : Number(row.prize_pool_cents),
      prizePoolSuffix: row.prize_pool_suffix,
      isPrizePoolUnknown: row.is_prize_pool_unknown,
      purchaseStatus: row.purchase_status as RafflePurchaseStatus | null,
    }));
  }
}
