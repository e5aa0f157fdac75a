import { type Kysely } from 'kysely';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';

export interface OperatorRecord {
  id: string;
  email: string;
  passwordHash: string;
  totpSecret: string;
  roles: string[];
  /** Environments the operator may release to; null is every one. */
  releaseEnvironments: string[] | null;
  totpStepLast: number | null;
  failedAttempts: number;
  lockedUntil: Date | null;
  createdAt: Date;
}

interface OperatorRow {
  id: string;
  email: string;
  password_hash: string;
  totp_secret: string;
  roles: string[];
  release_environments: string[] | null;
  totp_step_last: string | number | bigint | null;
  failed_attempts: number;
  locked_until: Date | null;
  created_at: Date;
}

function recordOf(row: OperatorRow): OperatorRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    roles: row.roles,
    releaseEnvironments: row.release_environments,
    totpStepLast: row.totp_step_last === null ? null : Number(row.totp_step_last),
    failedAttempts: row.failed_attempts,
    lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
    createdAt: new Date(row.created_at),
  };
}

export class OperatorRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async count(): Promise<number> {
    const row = await this.database
      .selectFrom('operators')
      .select((expression) => expression.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Inserts the operator unless one has the email; true when inserted. */
  async insertIfAbsent(operator: {
    email: string;
    passwordHash: string;
    totpSecret: string;
    roles: readonly string[];
    releaseEnvironments?: readonly string[] | null;
  }): Promise<boolean> {
    const inserted = await this.database
      .insertInto('operators')
      .values({
        email: operator.email,
        password_hash: operator.passwordHash,
        totp_secret: operator.totpSecret,
        roles: jsonb(operator.roles),
        release_environments: operator.releaseEnvironments
          ? jsonb(operator.releaseEnvironments)
          : null,
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async findByEmail(email: string): Promise<OperatorRecord | null> {
    const row = await this.database
      .selectFrom('operators')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    return row ? recordOf(row) : null;
  }

  /** Every operator, by email. */
  async findAll(): Promise<OperatorRecord[]> {
    const rows = await this.database.selectFrom('operators').selectAll().orderBy('email').execute();
    return rows.map(recordOf);
  }

  /** New password and authenticator secret; unlocks the operator. */
  async updateCredentials(id: string, passwordHash: string, totpSecret: string): Promise<void> {
    await this.database
      .updateTable('operators')
      .set({
        password_hash: passwordHash,
        totp_secret: totpSecret,
        totp_step_last: null,
        failed_attempts: 0,
        locked_until: null,
      })
      .where('id', '=', id)
      .execute();
  }

  async updateRoles(id: string, roles: readonly string[]): Promise<void> {
    await this.database
      .updateTable('operators')
      .set({ roles: jsonb(roles) })
      .where('id', '=', id)
      .execute();
  }

  /** Counts a failed sign-in; locks the operator until `lockUntil` when it reaches `limit`. */
  async countFailure(id: string, limit: number, lockUntil: Date): Promise<void> {
    await this.database
      .updateTable('operators')
      .set((expression) => ({ failed_attempts: expression('failed_attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
    await this.database
      .updateTable('operators')
      .set({ failed_attempts: 0, locked_until: lockUntil })
      .where('id', '=', id)
      .where('failed_attempts', '>=', limit)
      .execute();
  }

  /**
   * Records a successful sign-in with authenticator step `step`; false when that step (or a newer
   * one) was already used, so one code opens one session.
   */
  async recordSuccess(id: string, step: number): Promise<boolean> {
    const updated = await this.database
      .updateTable('operators')
      .set({ totp_step_last: step, failed_attempts: 0, locked_until: null })
      .where('id', '=', id)
      .where((where) =>
        where.or([where('totp_step_last', 'is', null), where('totp_step_last', '<', step)]),
      )
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  async insertSession(session: {
    tokenHash: string;
    operatorId: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.database
      .insertInto('operator_sessions')
      .values({
        token_hash: session.tokenHash,
        operator_id: session.operatorId,
        created_at: session.createdAt,
        expires_at: session.expiresAt,
      })
      .execute();
  }

  /** The operator of an unexpired session. */
  async findBySession(tokenHash: string, at: Date): Promise<OperatorRecord | null> {
    const row = await this.database
      .selectFrom('operator_sessions')
      .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
      .selectAll('operators')
      .where('operator_sessions.token_hash', '=', tokenHash)
      .where('operator_sessions.expires_at', '>', at)
      .executeTakeFirst();
    return row ? recordOf(row) : null;
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.database
      .deleteFrom('operator_sessions')
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  async deleteSessionsOf(operatorId: string): Promise<void> {
    await this.database
      .deleteFrom('operator_sessions')
      .where('operator_id', '=', operatorId)
      .execute();
  }

  async deleteExpiredSessions(at: Date): Promise<void> {
    await this.database.deleteFrom('operator_sessions').where('expires_at', '<=', at).execute();
  }
}
