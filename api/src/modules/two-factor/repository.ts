import { type Kysely, type Updateable } from 'kysely';
import { type TwoFactorSettingsTable } from '../../database/identity-schema';
import { type Database } from '../../database/schema';

export type TwoFactorMethod = 'authenticator' | 'email';

export interface TwoFactorSettings {
  customerId: string;
  /** Null while two-factor is off. */
  method: TwoFactorMethod | null;
  enabledAt: Date | null;
  authenticatorSecret: string | null;
  pendingAuthenticatorSecret: string | null;
  lastTimeStep: number | null;
  emailCodeHash: string | null;
  emailCodeExpiresAt: Date | null;
  emailCodeSentAt: Date | null;
  failedAttempts: number;
  lockedAt: Date | null;
}

const dateOrNull = (value: Date | string | null): Date | null => (value ? new Date(value) : null);

export interface TwoFactorChanges {
  method?: TwoFactorMethod | null;
  enabledAt?: Date | null;
  authenticatorSecret?: string | null;
  pendingAuthenticatorSecret?: string | null;
  lastTimeStep?: number | null;
  emailCodeHash?: string | null;
  emailCodeExpiresAt?: Date | null;
  emailCodeSentAt?: Date | null;
  failedAttempts?: number;
  lockedAt?: Date | null;
}

function columnsOf(changes: TwoFactorChanges): Updateable<TwoFactorSettingsTable> {
  const columns: Updateable<TwoFactorSettingsTable> = {};
  if (changes.method !== undefined) columns.method = changes.method;
  if (changes.enabledAt !== undefined) columns.enabled_at = changes.enabledAt;
  if (changes.authenticatorSecret !== undefined) {
    columns.authenticator_secret = changes.authenticatorSecret;
  }
  if (changes.pendingAuthenticatorSecret !== undefined) {
    columns.pending_authenticator_secret = changes.pendingAuthenticatorSecret;
  }
  if (changes.lastTimeStep !== undefined) columns.last_time_step = changes.lastTimeStep;
  if (changes.emailCodeHash !== undefined) columns.email_code_hash = changes.emailCodeHash;
  if (changes.emailCodeExpiresAt !== undefined) {
    columns.email_code_expires_at = changes.emailCodeExpiresAt;
  }
  if (changes.emailCodeSentAt !== undefined) columns.email_code_sent_at = changes.emailCodeSentAt;
  if (changes.failedAttempts !== undefined) columns.failed_attempts = changes.failedAttempts;
  if (changes.lockedAt !== undefined) columns.locked_at = changes.lockedAt;
  return columns;
}

export class TwoFactorRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /** The customer's settings; two-factor off when nothing is stored. */
  async findByCustomerId(customerId: string): Promise<TwoFactorSettings> {
    const row = await this.database
      .selectFrom('two_factor_settings')
      .selectAll()
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!row) {
      return {
        customerId,
        method: null,
        enabledAt: null,
        authenticatorSecret: null,
        pendingAuthenticatorSecret: null,
        lastTimeStep: null,
        emailCodeHash: null,
        emailCodeExpiresAt: null,
        emailCodeSentAt: null,
        failedAttempts: 0,
        lockedAt: null,
      };
    }
    return {
      customerId,
      method: row.method === 'authenticator' || row.method === 'email' ? row.method : null,
      enabledAt: dateOrNull(row.enabled_at),
      authenticatorSecret: row.authenticator_secret,
      pendingAuthenticatorSecret: row.pending_authenticator_secret,
      lastTimeStep: row.last_time_step === null ? null : Number(row.last_time_step),
      emailCodeHash: row.email_code_hash,
      emailCodeExpiresAt: dateOrNull(row.email_code_expires_at),
      emailCodeSentAt: dateOrNull(row.email_code_sent_at),
      failedAttempts: row.failed_attempts,
      lockedAt: dateOrNull(row.locked_at),
    };
  }

  async update(customerId: string, changes: TwoFactorChanges): Promise<void> {
    const columns = columnsOf(changes);
    await this.database
      .insertInto('two_factor_settings')
      .values({ customer_id: customerId, ...columns })
      .onConflict((conflict) => conflict.column('customer_id').doUpdateSet(columns))
      .execute();
  }

  /**
   * Counts one wrong code and locks at `lockAfter`; the count afterwards. One statement, so
   * concurrent wrong codes are all counted.
   */
  async countFailedAttempt(customerId: string, lockAfter: number, now: Date): Promise<number> {
    const row = await this.database
      .insertInto('two_factor_settings')
      .values({ customer_id: customerId, failed_attempts: 1 })
      .onConflict((conflict) =>
        conflict.column('customer_id').doUpdateSet((expression) => ({
          failed_attempts: expression('two_factor_settings.failed_attempts', '+', 1),
        })),
      )
      .returning('failed_attempts')
      .executeTakeFirstOrThrow();
    if (row.failed_attempts >= lockAfter) {
      await this.database
        .updateTable('two_factor_settings')
        .set({ locked_at: now })
        .where('customer_id', '=', customerId)
        .where('locked_at', 'is', null)
        .execute();
    }
    return row.failed_attempts;
  }

  /**
   * Records a used authenticator step; false when that step (or a later one) was already used.
   */
  async useTimeStep(customerId: string, step: number): Promise<boolean> {
    const updated = await this.database
      .updateTable('two_factor_settings')
      .set({ last_time_step: step, failed_attempts: 0 })
      .where('customer_id', '=', customerId)
      .where((where) =>
        where.or([where('last_time_step', 'is', null), where('last_time_step', '<', step)]),
      )
      .returning('customer_id')
      .executeTakeFirst();
    return updated !== undefined;
  }

  /** Uses the emailed code once; false when it does not match or was used meanwhile. */
  async useEmailCode(customerId: string, codeHash: string, now: Date): Promise<boolean> {
    const updated = await this.database
      .updateTable('two_factor_settings')
      .set({ email_code_hash: null, email_code_expires_at: null, failed_attempts: 0 })
      .where('customer_id', '=', customerId)
      .where('email_code_hash', '=', codeHash)
      .where('email_code_expires_at', '>', now)
      .returning('customer_id')
      .executeTakeFirst();
    return updated !== undefined;
  }

  async findRememberForDays(): Promise<number | null> {
    const row = await this.database
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'remember_for_days')
      .executeTakeFirst();
    return typeof row?.value === 'number' ? row.value : null;
  }
}
