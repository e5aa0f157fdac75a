import { ChallengeDialog, FormAlert } from 'remote-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatCurrency } from 'shared-kernel/contract/format';
import { type DepositView } from 'shared-kernel/contract/payments';
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
function statusNote(deposit: DepositView): string {
  switch (deposit.status) {
    case 'success':
      return `${formatCurrency(deposit.amount.amount)} is in your wallet.`;
    case 'pending':
      return 'Your deposit is pending. It is added to your wallet once your payment reaches us.';
    case 'failed':
      return 'This deposit did not go through. Nothing was added to your wallet.';
    case 'challenge_required':
    case 'approval_required':
      return 'This deposit is waiting for you to confirm the payment.';
  }
}

function DepositActions({ deposit }: { deposit: DepositView }) {
  return (
    <ul className="deposit-actions">
      {isAwaitingCustomer(deposit) ? (
        <li>
          <Link to={pathOf(deposit.depositId, 'authorisation')}>
            Confirm or cancel this deposit
          </Link>
        </li>
      ) : null}
      {deposit.status === 'pending' && deposit.instructions ? (
        <li>
          <Link to={`${depositPath}/${encodeURIComponent(deposit.depositId)}/cancel`}>
            Cancel this deposit
          </Link>
        </li>
      ) : null}
      <li>
        <Link to={depositPath}>Make another deposit</Link>
      </li>
      <li>
        <Link to="/my-account/transactions">Your transactions</Link>
      </li>
    </ul>
  );
}

const detailTitles = {
  details: 'Deposit details',
  success: 'Deposit successful',
  failure: 'Deposit failed',
  summary: 'Deposit summary',
} as const;

/**
 * /my-account/deposit/details/{depositID} with /success and /failure, and
 * /my-account/deposit/summary/{transactionID} (the transaction's deposit): one deposit.
 */
export function DepositDetailsPage({ variant }: { variant: keyof typeof detailTitles }) {
  const { depositID, transactionID } = useParams();
  const depositId = depositID ?? transactionID ?? '';
  return (
    <DepositPageFrame title={detailTitles[variant]} depositId={depositId}>
      {(deposit) => (
        <>
          <p role={deposit.status === 'failed' ? 'alert' : 'status'}>{statusNote(deposit)}</p>
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
  const dispatch = useDispatch();
  const { depositID = '' } = useParams();
  const { details, challenge } = useSelector(selectDeposit);
  return (
    <DepositPageFrame title="Confirm your deposit" depositId={depositID}>
      {(deposit) => (
        <>
          <FormAlert message={details.error} />
          <DepositSummary deposit={deposit} />
          {isAwaitingCustomer(deposit) ? (
            <>
              <p>
                {deposit.status === 'approval_required'
                  ? 'Approve the payment with PayPal to finish this deposit, or cancel it.'
                  : 'Confirm your card with your bank to finish this deposit.'}
              </p>
              <button
                type="button"
                className="button"
                disabled={details.action === 'resuming' && !details.error}
                onClick={() => dispatch(depositResumeRequested(deposit.depositId))}
              >
                {deposit.status === 'approval_required'
                  ? 'Continue to PayPal'
                  : 'Confirm with my bank'}
              </button>{' '}
              <Link to={`${depositPath}/${encodeURIComponent(deposit.depositId)}/cancel`}>
                Cancel this deposit
              </Link>
            </>
          ) : (
            <>
              <p role="status">{statusNote(deposit)}</p>
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
  const dispatch = useDispatch();
  const { depositId = '' } = useParams();
  const { details } = useSelector(selectDeposit);

  useEffect(() => {
    dispatch(depositCancelRequested(depositId));
  }, [dispatch, depositId]);

  if (details.error && details.depositId === depositId) {
    return (
      <section className="wallet-page deposit-page" aria-label="Cancel deposit">
        <h1>Cancel deposit</h1>
        <FormAlert message={details.error} />
        <Link to={pathOf(depositId, 'details')}>Back to your deposit</Link>
      </section>
    );
  }
  return (
    <DepositPageFrame title="Cancel deposit" depositId={depositId} load={false}>
      {(deposit) =>
        details.action !== 'cancelled' ? (
          <p role="status">Cancelling your deposit…</p>
        ) : (
          <>
            <p role="status">
              {deposit.status === 'failed'
                ? 'Your deposit is cancelled. Nothing was added to your wallet.'
                : deposit.status === 'success'
                  ? 'This deposit was already paid, so it cannot be cancelled.'
                  : 'This deposit cannot be cancelled now.'}
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
  const { receiptId = '' } = useParams();
  const [search] = useSearchParams();
  const appLink = appLinkOf(search.get(deepLinkParameter), window.location.origin);
  return (
    <DepositPageFrame title="Deposit receipt" depositId={receiptId}>
      {(deposit) => (
        <>
          <p role={deposit.status === 'failed' ? 'alert' : 'status'}>{statusNote(deposit)}</p>
          <DepositSummary deposit={deposit} />
          <DepositInstructions deposit={deposit} />
          <ul className="deposit-actions">
            {appLink ? (
              <li>
                <a href={appLink}>Open the app</a>
              </li>
            ) : null}
            <li>
              <Link to="/">Buy tickets</Link>
            </li>
            <li>
              <Link to="/my-account/transactions">Your transactions</Link>
            </li>
          </ul>
        </>
      )}
    </DepositPageFrame>
  );
}
