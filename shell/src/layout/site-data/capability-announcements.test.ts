import { waitFor } from '@testing-library/react';
import { createBus, createGrantedCapabilities, createSessionStore } from 'shared-kernel';
import { makeStore } from '../../store';
import { capabilitiesFixture, fakeShellApi } from '../../testing/shell-fixtures';
import { sessionCustomerFrom } from '../../session/session-sagas';
import { customerFixture } from '../../session/session-test-fixtures';
import {
  sessionCustomerLoaded,
  sessionEnded,
  sessionRestoreStarted,
} from '../../session/session-slice';
import { siteDataLoadRequested } from './site-data-slice';

function shellWith(fetchCapabilities = () => Promise.resolve(capabilitiesFixture(['blog']))) {
  const bus = createBus();
  const store = makeStore({
    api: fakeShellApi({ fetchCapabilities }),
    bus,
    routingEvents: new EventTarget(),
    session: createSessionStore(),
    clearApiCache: () => undefined,
  });
  return { store, bus, granted: createGrantedCapabilities(bus) };
}

describe("the shell's announcement of the granted capabilities", () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("tells the remotes the default segment's capabilities once they are loaded", async () => {
    const { store, granted } = shellWith();
    expect(granted.get()).toBeNull();

    store.dispatch(siteDataLoadRequested());

    await waitFor(() => expect(granted.get()).toEqual(['blog']));
  });

  it("follows the signed-in customer's segment, and the default one again after logout", async () => {
    const { store, granted } = shellWith();
    store.dispatch(siteDataLoadRequested());
    await waitFor(() => expect(granted.get()).toEqual(['blog']));

    store.dispatch(
      sessionCustomerLoaded(sessionCustomerFrom(customerFixture({ segmentName: 'customer' }))),
    );
    expect(granted.get()).toEqual(['blog', 'wallet_manage']);

    store.dispatch(sessionEnded('loggedOut'));
    expect(granted.get()).toEqual(['blog']);
  });

  it("waits for a restored customer's segment rather than announce the default one", async () => {
    const { store, granted } = shellWith();
    store.dispatch(sessionRestoreStarted());
    store.dispatch(siteDataLoadRequested());
    await waitFor(() => expect(store.getState().siteData.capabilitiesStatus).toBe('loaded'));

    expect(granted.get()).toBeNull();

    store.dispatch(
      sessionCustomerLoaded(sessionCustomerFrom(customerFixture({ segmentName: 'customer' }))),
    );
    expect(granted.get()).toEqual(['blog', 'wallet_manage']);
  });

  it('grants nothing when the capabilities cannot be loaded', async () => {
    const { store, granted } = shellWith(() => Promise.reject(new Error('offline')));

    store.dispatch(siteDataLoadRequested());

    await waitFor(() => expect(granted.get()).toEqual([]));
  });
});
