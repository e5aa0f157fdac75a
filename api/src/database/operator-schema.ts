import { type ColumnType } from 'kysely';

/** Server secrets and operators (migration 0009). */

type Jsonb<Value> = ColumnType<Value, string, string>;
/** bigint: `pg` reads int8 as a string, PGlite as a number. */
type NullableInt8 = ColumnType<
  string | number | bigint | null,
  number | null | undefined,
  number | null
>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface OperatorsTable {
  id: ColumnType<string, string | undefined, never>;
  email: string;
  password_hash: string;
  totp_secret: string;
  roles: Jsonb<string[]>;
  /** Environments a release manager may change; null is every one. */
  release_environments: ColumnType<string[] | null, string | null | undefined, string | null>;
  totp_step_last: NullableInt8;
  failed_attempts: ColumnType<number, number | undefined, number>;
  locked_until: NullableTimestamp;
  created_at: CreatedAt;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface OperatorTables {
  server_secrets: ServerSecretsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
}
