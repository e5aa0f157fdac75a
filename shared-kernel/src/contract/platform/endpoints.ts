import { type DiscoveredServices } from 'shared-kernel';
import { clientOf, common, type CachedCallOptions } from '../call';
import { type ProductBranding } from '../product-offers/model';
import { type Capabilities } from './capabilities';
import { type SiteConfig } from './site-config';

// Discovery, site config, capabilities and branding (api.md §7.1, §7.2).

/** GET {discoveryBase}/discover: the address of every service. */
export function fetchDiscovery(options: CachedCallOptions = {}): Promise<DiscoveredServices> {
  return clientOf(options).discover();
}

/** GET /v2/config: site name, locale, timeouts, support details, navigation, payment logos. */
export async function fetchConfig(options: CachedCallOptions = {}): Promise<SiteConfig> {
  const response = await clientOf(options).request<SiteConfig>({
    path: '/config',
    ...common(options),
  });
  return response.result;
}

/** GET /v2/capabilities: capability segments and the current segment. */
export async function fetchCapabilities(options: CachedCallOptions = {}): Promise<Capabilities> {
  const response = await clientOf(options).request<Capabilities>({
    path: '/capabilities',
    ...common(options),
  });
  return response.result;
}

/** GET /v2/branding: product branding (cached 24 h). */
export async function fetchBranding(options: CachedCallOptions = {}): Promise<ProductBranding> {
  const response = await clientOf(options).request<ProductBranding>({
    path: '/branding',
    cacheKind: 'branding',
    ...common(options),
  });
  return response.result;
}
