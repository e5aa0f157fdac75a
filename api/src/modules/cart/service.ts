import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  type Ticket,
  type TicketOffer,
  drawCountOf,
  isGameComplete,
  normaliseGames,
  priceCountOf,
  priceOf,
  quickpick,
  validateTicket,
} from 'shared-kernel/contract/tickets';
import { ApiError } from '../../http/envelope';
import {
  type ProductOffer,
  type ProductOfferRepository,
  type UpcomingDraw,
} from '../product-offers/repository';
import { upcomingDrawsPerOfferDefault } from '../product-offers/service';
import { type BlockedReasons } from '../limits/blocked-reasons';
import { type PromotionRepository } from '../promotions/repository';
import {
  type AppliedVoucher,
  type CartVoucher,
  normalisedCode,
  priceVouchers,
  problemOf,
  refusalOf,
  removalOf,
} from '../promotions/voucher-rules';
import { type CartContents } from './cart-contents';
import { cartTotalsOf, spendCentsOf } from './cart-totals';
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

/** Whose cart: an anonymous visitor's (by its token) or a signed-in customer's. */
export type CartOwner = { anonymousToken: string } | { customerId: string };

export interface CartView {
  cart: Cart;
  items: CartItem[];
  vouchers: AppliedVoucher[];
  /** Items and vouchers removed since the last answer (reported once), with the reason. */
  autoRemovedItems: Array<{ id: string; reason: string }>;
  /** Why the customer cannot buy the cart now; an anonymous cart is never blocked. */
  blockedReasons: BlockedReasons;
}

/** What the cart service needs besides its repositories. */
export interface CartServiceDependencies {
  carts: CartRepository;
  offers: ProductOfferRepository;
  promotions: PromotionRepository;
  now: () => Date;
  /** The limits module's `blockedReasonsOf` for this database. */
  blockedReasonsOf: (customerId: string, cartTotalCents: number) => Promise<BlockedReasons>;
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

const promotionNotAdded = (message: string) => new ApiError(422, 'promotion_not_added', message);

const oneVoucherPerCart = 'Only one promotion code can be used per cart.';

/** Conversions are remembered by this digest; the token itself is not kept. */
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

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
    selectableDays: offer.selectableDays,
    ...(draws.length > 0 ? { maxDraws: draws.length } : {}),
    ...(gameOffer.defaultEntryCount !== null
      ? { defaultEntryCount: gameOffer.defaultEntryCount }
      : {}),
  };
}

const sydneyWeekday = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  weekday: 'long',
});

/** A draw's day as tickets choose it: the weekday its sales stop, Sydney time ('Friday'). */
function weekdayOf(draw: UpcomingDraw): string {
  return sydneyWeekday.format(draw.stop);
}

/** product.md §9 descriptions: '18 x Standard games', '5 Ticket Book', '2 x Syndicate shares'. */
function descriptionOf(offer: ProductOffer, gameOfferName: string, count: number): string {
  if (offer.type === 'raffle_ticket') return `${count} Ticket Book`;
  if (offer.type === 'syndicate_share') return `${count} x Syndicate shares`;
  return `${count} x ${gameOfferName}${gameOfferName === 'Standard' ? ' games' : ''}`;
}

const secureRandom = () => randomInt(0, 1_000_000) / 1_000_000;

/**
 * Anonymous and customer carts, one code path for both: tickets checked and priced by the shop,
 * vouchers, items of closed draws and vouchers that stopped applying removed and reported.
 */
export class CartService {
  private readonly carts: CartRepository;
  private readonly offers: ProductOfferRepository;
  private readonly promotions: PromotionRepository;
  private readonly now: () => Date;
  private readonly blockedReasonsOf: CartServiceDependencies['blockedReasonsOf'];

  constructor(dependencies: CartServiceDependencies) {
    this.carts = dependencies.carts;
    this.offers = dependencies.offers;
    this.promotions = dependencies.promotions;
    this.now = dependencies.now;
    this.blockedReasonsOf = dependencies.blockedReasonsOf;
  }

  async createAnonymous(): Promise<{ token: string; view: CartView }> {
    const token = newToken();
    const cart = await this.carts.insertAnonymous(newReference(), token);
    return {
      token,
      view: { cart, items: [], vouchers: [], autoRemovedItems: [], blockedReasons: {} },
    };
  }

  /** The owner's cart, without the items and vouchers that no longer apply (reported once). */
  async view(owner: CartOwner): Promise<CartView> {
    if ('customerId' in owner) {
      const found = await this.carts.findCustomerCartWithContents(owner.customerId, this.now());
      if (found) return this.viewOf(found.cart, found.contents);
    }
    return this.viewOf(await this.cartOf(owner));
  }

