import { type Kysely } from 'kysely';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';

export interface Cart {
  id: string;
  reference: string;
  anonymousToken: string | null;
  customerId: string | null;
}

export type CartGame = Record<string, number[]>;

export interface NewCartItem {
  productType: string;
  productOfferKey: string;
  gameType: string;
  gameOffer: string;
  drawId: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  numDraws: number;
  numWeeks: number;
  numGames: number;
  games: CartGame[];
  quickpick: boolean;
  causeKey: string | null;
  day: string | null;
  numRaffleTickets: number | null;
  numShares: number | null;
  hasFavouriteNumbers: boolean;
  recurringPurchaseType: string | null;
  recurringPurchaseAvailability: string;
  recurringPurchaseEnabled: boolean;
  scheduledPurchaseType: string | null;
  affiliateCode: string | null;
}

export interface CartItem extends NewCartItem {
  id: string;
  drawNo: number | null;
  drawStop: Date | null;
  drawPrizePoolCents: number | null;
}

export class CartRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async insertAnonymous(reference: string, token: string): Promise<Cart> {
    const row = await this.database
      .insertInto('carts')
      .values({ reference, anonymous_token: token, customer_id: null })
      .returning(['id', 'reference', 'anonymous_token', 'customer_id'])
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      reference: row.reference,
      anonymousToken: row.anonymous_token,
      customerId: row.customer_id,
    };
  }

  async findByAnonymousToken(token: string): Promise<Cart | null> {
    const row = await this.database
      .selectFrom('carts')
      .select(['id', 'reference', 'anonymous_token', 'customer_id'])
      .where('anonymous_token', '=', token)
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          reference: row.reference,
          anonymousToken: row.anonymous_token,
          customerId: row.customer_id,
        }
      : null;
  }

  async findByCustomerId(customerId: string): Promise<Cart | null> {
    const row = await this.database
      .selectFrom('carts')
      .select(['id', 'reference', 'anonymous_token', 'customer_id'])
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          reference: row.reference,
          anonymousToken: row.anonymous_token,
          customerId: row.customer_id,
        }
      : null;
  }

  async findItems(cartId: string): Promise<CartItem[]> {
    const rows = await this.database
      .selectFrom('cart_items')
      .leftJoin('draws', 'draws.id', 'cart_items.draw_id')
      .selectAll('cart_items')
      .select([
        'draws.draw_no',
        'draws.stop',
        'draws.prize_pool_cents',
        'draws.is_prize_pool_unknown',
      ])
      .where('cart_items.cart_id', '=', cartId)
      .orderBy('cart_items.created_at')
      .orderBy('cart_items.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      productType: row.product_type,
      productOfferKey: row.product_offer_key,
      gameType: row.game_type,
      gameOffer: row.game_offer,
      drawId: row.draw_id ?? '',
      description: row.description,
      quantity: row.quantity,
      unitPriceCents: Number(row.unit_price_cents),
      numDraws: row.num_draws,
      numWeeks: row.num_weeks,
      numGames: row.num_games,
      games: row.games,
      quickpick: row.quickpick,
      causeKey: row.cause_key,
      day: row.day,
      numRaffleTickets: row.num_raffle_tickets,
      numShares: row.num_shares,
      hasFavouriteNumbers: row.has_favourite_numbers,
      recurringPurchaseType: row.recurring_purchase_type,
      recurringPurchaseAvailability: row.recurring_purchase_availability,
      recurringPurchaseEnabled: row.recurring_purchase_enabled,
      scheduledPurchaseType: row.scheduled_purchase_type,
      affiliateCode: row.affiliate_code,
      drawNo: row.draw_no,
      drawStop: row.stop === null ? null : new Date(row.stop),
      drawPrizePoolCents:
        row.prize_pool_cents === null || row.is_prize_pool_unknown
          ? null
          : Number(row.prize_pool_cents),
    }));
  }

  async insertItem(cartId: string, item: NewCartItem, now: Date): Promise<void> {
    await this.database.transaction().execute(async (transaction) => {
      await transaction
        .insertInto('cart_items')
        .values({ cart_id: cartId, ...CartRepository.columnsOf(item) })
        .execute();
      await transaction
        .updateTable('carts')
        .set({ updated_at: now })
        .where('id', '=', cartId)
        .execute();
    });
  }

  /** Replaces an item of the cart; false when the cart has no such item. */
  async updateItem(cartId: string, itemId: string, item: NewCartItem, now: Date): Promise<boolean> {
    return this.database.transaction().execute(async (transaction) => {
      const updated = await transaction
        .updateTable('cart_items')
        .set(CartRepository.columnsOf(item))
        .where('cart_id', '=', cartId)
        .where('id', '=', itemId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await transaction
        .updateTable('carts')
        .set({ updated_at: now })
        .where('id', '=', cartId)
        .execute();
      return true;
    });
  }

  /** Removes an item of the cart; false when the cart has no such item. */
  async deleteItem(cartId: string, itemId: string, now: Date): Promise<boolean> {
    return this.database.transaction().execute(async (transaction) => {
      const deleted = await transaction
        .deleteFrom('cart_items')
        .where('cart_id', '=', cartId)
        .where('id', '=', itemId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await transaction
        .updateTable('carts')
        .set({ updated_at: now })
        .where('id', '=', cartId)
        .execute();
      return true;
    });
  }

  private static columnsOf(item: NewCartItem) {
    return {
      product_type: item.productType,
      product_offer_key: item.productOfferKey,
      game_type: item.gameType,
      game_offer: item.gameOffer,
      draw_id: item.drawId,
      description: item.description,
      quantity: item.quantity,
      unit_price_cents: item.unitPriceCents,
      num_draws: item.numDraws,
      num_weeks: item.numWeeks,
      num_games: item.numGames,
      games: jsonb(item.games),
      quickpick: item.quickpick,
      cause_key: item.causeKey,
      day: item.day,
      num_raffle_tickets: item.numRaffleTickets,
      num_shares: item.numShares,
      has_favourite_numbers: item.hasFavouriteNumbers,
      recurring_purchase_type: item.recurringPurchaseType,
      recurring_purchase_availability: item.recurringPurchaseAvailability,
      recurring_purchase_enabled: item.recurringPurchaseEnabled,
      scheduled_purchase_type: item.scheduledPurchaseType,
      affiliate_code: item.affiliateCode,
    };
  }

  /** Removes the items whose first draw has closed; returns their ids. */
  async deleteItemsOfClosedDraws(cartId: string, now: Date): Promise<string[]> {
    const rows = await this.database
      .deleteFrom('cart_items')
      .where('cart_id', '=', cartId)
      .where((where) =>
        where.exists(
          where
            .selectFrom('draws')
            .select('draws.id')
            .whereRef('draws.id', '=', 'cart_items.draw_id')
            .where((draw) =>
              draw.or([draw('draws.stop', '<=', now), draw('draws.status', '!=', 'DRAW_OPEN')]),
            ),
        ),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }
}
