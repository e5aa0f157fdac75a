import { anonymousCartToken, documentCookieJar, readCookie } from 'remote-kit';
import {
  addCartItem,
  buildCartTicket,
  createAnonymousCart,
  type CartItemAdd,
  type CartOwner,
  type CartView,
  type TicketBuild,
} from 'shared-kernel/contract/cart';
import { bus, getSession } from 'shared-kernel';

export interface CallOptions {
  signal: AbortSignal;
}

/** What adding to the cart needs; the store gets the page's, tests their own. */
export interface CartApi {
  isSignedIn: () => boolean;
  readAnonymousCartToken: () => string | null;
  writeAnonymousCartToken: (token: string) => void;
  dropAnonymousCartToken: () => void;
  /** The affiliate code kept from `?aff=` (14 days), sent with what goes in the cart. */
  readAffiliateCode: () => string | null;
  createAnonymousCart: (options: CallOptions) => Promise<{ token: string; cart: CartView }>;
  buildCartTicket: (
    owner: CartOwner,
    ticket: TicketBuild,
    options: CallOptions,
  ) => Promise<CartView>;
  addCartItem: (owner: CartOwner, item: CartItemAdd, options: CallOptions) => Promise<CartView>;
  /** Tells the other packages (the nav bar's count) that the cart changed. */
  publishCartChanged: (itemCount: number) => void;
}

export const kernelCartApi: CartApi = {
  isSignedIn: () => getSession().isAuthenticated,
  readAnonymousCartToken: () => anonymousCartToken.read(),
  writeAnonymousCartToken: (token) => anonymousCartToken.write(token),
  dropAnonymousCartToken: () => anonymousCartToken.drop(),
  readAffiliateCode: () => readCookie(documentCookieJar, 'affiliate_code'),
  createAnonymousCart,
  buildCartTicket,
  addCartItem,
  publishCartChanged: (itemCount) => bus.publish('cart/changed', { itemCount }),
};
