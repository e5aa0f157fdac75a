import { useId } from 'react';
import { type Money } from 'shared-kernel/contract/money';
import {
  type ActivityStatement,
  type ActivityStatementTotals,
} from 'shared-kernel/contract/responsible-play';
import { intervalWords, periodText, statementMoney } from './statement-text';

const columns: ReadonlyArray<{ key: keyof ActivityStatementTotals; name: string }> = [
  { key: 'spent', name: 'Spent' },
  { key: 'deposits', name: 'Deposits' },
  { key: 'prizes', name: 'Prizes' },
  { key: 'withdrawals', name: 'Withdrawals' },
  { key: 'net', name: 'Net' },
];

/** Net is prizes − spent: a loss reads as a minus, not only as a colour. */
function Cell({ column, money }: { column: keyof ActivityStatementTotals; money: Money }) {
  const isLoss = column === 'net' && money.amount < 0;
  return <td className={isLoss ? 'statement-table__loss' : undefined}>{statementMoney(money)}</td>;
}

/**
 * Every period's figures and the totals. It scrolls sideways on a narrow screen, so it is a
 * focusable region a keyboard can scroll.
 */
export function StatementTable({ statement }: { statement: ActivityStatement }) {
  const captionId = useId();
  const { interval, rows, totals } = statement;
  return (
    <div className="statement-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>Your activity by {intervalWords[interval]}</caption>
        <thead>
          <tr>
            <th scope="col">{interval === 'month' ? 'Month' : 'Week'}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.periodStart}>
              <th scope="row">{periodText(row, interval)}</th>
              {columns.map((column) => (
                <Cell key={column.key} column={column.key} money={row[column.key]} />
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {columns.map((column) => (
              <Cell key={column.key} column={column.key} money={totals[column.key]} />
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
