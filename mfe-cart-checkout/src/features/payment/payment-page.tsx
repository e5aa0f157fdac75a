import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { formatCurrency } from 'shared-kernel/contract/format';
import { getSession, subscribeSession } from 'shared-kernel';
import { paymentStepOrder, type PaymentStep } from 'shared-kernel/contract/payments';
import { cartTexts } from 'shared-kernel/contract/texts';
import { CartBanners, CartTotals } from '../cart/cart-page';
import {
  selectAmountDueCents,
  selectCart,
  selectCartBanners,
  selectCartState,
  selectIsCartBlocked,
  selectIsCoveredByWallet,
} from '../cart/cart-selectors';
import { cartFetchRequested } from '../cart/cart-slice';
import {
  CardPaymentForm,
  ChallengeDialog,
  FundingChoiceField,
  PayPalPayment,
  isPayPalOffered,
  useTranslation,
  type FundingChoice,
} from 'remote-kit';
import {
  cardPaymentSubmitted,
  payPalPaymentSubmitted,
  paymentMethodsRequested,
  paymentReset,
  walletPaymentSubmitted,
  type PaymentState,
  challengeReturned,
  challengeClosed,
} from './payment-slice';

/** Where a visitor signs in during checkout, and comes back to pay. */
export const paymentReturnPath = '/cart/buy';

interface StateWithPayment {
  payment: PaymentState;
}

const selectPayment = (state: StateWithPayment) => state.payment;

/** Whether someone is signed in, following the page's session. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeSession, () => getSession().isAuthenticated);
}

/** The checkout steps in the order of api.md §9, the current one marked. */
function PaymentSteps({ current }: { current: PaymentStep }) {
  const { t } = useTranslation(cartTexts);
  const stepLabels: Array<{ step: PaymentStep; label: string }> = [
    { step: 'login_register', label: t('cart.step_login_register') },
    { step: 'select_payment', label: t('cart.step_select_payment') },
  ];
  const steps = stepLabels.sort(
    (left, right) => paymentStepOrder[left.step] - paymentStepOrder[right.step],
  );
  return (
    <ol aria-label={t('cart.checkout_steps')} className="payment-steps">
      {steps.map(({ step, label }) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          {label}
        </li>
      ))}
    </ol>
  );
}

/** login_register: an anonymous visitor signs in (or up) and comes back here to pay. */
function LoginStep() {
  const { t } = useTranslation(cartTexts);
  const from = { from: paymentReturnPath };
  return (
    <>
      <PaymentSteps current="login_register" />
      <p>{t('cart.login_prompt')}</p>
      <Link to="/login" state={from}>
        {t('cart.log_in')}
      </Link>{' '}
      <Link to="/signup" state={from}>
        {t('cart.sign_up')}
      </Link>
    </>
  );
}

/** /checkout/login: straight to the shell's login, which brings the customer back to pay. */
export function CheckoutLoginPage() {
  const isSignedIn = useIsSignedIn();
  if (isSignedIn) return <Navigate to={paymentReturnPath} replace />;
  return <Navigate to="/login" replace state={{ from: paymentReturnPath }} />;
}

function SelectPaymentStep() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation(cartTexts);
  const cartState = useSelector(selectCartState);
  const cart = useSelector(selectCart);
  const banners = useSelector(selectCartBanners);
  const isBlocked = useSelector(selectIsCartBlocked);
  const amountDueCents = useSelector(selectAmountDueCents);
  const isCoveredByWallet = useSelector(selectIsCoveredByWallet);
  const payment = useSelector(selectPayment);
  const [fundingChoice, setFundingChoice] = useState<FundingChoice>('card');

  useEffect(() => {
    dispatch(paymentReset());
    dispatch(cartFetchRequested(true));
    dispatch(paymentMethodsRequested());
  }, [dispatch]);

  useEffect(() => {
    if (payment.status === 'purchased' && payment.checkoutId) {
      void navigate(`/receipt/${encodeURIComponent(payment.checkoutId)}`);
    }
  }, [navigate, payment.status, payment.checkoutId]);

  if (!cart || cartState.receivedAtMs === null) {
    return <p role="status">{t('cart.loading')}</p>;
  }
  if (cart.cartItems.length === 0 && payment.status !== 'purchased') {
    return (
      <div role="status">
        <p>{t('cart.empty')}</p>
        <Link to="/">{t('cart.find_lottery')}</Link>
      </div>
    );
  }
  const isBusy = payment.status === 'paying' || payment.status === 'challenge';
  const amountText = formatCurrency(amountDueCents / 100);
  return (
    <>
      <PaymentSteps current="select_payment" />
      <CartBanners banners={banners} />
      <CartTotals cart={cart} amountDueCents={amountDueCents} />
      {cartState.walletBalance ? (
        <p>
          {t('cart.wallet_balance', {
            amount: formatCurrency(cartState.walletBalance.amount),
          })}
        </p>
      ) : null}
      {payment.errorMessage ? (
        <p role="alert" className="payment-error">
          {payment.errorMessage}
        </p>
      ) : null}
      {isBusy ? <p role="status">{t('cart.processing_payment')}</p> : null}
      {isCoveredByWallet ? (
        <button
          type="button"
          className="checkout-button--primary"
          disabled={isBlocked || isBusy}
          onClick={() => dispatch(walletPaymentSubmitted())}
        >
          {t('cart.pay_from_wallet', { amount: amountText })}
        </button>
      ) : payment.methods === null ? (
        <p role="status">{t('cart.loading_cards')}</p>
      ) : (
        <>
          {isPayPalOffered(payment.methods) ? (
            <FundingChoiceField
              choice={fundingChoice}
              isDisabled={isBusy}
              onChange={setFundingChoice}
            />
          ) : null}
          {fundingChoice === 'paypal' && isPayPalOffered(payment.methods) ? (
            <PayPalPayment
              amountText={amountText}
              isDisabled={isBlocked || isBusy}
              onSubmit={() => dispatch(payPalPaymentSubmitted())}
            />
          ) : (
            <CardPaymentForm
              methods={payment.methods}
              amountText={amountText}
              isDisabled={isBlocked || isBusy}
              onSubmit={(card) => dispatch(cardPaymentSubmitted(card))}
            />
          )}
        </>
      )}
      {payment.challenge ? (
        <ChallengeDialog
          challenge={payment.challenge}
          onReturned={() => dispatch(challengeReturned())}
          onClose={() => dispatch(challengeClosed())}
        />
      ) : null}
    </>
  );
}

/** /cart/buy: the payment steps; select_payment once the customer is signed in. */
export function PaymentPage() {
  const { t } = useTranslation(cartTexts);
  const headingId = useId();
  const isSignedIn = useIsSignedIn();
  return (
    <section aria-labelledby={headingId} className="payment-page">
      <h1 id={headingId}>{t('cart.checkout')}</h1>
      {isSignedIn ? <SelectPaymentStep /> : <LoginStep />}
    </section>
  );
}
