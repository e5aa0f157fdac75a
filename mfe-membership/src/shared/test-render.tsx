import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { type AnyRemoteFeature } from 'remote-kit';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createBus, type BusEventName, type BusEvents } from 'shared-kernel';
import { makeStore, type StoreDependencies } from '../store';
import { type MembershipApi } from './membership-api';

/** Test support: where a page sent the customer, with the state it sent along. */
function Elsewhere() {
  const location = useLocation();
  return (
    <p>
      Somewhere else: {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

/**
 * Test support: a screen with the real store, its features, a recorded API and a bus of its own
 * whose events the test reads.
 */
export function renderScreen(
  element: ReactElement,
  {
    path,
    route,
    api,
    features,
    dependencies = {},
  }: {
    path: string;
    route: string;
    api: MembershipApi;
    features: readonly AnyRemoteFeature[];
    dependencies?: Partial<StoreDependencies>;
  },
) {
  const bus = createBus();
  const published: Array<{ name: BusEventName; payload: unknown }> = [];
  const names: BusEventName[] = ['customer/changed', 'wallet/changed', 'cart/changed'];
  for (const name of names) {
    bus.subscribe(name, (payload: unknown) => published.push({ name, payload }));
  }
  const store = makeStore(undefined, { bus, membership: api, ...dependencies }, features);
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
  return {
    ...view,
    store,
    bus,
    events: <Name extends BusEventName>(name: Name) =>
      published
        .filter((event) => event.name === name)
        .map((event) => event.payload as BusEvents[Name]),
  };
}
