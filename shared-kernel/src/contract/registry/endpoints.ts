import { clientOf, common, type CachedCallOptions, type CallOptions } from '../call';
import { type ReleaseDocument, type RemoteOutcomeReport } from './model';

// The release registry: which version of each remote is live for this visitor.

/** GET {registry}/{environment}/release: each remote's version for this visitor (never cached). */
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

/**
 * POST {registry}/{environment}/reports: which remote versions rendered or failed on this page
 * load; the registry judges canaries and known-good versions by them.
 */
export async function reportRemoteOutcomes(
  environment: string,
  report: RemoteOutcomeReport,
  options: CallOptions = {},
): Promise<void> {
  await clientOf(options).request({
    service: 'registry',
    method: 'POST',
    path: `/${encodeURIComponent(environment)}/reports`,
    body: report,
    cache: false,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * DELETE {registry}/preview: ends the operator's preview in this browser (clears its cookie);
 * the next page load gets the release every visitor gets.
 */
export async function endReleasePreview(options: CallOptions = {}): Promise<void> {
  await clientOf(options).request({
    service: 'registry',
    method: 'DELETE',
    path: '/preview',
    cache: false,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
