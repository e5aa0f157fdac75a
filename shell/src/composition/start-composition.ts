import { type AppError, type RegisterApplicationConfig } from 'single-spa';
import { federationNameOf, remoteNames, type RemoteName, type RemoteProps } from 'shared-kernel';
import { activityFor } from './activity';
import {
  compositionReleaseFailed,
  compositionReleaseLoaded,
  compositionRemoteBroken,
  compositionRemoteFailed,
  compositionRemoteLoaded,
  type CompositionAction,
} from './composition-slice';
import { type ShopDiagnostics } from './diagnostics';
import { makeFallbackLifecycles } from './fallback-lifecycles';
import { reloadWhenStale } from './stale-page';
import { type Release } from './release';
import { makeRemoteLoader, type FederationRuntime } from './remote-loader';

/** The part of single-spa composition uses (injected: tests pass fakes). */
export interface SingleSpaRuntime {
  registerApplication(config: RegisterApplicationConfig<RemoteProps>): void;
  start(options: { urlRerouteOnly: boolean }): void;
  addErrorHandler(handler: (error: AppError) => void): void;
  getAppStatus(name: string): string | null;
}

export interface CompositionOptions {
  environment: string;
  fetchRelease: (environment: string) => Promise<Release>;
  federation: FederationRuntime;
  singleSpa: SingleSpaRuntime;
  dispatch: (action: CompositionAction) => unknown;
  diagnostics: ShopDiagnostics;
  /** The slot element a remote renders into. */
  slotElementOf: (remote: RemoteName) => HTMLElement;
  /**
   * Called when a remote's code cannot be loaded; the page reloads when it has been open long
   * enough for its release to have been replaced (product.md §7). Default: that check.
   */
  onRemoteLoadFailed?: () => void;
}

const brokenStatus = 'SKIP_BECAUSE_BROKEN';

/**
 * Runtime composition: read the release, register its remotes with Module Federation (no
 * remote address is compiled in), register one single-spa application per remote, start.
 */
export async function startComposition(options: CompositionOptions): Promise<void> {
  const { environment, federation, singleSpa, dispatch, diagnostics, slotElementOf } = options;

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

  const releaseOf = (remote: RemoteName) =>
    release?.remotes.find((entry) => entry.remote === remote);

  federation.registerRemotes(
    remoteNames.flatMap((remote) => {
      const entry = releaseOf(remote);
      return entry ? [{ name: federationNameOf(remote), entry: entry.entryUrl }] : [];
    }),
  );

  const runningVersions = new Map<RemoteName, string>();
  for (const remote of remoteNames) {
    const loader = makeRemoteLoader<RemoteProps>({
      federationName: federationNameOf(remote),
      release: releaseOf(remote),
      federation,
      makeFallback: makeFallbackLifecycles,
      onLoaded: (version, isLastKnownGood) => {
        runningVersions.set(remote, version);
        dispatch(compositionRemoteLoaded(remote, version, isLastKnownGood));
      },
      onFailed: () => {
        dispatch(compositionRemoteFailed(remote));
        (options.onRemoteLoadFailed ?? reloadWhenStale)();
      },
    });
    singleSpa.registerApplication({
      name: remote,
      app: loader,
      activeWhen: activityFor(remote),
      customProps: () => ({
        domElement: slotElementOf(remote),
        remote,
        version: runningVersions.get(remote) ?? '',
      }),
    });
  }

  // A remote that throws while mounting or running is broken: its slot shows the fallback.
  singleSpa.addErrorHandler((error) => {
    const name = error.appOrParcelName;
    console.error(`${name} failed`, error);
    if (singleSpa.getAppStatus(name) === brokenStatus) dispatch(compositionRemoteBroken(name));
  });

  singleSpa.start({ urlRerouteOnly: true });
}
