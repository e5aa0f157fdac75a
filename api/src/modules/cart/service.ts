import { randomBytes, randomInt } from 'node:crypto';
import {
  type Ticket,
  type TicketOffer,
  drawCountOf,
  isGameComplete,
  normaliseGames,
  priceOf,
  quickpick,
  validateTicket,
} from 'shared-kernel/src/tickets';
import { ApiError } from '../../http/envelope';
import {
  type ProductOffer,
  type ProductOfferRepository,
  type UpcomingDraw,
} from '../product-offers/repository';
import { upcomingDrawsPerOfferDefault } from '../product-offers/service';
import {
  type Cart,
  type CartGame,
  type CartItem,
  type CartRepository,
  type NewCartItem,
} from './repository';

/** The ticket being built (product.md §3), as the cart calls take it. */
export interface TicketRequest {
  lottery: string;
  gameType: string;
  gameOffer: string;
  games?: Array<Record<string, Array<number | null>>> | undefined;
  numGames?: number | undefined;
  quickpick?: boolean | undefined;
  numDraws?: number | 'autoplay' | undefined;
  numWeeks?: number | undefined;
  day?: string | null | undefined;
  causeKey?: string | null | undefined;
  firstDrawNo?: number | undefined;
  drawOffset?: number | undefined;
  hasFavouriteNumbers?: boolean | undefined;
  numShares?: number | undefined;
  numRaffleTickets?: number | undefined;
  affiliateCode?: string | undefined;
  /** From `POST …/items`: the buyer's recurring purchase choice. */
  recurringPurchase?: { type: 'autoplay' | 'subscription'; enabled: boolean } | undefined;
}

export interface CartView {
  cart: Cart;
  items: CartItem[];
  autoRemovedItems: Array<{ id: string; reason: string }>;
}

/** Ticket rule fields (shared-kernel tickets) → request fields of the wire. */
const wireFieldOf: Record<string, string> = {
  this: 'this',
  games: 'games',
  day: 'day',
  causeKey: 'cause_key',
  numDraws: 'num_draws',
  numWeeks: 'num_weeks',
  numShares: 'syndicate.num_shares',
  entryCount: 'num_games',
};

/** 422 with per-field messages; the first message is also the error's message. */
export function invalidTicket(fieldErrors: Record<string, string>): ApiError {
  const errors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    (errors[wireFieldOf[field] ?? field] ??= []).push(message);
  }
  const first = Object.values(fieldErrors)[0] ?? 'The ticket is not valid.';
  return new ApiError(422, 'invalid_ticket', first, errors);
}

const itemNotFound = () =>
  new ApiError(404, 'cart_item_not_found', 'There is no such item in this cart.');

const cartNotFound = () =>
  new ApiError(404, 'cart_not_found', 'There is no cart for this token; create a new one.');

/** An unguessable token (256 random bits) and a short reference for people. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function newReference(): string {
  return `C${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** The rules' view of a game offer (as shared-kernel `ticketOfferOf` builds it on the client). */
export function ticketOfferFor(
  offer: ProductOffer,
  draws: readonly UpcomingDraw[],
  gameTypeKey: string,
  gameOfferKey: string,
): TicketOffer | null {
  const gameType = offer.gameTypes.find((candidate) => candidate.key === gameTypeKey);
  const gameOffer = gameType?.gameOffers.find((candidate) => candidate.key === gameOfferKey);
  if (!gameType || !gameOffer) return null;
  return {
    gameType: gameType.key,
    minGames: gameOffer.minGames,
    maxGames: gameOffer.maxGames,
    numberSets: gameOffer.numberSets,
    prices: gameOffer.prices.map((price) => ({
      games: price.games,
      price: price.priceCents / 100,
    })),
    causeKeys: offer.causes.map((cause) => cause.key),
    selectableDays: [],
    ...(draws.length > 0 ? { maxDraws: draws.length } : {}),
  };
}

/** product.md §9 descriptions: '18 x Standard games', '5 Ticket Book', '2 x Syndicate shares'. */
function descriptionOf(offer: ProductOffer, gameOfferName: string, count: number): string {
  if (offer.type === 'raffle_ticket') return `${count} Ticket Book`;
  if (offer.type === 'syndicate_share') return `${count} x Syndicate shares`;
  return `${count} x ${gameOfferName}${gameOfferName === 'Standard' ? ' games' : ''}`;
}

const secureRandom = () => randomInt(0, 1_000_000) / 1_000_000;

export class CartService {
  constructor(
    private readonly carts: CartRepository,
    private readonly offers: ProductOfferRepository,
    private readonly now: () => Date,
  ) {}

  async createAnonymous(): Promise<{ token: string; view: CartView }> {
    const token = newToken();
    const cart = await this.carts.insertAnonymous(newReference(), token);
    return { token, view: { cart, items: [], autoRemovedItems: [] } };
  }

  /** The cart of a token, without the items whose draw closed (those are reported once). */
  async findByToken(token: string): Promise<CartView> {
    const cart = await this.carts.findByAnonymousToken(token);
    if (!cart) throw cartNotFound();
    const removed = await this.carts.deleteItemsOfClosedDraws(cart.id, this.now());
    return {
      cart,
      items: await this.carts.findItems(cart.id),
      autoRemovedItems: removed.map((id) => ({ id, reason: 'draw_closed' })),
    };
  }

  /** Validates the ticket with the shared ticket rules, prices it, and adds it to the cart. */
  async addTicket(token: string, request: TicketRequest): Promise<CartView> {
    const cart = await this.carts.findByAnonymousToken(token);
    if (!cart) throw cartNotFound();
    await this.carts.insertItem(cart.id, await this.itemOf(request), this.now());
    return this.findByToken(token);
  }

