import { type ShopLocale } from 'shared-kernel/contract/format';
import { type CapabilityName, type SubVariant } from 'shared-kernel/contract/platform';
import { type SiteConfig } from './site-data-types';

export interface MarketInputs {
  config: SiteConfig | null;
  capabilities: readonly CapabilityName[];
  /** The session's sub-variant (the `sv` query parameter or its cookie), upper-cased. */
  subVariant: string | null;
  segmentName: string | null;
}

/** The configured sub-variant of a key; null for none or one the site does not know. */
export function subVariantOf(config: SiteConfig | null, key: string | null): SubVariant | null {
  if (!config || !key) return null;
  return config.subVariants?.find((subVariant) => subVariant.key === key.toUpperCase()) ?? null;
}

/**
 * The page's locale and currency label: the sub-variant's (when the sub_variants capability is
 * on and the sub-variant configures one), else the customer's segment's, else the site's. An
 * unknown sub-variant is ignored.
 */
export function marketOf({
  config,
  capabilities,
  subVariant,
  segmentName,
}: MarketInputs): ShopLocale {
  const site: ShopLocale = {
    locale: config?.locale || 'en-AU',
    currency: config?.currency || 'AUD',
  };
  const segment = config?.segmentLocales?.find((entry) => entry.segmentName === segmentName);
  const base = segment ? { locale: segment.locale, currency: segment.currency } : site;
  const chosen = capabilities.includes('sub_variants') ? subVariantOf(config, subVariant) : null;
  return {
    locale: chosen?.locale ?? base.locale,
    currency: chosen?.currency ?? base.currency,
  };
}
