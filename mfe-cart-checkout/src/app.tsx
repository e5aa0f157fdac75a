import { useEffect, useLayoutEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, kernelInstanceId, ownerOf, type RemoteName } from 'shared-kernel';
import { CartPage } from './features/cart/cart-page';
import { NotFoundPage } from './features/not-found-page';
import { PageStyle } from './features/page-style';
import { PartnerAutologinPage, PartnerPurchasePage } from './features/partner/partner-pages';
import { ThreeDSecureNotifyPage } from './features/payment/challenge-dialog';
import { CheckoutLoginPage, PaymentPage } from './features/payment/payment-page';
import { ReceiptPage } from './features/receipt/receipt-page';
import { ReplayPage } from './features/replay/replay-page';
import { makeStore, type StoreDependencies } from './store';

export const remoteName: RemoteName = 'mfe-cart-checkout';

function OwnedRoutes() {
  const { pathname } = useLocation();
  if (ownerOf(pathname) !== remoteName) return null;
  return (
    <>
      <PageStyle />
      <Routes>
        <Route path="/cart" element={<CartPage />} />
        <Route path="/cart/buy" element={<PaymentPage />} />
        <Route path="/checkout/login" element={<CheckoutLoginPage />} />
        <Route path="/cart/replay/:replayId" element={<ReplayPage />} />
        <Route path="/receipt/:checkoutId" element={<ReceiptPage />} />
        <Route path="/3ds/notify" element={<ThreeDSecureNotifyPage />} />
        <Route path="/purchase/:partnerSlug" element={<PartnerPurchasePage />} />
        <Route path="/purchase/:partnerSlug/receipt/:checkoutId" element={<ReceiptPage />} />
        <Route
          path="/purchase/:partnerSlug/autologin/:autologinToken"
          element={<PartnerAutologinPage />}
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}

export function App({
  version = 'dev',
  dependencies,
}: {
  version?: string;
  /** Tests pass their own; the page uses the kernel's. */
  dependencies?: Partial<StoreDependencies>;
}) {
  const [store] = useState(() => makeStore(undefined, dependencies));
  useEffect(() => () => store.close(), [store]);
  // A layout effect: the announcement is out before single-spa's mount resolves.
  useLayoutEffect(() => {
    bus.publish('remote/mounted', { remote: remoteName, version, kernelInstanceId });
  }, [version]);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <OwnedRoutes />
      </BrowserRouter>
    </Provider>
  );
}
