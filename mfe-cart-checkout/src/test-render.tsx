import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createBus } from 'shared-kernel';
import type { CheckoutApi } from './checkout-api';
import { makeStore } from './store';
import { fakeCheckoutApi } from './test-checkout-api';

/** Test support: a page with the real store, a fake checkout API and its own bus. */
export function renderPage(
  element: ReactElement,
  {
    path = '/cart',
    route = path,
    api = fakeCheckoutApi(),
  }: { path?: string; route?: string; api?: jest.Mocked<CheckoutApi> | CheckoutApi } = {},
) {
  const bus = createBus();
  const store = makeStore(undefined, { bus, checkout: api });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<p>Somewhere else</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, bus, store, api };
}
