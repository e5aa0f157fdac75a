import { type Transaction } from 'kysely';
import { type Database } from '../database/schema';
import { cartItemOf, type TicketRequest } from '../modules/cart/ticket-item';
import { ProductOfferRepository } from '../modules/product-offers/repository';
import { oneItemBasket } from '../modules/purchase/one-item-basket';
import { PurchaseService } from '../modules/purchase/service';
import { postSeedDeposit } from './money';

/** The demo customer whose account shows an autoplay and a subscription. */
export const recurringPurchasesCustomerEmail = 'demo@lottoshop.test';

/** An hour before the seed: older than the demo wallet's deposit, the newest line. */
const boughtBeforeMs = 60 * 60 * 1000;

/**
 * What the demo customer bought at checkout with a recurring purchase: a Saturday Lotto autoplay
 * of two games, and a monthly subscription to a Hearts Home Raffle ticket for a cause.
 */
const demoRecurringTickets: TicketRequest[] = [
  {
    lottery: 'saturday_lotto',
    gameType: 'standard',
    gameOffer: 'standard',
    games: [{ Numbers: [4, 11, 19, 23, 35, 42] }, { Numbers: [2, 8, 16, 27, 33, 44] }],
    numDraws: 'autoplay',
    recurringPurchase: { type: 'autoplay', enabled: true },
  },
  {
    lottery: 'hearts_raffle',
    gameType: 'standard',
    gameOffer: 'tickets',
    numRaffleTickets: 1,
    causeKey: 'heart_health_foundation',
    recurringPurchase: { type: 'subscription', enabled: true },
  },
];

/**
 * Seeds the demo customer's autoplay and subscription (after the demo money): each ticket bought
 * through the purchase service, as checkout buys it, for its offer's first open draw, paid by a
 * card deposit of its price made just before, so the wallet keeps the balance the rest of the
 * demo gave it. Does nothing when the customer is missing or already has a recurring purchase.
 */
export async function seedDemoRecurringPurchases(
  transaction: Transaction<Database>,
  now: Date,
): Promise<void> {
  const customer = await transaction
    .selectFrom('customers')
    .select('id')
    .where('email', '=', recurringPurchasesCustomerEmail)
    .executeTakeFirst();
  if (!customer) return;
  const existing = await transaction
    .selectFrom('recurring_purchases')
    .select('id')
    .where('customer_id', '=', customer.id)
    .executeTakeFirst();
  if (existing) return;
  const at = new Date(now.getTime() - boughtBeforeMs);
  const offers = new ProductOfferRepository(transaction);
  const purchases = new PurchaseService(transaction, { now: () => at });
  for (const [index, request] of demoRecurringTickets.entries()) {
    const item = await cartItemOf(offers, request, at);
    const draw = await transaction
      .selectFrom('draws')
      .select(['draw_no', 'stop', 'prize_pool_cents'])
      .where('id', '=', item.drawId)
      .executeTakeFirstOrThrow();
    await depositFromCard(transaction, customer.id, item.unitPriceCents, at, index);
    await purchases.buyWithin(
      transaction,
      customer.id,
      { channel_key: 'web' },
      oneItemBasket({
        ...item,
        drawNo: draw.draw_no,
        drawStop: new Date(draw.stop),
        drawPrizePoolCents: draw.prize_pool_cents === null ? null : Number(draw.prize_pool_cents),
      }),
      at,
    );
  }
}

/** A posted deposit from the customer's saved card, as the seed's other deposits are. */
async function depositFromCard(
  transaction: Transaction<Database>,
  customerId: string,
  amountCents: number,
  purchasedAt: Date,
  index: number,
): Promise<void> {
  // A minute before the purchase, so the wallet never shows less than nothing.
  const at = new Date(purchasedAt.getTime() - 60_000);
  const fund = await transaction
    .selectFrom('funds')
    .select(['id', 'brand', 'last4'])
    .where('customer_id', '=', customerId)
    .where('type', '=', 'cc')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  await postSeedDeposit(transaction, customerId, {
    id: `dep_seed_recurring_${index}_${customerId.slice(0, 8)}`,
    amountCents,
    at,
    fund: fund ?? null,
  });
}
