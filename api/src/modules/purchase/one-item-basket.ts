import { type CartItem } from '../cart/repository';
import { type PricedCart } from '../cart/cart-pricing';
import { type PurchaseBasket } from './service';

/**
 * A basket of one item that is not in the customer's cart: a partner's item, or the next draw of
 * a recurring purchase. Buying it leaves the customer's cart alone.
 */
export function oneItemBasket(item: Omit<CartItem, 'id'>): PurchaseBasket {
  return {
    price: (_transaction, customerId) => {
      const priceCents = item.unitPriceCents * item.quantity;
      const cart: PricedCart = {
        cartId: 'one-item',
        cartReference: 'one-item',
        customerId,
        items: [{ ...item, id: 'one-item' }],
        vouchers: [],
        subtotalCents: priceCents,
        discountCents: 0,
        totalCents: priceCents,
        preOrderTotalCents: item.scheduledPurchaseType === 'pre_order' ? priceCents : 0,
        promoCreditCents: 0,
        autoRemovedItems: [],
      };
      return Promise.resolve(cart);
    },
    close: () => Promise.resolve(),
  };
}
