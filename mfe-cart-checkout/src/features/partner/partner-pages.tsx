import { useEffect, useId, useReducer, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { bus } from 'shared-kernel';
import { formatCurrency } from 'shared-kernel/contract/format';
import { type Money } from 'shared-kernel/contract/money';
import { type PaymentMethodView } from 'shared-kernel/contract/payments';
import { cartTexts } from 'shared-kernel/contract/texts';
import { useTranslation } from 'remote-kit';
import { kernelCheckoutApi, type CheckoutApi } from '../../checkout-api';
import { messageOf } from '../cart/cart-sagas';
import { useIsSignedIn } from '../payment/payment-page';
import { purchaseDataOf } from '../payment/payment-sagas';
import {
  emptyPartnerCartMessage,
  initialPartnerCartState,
  isPartnerCartEmpty,
  partnerCartItemsOf,
  partnerCartReducer,
} from './partner-cart';
import { partnerCartItemOf } from './partner-item';
import { PartnerPayment, type PartnerPaymentChoice } from './partner-payment';

/** The partner and its priced cart, fetched again (items replaced) when the session changes. */
function usePartnerCart(
  api: CheckoutApi,
  partnerSlug: string,
  search: string,
  isSignedIn: boolean,
) {
  const { t } = useTranslation(cartTexts);
  const [state, dispatch] = useReducer(partnerCartReducer, initialPartnerCartState);
  const hasCart = state.cart !== null;
  useEffect(() => {
    if (!isSignedIn) return undefined;
    let isCurrent = true;
    const knownMessages = [t('cart.partner_unreadable_link'), t('cart.partner_unknown')];
    dispatch({ type: 'partner/fetchStarted' });
    const items = partnerCartItemsOf(search);
    api
      .fetchPartner(partnerSlug, {})
      .then(
        async (partner) => {
          if (items === null) throw new Error(t('cart.partner_unreadable_link'));
          const cart = await api.fetchPartnerCart(partnerSlug, items, {});
          if (!isCurrent) return;
          dispatch({ type: 'partner/fetched', partner });
          dispatch({ type: hasCart ? 'partnerCart/updated' : 'partnerCart/received', cart });
        },
        () => {
          throw new Error(t('cart.partner_unknown'));
        },
      )
      .catch((error: unknown) => {
        if (!isCurrent) return;
        const known = error instanceof Error && knownMessages.includes(error.message);
        dispatch({
          type: 'partner/fetchFailed',
          message: known ? error.message : messageOf(error),
        });
      });
    return () => {
      isCurrent = false;
    };
    // A new cart answer replaces the items of the one shown; it does not start another fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, partnerSlug, search, isSignedIn]);
  return [state, dispatch] as const;
}

/** The wallet balance and the saved cards, once the cart is known. */
function usePaymentMeans(api: CheckoutApi, isCartKnown: boolean) {
  const [balance, setBalance] = useState<Money | null>(null);
  const [methods, setMethods] = useState<PaymentMethodView[] | null>(null);
  useEffect(() => {
    if (!isCartKnown) return undefined;
    let isCurrent = true;
    api.fetchWalletBalance({}).then(
      (money) => isCurrent && setBalance(money),
      () => undefined,
    );
    api.fetchCartPaymentMethods({}).then(
      (answer) => isCurrent && setMethods(answer),
      () => isCurrent && setMethods([]),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, isCartKnown]);
  return { balance, methods };
}

/**
 * /purchase/{partnerSlug}: checkout of the cart a partner sent in its link (`?cart=`), bought
 * for the partner in one checkout from the wallet, topped up from a saved card when short.
 */
export function PartnerPurchasePage({ api = kernelCheckoutApi }: { api?: CheckoutApi }) {
  const { t } = useTranslation(cartTexts);
  const headingId = useId();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const isSignedIn = useIsSignedIn();
  const { partnerSlug = '' } = useParams();
  const [state, dispatch] = usePartnerCart(api, partnerSlug, search, isSignedIn);
  const { balance, methods } = usePaymentMeans(api, state.cart !== null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [isBuying, setIsBuying] = useState(false);

  const buy = async (choice: PartnerPaymentChoice | null) => {
    if (!state.cart || isPartnerCartEmpty(state) || choice === null) {
      setErrorMessage(emptyPartnerCartMessage);
      return;
    }
    setIsBuying(true);
    setErrorMessage(null);
    try {
      const deposit =
        choice.kind === 'card'
          ? {
              depositMethodId: choice.fundId,
              amount: (choice.amountCents / 100).toFixed(2),
              checkout: true,
              ...(choice.csc ? { csc: choice.csc } : {}),
            }
          : null;
      const checkoutId = await api.purchasePartnerCart(
        partnerSlug,
        {
          cartItem: null,
          cartItems: state.cart.cartItems.map(partnerCartItemOf),
          deposit,
          purchase: { ...purchaseDataOf(search), partnerKey: state.partner?.key ?? null },
        },
        api.createIdempotencyKey(),
        {},
      );
      dispatch({ type: 'partnerCart/purchased' });
      // The wallet paid: balances shown elsewhere (the account button) are stale.
      bus.publish('wallet/changed', { reason: 'purchase' });
      void navigate(
        `/purchase/${encodeURIComponent(partnerSlug)}/receipt/${encodeURIComponent(checkoutId)}`,
      );
    } catch (error) {
      setErrorMessage(messageOf(error));
    } finally {
      setIsBuying(false);
    }
  };

  if (!isSignedIn) {
    return <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />;
  }
  const cart = state.cart;
  const blockedMessages = cart ? Object.values(cart.blockedReasons) : [];
  return (
    <section
      aria-labelledby={headingId}
      className="partner-page"
      aria-busy={state.fetchStatus === 'pending'}
    >
      <h1 id={headingId}>
        {state.partner
          ? t('cart.partner_heading', { partner: state.partner.name })
          : t('cart.checkout')}
      </h1>
      {state.fetchStatus === 'rejected' ? (
        <p role="alert">{state.failureMessage}</p>
      ) : state.fetchStatus === 'pending' && !cart ? (
        <p role="status">{t('cart.partner_loading')}</p>
      ) : null}
      {cart && cart.cartItems.length > 0 ? (
        <>
          <ul aria-label={t('cart.tickets_label')}>
            {cart.cartItems.map((item) => (
              <li key={item.id}>
                {item.description}
                {item.recurringPurchase?.enabled ? ` ${t('cart.partner_recurring')}` : ''} ·{' '}
                {formatCurrency(item.unitPrice.amount * item.quantity)}
              </li>
            ))}
          </ul>
          <p>{t('cart.partner_total', { amount: formatCurrency(cart.cartTotal.amount) })}</p>
          {blockedMessages.map((message) => (
            <p key={message} role="alert" className="payment-error">
              {message}
            </p>
          ))}
        </>
      ) : null}
      {errorMessage ? (
        <p role="alert" className="payment-error">
          {errorMessage}
        </p>
      ) : null}
      {isBuying ? <p role="status">{t('cart.processing_payment')}</p> : null}
      {cart && cart.cartItems.length > 0 ? (
        <PartnerPayment
          cart={cart}
          balance={balance}
          methods={methods}
          isDisabled={isBuying || blockedMessages.length > 0}
          onPay={(choice) => void buy(choice)}
        />
      ) : cart ? (
        <>
          <p>{t('cart.partner_empty')}</p>
          <button type="button" className="checkout-button--primary" onClick={() => void buy(null)}>
            {t('cart.partner_buy_now')}
          </button>
        </>
      ) : null}
    </section>
  );
}

/**
 * /purchase/{partnerSlug}/autologin/{token}: the shell signs the customer in (asking for a code
 * when two-factor is on), then brings them back to the partner's checkout with its cart.
 */
export function PartnerAutologinPage() {
  const { partnerSlug = '', autologinToken = '' } = useParams();
  const { search } = useLocation();
  return (
    <Navigate
      to={`/login/autologin/${encodeURIComponent(autologinToken)}`}
      replace
      state={{ from: `/purchase/${encodeURIComponent(partnerSlug)}${search}` }}
    />
  );
}
