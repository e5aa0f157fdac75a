import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { PromotionAlreadyRedeemed, PromotionRepository } from '../promotions/repository';
import { type AppliedVoucher, priceVouchers } from '../promotions/voucher-rules';
import { cartTotalsOf, spendCentsOf } from './cart-totals';
import { type CartItem, CartRepository } from './repository';

export { type AppliedVoucher } from '../promotions/voucher-rules';

/** A customer's cart with the shop's prices and the vouchers applied: what a purchase charges. */
export interface PricedCart {
  cartId: string;
  cartReference: string;
  customerId: string;
  /** The items that can be bought now (those whose draw closed are left out). */
  items: CartItem[];
  /** The vouchers that still apply. */
  vouchers: AppliedVoucher[];
  /** Tickets before discounts. */
  subtotalCents: number;
  discountCents: number;
  /** subtotal − discount, never below 0. */
  totalCents: number;
  preOrderTotalCents: number;
  /** Promo credit the cart's credit vouchers add when it is bought. */
  promoCreditCents: number;
  /**
   * Items whose draw closed and vouchers that stopped applying since the customer last saw the
   * cart, with the reason; not charged. The cart's next fetch removes and reports them.
   * (Optional so that a cart priced elsewhere, without such a check, is a PricedCart too.)
   */
  autoRemovedItems?: Array<{ id: string; reason: string }>;
}

/**
 * The customer's cart priced for checkout, read with `database` (pass the purchase's transaction
 * so the read sees and locks what the purchase writes: the cart's row stays locked until it ends).
 * Null when the customer has no cart. Changes nothing.
 */
export async function pricedCustomerCart(
  database: Kysely<Database>,
  customerId: string,
  now: Date,
): Promise<PricedCart | null> {
  const carts = new CartRepository(database);
  const promotions = new PromotionRepository(database);
  const cart = await carts.findByCustomerId(customerId, { forUpdate: true });
  if (!cart) return null;
  const { items, closedItemIds, vouchers } = await carts.findContents(cart.id, now);
  const redeemedPromotionIds = await promotions.findRedeemedPromotionIds(
    customerId,
    vouchers.map((voucher) => voucher.promotion.id),
  );
  const { applied, removed } = priceVouchers(vouchers, {
    spendCents: spendCentsOf(items),
    now,
    redeemedPromotionIds,
  });
  return {
    cartId: cart.id,
    cartReference: cart.reference,
    customerId,
    items,
    vouchers: applied,
    ...cartTotalsOf(items, applied),
    autoRemovedItems: [...closedItemIds.map((id) => ({ id, reason: 'draw_closed' })), ...removed],
  };
}

/**
 * After a purchase, inside its transaction: the cart's items and vouchers are gone and each voucher
 * is marked redeemed by this customer, so it cannot be used twice. A once-per-customer voucher the
 * customer redeemed meanwhile (a concurrent purchase) refuses with 422 `promotion_already_used`,
 * which rolls the purchase back.
 */
export async function closePurchasedCart(
  database: Kysely<Database>,
  cart: PricedCart,
  now: Date,
): Promise<void> {
  const codes = cart.vouchers.map((voucher) => voucher.promotionCode);
  try {
    await new PromotionRepository(database).insertRedemptions(
      codes,
      cart.customerId,
      cart.cartReference,
      now,
    );
  } catch (error) {
    if (!(error instanceof PromotionAlreadyRedeemed)) throw error;
    throw new ApiError(
      422,
      'promotion_already_used',
      `You have already used the promotion code ${codes.join(', ')}.`,
    );
  }
  await new CartRepository(database).deleteContents(cart.cartId);
}
