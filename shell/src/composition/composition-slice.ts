import { type ReleaseTrack } from 'shared-kernel/contract/registry';
import { type Release } from './release';

/**
 * loaded: the remote's lifecycles are in; rendered: its mount resolved; failed: no version could
 * be loaded and the slot renders the fallback; broken: it threw and could not be swapped.
 */
export type RemoteStatus = 'loaded' | 'rendered' | 'failed' | 'broken';

export interface RemoteState {
  status: RemoteStatus;
  /** The version that is running, null when none is. */
  version: string | null;
  /** The visitor's track of the version that runs; null when a fallback version runs. */
  track: ReleaseTrack | null;
  /** True when the visitor's version failed and one of its fallbacks runs instead. */
  isFallback: boolean;
}

export interface CompositionState {
  /** The release the page started with: remotes loaded later on this page use it too. */
  release: Release | null;
  releaseStatus: 'loading' | 'loaded' | 'failed';
  remotes: Record<string, RemoteState>;
  /** A newer revision of the environment than the page's, once the registry has one. */
  newerRevision: number | null;
  isUpdateDismissed: boolean;
}

export const initialCompositionState: CompositionState = {
  release: null,
  releaseStatus: 'loading',
  remotes: {},
  newerRevision: null,
  isUpdateDismissed: false,
};

export const compositionReleaseLoaded = (release: Release) => ({
  type: 'composition/releaseLoaded' as const,
  payload: release,
});
export const compositionReleaseFailed = () => ({ type: 'composition/releaseFailed' as const });
export const compositionRemoteLoaded = (
  remote: string,
  version: string,
  track: ReleaseTrack | null,
) => ({
  type: 'composition/remoteLoaded' as const,
  payload: { remote, version, track },
});
export const compositionRemoteRendered = (remote: string, version: string) => ({
  type: 'composition/remoteRendered' as const,
  payload: { remote, version },
});
export const compositionRemoteFailed = (remote: string) => ({
  type: 'composition/remoteFailed' as const,
  payload: { remote },
});
export const compositionRemoteBroken = (remote: string) => ({
  type: 'composition/remoteBroken' as const,
  payload: { remote },
});
export const compositionNewerReleaseFound = (revision: number) => ({
  type: 'composition/newerReleaseFound' as const,
  payload: { revision },
});
export const compositionUpdateDismissed = () => ({ type: 'composition/updateDismissed' as const });
export const compositionPreviewEndRequested = () => ({
  type: 'composition/previewEndRequested' as const,
});

export type CompositionAction = ReturnType<
  | typeof compositionReleaseLoaded
  | typeof compositionReleaseFailed
  | typeof compositionRemoteLoaded
  | typeof compositionRemoteRendered
  | typeof compositionRemoteFailed
  | typeof compositionRemoteBroken
  | typeof compositionNewerReleaseFound
  | typeof compositionUpdateDismissed
  | typeof compositionPreviewEndRequested
>;

function withRemote(
  state: CompositionState,
  remote: string,
  change: (previous: RemoteState | undefined) => RemoteState,
): CompositionState {
  return { ...state, remotes: { ...state.remotes, [remote]: change(state.remotes[remote]) } };
}

export function compositionReducer(
  state: CompositionState = initialCompositionState,
  action: CompositionAction | { type: string },
): CompositionState {
  const event = action as CompositionAction;
  switch (event.type) {
    case 'composition/releaseLoaded':
      return { ...state, release: event.payload, releaseStatus: 'loaded' };
    case 'composition/releaseFailed':
      return { ...state, releaseStatus: 'failed' };
    case 'composition/remoteLoaded': {
      const { remote, version, track } = event.payload;
      return withRemote(state, remote, () => ({
        status: 'loaded',
        version,
        track,
        isFallback: track === null,
      }));
    }
    case 'composition/remoteRendered': {
      const { remote, version } = event.payload;
      const previous = state.remotes[remote];
      if (previous?.version !== version) return state;
      return withRemote(state, remote, () => ({ ...previous, status: 'rendered' }));
    }
    case 'composition/remoteFailed':
      return withRemote(state, event.payload.remote, () => ({
        status: 'failed',
        version: null,
        track: null,
        isFallback: false,
      }));
    case 'composition/remoteBroken':
      return withRemote(state, event.payload.remote, (previous) => ({
        status: 'broken',
        version: previous?.version ?? null,
        track: previous?.track ?? null,
        isFallback: previous?.isFallback ?? false,
      }));
    case 'composition/newerReleaseFound':
      return { ...state, newerRevision: event.payload.revision };
    case 'composition/updateDismissed':
      return { ...state, isUpdateDismissed: true };
    default:
      return state;
  }
}
