import { type Kysely } from 'kysely';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';

/** Who made a change: the customer, an operator (support, reviewer) or the shop itself. */
export type ChangeActor =
  { kind: 'customer' } | { kind: 'operator'; operatorId: string } | { kind: 'system' };

/** What was changed; one word per area of the account. */
export type CustomerChangeKind =
  | 'details'
  | 'email'
  | 'address'
  | 'communication_preferences'
  | 'favourite_numbers'
  | 'terms'
  | 'verification'
  | 'segment';

export interface CustomerChange {
  kind: CustomerChangeKind;
  actor: ChangeActor;
  /** Field → { from, to } or a short description; never passwords, tokens or documents. */
  changes: Record<string, unknown>;
  createdAt: Date;
}

/**
 * The account's change log for support (migration 0014): every change to details, email, address,
 * preferences, favourite numbers, terms and verification is recorded with who and when. Pass the
 * transaction that makes the change, so the record and the change commit together.
 */
export class CustomerChanges {
  constructor(private readonly database: Kysely<Database>) {}

  async record(
    customerId: string,
    change: { kind: CustomerChangeKind; actor: ChangeActor; changes: Record<string, unknown> },
  ): Promise<void> {
    await this.database
      .insertInto('customer_changes')
      .values({
        customer_id: customerId,
        actor_kind: change.actor.kind,
        actor_id: change.actor.kind === 'operator' ? change.actor.operatorId : null,
        kind: change.kind,
        changes: jsonb(change.changes),
      })
      .execute();
  }

  /** The latest changes first. */
  async latestOf(customerId: string, limit = 50): Promise<CustomerChange[]> {
    const rows = await this.database
      .selectFrom('customer_changes')
      .select(['kind', 'actor_kind', 'actor_id', 'changes', 'created_at'])
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      kind: row.kind as CustomerChangeKind,
      actor:
        row.actor_kind === 'operator'
          ? { kind: 'operator', operatorId: row.actor_id ?? '' }
          : { kind: row.actor_kind },
      changes: row.changes,
      createdAt: row.created_at,
    }));
  }
}

/** `{ field: { from, to } }` for the fields whose value differs; empty when nothing changed. */
export function changedFields<Value extends Record<string, unknown>>(
  before: Value,
  after: Partial<Value>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}
