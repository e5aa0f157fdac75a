import {
  type ReleaseDocument,
  type ReleasePreview,
  type ReleaseTrack,
  type ReleaseVersion,
  type RemoteRelease,
} from 'shared-kernel/contract/registry';
import { isRemoteName } from './activity';

export type Release = ReleaseDocument;
export type ReleaseRemote = RemoteRelease;

const tracks: readonly ReleaseTrack[] = ['stable', 'canary', 'preview'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A version the page can load: an absolute http(s) entry address and a SHA-384 integrity. */
function releaseVersionOf(value: unknown): ReleaseVersion | null {
  if (!isRecord(value)) return null;
  const version = optionalString(value.version);
  const entryUrl = optionalString(value.entryUrl);
  const integrity = optionalString(value.integrity);
  if (!version || !entryUrl || !integrity || !integrity.startsWith('sha384-')) return null;
  try {
    const { protocol } = new URL(entryUrl);
    if (protocol !== 'https:' && protocol !== 'http:') return null;
  } catch {
    return null;
  }
  return { version, entryUrl, integrity };
}

/** Fallbacks in the document's order; unusable ones, repeats and the chosen version dropped. */
function fallbacksOf(value: unknown, chosen: string): ReleaseVersion[] {
  const fallbacks: ReleaseVersion[] = [];
  for (const candidate of Array.isArray(value) ? (value as unknown[]) : []) {
    const fallback = releaseVersionOf(candidate);
    if (!fallback || fallback.version === chosen) continue;
    if (fallbacks.some(({ version }) => version === fallback.version)) continue;
    fallbacks.push(fallback);
  }
  return fallbacks;
}

function previewOf(value: unknown): ReleasePreview | null {
  if (!isRecord(value)) return null;
  const operator = optionalString(value.operator);
  const expiresAt = optionalString(value.expiresAt);
  if (!operator || !expiresAt || Number.isNaN(Date.parse(expiresAt))) return null;
  return { operator, expiresAt };
}

function revisionOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * Reads a release document (camelCased) defensively: an entry without a usable address or
 * integrity, or for a remote the route table does not know, is dropped (that remote then renders
 * its fallback), and so is an unusable fallback, instead of breaking the whole page.
 */
export function parseRelease(result: unknown): Release {
  if (!isRecord(result)) throw new Error('The release document has no result.');
  const remotes: ReleaseRemote[] = [];
  for (const entry of Array.isArray(result.remotes) ? (result.remotes as unknown[]) : []) {
    if (!isRecord(entry)) continue;
    const remote = optionalString(entry.remote);
    const chosen = releaseVersionOf(entry);
    if (!remote || !isRemoteName(remote) || !chosen) continue;
    if (remotes.some((known) => known.remote === remote)) continue;
    const track = tracks.find((known) => known === entry.track) ?? 'stable';
    remotes.push({
      remote,
      ...chosen,
      track,
      fallbacks: fallbacksOf(entry.fallbacks, chosen.version),
    });
  }
  return {
    environment: optionalString(result.environment) ?? '',
    revision: revisionOf(result.revision),
    remotes,
    preview: previewOf(result.preview),
  };
}
