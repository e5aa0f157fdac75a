import { clientOf, common, type CachedCallOptions } from '../call';
import { type ReleaseDocument } from './model';

// The release registry: which version of each remote is live.

/** GET {registry}/{environment}/release: the pinned version of each remote (never cached). */
export async function fetchRelease(
  environment: string,
  options: CachedCallOptions = {},
): Promise<ReleaseDocument> {
  const response = await clientOf(options).request<ReleaseDocument>({
    service: 'registry',
    path: `/${encodeURIComponent(environment)}/release`,
    cache: false,
    ...common(options),
  });
  return response.result;
}
