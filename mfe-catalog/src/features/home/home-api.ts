import { fetchConfig, type SiteConfig } from 'shared-kernel/contract/platform';
import { fetchProductOffers, type ProductOffer } from 'shared-kernel/contract/product-offers';
import { getSession } from 'shared-kernel';

export interface CallOptions {
  signal: AbortSignal;
}

/** The calls the home page makes; the store gets shared-kernel's, tests their own. */
export interface HomeApi {
  fetchConfig: (options: CallOptions) => Promise<SiteConfig>;
  fetchProductOffers: (pricingId: string, options: CallOptions) => Promise<ProductOffer[]>;
  /** The signed-in customer's pricing, if any; otherwise the site's default pricing applies. */
  currentPricingId: () => string | null;
}

export const kernelHomeApi: HomeApi = {
  fetchConfig,
  fetchProductOffers,
  currentPricingId: () => getSession().pricingId,
};
