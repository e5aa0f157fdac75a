import { type CartItem } from '../cart/repository';
import { type PricedCart } from '../cart/cart-pricing';
import { cartTotalsOf } from '../cart/cart-totals';
import { type PurchaseBasket } from './service';

/**
 * A basket of one item that is not in the customer's cart: a partner's item, or the next draw of
 * a recurring purchase. Buying it leaves the customer's cart alone.
 */
export function oneItemBasket(item: Omit<CartItem, 'id' | 'productName'>): PurchaseBasket {
  return itemsBasket([item]);
}

/** Several items outside the customer's cart (a partner's cart), bought in one checkout. */
export function itemsBasket(
  basketItems: ReadonlyArray<Omit<CartItem, 'id' | 'productName'>>,
): PurchaseBasket {
  return {
    price: (_transaction, customerId) => {
      // The receipt names products from the catalogue, so the key stands in for the name here.
      const items = basketItems.map((item, index) => ({
        ...item,
        id: index === 0 ? 'one-item' : `one-item-${index + 1}`,
        productName: item.productOfferKey,
      }));
      const cart: PricedCart = {
        cartId: 'one-item',
        cartReference: 'one-item',
        customerId,
        items,
        vouchers: [],
        ...cartTotalsOf(items, []),
        autoRemovedItems: [],
      };
      return Promise.resolve(cart);
    },
    close: () => Promise.resolve(),
  };
}
