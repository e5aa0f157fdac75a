import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore } from './store';
import { fakeWalletApi } from './test-wallet-api';
import type { WalletApi } from './wallet-api';

/** Test support: where a page sent the customer, with the state it sent along. */
function Elsewhere() {
  const location = useLocation();
  return (
    <p>
      Somewhere else: {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

/** Test support: a page with the real store and a fake wallet API. */
export function renderPage(
  element: ReactElement,
  {
    path,
    route,
    api = fakeWalletApi(),
  }: { path: string; route: string; api?: jest.Mocked<WalletApi> },
) {
  const store = makeStore(undefined, { wallet: api });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store, api };
}
