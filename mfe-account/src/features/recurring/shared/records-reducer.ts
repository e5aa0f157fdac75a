import {
  type DetailLoad,
  initialDetailLoad,
  initialPagedList,
  type PagedList,
  withRecords,
} from './records';

// How the records of autoplays and of subscriptions are kept: by id, with the page of the list
// and the detail as last asked for. Each step answers the state as it becomes.

export interface KeptRecords<Entity> {
  byId: Record<string, Entity>;
  list: PagedList;
  detail: DetailLoad;
}

export const listRequestedIn = <State extends KeptRecords<unknown>>(
  state: State,
  page: number,
): State => ({ ...state, list: { ...initialPagedList, page } });

export const listLoadedIn = <Entity, State extends KeptRecords<Entity>>(
  state: State,
  records: readonly Entity[],
  total: number,
  idOf: (record: Entity) => string,
): State => ({
  ...state,
  byId: withRecords(state.byId, records, idOf),
  list: { ...state.list, status: 'loaded', ids: records.map(idOf), total },
});

export const listLoadFailedIn = <State extends KeptRecords<unknown>>(
  state: State,
  status: number | null,
): State => ({ ...state, list: { ...state.list, status: 'failed', failureStatus: status } });

export const detailRequestedIn = <State extends KeptRecords<unknown>>(
  state: State,
  id: string,
): State => ({ ...state, detail: { ...initialDetailLoad, id } });

/** A record as the server now has it, from a detail load or a change. */
export const recordIn = <Entity, State extends KeptRecords<Entity>>(
  state: State,
  record: Entity,
  idOf: (record: Entity) => string,
): State => ({ ...state, byId: withRecords(state.byId, [record], idOf) });

export const detailLoadedIn = <Entity, State extends KeptRecords<Entity>>(
  state: State,
  record: Entity,
  idOf: (record: Entity) => string,
): State => ({ ...recordIn(state, record, idOf), detail: { ...state.detail, status: 'loaded' } });

export const detailLoadFailedIn = <State extends KeptRecords<unknown>>(
  state: State,
  status: number | null,
): State => ({
  ...state,
  detail: { ...state.detail, status: 'failed', failureStatus: status },
});

/** How a slice names its actions and the records in their payloads. */
export interface RecordNames<Entity> {
  /** The start of the slice's action types, as `autoplay/`. */
  prefix: string;
  /** The payload key of one record, and of a page of them. */
  one: string;
  many: string;
  idOf: (record: Entity) => string;
}

/** Kept records whose changes go one at a time. */
export interface ChangedRecords<Entity, Kind extends string> extends KeptRecords<Entity> {
  /** The change on its way; one at a time. */
  pendingChange: { id: string; kind: Kind } | null;
}

/**
 * What every slice of kept records does alike with its loads and its changes (the actions of
 * `keptRecordsActions`); any other action leaves the state as it is.
 */
export function keptRecordsStep<
  Entity,
  Kind extends string,
  State extends ChangedRecords<Entity, Kind>,
>(state: State, action: { type: string; payload?: unknown }, names: RecordNames<Entity>): State {
  if (!action.type.startsWith(names.prefix)) return state;
  const payload = (action.payload ?? {}) as Record<string, unknown>;
  const status = payload.status as number | null;
  switch (action.type.slice(names.prefix.length)) {
    case 'listRequested':
      return listRequestedIn(state, payload.page as number);
    case 'listLoaded':
      return listLoadedIn(
        state,
        payload[names.many] as Entity[],
        payload.total as number,
        names.idOf,
      );
    case 'listLoadFailed':
      return listLoadFailedIn(state, status);
    case 'detailRequested':
      return detailRequestedIn(state, payload.id as string);
    case 'detailLoaded':
      return detailLoadedIn(state, payload[names.one] as Entity, names.idOf);
    case 'detailLoadFailed':
      return detailLoadFailedIn(state, status);
    case 'changeRequested': {
      const { id, change } = payload as { id: string; change: { kind: Kind } };
      return { ...state, pendingChange: { id, kind: change.kind } };
    }
    case 'changed':
      return { ...recordIn(state, payload[names.one] as Entity, names.idOf), pendingChange: null };
    case 'changeFailed':
      return { ...state, pendingChange: null };
    default:
      return state;
  }
}

export const initialChangedRecords = <Entity, Kind extends string>(): ChangedRecords<
  Entity,
  Kind
> => ({
  byId: {},
  list: initialPagedList,
  detail: initialDetailLoad,
  pendingChange: null,
});
