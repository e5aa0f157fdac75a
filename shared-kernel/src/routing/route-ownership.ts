/**
 * Which package renders which path. The longest matching prefix (on whole path segments) wins;
 * anything nobody claims belongs to mfe-catalog, because product offer pages live at
 * /{productOfferKey}/... and the catalogue answers unknown paths with its not-found page.
 */
export const remoteNames = [
  'mfe-catalog',
  'mfe-cart-checkout',
  'mfe-account',
  'mfe-wallet',
  'mfe-membership',
  'mfe-lotto-party',
] as const;

export type RemoteName = (typeof remoteNames)[number];
export type RouteOwner = RemoteName | 'shell';

export const routeOwnership: ReadonlyArray<{ owner: RouteOwner; prefixes: readonly string[] }> = [
  {
    owner: 'shell',
    prefixes: [
      '/login',
      '/signup',
      '/logout',
      '/forgot-password',
      '/force-password-change',
      '/change-password',
      '/check-email',
      '/close-my-account',
      '/about',
    ],
  },
  // /3ds/notify is where a 3-D Secure challenge window returns to the checkout.
  {
    owner: 'mfe-cart-checkout',
    prefixes: ['/cart', '/checkout', '/receipt', '/purchase', '/3ds'],
  },
  {
    owner: 'mfe-wallet',
    prefixes: [
      '/deposit',
      '/deposits',
      '/checkout/deposit',
      '/my-account/deposit',
      '/my-account/withdraw',
      '/my-account/cards-and-accounts',
      '/my-account/transactions',
    ],
  },
  {
    owner: 'mfe-membership',
    prefixes: ['/daily-winners', '/my-account/current-giveaways', '/my-account/closed-giveaways'],
  },
  { owner: 'mfe-lotto-party', prefixes: ['/lotto-party', '/my-account/lotto-party'] },
  {
    owner: 'mfe-account',
    prefixes: [
      '/my-account',
      '/communication-preferences',
      '/unsubscribe',
      '/account-verification',
    ],
  },
];

function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The package that renders `pathname` (case-insensitive, trailing slash ignored). */
export function ownerOf(pathname: string): RouteOwner {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  let owner: RouteOwner = 'mfe-catalog';
  let longest = 0;
  for (const entry of routeOwnership) {
    for (const prefix of entry.prefixes) {
      if (prefix.length > longest && matchesPrefix(path, prefix)) {
        owner = entry.owner;
        longest = prefix.length;
      }
    }
  }
  return owner;
}

/** Where each remote's own landing page lives (used for navigation and smoke checks). */
export const remoteLandingPaths: Readonly<Record<RemoteName, string>> = {
  'mfe-catalog': '/',
  'mfe-cart-checkout': '/cart',
  'mfe-account': '/my-account',
  'mfe-wallet': '/deposit',
  'mfe-membership': '/daily-winners',
  'mfe-lotto-party': '/lotto-party',
};

/** Module Federation container name of a remote (`mfe-catalog` → `mfe_catalog`). */
export function federationNameOf(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/** single-spa custom props the shell gives every remote it mounts. */
export interface RemoteProps {
  domElement: HTMLElement;
  remote: string;
  /** The immutable version the shell loaded. */
  version: string;
  [name: string]: unknown;
}

/** Paths a remote serves only to a signed-in customer (product.md §2 "protected"). */
const customerOnlyPrefixes = [
  '/cart/replay',
  '/deposit',
  '/checkout/deposit',
  '/receipt',
  '/my-account',
] as const;
const customerOnlyPaths = ['/communication-preferences'] as const;
/** Under a protected prefix but open to anyone (address and email confirmation links from emails). */
const openToVisitorsPrefixes = [
  '/my-account/confirm-address',
  '/my-account/confirm-email',
] as const;

/** Whether a signed-out visitor is sent to log in (and back) before a remote shows `pathname`. */
export function needsCustomer(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (openToVisitorsPrefixes.some((prefix) => matchesPrefix(path, prefix))) return false;
  return (
    customerOnlyPaths.some((exact) => path === exact) ||
    customerOnlyPrefixes.some((prefix) => matchesPrefix(path, prefix))
  );
}
