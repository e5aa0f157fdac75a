import { type Kysely } from 'kysely';
import { emptyGame, quickpickGame } from 'shared-kernel/contract/tickets';
import {
  type PartnerCartItemRequestWire,
  type PartnerCartRequestWire,
  type PartnerPurchaseRequestWire,
  type PartnerWire,
} from 'shared-kernel/wire/partners';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { type CartItem } from '../cart/repository';
import { ticketOfferFor } from '../cart/ticket-item';
import { blockedReasonsOf } from '../limits/blocked-reasons';
import { depositCentsOf } from '../payments/deposit-amount';
import { depositBoundsOf } from '../payments/deposit-methods';
import { type DepositsService } from '../payments/deposits';
import { ProductOfferRepository } from '../product-offers/repository';
import { itemsBasket } from '../purchase/one-item-basket';
import { type PurchaseService } from '../purchase/service';

export const emptyPartnerCartMessage = 'Attempted to purchase an empty partner cart.';

type PartnerItemRequest = PartnerCartItemRequestWire;

/** The items a partner sent: its list (`cart_items`) and the single item form (`cart_item`). */
export function requestedItemsOf(
  request: Pick<PartnerCartRequestWire, 'cart_item' | 'cart_items'>,
): PartnerItemRequest[] {
  return [...(request.cart_items ?? []), ...(request.cart_item ? [request.cart_item] : [])];
}

/** A partner cart: the partner's items priced, and what would stop the customer buying them. */
export interface PartnerCart {
  customerId: string | null;
  items: Array<Omit<CartItem, 'id'>>;
  blockedReasons: Record<string, string>;
}

function invalidItem(message: string): ApiError {
  return new ApiError(422, 'invalid_partner_item', message, { cart_item: [message] });
}

/**
 * Partner purchase (api.md §7.5): a partner's page sells its items, bought in one checkout for
 * the signed-in customer from the wallet, after an optional deposit from a saved card. The shop
 * prices each item from the offer's price table; the partner only names them.
 */
export class PartnerService {
  constructor(
    private readonly database: Kysely<Database>,
    private readonly purchases: PurchaseService,
    private readonly deposits: DepositsService,
    private readonly now: () => Date,
  ) {}

