import { LoadState } from 'remote-kit';
import { useEffect, useId, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatCalendarDate, formatCurrency } from 'shared-kernel/contract/format';
import { type DepositMethodCode, type DepositView } from 'shared-kernel/contract/payments';
import {
  depositMethodNameOf,
  instructionIntroductions,
  instructionLabels,
} from './deposit-methods';
import { depositDetailsOpened, type DepositState } from './deposit-slice';

export const depositStatusLabels: Record<DepositView['status'], string> = {
  pending: 'Pending',
  challenge_required: 'Awaiting 3-D Secure check',
  approval_required: 'Awaiting PayPal approval',
  success: 'Successful',
  failed: 'Failed',
};

export const selectDepositDetails = (state: { deposit: DepositState }) => state.deposit.details;

export function isAwaitingCustomer(deposit: DepositView): boolean {
  return deposit.status === 'challenge_required' || deposit.status === 'approval_required';
}

/** Status, amount, method, date and reference of one deposit (and why it failed). */
export function DepositSummary({ deposit }: { deposit: DepositView }) {
  return (
    <dl className="deposit-summary">
      <dt>Status</dt>
      <dd>{depositStatusLabels[deposit.status]}</dd>
      <dt>Amount</dt>
      <dd>{formatCurrency(deposit.amount.amount, deposit.amount.currency)}</dd>
      <dt>Method</dt>
      <dd>{depositMethodNameOf(deposit.depositMethodCode)}</dd>
      <dt>Date</dt>
      <dd>{formatCalendarDate(deposit.createdAt)}</dd>
      {deposit.status === 'failed' && deposit.failureMessage ? (
        <>
          <dt>Reason</dt>
          <dd>{deposit.failureMessage}</dd>
        </>
      ) : null}
      <dt>Deposit number</dt>
      <dd>{deposit.depositId}</dd>
    </dl>
  );
}

/** A pending bank deposit: where to pay, and the reference to quote. */
export function DepositInstructions({ deposit }: { deposit: DepositView }) {
  const headingId = useId();
  const instructions = deposit.instructions;
  if (deposit.status !== 'pending' || !instructions) return null;
  return (
    <section aria-labelledby={headingId} className="deposit-instructions">
      <h2 id={headingId}>How to pay</h2>
      <p>{instructionIntroductions[deposit.depositMethodCode as DepositMethodCode]}</p>
      <dl>
        {Object.entries(instructions).map(([key, value]) => (
          <div key={key}>
            <dt>{instructionLabels[key] ?? key}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>Your deposit stays pending until your payment reaches us.</p>
    </section>
  );
}

/** A page about one deposit: opens it, shows its loading state, then `children(deposit)`. */
export function DepositPageFrame({
  title,
  depositId,
  load = true,
  children,
}: {
  title: string;
  depositId: string;
  /** False when the page itself fetches the deposit another way (cancelling it). */
  load?: boolean;
  children: (deposit: DepositView) => ReactNode;
}) {
  const headingId = useId();
  const dispatch = useDispatch();
  const details = useSelector(selectDepositDetails);

  useEffect(() => {
    if (load) dispatch(depositDetailsOpened(depositId));
  }, [dispatch, depositId, load]);

  const deposit = details.deposit?.depositId === depositId ? details.deposit : null;
  return (
    <section className="wallet-page deposit-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {deposit ? (
        children(deposit)
      ) : (
        <LoadState
          status={details.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={details.failureStatus}
          retry={() => dispatch(depositDetailsOpened(depositId))}
          what="your deposit"
        />
      )}
    </section>
  );
}
