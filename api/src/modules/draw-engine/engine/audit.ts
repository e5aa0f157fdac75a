import { type Kysely } from 'kysely';
import { jsonb } from '../../../database/json';
import { type Database } from '../../../database/schema';
import { type Actor } from './step';

export interface AuditEntry {
  actor: Actor;
  action: string;
  subjectType: string;
  subjectId: string;
  detail?: Record<string, unknown>;
  at: Date;
}

/** Appends to the audit log, in the caller's transaction (so it records only what committed). */
export async function recordAudit(database: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await database
    .insertInto('audit_log')
    .values({
      actor_type: entry.actor.type,
      actor: entry.actor.name,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      detail: jsonb(entry.detail ?? {}),
      created_at: entry.at,
    })
    .execute();
}
