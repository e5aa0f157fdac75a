// The actions every slice of kept records (autoplay, subscriptions) has: loading a page of the
// list, loading one record, and one change at a time. A slice names them by its prefix, and the
// records in their payloads by its own words (`autoplay`, `autoplays`).

export type KeptRecordsAction<
  Prefix extends string,
  One extends string,
  Many extends string,
  Entity,
  Change extends { kind: string },
> =
  | { type: `${Prefix}/listRequested`; payload: { page: number } }
  | { type: `${Prefix}/listLoaded`; payload: Record<Many, Entity[]> & { total: number } }
  | { type: `${Prefix}/listLoadFailed`; payload: { status: number | null } }
  | { type: `${Prefix}/detailRequested`; payload: { id: string } }
  | { type: `${Prefix}/detailLoaded`; payload: Record<One, Entity> }
  | { type: `${Prefix}/detailLoadFailed`; payload: { status: number | null } }
  | { type: `${Prefix}/changeRequested`; payload: { id: string; change: Change } }
  | { type: `${Prefix}/changed`; payload: Record<One, Entity> & { kind: Change['kind'] } }
  | { type: `${Prefix}/changeFailed`; payload: { kind: Change['kind']; message: string } };

/** The action creators of a slice of kept records. */
export function keptRecordsActions<Entity, Change extends { kind: string }>() {
  return <Prefix extends string, One extends string, Many extends string>(
    prefix: Prefix,
    one: One,
    many: Many,
  ) => {
    type Action = KeptRecordsAction<Prefix, One, Many, Entity, Change>;
    const of = (step: string, payload: object) =>
      ({ type: `${prefix}/${step}`, payload }) as Action;
    return {
      listRequested: (page: number) => of('listRequested', { page }),
      listLoaded: (records: Entity[], total: number) =>
        of('listLoaded', { [many]: records, total }),
      listLoadFailed: (status: number | null) => of('listLoadFailed', { status }),
      detailRequested: (id: string) => of('detailRequested', { id }),
      detailLoaded: (record: Entity) => of('detailLoaded', { [one]: record }),
      detailLoadFailed: (status: number | null) => of('detailLoadFailed', { status }),
      changeRequested: (id: string, change: Change) => of('changeRequested', { id, change }),
      changed: (record: Entity, kind: Change['kind']) => of('changed', { [one]: record, kind }),
      changeFailed: (kind: Change['kind'], message: string) =>
        of('changeFailed', { kind, message }),
    };
  };
}
