import { useEffect, useLayoutEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, kernelInstanceId, ownerOf, type RemoteName } from 'shared-kernel';
import { DepositPage } from './features/deposit/deposit-page';
import { PayPalCancelPage, PayPalSuccessPage } from './features/paypal-return/deposit-return-pages';
import { makeStore } from './store';

export const remoteName: RemoteName = 'mfe-wallet';

function OwnedRoutes() {
  const { pathname } = useLocation();
  if (ownerOf(pathname) !== remoteName) return null;
  return (
    <Routes>
      <Route path="/checkout/deposit/:depositId/success" element={<PayPalSuccessPage />} />
      <Route path="/checkout/deposit/:depositId/cancel" element={<PayPalCancelPage />} />
      {/* Withdrawals, cards and accounts, and transactions join here; until then, deposits. */}
      <Route path="*" element={<DepositPage />} />
    </Routes>
  );
}

export function App({ version = 'dev' }: { version?: string }) {
  const [store] = useState(() => makeStore());
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
