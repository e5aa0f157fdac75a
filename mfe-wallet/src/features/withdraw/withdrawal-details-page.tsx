import { LoadState, useCapabilities, useTranslation } from 'remote-kit';
import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import {
  formatCurrency,
  formatCalendarDate,
  type TextFunction,
  type TextKey,
} from 'shared-kernel/contract/format';
import { walletTexts, type WalletTextKey } from 'shared-kernel/contract/texts';
import { type WithdrawalView, withdrawalStatusLabels } from 'shared-kernel/contract/withdrawals';
import { TableRegion } from '../../shared/table-region';
import { withdrawalDetailsOpened, type WithdrawState } from './withdraw-slice';

const selectDetails = (state: { withdraw: WithdrawState }) => state.withdraw.details;

function statusOf(withdrawal: WithdrawalView): string {
  return withdrawalStatusLabels[withdrawal.status];
}

function WithdrawalSummary({ withdrawal }: { withdrawal: WithdrawalView }) {
  const { t } = useTranslation(walletTexts);
  return (
    <dl className="withdrawal-summary">
      <dt>{t('wallet.status')}</dt>
      <dd>{statusOf(withdrawal)}</dd>
      <dt>{t('wallet.amount')}</dt>
      <dd>{formatCurrency(withdrawal.amount.amount)}</dd>
      <dt>{t('wallet.withdrawal_to')}</dt>
      <dd>{withdrawal.destination}</dd>
      <dt>{t('wallet.withdrawal_requested')}</dt>
      <dd>{formatCalendarDate(withdrawal.createdAt)}</dd>
      {withdrawal.reason ? (
        <>
          <dt>{t('wallet.reason')}</dt>
          <dd>{withdrawal.reason}</dd>
        </>
      ) : null}
      <dt>{t('wallet.withdrawal_reference')}</dt>
      <dd>{withdrawal.id}</dd>
    </dl>
  );
}

/** What the status means for the customer's money. */
function statusNote(withdrawal: WithdrawalView, t: TextFunction<WalletTextKey | TextKey>): string {
  switch (withdrawal.status) {
    case 'awaiting_approval':
    case 'queued':
      return t('wallet.withdrawal_pending_note');
    case 'paid':
      return t('wallet.withdrawal_paid_note');
    case 'rejected':
    case 'returned':
      return t('wallet.withdrawal_back_note');
  }
}

interface WithdrawalListProps {
  shown: WithdrawalView;
  withdrawals: readonly WithdrawalView[];
  total: number;
}

/** The customer's latest withdrawals and the way to another: withdrawal screens of their own. */
function WithdrawalList({ shown, withdrawals, total }: WithdrawalListProps) {
  const { t } = useTranslation(walletTexts);
  const listHeadingId = useId();
  return (
    <>
      <h2 id={listHeadingId}>{t('wallet.your_withdrawals')}</h2>
      <TableRegion labelledBy={listHeadingId}>
        <table aria-labelledby={listHeadingId} className="wallet-table">
          <thead>
            <tr>
              <th scope="col">{t('wallet.withdrawal_requested')}</th>
              <th scope="col">{t('wallet.withdrawal_to')}</th>
              <th scope="col" className="amount">
                {t('wallet.amount')}
              </th>
              <th scope="col">{t('wallet.status')}</th>
            </tr>
          </thead>
          <tbody>
            {withdrawals.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link
                    to={`/my-account/withdraw/details/${encodeURIComponent(item.id)}`}
                    aria-current={item.id === shown.id ? 'page' : undefined}
                  >
                    {formatCalendarDate(item.createdAt)}
                  </Link>
                </td>
                <td>{item.destination}</td>
                <td className="amount">{formatCurrency(item.amount.amount)}</td>
                <td>{statusOf(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {total > withdrawals.length ? (
        <p>{t('wallet.withdrawals_latest', { shown: withdrawals.length, total })}</p>
      ) : null}
      <p>
        <Link to="/my-account/withdraw">{t('wallet.withdrawal_another')}</Link>
      </p>
    </>
  );
}

/**
 * /my-account/withdraw/details/{withdrawID} (where a successful withdrawal lands) and
 * /my-account/withdraw/summary/{transactionID}: one withdrawal, and the customer's latest.
 */
export function WithdrawalDetailsPage() {
  const { t } = useTranslation(walletTexts);
  const headingId = useId();
  const dispatch = useDispatch();
  // The details need no capability (product.md §6); the list and another withdrawal do.
  const mayWithdraw = useCapabilities('wallet_withdrawal') === true;
  const { withdrawID, transactionID } = useParams();
  const withdrawalId = withdrawID ?? transactionID ?? '';
  const { status, failureStatus, withdrawal, withdrawals, total } = useSelector(selectDetails);

  useEffect(() => {
    dispatch(withdrawalDetailsOpened(withdrawalId));
  }, [dispatch, withdrawalId]);

  const shown = withdrawal?.id === withdrawalId ? withdrawal : null;
  return (
    <section className="wallet-page withdraw-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('wallet.withdrawal_heading')}</h1>
      {!shown ? (
        <LoadState
          status={status === 'failed' ? 'failed' : 'loading'}
          failureStatus={failureStatus}
          retry={() => dispatch(withdrawalDetailsOpened(withdrawalId))}
          what={t('wallet.withdrawal_loading')}
        />
      ) : (
        <>
          <p role="status">{statusNote(shown, t)}</p>
          <WithdrawalSummary withdrawal={shown} />
          {mayWithdraw ? (
            <WithdrawalList shown={shown} withdrawals={withdrawals} total={total} />
          ) : null}
        </>
      )}
    </section>
  );
}
