import { type Kysely, sql } from 'kysely';
import { type Database } from '../../database/schema';

/** One release entry of the audit log: a change of an environment's release, or of a version. */
export interface ReleaseAuditEntry {
  at: Date;
  actor: string;
  actorType: 'system' | 'operator';
  /** `pin`, `canary`, `auto_rollback`, … (the audit action without its `release.` prefix). */
  action: string;
  environment: string;
  remote: string | null;
  version: string | null;
  revision: number | null;
  reason: string | null;
  detail: Record<string, unknown>;
}

export interface ReleaseAuditQuery {
  environment: string | null;
  remote: string | null;
  action: string | null;
  limit: number;
  offset: number;
}

const actionPrefix = 'release.';

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Reads the audit rows the registry writes (subject_type `release`, subject_id the environment). */
export class ReleaseAuditRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async findEntries(
    query: ReleaseAuditQuery,
  ): Promise<{ entries: ReleaseAuditEntry[]; total: number }> {
    let filtered = this.database.selectFrom('audit_log').where('subject_type', '=', 'release');
    if (query.environment !== null) {
      filtered = filtered.where('subject_id', '=', query.environment);
    }
    if (query.remote !== null) {
      filtered = filtered.where(sql<string>`detail->>'remote'`, '=', query.remote);
    }
    if (query.action !== null) {
      filtered = filtered.where('action', '=', `${actionPrefix}${query.action}`);
    }
    const [rows, count] = await Promise.all([
      filtered
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      entries: rows.map((row) => {
        const revision = row.detail.revision;
        return {
          at: toDate(row.created_at),
          actor: row.actor,
          actorType: row.actor_type,
          action: row.action.startsWith(actionPrefix)
            ? row.action.slice(actionPrefix.length)
            : row.action,
          environment: row.subject_id,
          remote: stringOrNull(row.detail.remote),
          version: stringOrNull(row.detail.version),
          revision: typeof revision === 'number' ? revision : null,
          reason: stringOrNull(row.detail.reason),
          detail: row.detail,
        };
      }),
      total: Number(count.total),
    };
  }
}
