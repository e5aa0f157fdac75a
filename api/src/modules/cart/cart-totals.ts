import { type AppliedVoucher } from '../promotions/voucher-rules';
import { type CartItem } from './repository';

/** What a cart costs, in cents: one computation for the cart's view and for its purchase. */
export interface CartTotals {
  /** Tickets before discounts. */
  subtotalCents: number;
  discountCents: number;
  /** subtotal − discount, never below 0. */
  totalCents: number;
  /** Part of the total paid when pre-ordered draws open. */
  preOrderTotalCents: number;
  /** Promo credit the cart's credit vouchers add when it is bought. */
  promoCreditCents: number;
}

const priceOfItems = (items: readonly CartItem[]) =>
  items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);

const preOrderItemsOf = (items: readonly CartItem[]) =>
  items.filter((item) => item.scheduledPurchaseType === 'pre_order');

/**
 * What the cart charges now: pre-ordered items are paid when their draws open. Vouchers discount
 * this part only, so the total never drops below the pre-order total.
 */
export function spendCentsOf(items: readonly CartItem[]): number {
  return priceOfItems(items) - priceOfItems(preOrderItemsOf(items));
}

export function cartTotalsOf(
  items: readonly CartItem[],
  vouchers: readonly AppliedVoucher[],
): CartTotals {
  const subtotalCents = priceOfItems(items);
  const discountCents = vouchers.reduce((sum, voucher) => sum + voucher.discountCents, 0);
  return {
    subtotalCents,
    discountCents,
    totalCents: Math.max(0, subtotalCents - discountCents),
    preOrderTotalCents: priceOfItems(preOrderItemsOf(items)),
    promoCreditCents: vouchers.reduce((sum, voucher) => sum + voucher.creditCents, 0),
  };
}
