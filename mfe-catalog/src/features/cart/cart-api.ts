import {
  addCartItem,
  bus,
  buildCartTicket,
  createAnonymousCart,
  getSession,
  type CartItemAdd,
  type CartOwner,
  type CartView,
  type TicketBuild,
} from 'shared-kernel';

/** api.md §9: the anonymous cart token is kept 14 days (lax, path /, secure on https). */
export const anonymousCartCookie = { name: 'anonymous_cart_token', maxAgeSeconds: 14 * 86_400 };

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

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** A cookie as the shop writes them: SameSite=Lax, path /, Secure on https. */
export function cookieText(
  name: string,
  value: string,
  maxAgeSeconds: number,
  isSecure: boolean,
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  parts.push(`Max-Age=${Math.floor(maxAgeSeconds)}`);
  if (isSecure) parts.push('Secure');
  return parts.join('; ');
}

const isSecurePage = () => window.location.protocol === 'https:';

export const kernelCartApi: CartApi = {
  isSignedIn: () => getSession().isAuthenticated,
  readAnonymousCartToken: () => readCookie(document.cookie, anonymousCartCookie.name),
  writeAnonymousCartToken: (token) => {
    document.cookie = cookieText(
      anonymousCartCookie.name,
      token,
      anonymousCartCookie.maxAgeSeconds,
      isSecurePage(),
    );
  },
  dropAnonymousCartToken: () => {
    document.cookie = cookieText(anonymousCartCookie.name, '', 0, isSecurePage());
  },
  readAffiliateCode: () => readCookie(document.cookie, 'affiliate_code'),
  createAnonymousCart,
  buildCartTicket,
  addCartItem,
  publishCartChanged: (itemCount) => bus.publish('cart/changed', { itemCount }),
};