  /** Validates the ticket with the shared ticket rules, prices it, and adds it to the cart. */
  async addTicket(owner: CartOwner, request: TicketRequest): Promise<CartView> {
    const cart = await this.cartOf(owner);
    await this.carts.insertItem(cart.id, await this.itemOf(request), this.now());
    return this.viewOf(cart);
  }

  /** Replaces an item with the edited ticket, checked and priced like a new one. */
  async replaceItem(owner: CartOwner, itemId: string, request: TicketRequest): Promise<CartView> {
    const cart = await this.cartOf(owner);
    const item = await this.itemOf(request);
    if (!(await this.carts.updateItem(cart.id, itemId, item, this.now()))) throw itemNotFound();
    return this.viewOf(cart);
  }

  /** Removes a ticket or a voucher of the cart by its id. */
  async removeItem(owner: CartOwner, itemId: string): Promise<CartView> {
    const cart = await this.cartOf(owner);
    const removed =
      (await this.carts.deleteItem(cart.id, itemId, this.now())) ||
      (await this.promotions.deleteVouchers(cart.id, [itemId])).length > 0;
    if (!removed) throw itemNotFound();
    return this.viewOf(cart);
  }

  /**
   * Applies a promotion code to the cart: 422 `promotion_not_added` with the reason when the code
   * is unknown, expired, already used by this customer, below its minimum spend, or the cart
   * already holds another voucher. Applying the code the cart holds changes nothing.
   */
  async addPromotion(owner: CartOwner, promotionCode: string): Promise<CartView> {
    const cart = await this.cartOf(owner);
    const current = await this.viewOf(cart);
    const code = normalisedCode(promotionCode);
    const promotion = await this.promotions.findByCode(code);
    if (!promotion) throw promotionNotAdded(`The promotion code ${code} is not valid.`);
    if (current.vouchers.some((voucher) => voucher.promotionCode === promotion.code)) {
      return current;
    }
    if (current.vouchers.length > 0) throw promotionNotAdded(oneVoucherPerCart);
    const problem = problemOf(promotion, {
      spendCents: spendCentsOf(current.items),
      now: this.now(),
      redeemedPromotionIds: await this.redeemedPromotionIdsOf(cart, [promotion.id]),
    });
    if (problem !== null) throw promotionNotAdded(refusalOf(promotion, problem));
    if (!(await this.promotions.insertVoucher(cart.id, promotion.id, this.now()))) {
      throw promotionNotAdded(oneVoucherPerCart);
    }
    const view = await this.viewOf(cart);
    return { ...view, autoRemovedItems: [...current.autoRemovedItems, ...view.autoRemovedItems] };
  }

  /**
   * Moves an anonymous cart's items and its voucher into the customer's cart and deletes the
   * anonymous cart; answers the customer's cart. Converting the same token again answers the
   * customer's cart; a token never seen is 404. A voucher that cannot move (the customer's cart
   * holds one, or the customer already used it) is reported in `autoRemovedItems`.
   */
  async convert(anonymousToken: string, customerId: string): Promise<CartView> {
    const customerCart = await this.cartOf({ customerId });
    const anonymousTokenHash = tokenHashOf(anonymousToken);
    const anonymousCart = await this.carts.findByAnonymousToken(anonymousToken);
    if (!anonymousCart) {
      if (await this.carts.wasConvertedBy(anonymousTokenHash, customerId)) {
        return this.viewOf(customerCart);
      }
      throw cartNotFound();
    }
    const { moving, refused } = await this.vouchersToMove(anonymousCart, customerCart);
    await this.carts.moveIntoCustomerCart({
      anonymousCartId: anonymousCart.id,
      customerCartId: customerCart.id,
      voucherIds: moving.map((voucher) => voucher.id),
      anonymousTokenHash,
      customerId,
      now: this.now(),
    });
    const view = await this.viewOf(customerCart);
    return { ...view, autoRemovedItems: [...view.autoRemovedItems, ...refused] };
  }

  /** One voucher per cart, and never one the customer already used. */
  private async vouchersToMove(
    anonymousCart: Cart,
    customerCart: Cart,
  ): Promise<{ moving: CartVoucher[]; refused: Array<{ id: string; reason: string }> }> {
    const vouchers = await this.promotions.findVouchersOfCart(anonymousCart.id);
    const redeemed = await this.redeemedPromotionIdsOf(
      customerCart,
      vouchers.map((voucher) => voucher.promotion.id),
    );
    let customerCartHasVoucher =
      (await this.promotions.findVouchersOfCart(customerCart.id)).length > 0;
    const moving: CartVoucher[] = [];
    const refused: Array<{ id: string; reason: string }> = [];
    for (const voucher of vouchers) {
      const { code } = voucher.promotion;
      if (redeemed.has(voucher.promotion.id)) {
        refused.push({ id: voucher.id, reason: removalOf(voucher.promotion, 'already_used') });
      } else if (customerCartHasVoucher) {
        refused.push({
          id: voucher.id,
          reason: `The voucher ${code} was removed: only one promotion code can be used per cart.`,
        });
      } else {
        moving.push(voucher);
        customerCartHasVoucher = true;
      }
    }
    return { moving, refused };
  }