  async partner(slug: string): Promise<PartnerWire> {
    const row = await this.database
      .selectFrom('partners')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'partner_not_found', 'We could not find that partner.');
    return { slug: row.slug, key: row.key, name: row.name, channels: row.channels };
  }

  /** The partner's items priced for the customer (null for an anonymous visitor). */
  async cart(
    slug: string,
    customerId: string | null,
    requests: readonly PartnerItemRequest[],
  ): Promise<PartnerCart> {
    await this.partner(slug);
    const items = await this.itemsOf(requests);
    const totalCents = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
    const blockedReasons =
      customerId === null || items.length === 0
        ? {}
        : await blockedReasonsOf(this.database, customerId, totalCents, this.now());
    return { customerId, items, blockedReasons };
  }

  /** Buys the partner's items in one checkout; answers the checkout id. */
  async purchase(
    slug: string,
    customerId: string,
    idempotencyKey: string,
    request: PartnerPurchaseRequestWire,
    origin: string,
  ): Promise<string> {
    const partner = await this.partner(slug);
    const requests = requestedItemsOf(request);
    if (requests.length === 0) {
      throw new ApiError(422, 'partner_cart_empty', emptyPartnerCartMessage);
    }
    const items = await this.itemsOf(requests);
    if (request.deposit) {
      const deposit = await this.deposits.deposit(
        customerId,
        `${idempotencyKey}:deposit`,
        `partners/${slug}/deposit`,
        request.deposit,
        {
          fundId: request.deposit.deposit_method_id,
          amountCents: depositCentsOf(request.deposit.amount, depositBoundsOf('cc')),
          csc: request.deposit.csc ?? null,
          challengeWindowSize: null,
          notificationUrl: null,
          purchase: null,
        },
        origin,
      );
      if (deposit.status !== 'success') {
        throw new ApiError(
          422,
          'deposit_failed',
          deposit.failureMessage ?? 'The deposit did not go through. Please try again.',
        );
      }
    }
    const checkout = await this.purchases.purchase(
      customerId,
      idempotencyKey,
      { ...request.purchase, partner_key: partner.key },
      itemsBasket(items),
      `partners/${slug}/purchase:${JSON.stringify(requests)}`,
    );
    return checkout.checkout_id;
  }

  private async itemsOf(
    requests: readonly PartnerItemRequest[],
  ): Promise<Array<Omit<CartItem, 'id'>>> {
    const items: Array<Omit<CartItem, 'id'>> = [];
    // One at a time: each reads the catalogue, and a partner cart holds a few items at most.
    for (const request of requests) items.push(await this.itemOf(request));
    return items;
  }

  private async itemOf(request: PartnerItemRequest): Promise<Omit<CartItem, 'id'>> {
    const offers = new ProductOfferRepository(this.database);
    const offerKey = request.raffle_offer ?? request.lottery;
    const offer = (await offers.findAll()).find((candidate) => candidate.key === offerKey);
    if (!offer || offer.availability !== 'available' || offer.suspended) {
      throw invalidItem('That lottery is not on sale.');
    }
    const draws = (await offers.findUpcomingDraws(this.now(), 20)).filter(
      (draw) => draw.productOfferKey === offer.key,
    );
    const draw = request.draw_number
      ? draws.find((candidate) => candidate.drawNo === request.draw_number)
      : draws[0];
    if (!draw) throw invalidItem('That draw is not open.');
    const gameTypeKey = request.game_type ?? offer.gameTypes[0]?.key ?? '';
    const gameType = offer.gameTypes.find((candidate) => candidate.key === gameTypeKey);
    const gameOffer = gameType?.gameOffers.find(
      (candidate) => candidate.key === (request.game_offer ?? gameType.gameOffers[0]?.key),
    );
    const ticketOffer = gameOffer && ticketOfferFor(offer, draws, gameTypeKey, gameOffer.key);
    if (!gameOffer || !ticketOffer) throw invalidItem('That game is not on sale.');
    const numGames = request.num_games ?? gameOffer.defaultGames;
    const gamePrice = gameOffer.prices.find((price) => price.games === numGames);
    if (!gamePrice) throw invalidItem(`${numGames} games are not on sale for ${offer.name}.`);
    const recurring =
      request.num_draws === 'autoplay' || request.recurring_purchase?.enabled === true;
    const numDraws = typeof request.num_draws === 'number' ? request.num_draws : 1;
    const games = Array.from({ length: ticketOffer.numberSets.length > 0 ? numGames : 0 }, () =>
      Object.fromEntries(
        Object.entries(quickpickGame(emptyGame(ticketOffer), ticketOffer)).map(
          ([name, numbers]) => [
            name,
            numbers.filter((number): number is number => number !== null),
          ],
        ),
      ),
    );
    return {
      productType: offer.type === 'raffle_ticket' ? 'raffle_ticket' : 'lottery_ticket',
      productOfferKey: offer.key,
      productName: offer.name,
      gameType: gameTypeKey,
      gameOffer: gameOffer.key,
      drawId: draw.id,
      description: `${offer.name}, ${numGames} ${numGames === 1 ? 'game' : 'games'}`,
      quantity: 1,
      unitPriceCents: gamePrice.priceCents * numDraws,
      numDraws,
      numWeeks: 1,
      numGames,
      games,
      quickpick: true,
      causeKey: request.cause_key ?? null,
      day: null,
      numRaffleTickets: offer.type === 'raffle_ticket' ? numGames : null,
      numShares: null,
      hasFavouriteNumbers: false,
      recurringPurchaseType: recurring ? (request.recurring_purchase?.type ?? 'autoplay') : null,
      recurringPurchaseAvailability: offer.recurringPurchase.availability,
      recurringPurchaseEnabled: recurring,
      scheduledPurchaseType: draw.purchaseStatus === 'pre_order' ? 'pre_order' : null,
      affiliateCode: null,
      drawNo: draw.drawNo,
      drawStop: draw.stop,
      drawPrizePoolCents: draw.prizePoolCents,
    };
  }
}
