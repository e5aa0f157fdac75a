import { type Expression, type InferResult, type Kysely, type RawBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { type Database } from '../../database/schema';
import { voucherOf, vouchersOfCartQuery } from '../promotions/repository';
import { type CustomerStanding, type CustomerStandingColumn } from '../limits/blocked-reasons';
import { type CartVoucher } from '../promotions/voucher-rules';
import { type CartItem } from './repository';

/**
 * How the cart repository reads a cart's contents: items and vouchers as JSON arrays inside one
 * query, alone or together with the cart's row.
 */

/** The cart's items in the order they were added, each with whether its first draw is closed. */
function itemsOfCartQuery(
  database: Kysely<Database>,
  cartId: string | Expression<string>,
  now: Date,
) {
  return database
    .selectFrom('cart_items')
    .leftJoin('draws', 'draws.id', 'cart_items.draw_id')
    .leftJoin('product_offers', 'product_offers.key', 'cart_items.product_offer_key')
    .selectAll('cart_items')
    .select([
      'product_offers.name as product_name',
      'draws.draw_no',
      'draws.stop',
      'draws.prize_pool_cents',
      'draws.is_prize_pool_unknown',
      // Sales stopped, or the draw left the open state.
      sql<boolean>`coalesce(draws.stop <= ${now} or draws.status <> 'DRAW_OPEN', false)`.as(
        'is_closed',
      ),
    ])
    .where('cart_items.cart_id', '=', cartId)
    .orderBy('cart_items.created_at')
    .orderBy('cart_items.id');
}

/** The cart's items and vouchers, as JSON arrays. */
export function contentsOf(
  database: Kysely<Database>,
  cartId: string | Expression<string>,
  now: Date,
  standing: CustomerStandingColumn | null,
) {
  const noStanding: RawBuilder<CustomerStanding | null> = sql<null>`null`;
  return [
    jsonArrayFrom(itemsOfCartQuery(database, cartId, now)).as('items'),
    jsonArrayFrom(vouchersOfCartQuery(database, cartId)).as('vouchers'),
    (standing ?? noStanding).as('standing'),
  ] as const;
}

export function contentsQuery(
  database: Kysely<Database>,
  cartId: string,
  now: Date,
  standing: CustomerStandingColumn | null,
) {
  return database.selectNoFrom(contentsOf(database, cartId, now, standing));
}

type ContentsRow = InferResult<ReturnType<typeof contentsQuery>>[number];

/**
 * A cart's items (those whose first draw closed apart) and its vouchers; the customer's standing
 * for the limits (limits/blocked-reasons.ts) when it was asked for, else null.
 */
export interface CartContents {
  items: CartItem[];
  closedItemIds: string[];
  vouchers: CartVoucher[];
  standing: CustomerStanding | null;
}

export function contentsFrom(row: ContentsRow): CartContents {
  return {
    items: row.items.filter((item) => !item.is_closed).map(itemOf),
    closedItemIds: row.items.filter((item) => item.is_closed).map((item) => item.id),
    vouchers: row.vouchers.map(voucherOf),
    standing: row.standing,
  };
}

function itemOf(row: ContentsRow['items'][number]): CartItem {
  return {
    id: row.id,
    productType: row.product_type,
    productOfferKey: row.product_offer_key,
    productName: row.product_name ?? row.product_offer_key,
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
  };
}
