import { type Kysely, sql } from 'kysely';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';
import { type CustomerStandingColumn } from '../limits/blocked-reasons';
import { type CartContents, contentsFrom, contentsOf, contentsQuery } from './cart-contents';

export interface Cart {
  id: string;
  reference: string;
  anonymousToken: string | null;
  customerId: string | null;
}

export type CartGame = Record<string, number[]>;

/** What a ticket line is, as a cart item and a bought ticket (purchase module) both store it. */
export interface TicketLineFields {
  productType: string;
  productOfferKey: string;
  gameType: string;
  gameOffer: string;
  description: string;
  quantity: number;
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
}

export interface NewCartItem extends TicketLineFields {
  /** The item's first draw; empty for an item without a draw (a membership). */
  drawId: string;
  unitPriceCents: number;
  recurringPurchaseAvailability: string;
  recurringPurchaseEnabled: boolean;
  scheduledPurchaseType: string | null;
  affiliateCode: string | null;
}

export interface CartItem extends NewCartItem {
  id: string;
  /** The lottery, raffle or syndicate by name, as the customer knows it. */
  productName: string;
  drawNo: number | null;
  drawStop: Date | null;
  drawPrizePoolCents: number | null;
}

function cartOf(row: {
  id: string;
  reference: string;
  anonymous_token: string | null;
  customer_id: string | null;
}): Cart {
  return {
    id: row.id,
    reference: row.reference,
    anonymousToken: row.anonymous_token,
    customerId: row.customer_id,
  };
}

export class CartRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async insertAnonymous(reference: string, token: string): Promise<Cart> {
    const row = await this.database
      .insertInto('carts')
      .values({ reference, anonymous_token: token, customer_id: null })
      .returning(['id', 'reference', 'anonymous_token', 'customer_id'])
      .executeTakeFirstOrThrow();
    return cartOf(row);
  }

  async findByAnonymousToken(token: string): Promise<Cart | null> {
    const row = await this.database
      .selectFrom('carts')
      .select(['id', 'reference', 'anonymous_token', 'customer_id'])
      .where('anonymous_token', '=', token)
      .executeTakeFirst();
    return row ? cartOf(row) : null;
  }

  /**
   * The customer's cart; `forUpdate` locks its row until the transaction ends (a purchase reads
   * it so, and every change to the cart's items touches that row).
   */
  async findByCustomerId(
    customerId: string,
    options: { forUpdate?: boolean } = {},
  ): Promise<Cart | null> {
    let query = this.database
      .selectFrom('carts')
      .select(['id', 'reference', 'anonymous_token', 'customer_id'])
      .where('customer_id', '=', customerId);
    if (options.forUpdate) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row ? cartOf(row) : null;
  }

  /** The customer's one cart, created on first use (concurrent first uses create one). */
  async findOrInsertForCustomer(customerId: string, reference: string): Promise<Cart> {
    const existing = await this.findByCustomerId(customerId);
    if (existing) return existing;
    await this.database
      .insertInto('carts')
      .values({ reference, anonymous_token: null, customer_id: customerId })
      .onConflict((conflict) => conflict.column('customer_id').doNothing())
      .execute();
    const cart = await this.findByCustomerId(customerId);
    if (!cart) throw new Error(`The cart of customer ${customerId} was not created`);
    return cart;
  }

  /**
   * Moves an anonymous cart's items (and the vouchers named) into a customer's cart, deletes the
   * anonymous cart and records the conversion. Does nothing when a concurrent conversion of the
   * same cart came first.
   */
  async moveIntoCustomerCart(move: {
    anonymousCartId: string;
    customerCartId: string;
    voucherIds: readonly string[];
    anonymousTokenHash: string;
    customerId: string;
    now: Date;
  }): Promise<void> {
    await this.database.transaction().execute(async (transaction) => {
      const anonymousCart = await transaction
        .selectFrom('carts')
        .select('id')
        .where('id', '=', move.anonymousCartId)
        .forUpdate()
        .executeTakeFirst();
      if (!anonymousCart) return;
      await transaction
        .updateTable('cart_items')
        .set({ cart_id: move.customerCartId })
        .where('cart_id', '=', move.anonymousCartId)
        .execute();
      if (move.voucherIds.length > 0) {
        await transaction
          .updateTable('cart_vouchers')
          .set({ cart_id: move.customerCartId })
          .where('cart_id', '=', move.anonymousCartId)
          .where('id', 'in', move.voucherIds)
          .execute();
      }
      await transaction.deleteFrom('carts').where('id', '=', move.anonymousCartId).execute();
      await transaction
        .insertInto('cart_conversions')
        .values({
          anonymous_token_hash: move.anonymousTokenHash,
          customer_id: move.customerId,
          converted_at: move.now,
        })
        .onConflict((conflict) => conflict.column('anonymous_token_hash').doNothing())
        .execute();
      await transaction
        .updateTable('carts')
        .set({ updated_at: move.now })
        .where('id', '=', move.customerCartId)
        .execute();
    });
  }

  /** Whether the anonymous cart of this token hash was converted into this customer's cart. */
  async wasConvertedBy(anonymousTokenHash: string, customerId: string): Promise<boolean> {
    const row = await this.database
      .selectFrom('cart_conversions')
      .select('customer_id')
      .where('anonymous_token_hash', '=', anonymousTokenHash)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Empties a bought cart: its items and its vouchers. Run inside the purchase's transaction. */
  async deleteContents(cartId: string): Promise<void> {
    await this.database
      .with('vouchers', (database) =>
        database.deleteFrom('cart_vouchers').where('cart_id', '=', cartId).returning('id'),
      )
      .deleteFrom('cart_items')
      .where('cart_id', '=', cartId)
      .execute();
  }

  /**
   * The cart's items (those whose first draw closed apart, in `closedItemIds`: sales stopped, or
   * the draw left the open state) and its vouchers, in one read.
   */
  async findContents(
    cartId: string,
    now: Date,
    standing: CustomerStandingColumn | null = null,
  ): Promise<CartContents> {
    return contentsFrom(
      await contentsQuery(this.database, cartId, now, standing).executeTakeFirstOrThrow(),
    );
  }

  /** The customer's cart with its contents, in one read; null when they have no cart yet. */
  async findCustomerCartWithContents(
    customerId: string,
    now: Date,
    standing: CustomerStandingColumn,
  ): Promise<{ cart: Cart; contents: CartContents } | null> {
    const row = await this.database
      .selectFrom('carts')
      .select(['id', 'reference', 'anonymous_token', 'customer_id'])
      .select(contentsOf(this.database, sql.ref<string>('carts.id'), now, standing))
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return row ? { cart: cartOf(row), contents: contentsFrom(row) } : null;
  }

  /** Adds the item and touches the cart's row (see `findByCustomerId`), in one statement. */
  async insertItem(cartId: string, item: NewCartItem, now: Date): Promise<void> {
    await this.database
      .with('item', (database) =>
        database
          .insertInto('cart_items')
          .values({ cart_id: cartId, ...CartRepository.columnsOf(item) })
          .returning('id'),
      )
      .updateTable('carts')
      .set({ updated_at: now })
      .where('id', '=', cartId)
      .execute();
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
      draw_id: item.drawId === '' ? null : item.drawId,
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

  /** Removes the items named (those whose draw closed); returns the ids it removed. */
  async deleteItems(cartId: string, itemIds: readonly string[]): Promise<string[]> {
    if (itemIds.length === 0) return [];
    const rows = await this.database
      .deleteFrom('cart_items')
      .where('cart_id', '=', cartId)
      .where('id', 'in', itemIds)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }
}
