import { type Kysely } from 'kysely';
import { monthlyStatementPreference } from 'shared-kernel/contract/responsible-play';
import { type Database } from '../../database/schema';

export interface StatementRecipient {
  customerId: string;
  email: string;
  firstname: string;
}

/** Who gets the monthly statement, and which statements were written. */
export class MonthlyStatementsRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /**
   * Open accounts that turned the monthly statement on, have no statement of `month` yet and are
   * not excluded at `now`.
   */
  async findDue(month: string, now: Date, limit: number): Promise<StatementRecipient[]> {
    const rows = await this.database
      .selectFrom('customers')
      .innerJoin(
        'communication_preferences',
        'communication_preferences.customer_id',
        'customers.id',
      )
      .select(['customers.id', 'customers.email', 'customers.firstname'])
      .where('communication_preferences.channel', '=', monthlyStatementPreference.channel)
      .where('communication_preferences.preference_id', '=', monthlyStatementPreference.id)
      .where('communication_preferences.enabled', '=', true)
      .where('customers.status', '!=', 'closed')
      .where((expression) =>
        expression.not(
          expression.exists(
            expression
              .selectFrom('monthly_statements')
              .select('monthly_statements.customer_id')
              .whereRef('monthly_statements.customer_id', '=', 'customers.id')
              .where('monthly_statements.month', '=', month),
          ),
        ),
      )
      .where((expression) =>
        expression.not(
          expression.exists(
            expression
              .selectFrom('play_breaks')
              .select('play_breaks.customer_id')
              .whereRef('play_breaks.customer_id', '=', 'customers.id')
              .where('play_breaks.kind', '=', 'self_exclusion')
              .where('play_breaks.started_at', '<=', now)
              .where('play_breaks.ends_at', '>', now),
          ),
        ),
      )
      .orderBy('customers.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ customerId: row.id, email: row.email, firstname: row.firstname }));
  }

  /**
   * Records the statement of `month` for the customer; false when it already was (by this run or
   * another process), so each statement is written once.
   */
  async claim(customerId: string, month: string, now: Date): Promise<boolean> {
    const row = await this.database
      .insertInto('monthly_statements')
      .values({ customer_id: customerId, month, sent_at: now })
      .onConflict((conflict) => conflict.columns(['customer_id', 'month']).doNothing())
      .returning('customer_id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
