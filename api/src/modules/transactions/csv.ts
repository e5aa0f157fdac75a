import { centsToDecimalString } from '../../http/money';
import { type TransactionLine } from './repository';

const header = [
  'Date',
  'Type',
  'Description',
  'Reference',
  'Account',
  'Status',
  'Amount',
  'Balance',
];

/**
 * A text cell: a spreadsheet would run one that starts like a formula, so it starts with an
 * apostrophe instead.
 */
export function textCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Rows as a CSV file (RFC 4180, CRLF line ends); text cells go through `textCell` first. */
export function csvOf(rows: ReadonlyArray<readonly string[]>): string {
  return rows.map((row) => `${row.map(field).join(',')}\r\n`).join('');
}

/**
 * The lines as a CSV file: a header row, then one row per line; amounts as 12.34, dates ISO. A
 * withdrawal's status is where the withdrawal is (`queued`, `paid`, ...), not its ledger line's.
 */
export function transactionsCsv(lines: readonly TransactionLine[]): string {
  const rows = lines.map((line) => [
    line.createdAt.toISOString(),
    line.type,
    textCell(line.description),
    textCell(line.reference ?? ''),
    line.account === 'customer_cash' ? 'cash' : 'promo_credit',
    line.withdrawalStatus ?? line.status,
    centsToDecimalString(line.amountCents),
    line.balanceCents === null ? '' : centsToDecimalString(line.balanceCents),
  ]);
  return csvOf([header, ...rows]);
}