  /** An anonymous cart by its token (404 when unknown); a customer's, created on first use. */
  private async cartOf(owner: CartOwner): Promise<Cart> {
    if ('customerId' in owner) {
      return this.carts.findOrInsertForCustomer(owner.customerId, newReference());
    }
    const cart = await this.carts.findByAnonymousToken(owner.anonymousToken);
    if (!cart) throw cartNotFound();
    return cart;
  }

  private async redeemedPromotionIdsOf(
    cart: Cart,
    promotionIds: readonly string[],
  ): Promise<ReadonlySet<string>> {
    return cart.customerId === null
      ? new Set()
      : this.promotions.findRedeemedPromotionIds(cart.customerId, promotionIds);
  }

  /**
   * The cart as the customer sees it now: items whose draw closed and vouchers whose condition
   * stopped holding are removed and reported; the customer's blocked reasons for its total.
   * `read`: its contents, when they were read with the cart.
   */
  private async viewOf(cart: Cart, read?: CartContents): Promise<CartView> {
    const now = this.now();
    const contents = read ?? (await this.carts.findContents(cart.id, now));
    const { items, vouchers } = contents;
    const closedItemIds = await this.carts.deleteItems(cart.id, contents.closedItemIds);
    const priced = priceVouchers(vouchers, {
      spendCents: spendCentsOf(items),
      now,
      redeemedPromotionIds: await this.redeemedPromotionIdsOf(
        cart,
        vouchers.map((voucher) => voucher.promotion.id),
      ),
    });
    await this.promotions.deleteVouchers(
      cart.id,
      priced.removed.map((voucher) => voucher.id),
    );
    const { totalCents } = cartTotalsOf(items, priced.applied);
    return {
      cart,
      items,
      vouchers: priced.applied,
      autoRemovedItems: [
        ...closedItemIds.map((id) => ({ id, reason: 'draw_closed' })),
        ...priced.removed,
      ],
      blockedReasons:
        cart.customerId === null ? {} : await this.blockedReasonsOf(cart.customerId, totalCents),
    };
  }

  /** Checks the ticket with the shared ticket rules and prices it: the item it becomes. */
  private async itemOf(request: TicketRequest): Promise<NewCartItem> {
    const now = this.now();
    const found = await this.offers.findWithUpcomingDraws(
      request.lottery,
      now,
      upcomingDrawsPerOfferDefault,
    );
    const offer = found?.offer;
    if (!offer || offer.suspended || offer.availability !== 'available') {
      throw invalidTicket({ lottery: 'This lottery is not on sale.' });
    }
    const draws = found.draws;
    const ticketOffer = ticketOfferFor(offer, draws, request.gameType, request.gameOffer);
    const gameOfferName =
      offer.gameTypes
        .find((gameType) => gameType.key === request.gameType)
        ?.gameOffers.find((gameOffer) => gameOffer.key === request.gameOffer)?.name ?? '';
    if (!ticketOffer) {
      throw invalidTicket({ game_offer: 'This game is not played in this lottery.' });
    }
    const chosenDay =
      request.day && ticketOffer.selectableDays.includes(request.day) ? request.day : null;
    const firstDraw =
      request.firstDrawNo !== undefined
        ? draws.find((draw) => draw.drawNo === request.firstDrawNo)
        : request.drawOffset === undefined && chosenDay
          ? draws.find((draw) => weekdayOf(draw) === chosenDay)
          : draws[request.drawOffset ?? 0];
    if (firstDraw && chosenDay && weekdayOf(firstDraw) !== chosenDay) {
      throw invalidTicket({ day: `This draw is not on a ${chosenDay}.` });
    }
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
    // The ticket rules check the cause of lotteries that have causes only; a cause on any other
    // ticket would reach the cart item's reference to the causes.
    if (ticket.causeKey !== null && !ticketOffer.causeKeys.includes(ticket.causeKey)) {
      throw invalidTicket({ causeKey: 'This lottery does not take a cause.' });
    }

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
    // A Super Combo counts its entries (its price is read at the entry count), not its games.
    const count =
      ticketOffer.gameType === 'syndicate'
        ? (ticket.numShares ?? 0)
        : ticketOffer.gameType === 'mega_combo'
          ? priceCountOf(ticket, ticketOffer)
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
