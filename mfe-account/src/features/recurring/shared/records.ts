import { errorMessageFallback, isApiError } from 'shared-kernel';

// What the lists and detail pages of recurring purchases share: how a load stands, and the words
// of a failed call.

export type LoadStatus = 'loading' | 'loaded' | 'failed';

/** One page of a list as last asked for; the records themselves are kept by id. */
export interface PagedList {
  page: number;
  status: LoadStatus;
  ids: string[];
  total: number;
  failureStatus: number | null;
}

/** The record a detail page shows, by id. */
export interface DetailLoad {
  id: string | null;
  status: LoadStatus;
  failureStatus: number | null;
}

export const initialPagedList: PagedList = {
  page: 1,
  status: 'loading',
  ids: [],
  total: 0,
  failureStatus: null,
};

export const initialDetailLoad: DetailLoad = { id: null, status: 'loading', failureStatus: null };

/** The records of a page added to those kept (a newer answer replaces an older one). */
export function withRecords<Entity>(
  byId: Readonly<Record<string, Entity>>,
  records: readonly Entity[],
  idOf: (record: Entity) => string,
): Record<string, Entity> {
  const next = { ...byId };
  for (const record of records) next[idOf(record)] = record;
  return next;
}

export const failureStatusOf = (error: unknown): number | null =>
  isApiError(error) ? error.status : null;

/** The server's words for a refusal: the first field message, else its message. */
export function refusalOf(error: unknown, fallback: string = errorMessageFallback): string {
  if (!isApiError(error) || !error.isResponse) return fallback;
  const fieldMessages = Array.isArray(error.errors) ? [] : Object.values(error.errors).flat();
  return fieldMessages[0] ?? (error.message || fallback);
}

/** The detail of the route's id: loading until the record of that id has been asked for. */
export function detailOf(detail: DetailLoad, id: string): DetailLoad {
  return detail.id === id ? detail : { id, status: 'loading', failureStatus: null };
}
