import { type LifeCycles } from 'single-spa';
import { type EntryIntegrity } from './entry-integrity';
import { type ReleaseRemote } from './release';

/** The part of the Module Federation runtime the loader uses (injected: tests pass fakes). */
export interface FederationRuntime {
  registerRemotes(
    remotes: Array<{ name: string; entry: string }>,
    options?: { force?: boolean },
  ): void;
  loadRemote(id: string): Promise<unknown>;
}

export interface RemoteLoaderOptions<Props> {
  /** Module Federation container name, e.g. mfe_catalog. */
  federationName: string;
  /** The remote's entry in the page's release document; undefined when the release has none. */
  release: ReleaseRemote | undefined;
  federation: FederationRuntime;
  /** Where the entry script's Subresource Integrity is looked up (see entryIntegrityPlugin). */
  entryIntegrity: EntryIntegrity;
  /** Versions that already failed to load or render on this page: never tried again. */
  failedVersions: ReadonlySet<string>;
  makeFallback: () => LifeCycles<Props>;
  onLoaded?: (version: string, isFallback: boolean) => void;
  /** One version could not be loaded (after its retry, for the chosen version). */
  onVersionFailed?: (version: string) => void;
  /** No version could be loaded: the slot shows the friendly fallback. */
  onFailed?: (errors: unknown[]) => void;
}

type LifeCycleFunction = (props: never) => Promise<unknown>;

function isLifeCycle(value: unknown): boolean {
  if (typeof value === 'function') return true;
  return Array.isArray(value) && value.every((item) => typeof item === 'function');
}

/** The single-spa lifecycles a remote's `./spa` module exports (directly or as default). */
export function lifecyclesOf<Props>(module: unknown): LifeCycles<Props> {
  const candidates = [module, (module as { default?: unknown } | null)?.default];
  for (const candidate of candidates) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    const { bootstrap, mount, unmount } = candidate as Record<string, LifeCycleFunction>;
    if (isLifeCycle(bootstrap) && isLifeCycle(mount) && isLifeCycle(unmount)) {
      return candidate as LifeCycles<Props>;
    }
  }
  throw new Error('The module has no single-spa lifecycles (bootstrap, mount, unmount).');
}

interface Attempt {
  entry: string;
  integrity: string;
  version: string;
  isFallback: boolean;
  /** The version's last attempt: when it fails, the version counts as failed on this page. */
  isLastOfVersion: boolean;
}

/** The chosen version, its retry, then each fallback once; versions failed on this page skipped. */
function attemptsFor(
  release: ReleaseRemote | undefined,
  failedVersions: ReadonlySet<string>,
): Attempt[] {
  if (!release) return [];
  const attempts: Attempt[] = [];
  const chosen = {
    entry: release.entryUrl,
    integrity: release.integrity,
    version: release.version,
  };
  if (!failedVersions.has(release.version)) {
    attempts.push({ ...chosen, isFallback: false, isLastOfVersion: false });
    attempts.push({ ...chosen, isFallback: false, isLastOfVersion: true });
  }
  for (const fallback of release.fallbacks) {
    if (failedVersions.has(fallback.version)) continue;
    attempts.push({
      entry: fallback.entryUrl,
      integrity: fallback.integrity,
      version: fallback.version,
      isFallback: true,
      isLastOfVersion: true,
    });
  }
  return attempts;
}

/**
 * Forgets the chunk list a remote's webpack runtime keeps on the page (`webpackChunk` + the
 * build's `output.uniqueName`, which is the federation name: tooling/webpack-config.mjs). Every
 * build of a remote uses the same list and chunk ids, so a version loaded after another would
 * take the first one's chunks for its own; each attempt starts its runtime with an empty list.
 */
export function forgetLoadedChunks(federationName: string, page: object = globalThis): void {
  delete (page as Record<string, unknown>)[`webpackChunk${federationName}`];
}

/**
 * The single-spa loading function of one remote: load `./spa` from the version chosen for this
 * visitor, retry once, then each fallback in order, and otherwise resolve to the fallback
 * lifecycles. Every attempt registers its entry again (force), which also clears the runtime's
 * cache of an earlier version. It never rejects, so single-spa never marks the remote as failing
 * to load.
 */
export function makeRemoteLoader<Props>(
  options: RemoteLoaderOptions<Props>,
): () => Promise<LifeCycles<Props>> {
  const { federationName, release, federation, entryIntegrity, failedVersions } = options;
  return async () => {
    const errors: unknown[] = [];
    for (const attempt of attemptsFor(release, failedVersions)) {
      try {
        entryIntegrity.set(attempt.entry, attempt.integrity);
        forgetLoadedChunks(federationName);
        federation.registerRemotes([{ name: federationName, entry: attempt.entry }], {
          force: true,
        });
        const lifecycles = lifecyclesOf<Props>(
          await federation.loadRemote(`${federationName}/spa`),
        );
        options.onLoaded?.(attempt.version, attempt.isFallback);
        return lifecycles;
      } catch (error) {
        errors.push(error);
        console.warn(`${federationName} ${attempt.version} did not load`, error);
        if (attempt.isLastOfVersion) options.onVersionFailed?.(attempt.version);
      }
    }
    options.onFailed?.(errors);
    return options.makeFallback();
  };
}
