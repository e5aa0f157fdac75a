import { type ApiVersion, type CacheKind } from './types';

/** api.md §9: server request timeout. */
export const requestTimeoutMs = 10_000;

/** api.md §9: the API version each call family sends (everything else sends `default`). */
export const apiVersions = {
  default: '3.0',
  autoplay: '3.3',
  cart: '3.3',
  signup: '3.5',
  withdrawals: '3.1',
  paymentMethods: '3.2',
  customerDetails: '3.2',
  pastDraws: '3.7',
  drawDetails: '3.6',
  checkout: '3.4',
  productOffers: '3.9',
  login: '3.3',
} as const satisfies Record<string, ApiVersion>;

/** api.md §9: how long a successful GET stays in the client cache, by kind of data. */
export const cacheDurationsSeconds = {
  default: 60,
  discovery: 60,
  groupPlayConfig: 300,
  placement: 300,
  theme: 600,
  navigation: 86_400,
  components: 86_400,
  seoHeadings: 86_400,
  productOffers: 1_080,
  tips: 1_080,
  drawResultKeys: 86_400,
  branding: 86_400,
} as const satisfies Record<CacheKind, number>;

/** api.md §7.1: a query parameter of this name makes the services (and this client) drop a cached GET. */
export const clearCacheParameter = 'clear_cache';
