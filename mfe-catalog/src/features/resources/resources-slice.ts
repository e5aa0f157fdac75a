import type { UnknownAction } from 'redux';
import type { ResourceKind } from './resources-api';

/** A read of one page's data: loading, then loaded or failed (with the call's status). */
export interface ResourceEntry {
  status: 'loading' | 'loaded' | 'failed';
  data: unknown;
  failureStatus: number | null;
  loadedAt: number | null;
  /** What was asked for, so a change of segment can ask for it again. */
  request?: { kind: ResourceKind; params: unknown };
}

export type ResourcesState = Record<string, ResourceEntry>;

export type ResourcesAction =
  | {
      type: 'resources/requested';
      payload: { key: string; kind: ResourceKind; params: unknown };
    }
  | { type: 'resources/loaded'; payload: { key: string; data: unknown; loadedAt: number } }
  | { type: 'resources/loadFailed'; payload: { key: string; failureStatus: number | null } }
  /** The segment or sub-variant changed (product.md §4 Cart): everything held is stale. */
  | { type: 'resources/purged' };

/** One key per kind and parameters, the parameters' keys sorted. */
export function resourceKeyOf(kind: ResourceKind, params: unknown): string {
  const entries = Object.entries((params ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .sort(([first], [second]) => first.localeCompare(second));
  return `${kind}:${JSON.stringify(entries)}`;
}

export const resourceRequested = (kind: ResourceKind, params: unknown): ResourcesAction => ({
  type: 'resources/requested',
  payload: { key: resourceKeyOf(kind, params), kind, params },
});

export const resourceLoaded = (key: string, data: unknown, loadedAt: number): ResourcesAction => ({
  type: 'resources/loaded',
  payload: { key, data, loadedAt },
});

export const resourceLoadFailed = (key: string, failureStatus: number | null): ResourcesAction => ({
  type: 'resources/loadFailed',
  payload: { key, failureStatus },
});

export const resourcesPurged = (): ResourcesAction => ({ type: 'resources/purged' });

function isResourcesAction(action: UnknownAction): action is ResourcesAction {
  return action.type.startsWith('resources/');
}

export function resourcesReducer(
  state: ResourcesState = {},
  action: UnknownAction,
): ResourcesState {
  if (!isResourcesAction(action)) return state;
  switch (action.type) {
    case 'resources/requested': {
      const previous = state[action.payload.key];
      // Data already shown stays on screen while it is refreshed.
      return {
        ...state,
        [action.payload.key]: {
          status: previous?.status === 'loaded' ? 'loaded' : 'loading',
          data: previous?.data ?? null,
          failureStatus: null,
          loadedAt: previous?.loadedAt ?? null,
          request: { kind: action.payload.kind, params: action.payload.params },
        },
      };
    }
    case 'resources/purged':
      // Shown data stays on screen; the next request for it loads it again.
      return Object.fromEntries(
        Object.entries(state).map(([key, entry]) => [key, { ...entry, loadedAt: null }]),
      );
    case 'resources/loaded':
      return {
        ...state,
        [action.payload.key]: {
          ...state[action.payload.key],
          status: 'loaded',
          data: action.payload.data,
          failureStatus: null,
          loadedAt: action.payload.loadedAt,
        },
      };
    case 'resources/loadFailed':
      return {
        ...state,
        [action.payload.key]: {
          ...state[action.payload.key],
          status: 'failed',
          data: state[action.payload.key]?.data ?? null,
          failureStatus: action.payload.failureStatus,
          loadedAt: state[action.payload.key]?.loadedAt ?? null,
        },
      };
  }
}
