import { useEffect, useLayoutEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, kernelInstanceId, ownerOf, type RemoteName } from 'shared-kernel';
import { LottoPartyPage } from './features/lotto-party/lotto-party-page';
import { makeStore } from './store';

export const remoteName: RemoteName = 'mfe-lotto-party';

function OwnedRoutes() {
  const { pathname } = useLocation();
  if (ownerOf(pathname) !== remoteName) return null;
  return (
    <Routes>
      {/* Group, session and order pages join here; until then the Lotto Party page answers. */}
      <Route path="*" element={<LottoPartyPage />} />
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
