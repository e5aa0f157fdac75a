import { type AppError, type LifeCycles, type RegisterApplicationConfig } from 'single-spa';
import {
  federationNameOf,
  remoteNames,
  type Bus,
  type RemoteName,
  type RemoteProps,
} from 'shared-kernel';
import { activityFor, isRemoteName } from './activity';
import {
  compositionReleaseFailed,
  compositionReleaseLoaded,
  compositionRemoteBroken,
  compositionRemoteFailed,
  compositionRemoteLoaded,
  compositionRemoteRendered,
  type CompositionAction,
} from './composition-slice';
import { type ShopDiagnostics } from './diagnostics';
import { type EntryIntegrity } from './entry-integrity';
import { makeFallbackLifecycles } from './fallback-lifecycles';
import { type OutcomeReporter } from './outcome-reports';
import { reloadWhenStale } from './stale-page';
import { type Release } from './release';
import { makeRemoteLoader, type FederationRuntime } from './remote-loader';

/** The part of single-spa composition uses (injected: tests pass fakes or the real one). */
export interface SingleSpaRuntime {
  registerApplication(config: RegisterApplicationConfig<RemoteProps>): void;
  unregisterApplication(name: string): Promise<unknown>;
  start(options: { urlRerouteOnly: boolean }): void;
  addErrorHandler(handler: (error: AppError) => void): void;
  getAppStatus(name: string): string | null;
}

export interface CompositionOptions {
  environment: string;
  fetchRelease: (environment: string) => Promise<Release>;
  federation: FederationRuntime;
  /** Shared with the runtime's entryIntegrityPlugin. */
  entryIntegrity: EntryIntegrity;
  singleSpa: SingleSpaRuntime;
  /** Where remote-kit's render boundary announces `remote/renderFailed`. */
  bus: Pick<Bus, 'subscribe'>;
  reports: OutcomeReporter;
  dispatch: (action: CompositionAction) => unknown;
  diagnostics: ShopDiagnostics;
  /** The slot element a remote renders into. */
  slotElementOf: (remote: RemoteName) => HTMLElement;
  /** Whether the page asks for a remote off its own paths; default never. */
  isRemoteRequested?: (remote: RemoteName, location: Location | URL) => boolean;
  /**
   * Called when no version of a remote can be loaded; the page reloads when it has been open long
   * enough for its release to have been replaced (product.md §7). Default: that check.
   */
  onRemoteLoadFailed?: () => void;
  /** Called as a remote's bundle starts loading, before it can show anything. */
  onRemoteLoading?: (remote: RemoteName) => void;
}

/** single-spa statuses of a remote that threw while loading, bootstrapping or mounting. */
const failedStatuses = new Set(['SKIP_BECAUSE_BROKEN', 'LOAD_ERROR']);

type Mount = LifeCycles<RemoteProps>['mount'];

/** The remote's mount, then `onMounted` once it resolved (single-spa runs arrays in order). */
function mountThen(mount: Mount, onMounted: () => void): Mount {
  const announce = () => {
    onMounted();
    return Promise.resolve();
  };
  return [...(Array.isArray(mount) ? mount : [mount]), announce];
}

/**
 * Runtime composition: read the release (once: the page keeps it, so remotes loaded later on the
 * page come from the same revision), register one single-spa application per remote whose loader
 * registers the chosen version with Module Federation (no remote address is compiled in), start.
 * A version that throws on mount or whose render boundary catches is swapped for its next
 * fallback on the same page; every outcome is reported.
 */
export async function startComposition(options: CompositionOptions): Promise<void> {
  const { environment, singleSpa, dispatch, diagnostics, reports } = options;

  let release: Release | null = null;
  try {
    release = await options.fetchRelease(environment);
    diagnostics.release = release;
    dispatch(compositionReleaseLoaded(release));
  } catch (error) {
    // Every remote then renders its fallback; navigation, footer and shell pages still work.
    console.error(`The release of ${environment} did not load`, error);
    dispatch(compositionReleaseFailed());
  }
  const page = release;
  const releaseOf = (remote: RemoteName) => page?.remotes.find((entry) => entry.remote === remote);

  const failedVersions = new Map(remoteNames.map((remote) => [remote, new Set<string>()]));
  const runningVersions = new Map<RemoteName, string>();

  function applicationOf(remote: RemoteName): RegisterApplicationConfig<RemoteProps> {
    const entry = releaseOf(remote);
    const failed = failedVersions.get(remote) ?? new Set<string>();
    const load = makeRemoteLoader<RemoteProps>({
      federationName: federationNameOf(remote),
      release: entry,
      federation: options.federation,
      entryIntegrity: options.entryIntegrity,
      failedVersions: failed,
      makeFallback: makeFallbackLifecycles,
      onLoaded: (version, isFallback) => {
        runningVersions.set(remote, version);
        dispatch(
          compositionRemoteLoaded(remote, version, isFallback ? null : (entry?.track ?? null)),
        );
      },
      onVersionFailed: (version) => {
        failed.add(version);
        reports.report(remote, version, 'load_failed');
      },
      onFailed: () => {
        runningVersions.delete(remote);
        dispatch(compositionRemoteFailed(remote));
        (options.onRemoteLoadFailed ?? reloadWhenStale)();
      },
    });
    return {
      name: remote,
      app: async () => {
        options.onRemoteLoading?.(remote);
        const lifecycles = await load();
        const version = runningVersions.get(remote);
        if (version === undefined) return lifecycles;
        const mount = mountThen(lifecycles.mount, () => {
          reports.report(remote, version, 'rendered');
          dispatch(compositionRemoteRendered(remote, version));
        });
        return { ...lifecycles, mount };
      },
      activeWhen: activityFor(
        remote,
        (location) => options.isRemoteRequested?.(remote, location) ?? false,
      ),
      customProps: () => ({
        domElement: options.slotElementOf(remote),
        remote,
        version: runningVersions.get(remote) ?? '',
      }),
    };
  }

  /**
   * The running version failed to render: it is never tried again on this page, and the remote
   * is registered anew so that its loader brings the next fallback (or the fallback block).
   */
  async function swapAfterRenderFailure(remote: RemoteName, version: string): Promise<void> {
    if (runningVersions.get(remote) !== version) return;
    runningVersions.delete(remote);
    failedVersions.get(remote)?.add(version);
    reports.report(remote, version, 'render_failed');
    try {
      await singleSpa.unregisterApplication(remote);
      singleSpa.registerApplication(applicationOf(remote));
    } catch (error) {
      console.error(`${remote} could not be replaced by its fallback`, error);
      dispatch(compositionRemoteBroken(remote));
    }
  }

  for (const remote of remoteNames) singleSpa.registerApplication(applicationOf(remote));

  singleSpa.addErrorHandler((error) => {
    const name = error.appOrParcelName;
    console.error(`${name} failed`, error);
    if (!isRemoteName(name) || !failedStatuses.has(singleSpa.getAppStatus(name) ?? '')) return;
    const version = runningVersions.get(name);
    if (version === undefined) dispatch(compositionRemoteBroken(name));
    else void swapAfterRenderFailure(name, version);
  });
  options.bus.subscribe('remote/renderFailed', ({ remote, version, message }) => {
    if (!isRemoteName(remote)) return;
    console.error(`${remote} ${version} failed to render: ${message}`);
    void swapAfterRenderFailure(remote, version);
  });

  singleSpa.start({ urlRerouteOnly: true });
}
