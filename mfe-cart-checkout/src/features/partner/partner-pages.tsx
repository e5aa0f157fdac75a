import { useEffect, useId, useReducer, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { formatCurrency } from 'shared-kernel/contract/format';
import { kernelCheckoutApi, type CheckoutApi } from '../../checkout-api';
import { messageOf } from '../cart/cart-sagas';
import { selectCart } from '../cart/cart-selectors';
import { cartFetchRequested } from '../cart/cart-slice';
import { useIsSignedIn } from '../payment/payment-page';
import { purchaseDataOf } from '../payment/payment-sagas';
import {
  emptyPartnerCartMessage,
  initialPartnerCartState,
  isPartnerCartEmpty,
  partnerCartItemOf,
  partnerCartReducer,
} from './partner-cart';

/** /purchase/{partnerSlug}: checkout of the cart a partner sent, paid from the wallet. */
export function PartnerPurchasePage({ api = kernelCheckoutApi }: { api?: CheckoutApi }) {
  const headingId = useId();
  const navigate = useNavigate();
  const isSignedIn = useIsSignedIn();
  const { partnerSlug = '' } = useParams();
  const cart = useSelector(selectCart);
  const [state, dispatch] = useReducer(partnerCartReducer, initialPartnerCartState);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [isBuying, setIsBuying] = useState(false);
  const storeDispatch = useDispatch();

  useEffect(() => {
    if (isSignedIn) storeDispatch(cartFetchRequested(true));
  }, [isSignedIn, storeDispatch]);

  useEffect(() => {
    let isCurrent = true;
    dispatch({ type: 'partner/fetchStarted' });
    api.fetchPartner(partnerSlug, {}).then(
      (partner) => isCurrent && dispatch({ type: 'partner/fetched', partner }),
      () => isCurrent && dispatch({ type: 'partner/fetchFailed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, partnerSlug]);

  useEffect(() => {
    if (cart) dispatch({ type: state.cart ? 'partnerCart/updated' : 'partnerCart/received', cart });
    // Only a new answer from the services changes the partner cart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cart]);

  const buy = async () => {
    const item = state.cart?.cartItems[0];
    if (isPartnerCartEmpty(state) || !item) {
      setErrorMessage(emptyPartnerCartMessage);
      return;
    }
    setIsBuying(true);
    setErrorMessage(null);
    try {
      const purchase = {
        ...purchaseDataOf(window.location.search),
        partnerKey: state.partner?.key ?? null,
      };
      const checkoutId = await api.purchasePartnerCart(
        partnerSlug,
        { cartItem: partnerCartItemOf(item), deposit: null, purchase },
        api.createIdempotencyKey(),
        {},
      );
      dispatch({ type: 'partnerCart/purchased' });
      storeDispatch(cartFetchRequested(true));
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
    return <Navigate to="/login" replace state={{ from: `/purchase/${partnerSlug}` }} />;
  }
  if (state.fetchStatus === 'rejected') {
    return <p role="alert">We could not find this partner.</p>;
  }
  return (
    <section
      aria-labelledby={headingId}
      className="partner-page"
      aria-busy={state.fetchStatus === 'pending'}
    >
      <h1 id={headingId}>{state.partner ? `Checkout for ${state.partner.name}` : 'Checkout'}</h1>
      {state.cart ? (
        <>
          <ul aria-label="Tickets">
            {state.cart.cartItems.map((item) => (
              <li key={item.id}>
                {item.description} · {formatCurrency(item.unitPrice.amount * item.quantity)}
              </li>
            ))}
          </ul>
          <p>Total: {formatCurrency(state.cart.cartTotal.amount)}</p>
        </>
      ) : (
        <p role="status">Loading the cart…</p>
      )}
      {errorMessage ? <p role="alert">{errorMessage}</p> : null}
      <button
        type="button"
        className="checkout-button--primary"
        disabled={isBuying}
        onClick={() => void buy()}
      >
        Buy now
      </button>
    </section>
  );
}

/** /purchase/{partnerSlug}/autologin/{token}: the shell signs the customer in, then back here. */
export function PartnerAutologinPage() {
  const { partnerSlug = '', autologinToken = '' } = useParams();
  return (
    <Navigate
      to={`/login/autologin/${encodeURIComponent(autologinToken)}`}
      replace
      state={{ from: `/purchase/${partnerSlug}` }}
    />
  );
}
