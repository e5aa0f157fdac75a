import { centsToDecimalString } from '../../http/money';
import { csvOf } from '../transactions/csv';
import { type Statement, type StatementAmounts } from './activity-statement';

const header = ['Period start', 'Period end', 'Spent', 'Deposits', 'Prizes', 'Withdrawals', 'Net'];

const amountsOf = (amounts: StatementAmounts) =>
  [
    amounts.spentCents,
    amounts.depositsCents,
    amounts.prizesCents,
    amounts.withdrawalsCents,
    amounts.netCents,
  ].map(centsToDecimalString);

/**
 * The statement as a CSV file (the transaction list's writer: RFC 4180, no cell a spreadsheet
 * would run): one row per period, then the totals; amounts as 12.34, days as YYYY-MM-DD.
 */
export function statementCsv(statement: Statement): string {
  return csvOf([
    header,
    ...statement.rows.map((row) => [row.periodStart, row.periodEnd, ...amountsOf(row)]),
    ['Total', '', ...amountsOf(statement.totals)],
  ]);
}
