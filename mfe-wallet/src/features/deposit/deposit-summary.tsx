import { LoadState, useTranslation } from 'remote-kit';
import { useEffect, useId, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatCalendarDate, formatCurrency } from 'shared-kernel/contract/format';
import { type DepositView } from 'shared-kernel/contract/payments';
import { walletTexts } from 'shared-kernel/contract/texts';
import {
  depositMethodNameOf,
  instructionIntroductionOf,
  instructionLabelOf,
} from './deposit-methods';
import { depositDetailsOpened, type DepositState } from './deposit-slice';

export const selectDepositDetails = (state: { deposit: DepositState }) => state.deposit.details;

export function isAwaitingCustomer(deposit: DepositView): boolean {
  return deposit.status === 'challenge_required' || deposit.status === 'approval_required';
}

/** Status, amount, method, date and reference of one deposit (and why it failed). */
export function DepositSummary({ deposit }: { deposit: DepositView }) {
  const { t } = useTranslation(walletTexts);
  const statusLabels: Readonly<Record<DepositView['status'], string>> = {
    pending: t('wallet.deposit_status_pending'),
    challenge_required: t('wallet.deposit_status_challenge_required'),
    approval_required: t('wallet.deposit_status_approval_required'),
    success: t('wallet.deposit_status_success'),
    failed: t('wallet.deposit_status_failed'),
  };
  return (
    <dl className="deposit-summary">
      <dt>{t('wallet.status')}</dt>
      <dd>{statusLabels[deposit.status]}</dd>
      <dt>{t('wallet.amount')}</dt>
      <dd>{formatCurrency(deposit.amount.amount, deposit.amount.currency)}</dd>
      <dt>{t('wallet.method')}</dt>
      <dd>{depositMethodNameOf(deposit.depositMethodCode)}</dd>
      <dt>{t('wallet.date')}</dt>
      <dd>{formatCalendarDate(deposit.createdAt)}</dd>
      {deposit.status === 'failed' && deposit.failureMessage ? (
        <>
          <dt>{t('wallet.reason')}</dt>
          <dd>{deposit.failureMessage}</dd>
        </>
      ) : null}
      <dt>{t('wallet.deposit_number')}</dt>
      <dd>{deposit.depositId}</dd>
    </dl>
  );
}

/** A pending bank deposit: where to pay, and the reference to quote. */
export function DepositInstructions({ deposit }: { deposit: DepositView }) {
  const { t } = useTranslation(walletTexts);
  const headingId = useId();
  const instructions = deposit.instructions;
  if (deposit.status !== 'pending' || !instructions) return null;
  return (
    <section aria-labelledby={headingId} className="deposit-instructions">
      <h2 id={headingId}>{t('wallet.how_to_pay_heading')}</h2>
      <p>{instructionIntroductionOf(deposit.depositMethodCode)}</p>
      <dl>
        {Object.entries(instructions).map(([key, value]) => (
          <div key={key}>
            <dt>{instructionLabelOf(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{t('wallet.deposit_stays_pending')}</p>
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
  const { t } = useTranslation(walletTexts);
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
          what={t('wallet.deposit_loading')}
        />
      )}
    </section>
  );
}
