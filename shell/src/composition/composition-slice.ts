import { type Release } from './release';

/**
 * loaded: the remote's lifecycles are in; failed: it could not be loaded and renders the
 * fallback; broken: it loaded but threw while mounting or running.
 */
export type RemoteStatus = 'loaded' | 'failed' | 'broken';

export interface RemoteState {
  status: RemoteStatus;
  /** The version that is running, null when none is. */
  version: string | null;
  /** True when the current version failed and the last known good one runs instead. */
  isLastKnownGood: boolean;
}

export interface CompositionState {
  release: Release | null;
  releaseStatus: 'loading' | 'loaded' | 'failed';
  remotes: Record<string, RemoteState>;
}

export const initialCompositionState: CompositionState = {
  release: null,
  releaseStatus: 'loading',
  remotes: {},
};

export const compositionReleaseLoaded = (release: Release) => ({
  type: 'composition/releaseLoaded' as const,
  payload: release,
});
export const compositionReleaseFailed = () => ({ type: 'composition/releaseFailed' as const });
export const compositionRemoteLoaded = (
  remote: string,
  version: string,
  isLastKnownGood: boolean,
) => ({
  type: 'composition/remoteLoaded' as const,
  payload: { remote, version, isLastKnownGood },
});
export const compositionRemoteFailed = (remote: string) => ({
  type: 'composition/remoteFailed' as const,
  payload: { remote },
});
export const compositionRemoteBroken = (remote: string) => ({
  type: 'composition/remoteBroken' as const,
  payload: { remote },
});

export type CompositionAction = ReturnType<
  | typeof compositionReleaseLoaded
  | typeof compositionReleaseFailed
  | typeof compositionRemoteLoaded
  | typeof compositionRemoteFailed
  | typeof compositionRemoteBroken
>;

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
      const { remote, version, isLastKnownGood } = event.payload;
      return {
        ...state,
        remotes: { ...state.remotes, [remote]: { status: 'loaded', version, isLastKnownGood } },
      };
    }
    case 'composition/remoteFailed':
      return {
        ...state,
        remotes: {
          ...state.remotes,
          [event.payload.remote]: { status: 'failed', version: null, isLastKnownGood: false },
        },
      };
    case 'composition/remoteBroken': {
      const previous = state.remotes[event.payload.remote];
      return {
        ...state,
        remotes: {
          ...state.remotes,
          [event.payload.remote]: {
            status: 'broken',
            version: previous?.version ?? null,
            isLastKnownGood: previous?.isLastKnownGood ?? false,
          },
        },
      };
    }
    default:
      return state;
  }
}
