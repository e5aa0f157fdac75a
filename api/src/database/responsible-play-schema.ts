import { type ColumnType, type Generated } from 'kysely';

/** Responsible play's tables (migration 0023). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface PlayBreaksTable {
  id: Generated<string>;
  customer_id: string;
  kind: 'break' | 'self_exclusion';
  duration: string;
  started_at: Timestamp;
  ends_at: Timestamp;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface MonthlyStatementsTable {
  customer_id: string;
  /** The Sydney month of the statement, `YYYY-MM`. */
  month: string;
  sent_at: Timestamp;
}

export interface ResponsiblePlayTables {
  play_breaks: PlayBreaksTable;
  monthly_statements: MonthlyStatementsTable;
}
