import { fetchCapabilities, fetchConfig } from 'shared-kernel/contract/platform';
import { fetchCmsItems, type CmsPageView } from 'shared-kernel/contract/cms';
import {
  createFeedbackEvent,
  fetchContentItems,
  type FeedbackEvent,
} from 'shared-kernel/contract/content';
import {
  activeLocale,
  startTextCategories,
  type TextCategoryLoader,
} from 'shared-kernel/contract/format';
import { fetchProductOffers } from 'shared-kernel/contract/product-offers';
import {
  endReleasePreview,
  fetchRelease,
  reportRemoteOutcomes,
  type RemoteOutcomeReport,
} from 'shared-kernel/contract/registry';
import { type ApiClient, camelCaseKeys, readRuntimeConfig } from 'shared-kernel';
import { parseRelease, type Release } from './composition/release';
import { createSessionApi, type SessionApi } from './session/session-api';
import {
  type Capabilities,
  type ContentItem,
  type FooterProductOffer,
  type SiteConfig,
} from './layout/site-data/site-data-types';

/** The calls the shell makes at start, as the shell needs them (tests pass their own). */
export interface ShellApi {
  /** The release the page starts with (the one index.html came with, when it did). */
  fetchRelease: (environment: string) => Promise<Release>;
  /** The live release, always asked of the registry: is there a newer one than the page's? */
  checkRelease: (environment: string) => Promise<Release>;
  reportRemoteOutcomes: (environment: string, report: RemoteOutcomeReport) => Promise<void>;
  /** Ends the operator's preview in this browser. */
  endReleasePreview: () => Promise<void>;
  fetchConfig: () => Promise<SiteConfig>;
  fetchCapabilities: () => Promise<Capabilities>;
  /** The shell's own interface texts of a locale (default the page's active one). */
  fetchLayoutTranslations: (locale?: string) => Promise<ContentItem[]>;
  /** A remote's texts, when its views first show (see the kernel's `requestTextCategory`). */
  fetchTextCategories: TextCategoryLoader;
  fetchProductOffers: (pricingId: string) => Promise<FooterProductOffer[]>;
  /** POST /v2/event with the customer's feedback; answers the stored event's id. */
  createFeedbackEvent: (event: FeedbackEvent) => Promise<string>;
  /** The CMS page of an About path (`/about/privacy`); null when the CMS has none. */
  fetchAboutPage: (path: string) => Promise<CmsPageView | null>;
  session: SessionApi;
}

function required<Value>(value: Value | null | undefined, what: string): Value {
  if (value === null || value === undefined) throw new Error(`The ${what} answer has no result.`);
  return value;
}

/** The shell's calls through the kernel's endpoints (default: the page's client). */
export function createShellApi(client?: ApiClient): ShellApi {
  const options = client ? { client } : {};
  return {
    fetchRelease: async (environment) => {
      // The page came with the live release (see the web module): no registry round trip.
      const { environment: pageEnvironment, release } = readRuntimeConfig();
      if (release !== undefined && environment === pageEnvironment) {
        return parseRelease(camelCaseKeys(release));
      }
      return parseRelease(await fetchRelease(environment, options));
    },
    checkRelease: async (environment) => parseRelease(await fetchRelease(environment, options)),
    reportRemoteOutcomes: (environment, report) =>
      reportRemoteOutcomes(environment, report, options),
    endReleasePreview: () => endReleasePreview(options),
    fetchConfig: async () => required(await fetchConfig(options), 'configuration'),
    fetchCapabilities: async () => required(await fetchCapabilities(options), 'capabilities'),
    fetchLayoutTranslations: (locale = activeLocale().locale) =>
      fetchContentItems({ locale, categories: startTextCategories }, options),
    fetchTextCategories: (locale, categories) => fetchContentItems({ locale, categories }, options),
    fetchProductOffers: (pricingId) => fetchProductOffers(pricingId, options),
    createFeedbackEvent: (event) => createFeedbackEvent(event, options),
    fetchAboutPage: async (path) =>
      (await fetchCmsItems<CmsPageView>('pages', { path, limit: 1 }, options)).entities[0] ?? null,
    session: createSessionApi(client),
  };
}
