import { ChallengeDialog, LoadState, useTranslation } from 'remote-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatCurrency } from 'shared-kernel/contract/format';
import { walletTexts } from 'shared-kernel/contract/texts';
import { successPathOf } from '../../deposit-start';
import { DepositForm } from './deposit-form';
import {
  depositChallengeClosed,
  depositChallengeReturned,
  depositPageOpened,
  depositReset,
  depositSubmitted,
  type DepositState,
} from './deposit-slice';

export const selectDeposit = (state: { deposit: DepositState }) => state.deposit;

/** The body of /deposit and /my-account/deposit: balance, the form, the 3-D Secure challenge. */
export function DepositScreen() {
  const { t } = useTranslation(walletTexts);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { form, submission, challenge } = useSelector(selectDeposit);

  useEffect(() => {
    dispatch(depositPageOpened());
    return () => {
      dispatch(depositReset());
    };
  }, [dispatch]);

  useEffect(() => {
    const deposit = submission.deposit;
    if (!deposit) return;
    if (submission.status === 'succeeded') {
      void navigate(successPathOf(location.pathname, location.search, deposit.depositId));
    } else if (submission.status === 'pending') {
      void navigate(`/my-account/deposit/details/${encodeURIComponent(deposit.depositId)}`);
    }
  }, [navigate, location.pathname, location.search, submission.status, submission.deposit]);

  if (form.status !== 'loaded') {
    return (
      <LoadState
        status={form.status === 'failed' ? 'failed' : 'loading'}
        failureStatus={form.failureStatus}
        retry={() => dispatch(depositPageOpened())}
        what={t('wallet.payment_methods_loading')}
      />
    );
  }
  const isBusy = submission.status === 'depositing';
  return (
    <>
      {form.balance ? (
        <p>
          {t('wallet.your_balance')} <strong>{formatCurrency(form.balance.amount)}</strong>
        </p>
      ) : null}
      {isBusy ? <p role="status">{t('wallet.deposit_processing')}</p> : null}
      <DepositForm
        methods={form.methods}
        isBusy={isBusy}
        error={submission.status === 'failed' ? submission.error : null}
        onDeposit={(request) => dispatch(depositSubmitted(request))}
      />
      {challenge ? (
        <ChallengeDialog
          challenge={challenge}
          onReturned={() => dispatch(depositChallengeReturned())}
          onClose={() => dispatch(depositChallengeClosed())}
        />
      ) : null}
    </>
  );
}
