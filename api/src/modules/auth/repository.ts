import { type Kysely, sql } from 'kysely';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';

export interface RefreshTokenRecord {
  familyId: string;
  customerId: string;
  deviceUuid: string;
  expiresAt: Date;
  usedAt: Date | null;
  /** The successor this token was rotated to, sealed with a key only this token derives. */
  successorSealed: string | null;
  familyRevokedAt: Date | null;
}

/** Failed password attempts of one account within the current window. */
export interface SignInAttempts {
  failedAttempts: number;
  lockedUntil: Date | null;
}

export type OneTimeTokenKind =
  'password_reset' | 'autologin' | 'confirm_address' | 'confirm_email' | 'unsubscribe';

/** Token families, rotating refresh tokens, trusted devices and single-use tokens. */
export class AuthRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async insertFamily(input: { familyId: string; customerId: string; deviceUuid: string }) {
    await this.database
      .insertInto('token_families')
      .values({ id: input.familyId, customer_id: input.customerId, device_uuid: input.deviceUuid })
      .execute();
  }

  async insertRefreshToken(input: { tokenHash: string; familyId: string; expiresAt: Date }) {
    await this.database
      .insertInto('refresh_tokens')
      .values({
        token_hash: input.tokenHash,
        family_id: input.familyId,
        expires_at: input.expiresAt,
      })
      .execute();
  }

  async findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null> {
    const row = await this.database
      .selectFrom('refresh_tokens')
      .innerJoin('token_families', 'token_families.id', 'refresh_tokens.family_id')
      .select([
        'refresh_tokens.family_id',
        'refresh_tokens.expires_at',
        'refresh_tokens.used_at',
        'refresh_tokens.successor_sealed',
        'token_families.customer_id',
        'token_families.device_uuid',
        'token_families.revoked_at',
      ])
      .where('refresh_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return null;
    return {
      familyId: row.family_id,
      customerId: row.customer_id,
      deviceUuid: row.device_uuid,
      expiresAt: new Date(row.expires_at),
      usedAt: row.used_at ? new Date(row.used_at) : null,
      successorSealed: row.successor_sealed,
      familyRevokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
    };
  }

  /**
   * Rotates an unused refresh token: marks it used, keeps its sealed successor, and stores the
   * successor, in one transaction. False when another call rotated it first (nothing is stored).
   */
  async rotateRefreshToken(input: {
    tokenHash: string;
    usedAt: Date;
    successorSealed: string;
    successor: { tokenHash: string; familyId: string; expiresAt: Date };
  }): Promise<boolean> {
    return this.database.transaction().execute(async (transaction) => {
      const updated = await transaction
        .updateTable('refresh_tokens')
        .set({ used_at: input.usedAt, successor_sealed: input.successorSealed })
        .where('token_hash', '=', input.tokenHash)
        .where('used_at', 'is', null)
        .returning('token_hash')
        .executeTakeFirst();
      if (updated === undefined) return false;
      await transaction
        .insertInto('refresh_tokens')
        .values({
          token_hash: input.successor.tokenHash,
          family_id: input.successor.familyId,
          expires_at: input.successor.expiresAt,
        })
        .execute();
      return true;
    });
  }

  async revokeFamily(familyId: string, reason: string, revokedAt: Date): Promise<void> {
    await this.database
      .updateTable('token_families')
      .set({ revoked_at: revokedAt, revoked_reason: reason })
      .where('id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every live family of the customer, except `keepFamilyId` when given. */
  async revokeCustomerFamilies(
    customerId: string,
    reason: string,
    revokedAt: Date,
    keepFamilyId?: string,
  ): Promise<void> {
    let query = this.database
      .updateTable('token_families')
      .set({ revoked_at: revokedAt, revoked_reason: reason })
      .where('customer_id', '=', customerId)
      .where('revoked_at', 'is', null);
    if (keepFamilyId) query = query.where('id', '!=', keepFamilyId);
    await query.execute();
  }

  /**
   * The customer token of an active customer (null for an unknown or closed one), and whether the
   * token family named is theirs and live, in one read.
   */
  async findActiveCredentials(
    customerId: string,
    familyId: string | null,
  ): Promise<{ customerToken: string; isFamilyLive: boolean } | null> {
    const row = await this.database
      .selectFrom('customers')
      .select('customer_token')
      .select((customer) =>
        customer
          .exists(
            customer
              .selectFrom('token_families')
              .select('token_families.id')
              .where('token_families.id', '=', familyId)
              .whereRef('token_families.customer_id', '=', 'customers.id')
              .where('token_families.revoked_at', 'is', null),
          )
          .as('is_family_live'),
      )
      .where('id', '=', customerId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return row
      ? { customerToken: row.customer_token, isFamilyLive: Boolean(row.is_family_live) }
      : null;
  }

  /** Whether the family is live and belongs to an active customer. */
  async isFamilyLive(familyId: string, customerId: string): Promise<boolean> {
    const row = await this.database
      .selectFrom('token_families')
      .innerJoin('customers', 'customers.id', 'token_families.customer_id')
      .select('token_families.id')
      .where('token_families.id', '=', familyId)
      .where('token_families.customer_id', '=', customerId)
      .where('token_families.revoked_at', 'is', null)
      .where('customers.status', '=', 'active')
      .executeTakeFirst();
    return row !== undefined;
  }

  async trustDevice(customerId: string, deviceUuid: string, trustedUntil: Date): Promise<void> {
    await this.database
      .insertInto('trusted_devices')
      .values({ customer_id: customerId, device_uuid: deviceUuid, trusted_until: trustedUntil })
      .onConflict((conflict) =>
        conflict
          .columns(['customer_id', 'device_uuid'])
          .doUpdateSet({ trusted_until: trustedUntil }),
      )
      .execute();
  }

  async isDeviceTrusted(customerId: string, deviceUuid: string, now: Date): Promise<boolean> {
    const row = await this.database
      .selectFrom('trusted_devices')
      .select('device_uuid')
      .where('customer_id', '=', customerId)
      .where('device_uuid', '=', deviceUuid)
      .where('trusted_until', '>', now)
      .executeTakeFirst();
    return row !== undefined;
  }

  async forgetDevices(customerId: string): Promise<void> {
    await this.database
      .deleteFrom('trusted_devices')
      .where('customer_id', '=', customerId)
      .execute();
  }

  async insertOneTimeToken(input: {
    tokenHash: string;
    kind: OneTimeTokenKind;
    customerId: string;
    expiresAt: Date;
    /** What the token is for (a new email address, a product offer); empty by default. */
    payload?: Record<string, string>;
  }): Promise<void> {
    await this.database
      .insertInto('one_time_tokens')
      .values({
        token_hash: input.tokenHash,
        kind: input.kind,
        customer_id: input.customerId,
        expires_at: input.expiresAt,
        payload: jsonb(input.payload ?? {}),
      })
      .execute();
  }

  /** The customer of a live (unused, unexpired) token of this kind, without using it. */
  async findLiveOneTimeToken(
    tokenHash: string,
    kind: OneTimeTokenKind,
    now: Date,
  ): Promise<string | null> {
    const row = await this.database
      .selectFrom('one_time_tokens')
      .select('customer_id')
      .where('token_hash', '=', tokenHash)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.customer_id ?? null;
  }

  /**
   * Uses a live token once, with its payload; null when it is unknown, of another kind, used or
   * expired (`wasUsed` then tells a used token from an unknown or expired one, for a clear page).
   */
  async useOneTimeTokenWithPayload(
    tokenHash: string,
    kind: OneTimeTokenKind,
    now: Date,
  ): Promise<{ customerId: string; payload: Record<string, string> } | { wasUsed: boolean }> {
    const row = await this.spendOneTimeToken(tokenHash, kind, now);
    if (row) return { customerId: row.customer_id, payload: row.payload };
    const known = await this.database
      .selectFrom('one_time_tokens')
      .select('used_at')
      .where('token_hash', '=', tokenHash)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return { wasUsed: Boolean(known?.used_at) };
  }

  /** Marks a live token used; its row, or undefined when it is unknown, used or expired. */
  private spendOneTimeToken(tokenHash: string, kind: OneTimeTokenKind, now: Date) {
    return this.database
      .updateTable('one_time_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['customer_id', 'payload'])
      .executeTakeFirst();
  }

  /** Uses a live token once; the customer id, or null when it is unknown, used or expired. */
  async useOneTimeToken(
    tokenHash: string,
    kind: OneTimeTokenKind,
    now: Date,
  ): Promise<string | null> {
    return (await this.spendOneTimeToken(tokenHash, kind, now))?.customer_id ?? null;
  }

  /** The account's failed password attempts, or null when none are counted. */
  async findSignInAttempts(accountKey: string): Promise<SignInAttempts | null> {
    const row = await this.database
      .selectFrom('sign_in_attempts')
      .select(['failed_attempts', 'locked_until'])
      .where('account_key', '=', accountKey)
      .executeTakeFirst();
    if (!row) return null;
    return {
      failedAttempts: row.failed_attempts,
      lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
    };
  }

  /**
   * Counts one failed attempt in the window that started after `windowStartedAfter` (an older
   * window starts again at 1), and locks the account until `lockUntil` once the count reaches
   * `lockAfter`. One statement for the count, so concurrent failures are all counted.
   */
  async countFailedSignIn(input: {
    accountKey: string;
    now: Date;
    windowStartedAfter: Date;
    lockAfter: number;
    lockUntil: Date;
  }): Promise<SignInAttempts> {
    const row = await this.database
      .insertInto('sign_in_attempts')
      .values({ account_key: input.accountKey, failed_attempts: 1, window_started_at: input.now })
      .onConflict((conflict) =>
        conflict.column('account_key').doUpdateSet({
          failed_attempts: sql<number>`case when sign_in_attempts.window_started_at <= ${input.windowStartedAfter}::timestamptz then 1 else sign_in_attempts.failed_attempts + 1 end`,
          window_started_at: sql<Date>`case when sign_in_attempts.window_started_at <= ${input.windowStartedAfter}::timestamptz then ${input.now}::timestamptz else sign_in_attempts.window_started_at end`,
        }),
      )
      .returning(['failed_attempts', 'locked_until'])
      .executeTakeFirstOrThrow();
    if (row.failed_attempts < input.lockAfter) {
      return {
        failedAttempts: row.failed_attempts,
        lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
      };
    }
    await this.database
      .updateTable('sign_in_attempts')
      .set({ locked_until: input.lockUntil })
      .where('account_key', '=', input.accountKey)
      .execute();
    return { failedAttempts: row.failed_attempts, lockedUntil: input.lockUntil };
  }

  /** A successful sign-in forgets the account's failed attempts. */
  async clearSignInAttempts(accountKey: string): Promise<void> {
    await this.database
      .deleteFrom('sign_in_attempts')
      .where('account_key', '=', accountKey)
      .execute();
  }
}
