// Test data for the pages' tests; the running app never imports this file.
import { type SiteConfig } from 'shared-kernel/contract/platform';
import { kernelResourceFetchers, type ResourceFetchers } from './resources-api';

/** The page's fetchers with the site config answered locally; tests override the rest. */
export function resourceFetchersAnswering(
  overrides: Partial<ResourceFetchers> = {},
): ResourceFetchers {
  return {
    ...kernelResourceFetchers,
    siteConfig: () =>
      Promise.resolve({ siteName: 'Lotto Shop', hideSiteName: false } as SiteConfig),
    ...overrides,
  };
}
