import { walletTexts } from 'shared-kernel/contract/texts';
import { useId } from 'react';
import { useTranslation } from 'remote-kit';
import { type Money } from 'shared-kernel/contract/money';
import { formatCalendarDate, formatCurrency } from 'shared-kernel/contract/format';
import { type Transaction } from 'shared-kernel/contract/transactions';
import { withdrawalStatusLabels } from 'shared-kernel/contract/withdrawals';
import { TableRegion } from '../../shared/table-region';
import { transactionStatusLabels, transactionTypeLabels } from './transaction-filter';

/** `+$20.00` for money in, `-$6.00` for money out. */
function signedAmount({ amount, currency }: Money): string {
  return `${amount > 0 ? '+' : ''}${formatCurrency(amount, currency)}`;
}

/** A withdrawal's line says where the withdrawal is, in the withdraw pages' words. */
function statusOf(line: Transaction): string {
  return line.withdrawalStatus
    ? withdrawalStatusLabels[line.withdrawalStatus]
    : transactionStatusLabels[line.status];
}

/** The lines as a table: date, kind, description, amount, the cash wallet after it, status. */
export function TransactionTable({ lines, caption }: { lines: Transaction[]; caption: string }) {
  const captionId = useId();
  const { t } = useTranslation(walletTexts);
  return (
    <TableRegion labelledBy={captionId}>
      <table className="wallet-table transactions-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('wallet.column_date')}</th>
            <th scope="col">{t('wallet.column_kind')}</th>
            <th scope="col">{t('wallet.column_description')}</th>
            <th scope="col" className="amount">
              {t('wallet.column_amount')}
            </th>
            <th scope="col" className="amount">
              {t('wallet.column_balance')}
            </th>
            <th scope="col">{t('wallet.column_status')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td>
                <time dateTime={line.createdAt}>{formatCalendarDate(line.createdAt)}</time>
              </td>
              <td>{transactionTypeLabels[line.type]}</td>
              <th scope="row">{line.description}</th>
              <td className="amount">
                {signedAmount(line.amount)}
                {line.account === 'promo_credit' ? ` ${t('wallet.promo_credit')}` : ''}
              </td>
              <td className="amount">
                {line.balance ? formatCurrency(line.balance.amount, line.balance.currency) : '—'}
              </td>
              <td>{statusOf(line)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
