import type { UnknownAction } from 'redux';

/**
 * One thing a page loads on its own (a group, its sessions, a list page): its key says which
 * (an id, a page), so a screen shows it only when it is the one asked for. product.md §4 wants
 * separate fetching and failed flags for each.
 */
export interface Part<Value> {
  key: string;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  value: Value | null;
  failureStatus: number | null;
}

export const idlePart: Part<never> = { key: '', status: 'idle', value: null, failureStatus: null };

export const loadingPart = (key: string): Part<never> => ({
  key,
  status: 'loading',
  value: null,
  failureStatus: null,
});

/** A part's answer, folded in only while the part still waits for that key. */
export function withPartAnswer<State extends object>(
  state: State,
  action: UnknownAction & { payload?: unknown },
  name: string,
): State {
  if (action.type !== `${name}/loaded` && action.type !== `${name}/loadFailed`) return state;
  const payload = action.payload as {
    part: keyof State & string;
    key: string;
    value?: unknown;
    status?: number | null;
  };
  const current = state[payload.part] as Part<unknown> | undefined;
  if (!current || current.key !== payload.key) return state;
  const next: Part<unknown> =
    action.type === `${name}/loaded`
      ? { key: payload.key, status: 'loaded', value: payload.value ?? null, failureStatus: null }
      : { key: payload.key, status: 'failed', value: null, failureStatus: payload.status ?? null };
  return { ...state, [payload.part]: next };
}
