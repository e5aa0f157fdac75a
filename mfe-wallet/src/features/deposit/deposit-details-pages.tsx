import { ChallengeDialog, FormAlert, useTranslation } from 'remote-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatCurrency, type TextFunction, type TextKey } from 'shared-kernel/contract/format';
import { type DepositView } from 'shared-kernel/contract/payments';
import { walletTexts, type WalletTextKey } from 'shared-kernel/contract/texts';
import { appLinkOf } from './deposit-methods';
import { deepLinkParameter } from '../../deposit-start';
import { selectDeposit } from './deposit-screen';
import {
  depositCancelRequested,
  depositChallengeClosed,
  depositChallengeReturned,
  depositResumeRequested,
} from './deposit-slice';
import {
  DepositInstructions,
  DepositPageFrame,
  DepositSummary,
  isAwaitingCustomer,
} from './deposit-summary';

const depositPath = '/my-account/deposit';
const pathOf = (depositId: string, tail = '') =>
  `${depositPath}/${tail ? `${tail}/` : ''}${encodeURIComponent(depositId)}`;

/** What the deposit's status means for the customer's money. */
function statusNote(deposit: DepositView, t: TextFunction<WalletTextKey | TextKey>): string {
  switch (deposit.status) {
    case 'success':
      return t('wallet.deposit_in_wallet', { amount: formatCurrency(deposit.amount.amount) });
    case 'pending':
      return t('wallet.deposit_pending_note');
    case 'failed':
      return t('wallet.deposit_failed_note');
    case 'challenge_required':
    case 'approval_required':
      return t('wallet.deposit_waiting_note');
  }
}

function DepositActions({ deposit }: { deposit: DepositView }) {
  const { t } = useTranslation(walletTexts);
  return (
    <ul className="deposit-actions">
      {isAwaitingCustomer(deposit) ? (
        <li>
          <Link to={pathOf(deposit.depositId, 'authorisation')}>
            {t('wallet.deposit_confirm_or_cancel')}
          </Link>
        </li>
      ) : null}
      {deposit.status === 'pending' && deposit.instructions ? (
        <li>
          <Link to={`${depositPath}/${encodeURIComponent(deposit.depositId)}/cancel`}>
            {t('wallet.deposit_cancel_link')}
          </Link>
        </li>
      ) : null}
      <li>
        <Link to={depositPath}>{t('wallet.deposit_another')}</Link>
      </li>
      <li>
        <Link to="/my-account/transactions">{t('wallet.your_transactions')}</Link>
      </li>
    </ul>
  );
}

type DetailVariant = 'details' | 'success' | 'failure' | 'summary';

/**
 * /my-account/deposit/details/{depositID} with /success and /failure, and
 * /my-account/deposit/summary/{transactionID} (the transaction's deposit): one deposit.
 */
export function DepositDetailsPage({ variant }: { variant: DetailVariant }) {
  const { t } = useTranslation(walletTexts);
  const detailTitles: Readonly<Record<DetailVariant, string>> = {
    details: t('wallet.deposit_details_heading'),
    success: t('wallet.deposit_success_heading'),
    failure: t('wallet.deposit_failure_heading'),
    summary: t('wallet.deposit_summary_heading'),
  };
  const { depositID, transactionID } = useParams();
  const depositId = depositID ?? transactionID ?? '';
  return (
    <DepositPageFrame title={detailTitles[variant]} depositId={depositId}>
      {(deposit) => (
        <>
          <p role={deposit.status === 'failed' ? 'alert' : 'status'}>{statusNote(deposit, t)}</p>
          <DepositSummary deposit={deposit} />
          <DepositInstructions deposit={deposit} />
          <DepositActions deposit={deposit} />
        </>
      )}
    </DepositPageFrame>
  );
}

