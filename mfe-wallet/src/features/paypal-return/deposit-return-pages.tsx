import { useEffect, useId, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { formatCurrency } from 'shared-kernel/contract/format';
import { walletTexts } from 'shared-kernel/contract/texts';
import { getSession, subscribeSession } from 'shared-kernel';
import {
  type DepositStart,
  depositPageOf,
  depositStartOf,
  successPathOf,
  tabStorage,
} from '../../deposit-start';
import { approvalReturned, cancelReturned, type DepositReturnState } from './deposit-return-slice';

/** Where the customer goes back to pay another way, after a deposit that paid for a purchase. */
export const checkoutPath = '/cart/buy';

interface StateWithDepositReturn {
  depositReturn: DepositReturnState;
}

const selectDepositReturn = (state: StateWithDepositReturn) => state.depositReturn;

/** Whether someone is signed in, following the page's session. */
function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeSession, () => getSession().isAuthenticated);
}

/**
 * The way back: to the deposit page a wallet deposit started on, else (a deposit that paid for a
 * purchase) to checkout.
 */
function WayBack({ start }: { start: DepositStart | null }) {
  const { t } = useTranslation(walletTexts);
  return start ? (
    <Link to={depositPageOf(start)}>{t('wallet.back_to_deposit')}</Link>
  ) : (
    <Link to={checkoutPath}>{t('wallet.back_to_checkout')}</Link>
  );
}

function DepositReturnSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation(walletTexts);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="wallet-page deposit-page">
      <h1 id={headingId}>{t('wallet.paypal_payment_heading')}</h1>
      {children}
    </section>
  );
}

/** What became of the deposit once its return was followed to its end. */
function DepositOutcome({
  depositReturn,
  pendingMessage,
  start,
}: {
  depositReturn: DepositReturnState;
  pendingMessage: string;
  start: DepositStart | null;
}) {
  const { t } = useTranslation(walletTexts);
  const { status, deposit, errorMessage } = depositReturn;
  if (status === 'succeeded' && deposit?.checkoutId) {
    return <Navigate to={`/receipt/${encodeURIComponent(deposit.checkoutId)}`} replace />;
  }
  if (status === 'succeeded' && deposit?.checkoutFailureMessage) {
    return (
      <>
        <p role="alert">{deposit.checkoutFailureMessage}</p>
        <p role="status">
          {t('wallet.paypal_deposit_in_wallet', {
            amount: formatCurrency(deposit.amount.amount),
          })}
        </p>
        <Link to={checkoutPath}>{t('wallet.back_to_checkout')}</Link>
      </>
    );
  }
  if (status === 'succeeded' && deposit) {
    // A deposit without a purchase is a wallet deposit: it lands where a card deposit lands.
    const landing = successPathOf(
      start?.pathname ?? '/deposit',
      start?.search ?? '',
      deposit.depositId,
    );
    return <Navigate to={landing} replace />;
  }
  if (status === 'failed') {
    return (
      <>
        <p role="alert">{errorMessage}</p>
        <WayBack start={start} />
      </>
    );
  }
  if (status === 'cancelled') {
    return (
      <>
        <p role="status">{t('wallet.paypal_cancelled')}</p>
        <WayBack start={start} />
      </>
    );
  }
  if (status === 'waiting') {
    return (
      <>
        <p role="status">{t('wallet.paypal_waiting')}</p>
        <WayBack start={start} />
      </>
    );
  }
  return <p role="status">{pendingMessage}</p>;
}

/**
 * A page PayPal returns the customer to. Protected: a visitor who is not signed in logs in first
 * and comes back here.
 */
function DepositReturnPage({
  returnPath,
  pendingMessage,
}: {
  returnPath: 'success' | 'cancel';
  pendingMessage: string;
}) {
  const dispatch = useDispatch();
  const isSignedIn = useIsSignedIn();
  const { depositId = '' } = useParams<{ depositId: string }>();
  const depositReturn = useSelector(selectDepositReturn);
  const start = useMemo(() => depositStartOf(tabStorage(), depositId), [depositId]);

  useEffect(() => {
    if (!isSignedIn || !depositId) return;
    dispatch(returnPath === 'success' ? approvalReturned(depositId) : cancelReturned(depositId));
  }, [dispatch, isSignedIn, depositId, returnPath]);

  if (!isSignedIn) {
    const from = `/checkout/deposit/${encodeURIComponent(depositId)}/${returnPath}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  const isThisDeposit = depositReturn.depositId === depositId;
  return (
    <DepositReturnSection>
      {isThisDeposit ? (
        <DepositOutcome
          depositReturn={depositReturn}
          pendingMessage={pendingMessage}
          start={start}
        />
      ) : (
        <p role="status">{pendingMessage}</p>
      )}
    </DepositReturnSection>
  );
}

/** /checkout/deposit/{depositId}/success: PayPal approved; the payment is confirmed here. */
export function PayPalSuccessPage() {
  const { t } = useTranslation(walletTexts);
  return <DepositReturnPage returnPath="success" pendingMessage={t('wallet.paypal_confirming')} />;
}

/** /checkout/deposit/{depositId}/cancel: the customer cancelled at PayPal. */
export function PayPalCancelPage() {
  const { t } = useTranslation(walletTexts);
  return <DepositReturnPage returnPath="cancel" pendingMessage={t('wallet.paypal_returning')} />;
}
