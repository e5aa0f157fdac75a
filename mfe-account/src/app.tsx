import { useEffect, useLayoutEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, kernelInstanceId, ownerOf, type RemoteName } from 'shared-kernel';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { LoginAndSecurityPage } from './features/login-and-security/login-and-security-page';
import { makeStore } from './store';

export const remoteName: RemoteName = 'mfe-account';

function OwnedRoutes() {
  const { pathname } = useLocation();
  if (ownerOf(pathname) !== remoteName) return null;
  return (
    <Routes>
      <Route path="/my-account/login-and-security" element={<LoginAndSecurityPage />} />
      {/* Details, tickets, recurring purchases and limits join here; until then, the dashboard. */}
      <Route path="*" element={<DashboardPage />} />
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
