import {
  type Capabilities,
  type ContentItem,
  type FooterProductOffer,
  type SiteConfig,
} from './site-data-types';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** Site-wide data the layout reads: configuration, capabilities, layout texts, offers. */
export interface SiteDataState {
  config: SiteConfig | null;
  configStatus: LoadStatus;
  capabilities: Capabilities | null;
  capabilitiesStatus: LoadStatus;
  /** Layout texts by id (plain and markdown items only). */
  translations: Record<string, string>;
  translationsStatus: LoadStatus;
  productOffers: FooterProductOffer[];
  productOffersStatus: LoadStatus;
}

export const initialSiteDataState: SiteDataState = {
  config: null,
  configStatus: 'idle',
  capabilities: null,
  capabilitiesStatus: 'idle',
  translations: {},
  translationsStatus: 'idle',
  productOffers: [],
  productOffersStatus: 'idle',
};

export const siteDataLoadRequested = () => ({ type: 'siteData/loadRequested' as const });
export const siteDataConfigLoaded = (config: SiteConfig) => ({
  type: 'siteData/configLoaded' as const,
  payload: config,
});
export const siteDataConfigFailed = () => ({ type: 'siteData/configFailed' as const });
export const siteDataCapabilitiesLoaded = (capabilities: Capabilities) => ({
  type: 'siteData/capabilitiesLoaded' as const,
  payload: capabilities,
});
export const siteDataCapabilitiesFailed = () => ({ type: 'siteData/capabilitiesFailed' as const });
export const siteDataTranslationsLoaded = (items: ContentItem[]) => ({
  type: 'siteData/translationsLoaded' as const,
  payload: items,
});
export const siteDataTranslationsFailed = () => ({ type: 'siteData/translationsFailed' as const });
/** The texts of another locale are asked for (the visitor's market changed). */
export const siteDataTranslationsRequested = (locale: string) => ({
  type: 'siteData/translationsRequested' as const,
  payload: { locale },
});
export const siteDataProductOffersLoaded = (offers: FooterProductOffer[]) => ({
  type: 'siteData/productOffersLoaded' as const,
  payload: offers,
});
export const siteDataProductOffersFailed = () => ({
  type: 'siteData/productOffersFailed' as const,
});
/** The customer's pricing changed (product.md §4 Cart): the offers are read again at it. */
export const siteDataProductOffersReloadRequested = (pricingId: string | null) => ({
  type: 'siteData/productOffersReloadRequested' as const,
  payload: { pricingId },
});

export type SiteDataAction = ReturnType<
  | typeof siteDataLoadRequested
  | typeof siteDataConfigLoaded
  | typeof siteDataConfigFailed
  | typeof siteDataCapabilitiesLoaded
  | typeof siteDataCapabilitiesFailed
  | typeof siteDataTranslationsLoaded
  | typeof siteDataTranslationsFailed
  | typeof siteDataTranslationsRequested
  | typeof siteDataProductOffersLoaded
  | typeof siteDataProductOffersFailed
>;

function translationsFrom(items: ContentItem[]): Record<string, string> {
  const translations: Record<string, string> = {};
  for (const item of items) {
    // A content item counts only if both type and value exist (product.md §3).
    if ((item.type === 'plain' || item.type === 'markdown') && typeof item.value === 'string') {
      translations[item.id] = item.value;
    }
  }
  return translations;
}

export function siteDataReducer(
  state: SiteDataState = initialSiteDataState,
  action: SiteDataAction | { type: string },
): SiteDataState {
  const event = action as SiteDataAction;
  switch (event.type) {
    case 'siteData/loadRequested':
      return {
        ...state,
        configStatus: 'loading',
        capabilitiesStatus: 'loading',
        translationsStatus: 'loading',
        productOffersStatus: 'loading',
      };
    case 'siteData/configLoaded':
      return { ...state, config: event.payload, configStatus: 'loaded' };
    case 'siteData/configFailed':
      return { ...state, configStatus: 'failed' };
    case 'siteData/capabilitiesLoaded':
      return { ...state, capabilities: event.payload, capabilitiesStatus: 'loaded' };
    case 'siteData/capabilitiesFailed':
      return { ...state, capabilitiesStatus: 'failed' };
    case 'siteData/translationsLoaded':
      return {
        ...state,
        translations: translationsFrom(event.payload),
        translationsStatus: 'loaded',
      };
    case 'siteData/translationsRequested':
      return { ...state, translationsStatus: 'loading' };
    case 'siteData/translationsFailed':
      return { ...state, translationsStatus: 'failed' };
    case 'siteData/productOffersLoaded':
      return { ...state, productOffers: event.payload, productOffersStatus: 'loaded' };
    case 'siteData/productOffersFailed':
      return { ...state, productOffersStatus: 'failed' };
    default:
      return state;
  }
}
