import { type ColumnType } from 'kysely';

/** Identity tables (migration 0003): customers, two-factor, tokens, trusted devices, outbox. */

/** jsonb: read as the parsed value, written as JSON text (see `jsonb()`). */
type Jsonb<Value> = ColumnType<Value, string | undefined, string>;
/** bigint: `pg` reads int8 as a string, PGlite as a number. */
type Int8 = ColumnType<string | number | bigint, number, number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Defaulted<Value> = ColumnType<Value, Value | undefined, Value>;

export interface CustomersTable {
  id: string;
  email: string;
  password_hash: string;
  customer_token: string;
  firstname: string;
  lastname: string;
  date_of_birth: string;
  phone_number: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
  country: string;
  email_opt_in: Defaulted<boolean>;
  terms_accepted_at: Timestamp;
  attribution: Jsonb<Record<string, string>>;
  signup_platform: Defaulted<string>;
  favourite_numbers: Jsonb<Record<string, number[][]>>;
  segment_name: Defaulted<string>;
  pricing_id: string | null;
  is_verified: Defaulted<boolean>;
  force_password_change: Defaulted<boolean>;
  tfa_prompt_required: Defaulted<boolean>;
  migration_status: Defaulted<string>;
  migration_started_at: NullableTimestamp;
  status: Defaulted<string>;
  closed_at: NullableTimestamp;
  created_at: CreatedAt;
  /** Migration 0015: an email address waiting for its confirmation link. */
  pending_email: ColumnType<string | null, string | null | undefined, string | null>;
  address_confirmation_required: Defaulted<boolean>;
  account_upgrade: Defaulted<boolean>;
  country_banned_confirmation_required: Defaulted<boolean>;
  terms_version: ColumnType<string | null, string | null | undefined, string | null>;
  location_terms_accepted_at: NullableTimestamp;
}

export interface TwoFactorSettingsTable {
  customer_id: string;
  method: string | null;
  enabled_at: NullableTimestamp;
  authenticator_secret: string | null;
  pending_authenticator_secret: string | null;
  last_time_step: Int8 | null;
  email_code_hash: string | null;
  email_code_expires_at: NullableTimestamp;
  email_code_sent_at: NullableTimestamp;
  failed_attempts: Defaulted<number>;
  locked_at: NullableTimestamp;
}

export interface TokenFamiliesTable {
  id: string;
  customer_id: string;
  device_uuid: string;
  created_at: CreatedAt;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** The successor of a rotated token, sealed with a key derived from this token (migration 0011). */
  successor_sealed: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Failed password attempts per account (migration 0011); the key is a hash of the email. */
export interface SignInAttemptsTable {
  account_key: string;
  failed_attempts: Defaulted<number>;
  window_started_at: Timestamp;
  locked_until: NullableTimestamp;
}

export interface TrustedDevicesTable {
  customer_id: string;
  device_uuid: string;
  trusted_until: Timestamp;
}

export type OneTimeTokenKindRow =
  'password_reset' | 'autologin' | 'confirm_address' | 'confirm_email' | 'unsubscribe';

export interface OneTimeTokensTable {
  token_hash: string;
  kind: OneTimeTokenKindRow;
  customer_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** Migration 0014: what the token is for (a new email address, a product offer). */
  payload: Jsonb<Record<string, string>>;
}

/** Who changed what on an account, and when (migration 0014). */
export interface CustomerChangesTable {
  id: ColumnType<string, string | undefined, never>;
  customer_id: string;
  actor_kind: 'customer' | 'operator' | 'system';
  actor_id: string | null;
  kind: string;
  changes: Jsonb<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface EmailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  failed_attempts: Defaulted<number>;
}

/** A customer's communication preference, once set (migration 0016). */
export interface CommunicationPreferencesTable {
  customer_id: string;
  channel: 'email' | 'phone' | 'sms' | 'directmail';
  preference_id: string;
  enabled: boolean;
  updated_at: Defaulted<Date>;
}

/** An unsubscribe from an email link, with the reasons given (migration 0016). */
export interface CommunicationUnsubscribesTable {
  id: ColumnType<string, string | undefined, never>;
  customer_id: string;
  product_offer_key: string | null;
  reasons: Jsonb<string[]>;
  reason_text: string | null;
  created_at: CreatedAt;
}

export interface IdentityTables {
  customers: CustomersTable;
  two_factor_settings: TwoFactorSettingsTable;
  token_families: TokenFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  customer_changes: CustomerChangesTable;
  trusted_devices: TrustedDevicesTable;
  one_time_tokens: OneTimeTokensTable;
  email_outbox: EmailOutboxTable;
  sign_in_attempts: SignInAttemptsTable;
  communication_preferences: CommunicationPreferencesTable;
  communication_unsubscribes: CommunicationUnsubscribesTable;
}