  /** Replaces an item with the edited ticket, checked and priced like a new one. */
  async replaceItem(token: string, itemId: string, request: TicketRequest): Promise<CartView> {
    const cart = await this.carts.findByAnonymousToken(token);
    if (!cart) throw cartNotFound();
    const item = await this.itemOf(request);
    if (!(await this.carts.updateItem(cart.id, itemId, item, this.now()))) throw itemNotFound();
    return this.findByToken(token);
  }

  async removeItem(token: string, itemId: string): Promise<CartView> {
    const cart = await this.carts.findByAnonymousToken(token);
    if (!cart) throw cartNotFound();
    if (!(await this.carts.deleteItem(cart.id, itemId, this.now()))) throw itemNotFound();
    return this.findByToken(token);
  }

  /** Checks the ticket with the shared ticket rules and prices it: the item it becomes. */
  private async itemOf(request: TicketRequest): Promise<NewCartItem> {
    const offer = (await this.offers.findAll()).find(
      (candidate) => candidate.key === request.lottery,
    );
    if (!offer || offer.suspended || offer.availability !== 'available') {
      throw invalidTicket({ lottery: 'This lottery is not on sale.' });
    }
    const now = this.now();
    const draws = (await this.offers.findUpcomingDraws(now, upcomingDrawsPerOfferDefault)).filter(
      (draw) => draw.productOfferKey === offer.key,
    );
    const ticketOffer = ticketOfferFor(offer, draws, request.gameType, request.gameOffer);
    const gameOfferName =
      offer.gameTypes
        .find((gameType) => gameType.key === request.gameType)
        ?.gameOffers.find((gameOffer) => gameOffer.key === request.gameOffer)?.name ?? '';
    if (!ticketOffer) {
      throw invalidTicket({ game_offer: 'This game is not played in this lottery.' });
    }
    const firstDraw =
      request.firstDrawNo !== undefined
        ? draws.find((draw) => draw.drawNo === request.firstDrawNo)
        : draws[request.drawOffset ?? 0];
    if (!firstDraw) {
      throw invalidTicket(
        draws.length === 0
          ? { this: 'There are no draws open for this lottery.' }
          : { first_draw_no: 'This draw is not open for sale.' },
      );
    }

    const hasNumbers = ticketOffer.numberSets.length > 0;
    let ticket: Ticket = {
      games: hasNumbers ? normaliseGames(request.games ?? [], ticketOffer) : [],
      numGames: request.numRaffleTickets ?? request.numGames ?? 1,
      numDraws: request.numDraws ?? 1,
      numWeeks: request.numWeeks ?? 1,
      day: request.day ?? null,
      causeKey: request.causeKey ?? null,
      quickpick: request.quickpick ?? false,
      ...(request.numShares !== undefined ? { numShares: request.numShares } : {}),
      ...(ticketOffer.gameType === 'syndicate' && request.numShares === undefined
        ? { numShares: request.numGames ?? 0 }
        : {}),
    };
    // A quickpick ticket may leave its slots for the shop to fill.
    if (ticket.quickpick && hasNumbers)
      ticket = quickpick(ticket, ticketOffer, undefined, secureRandom);

    const errors = validateTicket(ticket, ticketOffer);
    if (Object.keys(errors).length > 0) throw invalidTicket(errors);

    const { numDraws, recurringPurchaseEnabled } = drawCountOf(ticket.numDraws);
    const recurringEnabled = request.recurringPurchase?.enabled ?? recurringPurchaseEnabled;
    const recurringType =
      request.recurringPurchase?.type ?? offer.recurringPurchase.type ?? 'autoplay';
    if (recurringEnabled && offer.recurringPurchase.availability === 'never') {
      throw invalidTicket({ numDraws: 'This lottery cannot be played on Autoplay.' });
    }
    const games = ticket.games
      .filter((game) => isGameComplete(game, ticketOffer))
      .map((game): CartGame =>
        Object.fromEntries(
          Object.entries(game).map(([name, slots]) => [
            name,
            slots.filter((slot): slot is number => slot !== null),
          ]),
        ),
      );
    const count =
      ticketOffer.gameType === 'syndicate'
        ? (ticket.numShares ?? 0)
        : hasNumbers
          ? games.length
          : ticket.numGames;
    const isPreOrder = offer.type === 'raffle_ticket' && firstDraw.purchaseStatus === 'pre_order';

    return {
      productType:
        offer.type === 'lottery_ticket' && numDraws > 1 ? 'multi_draw_ticket' : offer.type,
      productOfferKey: offer.key,
      gameType: ticketOffer.gameType,
      gameOffer: request.gameOffer,
      drawId: firstDraw.id,
      description: descriptionOf(offer, gameOfferName, count),
      quantity: 1,
      // The shop's own price: a price the client sends is never used.
      unitPriceCents: priceOf(ticket, ticketOffer),
      numDraws,
      numWeeks: ticket.numWeeks,
      numGames: count,
      games,
      quickpick: ticket.quickpick,
      causeKey: ticket.causeKey,
      day: ticket.day,
      numRaffleTickets: offer.type === 'raffle_ticket' ? ticket.numGames : null,
      numShares: ticketOffer.gameType === 'syndicate' ? (ticket.numShares ?? null) : null,
      hasFavouriteNumbers: request.hasFavouriteNumbers ?? false,
      recurringPurchaseType:
        offer.recurringPurchase.type === null && !recurringEnabled ? null : recurringType,
      recurringPurchaseAvailability: offer.recurringPurchase.availability,
      recurringPurchaseEnabled: recurringEnabled,
      scheduledPurchaseType: isPreOrder ? 'pre_order' : null,
      affiliateCode: request.affiliateCode ?? null,
    };
  }
}
