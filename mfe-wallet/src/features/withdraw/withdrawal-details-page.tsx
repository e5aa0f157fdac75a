import { LoadState, useCapabilities } from 'remote-kit';
import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { formatCurrency, formatCalendarDate } from 'shared-kernel/contract/format';
import { type WithdrawalView, withdrawalStatusLabels } from 'shared-kernel/contract/withdrawals';
import { TableRegion } from '../../shared/table-region';
import { withdrawalDetailsOpened, type WithdrawState } from './withdraw-slice';

const selectDetails = (state: { withdraw: WithdrawState }) => state.withdraw.details;

function statusOf(withdrawal: WithdrawalView): string {
  return withdrawalStatusLabels[withdrawal.status];
}

function WithdrawalSummary({ withdrawal }: { withdrawal: WithdrawalView }) {
  return (
    <dl className="withdrawal-summary">
      <dt>Status</dt>
      <dd>{statusOf(withdrawal)}</dd>
      <dt>Amount</dt>
      <dd>{formatCurrency(withdrawal.amount.amount)}</dd>
      <dt>To</dt>
      <dd>{withdrawal.destination}</dd>
      <dt>Requested</dt>
      <dd>{formatCalendarDate(withdrawal.createdAt)}</dd>
      {withdrawal.reason ? (
        <>
          <dt>Reason</dt>
          <dd>{withdrawal.reason}</dd>
        </>
      ) : null}
      <dt>Reference</dt>
      <dd>{withdrawal.id}</dd>
    </dl>
  );
}

/** What the status means for the customer's money. */
function statusNote(withdrawal: WithdrawalView): string {
  switch (withdrawal.status) {
    case 'awaiting_approval':
    case 'queued':
      return 'Your withdrawal is pending. We will email you when it is paid.';
    case 'paid':
      return 'Your withdrawal is paid. Bank transfers can take up to two business days to arrive.';
    case 'rejected':
    case 'returned':
      return 'The amount is back in your wallet.';
  }
}

interface WithdrawalListProps {
  shown: WithdrawalView;
  withdrawals: readonly WithdrawalView[];
  total: number;
}

/** The customer's latest withdrawals and the way to another: withdrawal screens of their own. */
function WithdrawalList({ shown, withdrawals, total }: WithdrawalListProps) {
  const listHeadingId = useId();
  return (
    <>
      <h2 id={listHeadingId}>Your withdrawals</h2>
      <TableRegion labelledBy={listHeadingId}>
        <table aria-labelledby={listHeadingId} className="wallet-table">
          <thead>
            <tr>
              <th scope="col">Requested</th>
              <th scope="col">To</th>
              <th scope="col" className="amount">
                Amount
              </th>
              <th scope="col">Status</th>
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
        <p>
          Showing your latest {withdrawals.length} of {total} withdrawals.
        </p>
      ) : null}
      <p>
        <Link to="/my-account/withdraw">Make another withdrawal</Link>
      </p>
    </>
  );
}

/**
 * /my-account/withdraw/details/{withdrawID} (where a successful withdrawal lands) and
 * /my-account/withdraw/summary/{transactionID}: one withdrawal, and the customer's latest.
 */
export function WithdrawalDetailsPage() {
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
      <h1 id={headingId}>Withdrawal</h1>
      {!shown ? (
        <LoadState
          status={status === 'failed' ? 'failed' : 'loading'}
          failureStatus={failureStatus}
          retry={() => dispatch(withdrawalDetailsOpened(withdrawalId))}
          what="your withdrawal"
        />
      ) : (
        <>
          <p role="status">{statusNote(shown)}</p>
          <WithdrawalSummary withdrawal={shown} />
          {mayWithdraw ? (
            <WithdrawalList shown={shown} withdrawals={withdrawals} total={total} />
          ) : null}
        </>
      )}
    </section>
  );
}
