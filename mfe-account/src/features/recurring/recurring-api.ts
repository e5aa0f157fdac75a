import { getSession } from 'shared-kernel';
import { fetchConfig } from 'shared-kernel/contract/platform';
import { fetchProductOffers, type ProductOffer } from 'shared-kernel/contract/product-offers';
import {
  type Autoplay,
  type AutoplayPatch,
  fetchAutoplay,
  fetchAutoplays,
  fetchRecurringPurchaseMethod,
  fetchRecurringPurchases,
  fetchSubscription,
  fetchSubscriptions,
  pauseAutoplay,
  type PageQuery,
  type RecurringPage,
  type RecurringPurchase,
  type RecurringPurchaseMethods,
  type RecurringStatusChange,
  selectRecurringPurchaseMethod,
  setAutoplayMinimumJackpot,
  setAutoplayQuickpick,
  type Subscription,
  type SubscriptionPatch,
  unpauseAutoplay,
  updateAutoplay,
  updateAutoplayStatus,
  updateSubscription,
  updateSubscriptionStatus,
} from 'shared-kernel/contract/recurring';
import {
  cancelScheduledPurchase,
  fetchScheduledPurchase,
  fetchScheduledPurchases,
  type ScheduledPurchase,
  type ScheduledPurchasesPage,
} from 'shared-kernel/contract/scheduled-purchases';

/** The calls of the recurring purchase screens (api.md §7.4, §7.8); tests pass their own. */
export interface RecurringApi {
  fetchAutoplays: (query: PageQuery) => Promise<RecurringPage<Autoplay>>;
  fetchAutoplay: (id: string) => Promise<Autoplay>;
  setAutoplayMinimumJackpot: (id: string, dollars: number | null) => Promise<Autoplay>;
  setAutoplayQuickpick: (id: string, quickpick: boolean) => Promise<Autoplay>;
  updateAutoplay: (id: string, patch: AutoplayPatch) => Promise<Autoplay>;
  pauseAutoplay: (id: string) => Promise<Autoplay>;
  unpauseAutoplay: (id: string) => Promise<Autoplay>;
  updateAutoplayStatus: (id: string, change: RecurringStatusChange) => Promise<Autoplay>;
  fetchSubscriptions: (query: PageQuery) => Promise<RecurringPage<Subscription>>;
  fetchSubscription: (id: string) => Promise<Subscription>;
  updateSubscription: (id: string, patch: SubscriptionPatch) => Promise<Subscription>;
  updateSubscriptionStatus: (id: string, change: RecurringStatusChange) => Promise<Subscription>;
  fetchRecurringPurchases: (query: PageQuery) => Promise<RecurringPage<RecurringPurchase>>;
  fetchScheduledPurchases: (query: PageQuery) => Promise<ScheduledPurchasesPage>;
  fetchScheduledPurchase: (id: string) => Promise<ScheduledPurchase>;
  cancelScheduledPurchase: (id: string) => Promise<ScheduledPurchase>;
  fetchRecurringPurchaseMethod: () => Promise<RecurringPurchaseMethods>;
  selectRecurringPurchaseMethod: (key: string) => Promise<RecurringPurchaseMethods>;
  /** The offer as the catalogue sells it (its game offers and causes); null when off sale. */
  fetchProductOffer: (productOfferKey: string) => Promise<ProductOffer | null>;
}

async function findProductOffer(productOfferKey: string): Promise<ProductOffer | null> {
  const pricingId = getSession().pricingId ?? (await fetchConfig()).defaultPricingId;
  const offers = await fetchProductOffers(pricingId);
  return offers.find((offer) => offer.key === productOfferKey) ?? null;
}

export const kernelRecurringApi: RecurringApi = {
  fetchAutoplays: (query) => fetchAutoplays(query),
  fetchAutoplay: (id) => fetchAutoplay(id),
  setAutoplayMinimumJackpot: (id, dollars) => setAutoplayMinimumJackpot(id, dollars),
  setAutoplayQuickpick: (id, quickpick) => setAutoplayQuickpick(id, quickpick),
  updateAutoplay: (id, patch) => updateAutoplay(id, patch),
  pauseAutoplay: (id) => pauseAutoplay(id),
  unpauseAutoplay: (id) => unpauseAutoplay(id),
  updateAutoplayStatus: (id, change) => updateAutoplayStatus(id, change),
  fetchSubscriptions: (query) => fetchSubscriptions(query),
  fetchSubscription: (id) => fetchSubscription(id),
  updateSubscription: (id, patch) => updateSubscription(id, patch),
  updateSubscriptionStatus: (id, change) => updateSubscriptionStatus(id, change),
  fetchRecurringPurchases: (query) => fetchRecurringPurchases(query),
  fetchScheduledPurchases: (query) => fetchScheduledPurchases(query),
  fetchScheduledPurchase: (id) => fetchScheduledPurchase(id),
  cancelScheduledPurchase: (id) => cancelScheduledPurchase(id),
  fetchRecurringPurchaseMethod: () => fetchRecurringPurchaseMethod(),
  selectRecurringPurchaseMethod: (key) => selectRecurringPurchaseMethod(key),
  fetchProductOffer: findProductOffer,
};
