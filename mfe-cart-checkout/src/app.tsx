import { useEffect, useLayoutEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, kernelInstanceId, ownerOf, type RemoteName } from 'shared-kernel';
import { CartPage } from './features/cart/cart-page';
import { makeStore } from './store';

export const remoteName: RemoteName = 'mfe-cart-checkout';

function OwnedRoutes() {
  const { pathname } = useLocation();
  if (ownerOf(pathname) !== remoteName) return null;
  return (
    <Routes>
      {/* Checkout, receipt and partner purchase pages join here; until then the cart answers. */}
      <Route path="*" element={<CartPage />} />
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
