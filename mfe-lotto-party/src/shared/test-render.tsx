import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { type AnyRemoteFeature } from 'remote-kit';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createBus, type BusEventName, type BusEvents } from 'shared-kernel';
import { CreateGroupLauncher } from '../features/create-group/create-group-launcher';
import { makeStore } from '../store';
import { type LottoPartyApi } from './lotto-party-api';

/** Test support: where a page sent the customer, with the state it sent along. */
function Elsewhere() {
  const location = useLocation();
  return (
    <p>{`Somewhere else: ${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>
  );
}

/**
 * Test support: a screen with the real store, its features, the remote's overlay (the creation
 * wizard), a recorded API (Lotto Party's, else the features' own in their context) and a bus of
 * its own whose events the test reads.
 */
export function renderScreen(
  element: ReactElement | null,
  {
    path,
    route = path,
    api,
    features = [],
  }: {
    path: string;
    route?: string;
    api?: LottoPartyApi;
    features?: readonly AnyRemoteFeature[];
  },
) {
  const bus = createBus();
  const published: Array<{ name: BusEventName; payload: unknown }> = [];
  const names: BusEventName[] = ['cart/changed', 'notification/requested'];
  for (const name of names) {
    bus.subscribe(name, (payload: unknown) => published.push({ name, payload }));
  }
  const store = makeStore(undefined, api ? { bus, lottoParty: api } : { bus }, features);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {element ? <Route path={route} element={element} /> : null}
          <Route path="*" element={<Elsewhere />} />
        </Routes>
        <CreateGroupLauncher />
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
