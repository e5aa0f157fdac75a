import { randomBytes } from 'node:crypto';
import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { type NewCartItem, CartRepository } from './repository';

/**
 * A membership in the cart (a programme's paid tier): an item without a draw (its `drawId` is
 * empty, stored as null; the purchase makes a ticket with no draw). The programme prices and
 * adds it; the ticket calls never do.
 */
export interface MembershipItemRequest {
  productOfferKey: string;
  gameType: string;
  gameOffer: string;
  description: string;
  unitPriceCents: number;
}

export function membershipCartItem(request: MembershipItemRequest): NewCartItem {
  return {
    productType: 'membership',
    productOfferKey: request.productOfferKey,
    gameType: request.gameType,
    gameOffer: request.gameOffer,
    description: request.description,
    drawId: '',
    quantity: 1,
    unitPriceCents: request.unitPriceCents,
    numDraws: 1,
    numWeeks: 1,
    numGames: 1,
    games: [],
    quickpick: false,
    causeKey: null,
    day: null,
    numRaffleTickets: null,
    numShares: null,
    hasFavouriteNumbers: false,
    recurringPurchaseType: null,
    recurringPurchaseAvailability: 'never',
    recurringPurchaseEnabled: false,
    scheduledPurchaseType: null,
    affiliateCode: null,
  };
}

/** The customer's cart, created on first use with a new reference. */
export function customerCartOf(carts: CartRepository, customerId: string) {
  return carts.findOrInsertForCustomer(
    customerId,
    `C${randomBytes(5).toString('hex').toUpperCase()}`,
  );
}

/** Adds the membership item to the customer's cart (created on first use). */
export async function addMembershipItem(
  database: Kysely<Database>,
  customerId: string,
  request: MembershipItemRequest,
  now: Date,
): Promise<void> {
  const carts = new CartRepository(database);
  const cart = await customerCartOf(carts, customerId);
  await carts.insertItem(cart.id, membershipCartItem(request), now);
}