/** /my-account/deposit/authorisation/{depositID}: a deposit awaiting 3-D Secure or PayPal. */
export function DepositAuthorisationPage() {
  const { t } = useTranslation(walletTexts);
  const dispatch = useDispatch();
  const { depositID = '' } = useParams();
  const { details, challenge } = useSelector(selectDeposit);
  return (
    <DepositPageFrame title={t('wallet.deposit_confirm_heading')} depositId={depositID}>
      {(deposit) => (
        <>
          <FormAlert message={details.error} />
          <DepositSummary deposit={deposit} />
          {isAwaitingCustomer(deposit) ? (
            <>
              <p>
                {deposit.status === 'approval_required'
                  ? t('wallet.deposit_approve_paypal')
                  : t('wallet.deposit_confirm_card')}
              </p>
              <button
                type="button"
                className="button"
                disabled={details.action === 'resuming' && !details.error}
                onClick={() => dispatch(depositResumeRequested(deposit.depositId))}
              >
                {deposit.status === 'approval_required'
                  ? t('wallet.deposit_continue_paypal')
                  : t('wallet.deposit_confirm_bank')}
              </button>{' '}
              <Link to={`${depositPath}/${encodeURIComponent(deposit.depositId)}/cancel`}>
                {t('wallet.deposit_cancel_link')}
              </Link>
            </>
          ) : (
            <>
              <p role="status">{statusNote(deposit, t)}</p>
              <DepositActions deposit={deposit} />
            </>
          )}
          {challenge ? (
            <ChallengeDialog
              challenge={challenge}
              onReturned={() => dispatch(depositChallengeReturned())}
              onClose={() => dispatch(depositChallengeClosed())}
            />
          ) : null}
        </>
      )}
    </DepositPageFrame>
  );
}

/** /my-account/deposit/{depositId}/cancel: cancels the deposit, then shows what became of it. */
export function DepositCancelPage() {
  const { t } = useTranslation(walletTexts);
  const dispatch = useDispatch();
  const { depositId = '' } = useParams();
  const { details } = useSelector(selectDeposit);

  useEffect(() => {
    dispatch(depositCancelRequested(depositId));
  }, [dispatch, depositId]);

  if (details.error && details.depositId === depositId) {
    return (
      <section className="wallet-page deposit-page" aria-label={t('wallet.deposit_cancel_heading')}>
        <h1>{t('wallet.deposit_cancel_heading')}</h1>
        <FormAlert message={details.error} />
        <Link to={pathOf(depositId, 'details')}>{t('wallet.deposit_back')}</Link>
      </section>
    );
  }
  return (
    <DepositPageFrame title={t('wallet.deposit_cancel_heading')} depositId={depositId} load={false}>
      {(deposit) =>
        details.action !== 'cancelled' ? (
          <p role="status">{t('wallet.deposit_cancelling')}</p>
        ) : (
          <>
            <p role="status">
              {deposit.status === 'failed'
                ? t('wallet.deposit_cancelled')
                : deposit.status === 'success'
                  ? t('wallet.deposit_already_paid')
                  : t('wallet.deposit_not_cancellable')}
            </p>
            <DepositSummary deposit={deposit} />
            <DepositActions deposit={deposit} />
          </>
        )
      }
    </DepositPageFrame>
  );
}

/** /deposits/receipt/{receiptId}: the receipt of a deposit from /deposit, with a way back to the app. */
export function DepositReceiptPage() {
  const { t } = useTranslation(walletTexts);
  const { receiptId = '' } = useParams();
  const [search] = useSearchParams();
  const appLink = appLinkOf(search.get(deepLinkParameter), window.location.origin);
  return (
    <DepositPageFrame title={t('wallet.deposit_receipt_heading')} depositId={receiptId}>
      {(deposit) => (
        <>
          <p role={deposit.status === 'failed' ? 'alert' : 'status'}>{statusNote(deposit, t)}</p>
          <DepositSummary deposit={deposit} />
          <DepositInstructions deposit={deposit} />
          <ul className="deposit-actions">
            {appLink ? (
              <li>
                <a href={appLink}>{t('wallet.open_app')}</a>
              </li>
            ) : null}
            <li>
              <Link to="/">{t('wallet.buy_tickets')}</Link>
            </li>
            <li>
              <Link to="/my-account/transactions">{t('wallet.your_transactions')}</Link>
            </li>
          </ul>
        </>
      )}
    </DepositPageFrame>
  );
}
