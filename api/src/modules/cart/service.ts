import { createHash, randomBytes } from 'node:crypto';
import { ApiError } from '../../http/envelope';
import { type ProductOfferRepository } from '../product-offers/repository';
import {
  type BlockedReasons,
  type CustomerStanding,
  type CustomerStandingColumn,
} from '../limits/blocked-reasons';
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
import { cartItemOf, type TicketRequest } from './ticket-item';
import { type Cart, type CartItem, type CartRepository } from './repository';

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
  /**
   * The limits module's blocked reasons (limits/blocked-reasons.ts) for this database: the
   * customer's standing, as a column the cart's own query reads, and the reasons it gives.
   */
  blockedReasons: {
    standingOf: (customerId: string, now: Date) => CustomerStandingColumn;
    for: (standing: CustomerStanding, cartTotalCents: number, now: Date) => BlockedReasons;
  };
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

/**
 * Anonymous and customer carts, one code path for both: tickets checked and priced by the shop,
 * vouchers, items of closed draws and vouchers that stopped applying removed and reported.
 */
export class CartService {
  private readonly carts: CartRepository;
  private readonly offers: ProductOfferRepository;
  private readonly promotions: PromotionRepository;
  private readonly now: () => Date;
  private readonly blockedReasons: CartServiceDependencies['blockedReasons'];

  constructor(dependencies: CartServiceDependencies) {
    this.carts = dependencies.carts;
    this.offers = dependencies.offers;
    this.promotions = dependencies.promotions;
    this.now = dependencies.now;
    this.blockedReasons = dependencies.blockedReasons;
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
      const now = this.now();
      const found = await this.carts.findCustomerCartWithContents(
        owner.customerId,
        now,
        this.blockedReasons.standingOf(owner.customerId, now),
      );
      if (found) return this.viewOf(found.cart, found.contents);
    }
    return this.viewOf(await this.cartOf(owner));
  }

  /** Validates the ticket with the shared ticket rules, prices it, and adds it to the cart. */
  async addTicket(owner: CartOwner, request: TicketRequest): Promise<CartView> {
    const cart = await this.cartOf(owner);
    await this.carts.insertItem(
      cart.id,
      await cartItemOf(this.offers, request, this.now()),
      this.now(),
    );
    return this.viewOf(cart);
  }

  /** Replaces an item with the edited ticket, checked and priced like a new one. */
  async replaceItem(owner: CartOwner, itemId: string, request: TicketRequest): Promise<CartView> {
    const cart = await this.cartOf(owner);
    const item = await cartItemOf(this.offers, request, this.now());
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
    const standing =
      cart.customerId === null ? null : this.blockedReasons.standingOf(cart.customerId, now);
    const contents = read ?? (await this.carts.findContents(cart.id, now, standing));
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
        cart.customerId === null ? {} : this.blockedReasons.for(contents.standing, totalCents, now),
    };
  }
}
