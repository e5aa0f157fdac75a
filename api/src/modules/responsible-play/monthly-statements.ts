import { randomUUID } from 'node:crypto';
import { type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { type Database } from '../../database/schema';
import { audText } from '../ledger/aud-text';
import { type Email } from '../outbox/service';
import { OutboxRepository } from '../outbox/repository';
import { ActivityStatementService, type Statement } from './activity-statement';
import { helpLines } from './break-email';
import { statementZone } from './statement-periods';
import { MonthlyStatementsRepository, type StatementRecipient } from './statement-repository';

/**
 * Statements go out on the 1st of the month (Sydney); the next two days catch up with what a
 * stopped server missed. A customer who turns them on later gets the next month's.
 */
const catchUpDays = 3;
const batchSize = 100;

/** The Sydney month whose statement is due at `now` (`{month: '2026-04', …}`), or null. */
export function dueMonthOf(now: Date): { month: string; from: DateTime; to: DateTime } | null {
  const today = DateTime.fromJSDate(now, { zone: statementZone });
  if (today.day > catchUpDays) return null;
  const from = today.startOf('month').minus({ months: 1 });
  return { month: from.toFormat('yyyy-MM'), from, to: from.endOf('month').startOf('day') };
}

export function monthlyStatementEmail(
  recipient: StatementRecipient,
  statement: Statement,
  monthName: string,
  publicUrl: string,
): Email {
  const { totals } = statement;
  return {
    recipient: recipient.email,
    subject: `Your Lotto Shop statement for ${monthName}`,
    textBody: [
      `Hi ${recipient.firstname},`,
      '',
      `Here is what you did with Lotto Shop in ${monthName}:`,
      '',
      `- Spent on tickets: ${audText(totals.spentCents)}`,
      `- Deposited: ${audText(totals.depositsCents)}`,
      `- Prizes won: ${audText(totals.prizesCents)}`,
      `- Withdrawn: ${audText(totals.withdrawalsCents)}`,
      `- Net (prizes less spent): ${audText(totals.netCents)}`,
      '',
      `Your full statement, to download as CSV or PDF: ${publicUrl}/my-account/activity-statement`,
      `Set your limits: ${publicUrl}/my-account/spend-limits`,
      `Take a break: ${publicUrl}/my-account/take-a-break`,
      '',
      helpLines,
      '',
      `You get this email because you turned on monthly statements. Turn them off in your ` +
        `communication preferences: ${publicUrl}/communication-preferences`,
      '',
    ].join('\n'),
  };
}

/**
 * The monthly job: in the first days of a Sydney month, writes last month's statement email to
 * the outbox for each customer who turned statements on, except those excluded now. The
 * statement's row and its email are written in one transaction and the row is unique per
 * customer and month, so any number of runs and processes send each statement once. Answers how
 * many were written.
 */
export async function sendMonthlyStatements(
  database: Kysely<Database>,
  now: Date,
  publicUrl: string,
): Promise<number> {
  const due = dueMonthOf(now);
  if (!due) return 0;
  const monthName = due.from.setLocale('en-AU').toFormat('MMMM yyyy');
  let written = 0;
  for (;;) {
    const recipients = await new MonthlyStatementsRepository(database).findDue(
      due.month,
      now,
      batchSize,
    );
    if (recipients.length === 0) return written;
    for (const recipient of recipients) {
      const isWritten = await database.transaction().execute(async (transaction) => {
        const claimed = await new MonthlyStatementsRepository(transaction).claim(
          recipient.customerId,
          due.month,
          now,
        );
        if (!claimed) return false;
        const statement = await new ActivityStatementService(transaction).statementOf(
          recipient.customerId,
          { interval: 'month', from: due.from, to: due.to },
        );
        const email = monthlyStatementEmail(recipient, statement, monthName, publicUrl);
        await new OutboxRepository(transaction).insert({ id: randomUUID(), ...email });
        return true;
      });
      if (isWritten) written += 1;
    }
  }
}
