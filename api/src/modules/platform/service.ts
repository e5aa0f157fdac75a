import { type Capabilities } from 'shared-kernel/contract/platform';
import { ApiError } from '../../http/envelope';
import {
  type Branding,
  type ContentItem,
  type ContentItemFilter,
  type PlatformRepository,
  type SiteConfig,
} from './repository';

/** Constants of api.md §9 that hold until the stored settings say otherwise. */
export const defaultSiteConfig: SiteConfig = {
  siteName: 'Lotto Shop',
  hideSiteName: false,
  locale: 'en-AU',
  currency: 'AUD',
  defaultPricingId: 'default',
  sessionTimeoutSeconds: 3600,
  heartbeatActiveTimeoutSeconds: 600,
  rememberForDays: 30,
  supportNumber: '',
  supportOpeningHours: '',
  supportEmail: '',
  navigation: { primary: [], secondary: [] },
  paymentLogos: ['VISA', 'MASTERCARD', 'AMEX', 'PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY'],
  androidStoreUrl: null,
  subVariants: [],
  segmentLocales: [],
};

/** The locale whose texts stand in for those another locale does not have. */
export const fallbackLocale = 'en-AU';

/** Segment whose capabilities anonymous visitors (and customers without a segment) get. */
export const defaultSegmentName = 'default';

export interface Services {
  api: string;
  auth: string;
  cms: string;
  social: string;
  rewards: string;
  customerVerify: string;
  recommend: string;
  registry: string;
}

/** Where each service lives, below the shop's public origin (the discovery answer). */
export function servicesAt(origin: string): Services {
  return {
    api: `${origin}/v2`,
    auth: `${origin}/auth`,
    cms: `${origin}/cms`,
    social: `${origin}/social/v3`,
    rewards: `${origin}/rewards`,
    customerVerify: `${origin}/customer-verify`,
    recommend: `${origin}/recommend`,
    registry: `${origin}/registry`,
  };
}

export class PlatformService {
  constructor(private readonly repository: PlatformRepository) {}

  /** Where each service lives, below the shop's public origin. */
  discover(origin: string): Services {
    return servicesAt(origin);
  }

  isDatabaseReachable(): Promise<boolean> {
    return this.repository.isReachable();
  }

  async siteConfig(): Promise<SiteConfig> {
    const [settings, subVariants, segmentLocales] = await Promise.all([
      this.repository.findSiteSettings(),
      this.repository.findSubVariants(),
      this.repository.findSegmentLocales(),
    ]);
    return { ...defaultSiteConfig, ...settings, subVariants, segmentLocales };
  }

  /** Every segment, default first; current: the customer's segment, else the default one. */
  async capabilities(customerSegmentName: string | null = null): Promise<Capabilities> {
    const segments = await this.repository.findCapabilitySegments();
    segments.sort((left, right) =>
      left.segmentName === defaultSegmentName
        ? -1
        : right.segmentName === defaultSegmentName
          ? 1
          : left.segmentName.localeCompare(right.segmentName),
    );
    const known = segments.some((segment) => segment.segmentName === customerSegmentName);
    return {
      segments,
      currentSegment: known && customerSegmentName ? customerSegmentName : defaultSegmentName,
    };
  }

  async branding(): Promise<Branding> {
    const branding = await this.repository.findDefaultBranding();
    if (!branding) throw new ApiError(404, 'branding_not_found', 'No branding is configured.');
    return branding;
  }

  /**
   * The items of a locale; another locale than en-AU is completed with the en-AU items it does
   * not have, so a market stores only the texts it says differently.
   */
  async contentItems(filter: ContentItemFilter): Promise<ContentItem[]> {
    const items = await this.repository.findContentItems(filter);
    if (filter.locale === fallbackLocale) return items;
    const fallbacks = await this.repository.findContentItems({ ...filter, locale: fallbackLocale });
    const keyOf = (item: ContentItem) => `${item.category}\u0000${item.id}`;
    const present = new Set(items.map(keyOf));
    return [...items, ...fallbacks.filter((item) => !present.has(keyOf(item)))].sort(
      (left, right) =>
        left.category.localeCompare(right.category) || left.id.localeCompare(right.id),
    );
  }
}
