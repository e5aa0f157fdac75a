import { type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { type ActivityStatementInterval } from 'shared-kernel/contract/responsible-play';
import { type Database } from '../../database/schema';
import { type TransactionLine, TransactionService } from '../transactions/service';
import {
  dayText,
  periodsOf,
  type StatementPeriod,
  type StatementRange,
  statementZone,
} from './statement-periods';

/** What moved in a period, in cents; net = prizes − spent. */
export interface StatementAmounts {
  spentCents: number;
  depositsCents: number;
  prizesCents: number;
  withdrawalsCents: number;
  netCents: number;
}

export interface StatementRow extends StatementAmounts {
  /** `YYYY-MM-DD`, both included. */
  periodStart: string;
  periodEnd: string;
}

export interface Statement {
  interval: ActivityStatementInterval;
  from: string;
  to: string;
  rows: StatementRow[];
  totals: StatementAmounts;
}

const zero = (): StatementAmounts => ({
  spentCents: 0,
  depositsCents: 0,
  prizesCents: 0,
  withdrawalsCents: 0,
  netCents: 0,
});

/** A withdrawal's id (`newId('wd')`): money it gives back is a returned withdrawal, not a refund. */
const withdrawalReference = /^wd_/;

/**
 * Adds one ledger line to the amounts. Only posted lines moved money (pending and voided ones did
 * not). Purchases count from cash and promo credit alike, as the spend limits count them; money
 * given back lowers what it came back on.
 */
function add(amounts: StatementAmounts, line: TransactionLine): void {
  if (line.status !== 'posted') return;
  const cents = line.amountCents;
  switch (line.type) {
    case 'purchase':
      amounts.spentCents -= cents;
      break;
    case 'refund':
      if (withdrawalReference.test(line.reference ?? '')) amounts.withdrawalsCents -= cents;
      else amounts.spentCents -= cents;
      break;
    case 'deposit':
      amounts.depositsCents += cents;
      break;
    case 'prize':
      amounts.prizesCents += cents;
      break;
    case 'withdrawal':
      amounts.withdrawalsCents -= cents;
      break;
    default:
      // Promo credit given and adjustments are neither play nor the customer's own money moving.
      return;
  }
  amounts.netCents = amounts.prizesCents - amounts.spentCents;
}

function periodIndexOf(periods: readonly StatementPeriod[], day: DateTime): number {
  return periods.findIndex((period) => day >= period.start && day <= period.end);
}

/**
 * The activity statement: per week or month, what the customer spent, deposited, won and
 * withdrew, read from their ledger lines (the transaction list's own query).
 */
export class ActivityStatementService {
  private readonly transactions: TransactionService;

  constructor(database: Kysely<Database>) {
    this.transactions = new TransactionService(database);
  }

  async statementOf(customerId: string, range: StatementRange): Promise<Statement> {
    const from = dayText(range.from);
    const to = dayText(range.to);
    const periods = periodsOf(range);
    const rows = periods.map(zero);
    const totals = zero();
    for (const line of await this.transactions.allOf(customerId, { from, to })) {
      const day = DateTime.fromJSDate(line.createdAt, { zone: statementZone }).startOf('day');
      const row = rows[periodIndexOf(periods, day)];
      if (!row) continue;
      add(row, line);
      add(totals, line);
    }
    return {
      interval: range.interval,
      from,
      to,
      rows: periods.map((period, index) => ({
        periodStart: dayText(period.start),
        periodEnd: dayText(period.end),
        ...(rows[index] ?? zero()),
      })),
      totals,
    };
  }
}
