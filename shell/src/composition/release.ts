import { type ReleaseDocument, type RemoteRelease } from 'shared-kernel/contract/registry';
import { isRemoteName } from './activity';

export type Release = ReleaseDocument;
export type ReleaseRemote = RemoteRelease;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Reads a release document defensively: an entry without a usable address, or for a remote
 * the route table does not know, is dropped (that remote then renders its fallback) instead of
 * breaking the whole page.
 */
export function parseRelease(result: unknown): Release {
  if (!isRecord(result)) throw new Error('The release document has no result.');
  const remotes: ReleaseRemote[] = [];
  for (const entry of Array.isArray(result.remotes) ? (result.remotes as unknown[]) : []) {
    if (!isRecord(entry)) continue;
    const remote = optionalString(entry.remote);
    const version = optionalString(entry.version);
    const entryUrl = optionalString(entry.entryUrl);
    if (!remote || !isRemoteName(remote) || !version || !entryUrl) continue;
    remotes.push({
      remote,
      version,
      entryUrl,
      previousVersion: optionalString(entry.previousVersion),
      previousEntryUrl: optionalString(entry.previousEntryUrl),
    });
  }
  return { environment: optionalString(result.environment) ?? '', remotes };
}
