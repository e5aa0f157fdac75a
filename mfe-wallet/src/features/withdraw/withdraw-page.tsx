import { LoadState, useTranslation } from 'remote-kit';
import { useEffect, useId, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { formatCurrency } from 'shared-kernel/contract/format';
import { walletTexts } from 'shared-kernel/contract/texts';
import { accountVerificationPath, withdrawalMessages } from 'shared-kernel/contract/withdrawals';
import { newIdempotencyKey } from './withdraw-api';
import { destinationsOf, WithdrawForm } from './withdraw-form';
import {
  withdrawalReset,
  withdrawalStarted,
  withdrawPageOpened,
  type WithdrawState,
} from './withdraw-slice';

const selectWithdraw = (state: { withdraw: WithdrawState }) => state.withdraw;

/** Unverified customers cannot withdraw: what to do instead. */
function VerificationNeeded() {
  const { t } = useTranslation(walletTexts);
  return (
    <div role="alert" className="wallet-notice">
      <p>{withdrawalMessages.notVerified}</p>
      <p>
        <Link to={accountVerificationPath}>{t('wallet.verify_identity')}</Link>
      </p>
    </div>
  );
}

/** /my-account/withdraw: withdrawable funds, where to, how much. */
export function WithdrawPage() {
  const { t } = useTranslation(walletTexts);
  const headingId = useId();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { form, submission } = useSelector(selectWithdraw);
  const destinations = useMemo(
    () => destinationsOf(form.methods, form.causes, t),
    [form.methods, form.causes, t],
  );

  useEffect(() => {
    dispatch(withdrawPageOpened());
    return () => {
      dispatch(withdrawalReset());
    };
  }, [dispatch]);

  useEffect(() => {
    if (submission.status === 'succeeded' && submission.withdrawalId) {
      void navigate(`/my-account/withdraw/details/${encodeURIComponent(submission.withdrawalId)}`);
    }
  }, [navigate, submission.status, submission.withdrawalId]);

  const isVerified = form.isVerified && !submission.verificationRequired;
  return (
    <section className="wallet-page withdraw-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('wallet.withdraw_heading')}</h1>
      {form.status !== 'loaded' || !form.withdrawable ? (
        <LoadState
          status={form.status === 'failed' ? 'failed' : 'loading'}
          failureStatus={null}
          retry={() => dispatch(withdrawPageOpened())}
          what={t('wallet.withdrawable_loading')}
        />
      ) : (
        <>
          <p>
            {t('wallet.withdrawable_funds')}{' '}
            <strong>{formatCurrency(form.withdrawable.amount)}</strong>
          </p>
          {!isVerified ? (
            <VerificationNeeded />
          ) : destinations.length === 0 ? (
            <p>
              {t('wallet.withdraw_add_fund')}{' '}
              <Link to="/my-account/cards-and-accounts">{t('wallet.cards_and_accounts_link')}</Link>
            </p>
          ) : (
            <WithdrawForm
              destinations={destinations}
              withdrawable={form.withdrawable}
              isSubmitting={submission.status === 'started'}
              error={submission.error}
              fieldErrors={submission.fieldErrors}
              onSubmit={(destination, amount) =>
                dispatch(
                  withdrawalStarted(
                    destination.id,
                    { amount, withdrawalMethodCode: destination.methodCode },
                    newIdempotencyKey(),
                  ),
                )
              }
            />
          )}
        </>
      )}
    </section>
  );
}
