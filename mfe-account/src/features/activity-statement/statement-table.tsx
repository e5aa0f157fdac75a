import { useId } from 'react';
import { useTranslation } from 'remote-kit';
import { type Money } from 'shared-kernel/contract/money';
import {
  type ActivityStatement,
  type ActivityStatementTotals,
} from 'shared-kernel/contract/responsible-play';
import { accountTexts } from 'shared-kernel/contract/texts';
import { periodText, statementMoney } from './statement-text';

const columnKeys: ReadonlyArray<keyof ActivityStatementTotals> = [
  'spent',
  'deposits',
  'prizes',
  'withdrawals',
  'net',
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
  const { t } = useTranslation(accountTexts);
  const columnNames: Readonly<Record<keyof ActivityStatementTotals, string>> = {
    spent: t('account.statement_spent'),
    deposits: t('account.statement_deposits'),
    prizes: t('account.statement_prizes'),
    withdrawals: t('account.statement_withdrawals'),
    net: t('account.statement_net'),
  };
  const { interval, rows, totals } = statement;
  return (
    <div className="statement-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>
          {interval === 'month'
            ? t('account.statement_caption_monthly')
            : t('account.statement_caption_weekly')}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              {interval === 'month' ? t('account.statement_month') : t('account.statement_week')}
            </th>
            {columnKeys.map((column) => (
              <th key={column} scope="col">
                {columnNames[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.periodStart}>
              <th scope="row">{periodText(row, interval)}</th>
              {columnKeys.map((column) => (
                <Cell key={column} column={column} money={row[column]} />
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('account.statement_total')}</th>
            {columnKeys.map((column) => (
              <Cell key={column} column={column} money={totals[column]} />
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
