import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { lottoPartyGameType } from '../draw-engine/steps/entries-of-draw';
import { customerCartOf } from './membership-item';
import { type NewCartItem, CartRepository } from './repository';

/**
 * Shares of a Lotto Party session in the cart: one item per session (asking again replaces it),
 * priced by the session (shares × share price, never re-priced by the cart), for the session's
 * draw, so the cart drops it when the draw closes. The purchase makes it a share ticket: product
 * type social_syndicate_share, game type lotto_party, game offer the session's id.
 */
export const socialShareProductType = 'social_syndicate_share';

export interface SocialShareItemRequest {
  sessionId: string;
  groupName: string;
  lotteryKey: string;
  lotteryName: string;
  drawId: string;
  drawNo: number;
  sharePriceCents: number;
  numShares: number;
}

const descriptionPrefix = 'Lotto Party shares in ';
const descriptionSeparator = ', draw ';

/**
 * "Lotto Party shares in Friday Night Syndicate, draw 1501": receipts and transactions put the
 * lottery's name before it ("Powerball: Lotto Party shares in …").
 */
export function socialShareDescription(
  request: Pick<SocialShareItemRequest, 'groupName' | 'drawNo'>,
): string {
  return `${descriptionPrefix}${request.groupName}${descriptionSeparator}${request.drawNo}`;
}

/** The group's name in a share item's description. */
export function groupNameOfShareDescription(description: string): string {
  const end = description.lastIndexOf(descriptionSeparator);
  return description.slice(descriptionPrefix.length, end < 0 ? undefined : end);
}

export function socialShareCartItem(request: SocialShareItemRequest): NewCartItem {
  return {
    productType: socialShareProductType,
    productOfferKey: request.lotteryKey,
    gameType: lottoPartyGameType,
    gameOffer: request.sessionId,
    description: socialShareDescription(request),
    drawId: request.drawId,
    quantity: 1,
    unitPriceCents: request.sharePriceCents * request.numShares,
    numDraws: 1,
    numWeeks: 1,
    numGames: 0,
    games: [],
    quickpick: false,
    causeKey: null,
    day: null,
    numRaffleTickets: null,
    numShares: request.numShares,
    hasFavouriteNumbers: false,
    recurringPurchaseType: null,
    recurringPurchaseAvailability: 'never',
    recurringPurchaseEnabled: false,
    scheduledPurchaseType: null,
    affiliateCode: null,
  };
}

/**
 * Puts the shares in the customer's cart (created on first use), replacing the item of the same
 * session when the cart holds one.
 */
export async function putSocialShareItem(
  database: Kysely<Database>,
  customerId: string,
  request: SocialShareItemRequest,
  now: Date,
): Promise<void> {
  const carts = new CartRepository(database);
  const cart = await customerCartOf(carts, customerId);
  const item = socialShareCartItem(request);
  const { items } = await carts.findContents(cart.id, now);
  const held = items.find(
    (candidate) =>
      candidate.gameType === lottoPartyGameType && candidate.gameOffer === request.sessionId,
  );
  if (held && (await carts.updateItem(cart.id, held.id, item, now))) return;
  await carts.insertItem(cart.id, item, now);
}
