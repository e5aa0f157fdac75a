import { createHash } from 'node:crypto';
import { environmentNotFound } from './errors';
import { noRevision } from './model';
import { type Preview } from './preview-cookie';
import { type RegistryRepository, type StoredVersion } from './repository';

/** A build a page may load: the entry file of a version and its integrity. */
export interface LoadableVersion {
  version: string;
  entry: string;
  integrity: string;
}

export type ReleaseTrack = 'stable' | 'canary' | 'preview';

export interface VisitorRemote extends LoadableVersion {
  remote: string;
  track: ReleaseTrack;
  /** What to load instead, in order, when the chosen version fails. */
  fallbacks: LoadableVersion[];
}

/** The release one visitor gets: the environment's live revision, with canaries and preview. */
export interface VisitorRelease {
  environment: string;
  revision: number;
  remotes: VisitorRemote[];
  preview: { operator: string; expiresAt: Date } | null;
}

export const fallbacksMax = 3;

/**
 * A visitor's bucket for a remote, 0–99: the first 4 bytes of SHA-256(`visitor:remote`) as an
 * unsigned integer, mod 100. The same visitor keeps the same bucket (sticky canaries); each
 * remote draws its own, so one visitor is not in every canary at once.
 */
export function bucketOf(visitorId: string, remote: string): number {
  return createHash('sha256').update(`${visitorId}:${remote}`).digest().readUInt32BE(0) % 100;
}

function loadableOf(version: StoredVersion): LoadableVersion {
  return {
    version: version.version,
    entry: version.manifest.entry,
    integrity: version.manifest.integrity,
  };
}

/** One remote of an environment's live revision, with what the document needs of its versions. */
interface LiveRemote {
  remote: string;
  stable: StoredVersion | null;
  canary: { version: StoredVersion; percent: number } | null;
  /** Versions last known good in this environment, newest first (may include the stable one). */
  knownGood: StoredVersion[];
}

/** An environment's live revision resolved to stored versions: the same for every visitor. */
export interface EnvironmentRelease {
  environment: string;
  revision: number;
  remotes: LiveRemote[];
}

/** Reads an environment's live revision and the versions every visitor's document draws from. */
export async function loadEnvironmentRelease(
  repository: RegistryRepository,
  environment: string,
): Promise<EnvironmentRelease> {
  const record = await repository.findEnvironment(environment);
  if (record === null) throw environmentNotFound(environment);
  const live = (await repository.findLiveRevision(environment)) ?? noRevision(environment);
  const remotes: LiveRemote[] = [];
  for (const pin of [...live.pins].sort((left, right) => left.remote.localeCompare(right.remote))) {
    const knownGood: StoredVersion[] = [];
    for (const known of await repository.reports.findKnownGoodVersions(environment, pin.remote)) {
      if (knownGood.length > fallbacksMax) break;
      const stored = await usableVersion(repository, pin.remote, known);
      if (stored !== null) knownGood.push(stored);
    }
    const canary = pin.canary && (await usableVersion(repository, pin.remote, pin.canary.version));
    remotes.push({
      remote: pin.remote,
      stable: await usableVersion(repository, pin.remote, pin.version),
      canary: canary ? { version: canary, percent: pin.canary?.percent ?? 0 } : null,
      knownGood,
    });
  }
  return { environment, revision: live.number, remotes };
}

/** A published version that may be served: null when unknown or withdrawn. */
export async function usableVersion(
  repository: RegistryRepository,
  remote: string,
  version: string,
): Promise<StoredVersion | null> {
  const stored = await repository.findVersion(remote, version);
  return stored === null || stored.withdrawn !== null ? null : stored;
}

/**
 * The release document for one visitor. For each remote: a valid preview's override (track
 * `preview`, `previewed` holds the override versions), else the canary when the visitor's bucket
 * is inside its share, else the stable version; then the fallbacks: the stable version (when the
 * visitor got another one), then the versions last known good in this environment (stable there
 * once, rendered there, not withdrawn), newest first, at most three, never the chosen one.
 */
export function releaseForVisitor(
  live: EnvironmentRelease,
  visitorId: string,
  preview: Preview | null,
  previewed: ReadonlyMap<string, StoredVersion>,
): VisitorRelease {
  const activePreview = preview?.environment === live.environment ? preview : null;
  const byRemote = new Map<string, LiveRemote | null>(
    live.remotes.map((entry) => [entry.remote, entry]),
  );
  for (const remote of previewed.keys()) if (!byRemote.has(remote)) byRemote.set(remote, null);

  const remotes: VisitorRemote[] = [];
  for (const [remote, entry] of [...byRemote].sort(([left], [right]) =>
    left.localeCompare(right),
  )) {
    const previewVersion = activePreview ? (previewed.get(remote) ?? null) : null;
    const stable = entry?.stable ?? null;
    const canary = entry?.canary ?? null;
    const candidate =
      canary !== null && bucketOf(visitorId, remote) < canary.percent ? canary.version : null;
    const [chosen, track]: [StoredVersion | null, ReleaseTrack] = previewVersion
      ? [previewVersion, 'preview']
      : candidate
        ? [candidate, 'canary']
        : [stable, 'stable'];
    if (chosen === null) continue;

    const fallbacks: LoadableVersion[] = [];
    const seen = new Set([chosen.version]);
    for (const version of [stable, ...(entry?.knownGood ?? [])]) {
      if (version === null || seen.has(version.version) || fallbacks.length >= fallbacksMax)
        continue;
      seen.add(version.version);
      fallbacks.push(loadableOf(version));
    }
    remotes.push({ remote, ...loadableOf(chosen), track, fallbacks });
  }
  return {
    environment: live.environment,
    revision: live.revision,
    remotes,
    preview: activePreview && {
      operator: activePreview.operator,
      expiresAt: activePreview.expiresAt,
    },
  };
}
