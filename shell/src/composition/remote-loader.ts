import { type LifeCycles } from 'single-spa';
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
  /** The remote's entry in the release document; undefined when the release has none. */
  release: ReleaseRemote | undefined;
  federation: FederationRuntime;
  makeFallback: () => LifeCycles<Props>;
  onLoaded?: (version: string, isLastKnownGood: boolean) => void;
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
  version: string;
  isLastKnownGood: boolean;
  /** Register the entry again first: clears the runtime's cache of a failed load. */
  isRegisteredAgain: boolean;
}

function attemptsFor(release: ReleaseRemote | undefined): Attempt[] {
  if (!release) return [];
  const current = { entry: release.entryUrl, version: release.version, isLastKnownGood: false };
  const attempts: Attempt[] = [
    { ...current, isRegisteredAgain: false },
    { ...current, isRegisteredAgain: true },
  ];
  if (release.previousEntryUrl && release.previousEntryUrl !== release.entryUrl) {
    attempts.push({
      entry: release.previousEntryUrl,
      version: release.previousVersion ?? 'previous',
      isLastKnownGood: true,
      isRegisteredAgain: true,
    });
  }
  return attempts;
}

/**
 * The single-spa loading function of one remote: load `./spa` from the pinned version, retry
 * once, then load the last known good version, and otherwise resolve to the fallback lifecycles.
 * It never rejects, so single-spa never marks the remote as failing to load.
 */
export function makeRemoteLoader<Props>(
  options: RemoteLoaderOptions<Props>,
): () => Promise<LifeCycles<Props>> {
  const { federationName, release, federation, makeFallback, onLoaded, onFailed } = options;
  return async () => {
    const errors: unknown[] = [];
    for (const attempt of attemptsFor(release)) {
      try {
        if (attempt.isRegisteredAgain) {
          federation.registerRemotes([{ name: federationName, entry: attempt.entry }], {
            force: true,
          });
        }
        const lifecycles = lifecyclesOf<Props>(
          await federation.loadRemote(`${federationName}/spa`),
        );
        onLoaded?.(attempt.version, attempt.isLastKnownGood);
        return lifecycles;
      } catch (error) {
        errors.push(error);
        console.warn(`${federationName} ${attempt.version} did not load`, error);
      }
    }
    onFailed?.(errors);
    return makeFallback();
  };
}
