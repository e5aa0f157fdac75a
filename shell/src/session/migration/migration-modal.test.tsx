import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BusEvents } from 'shared-kernel';
import { type CartView } from 'shared-kernel/contract/cart';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { Layout } from '../../layout/layout';
import { type FooterProductOffer } from '../../layout/site-data/site-data-types';
import { renderShell } from '../../testing/render-shell';
import { capabilitiesFixture, fakeSessionApi, fakeShellApi } from '../../testing/shell-fixtures';
import { createMemoryCookieJar, readCookie, writeCookie } from '../session-cookies';
import { customerFixture } from '../session-test-fixtures';
import { type SessionApi } from '../session-api';

function setUp(
  session: Partial<SessionApi>,
  {
    capabilities = ['customer_migration'],
    cookies = createMemoryCookieJar(),
    fetchProductOffers = () => Promise.resolve([]),
  }: {
    capabilities?: CapabilityName[];
    cookies?: ReturnType<typeof createMemoryCookieJar>;
    fetchProductOffers?: () => Promise<FooterProductOffer[]>;
  } = {},
) {
  for (const name of ['access_token', 'refresh_token', 'customer_id', 'customer_token']) {
    writeCookie(cookies, name, 'value');
  }
  const api = fakeShellApi({
    fetchCapabilities: () => Promise.resolve(capabilitiesFixture(capabilities)),
    fetchProductOffers,
    session: fakeSessionApi({
      fetchCart: () => Promise.resolve({ cartItems: [] } as unknown as CartView),
      fetchCustomerOverview: () =>
        Promise.resolve(customerFixture({ migrationStatus: 'eligible_soft' })),
      ...session,
    }),
  });
  const rendered = renderShell(<Layout />, { api, cookies });
  act(() => {
    rendered.store.dispatch({ type: 'siteData/loadRequested' });
  });
  return { ...rendered, cookies };
}

describe('migration modal', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('needs the terms ticked, then posts and polls every 3 s while 202, until 200', async () => {
    const migrate = jest
      .fn<Promise<number>, []>()
      .mockResolvedValueOnce(202)
      .mockResolvedValueOnce(202)
      .mockResolvedValueOnce(200);
    setUp({ migrate });
    const button = await screen.findByRole('button', { name: 'Migrate my account' });
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(button);
    expect(await screen.findByText('Moving your account…')).toBeVisible();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(6000);
    });
    expect(await screen.findByText(/Your account has moved/)).toBeVisible();
    expect(migrate).toHaveBeenCalledTimes(3);
  });

  it('fails after five answers of 202 and offers a retry', async () => {
    const migrate = jest.fn<Promise<number>, []>().mockResolvedValue(202);
    setUp({ migrate });
    await userEvent.click(await screen.findByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Migrate my account' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(15_000);
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(migrate).toHaveBeenCalledTimes(5);
  });

  it('is dismissed for 7 days when closed', async () => {
    const { cookies } = setUp({});
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readCookie(cookies, 'migration_modal_dismissed')).toBe('true');
    const written = cookies.written.find((cookie) =>
      cookie.startsWith('migration_modal_dismissed'),
    );
    expect(written).toContain('Max-Age=604800');
  });
  it('on success reads the customer and the product offers again, and tells the page', async () => {
    const fetchCustomerOverview = jest
      .fn()
      .mockResolvedValueOnce(customerFixture({ migrationStatus: 'eligible_hard' }))
      .mockResolvedValue(customerFixture({ migrationStatus: 'migrated' }));
    const fetchProductOffers = jest.fn(() => Promise.resolve([]));
    const { bus, store } = setUp(
      { fetchCustomerOverview, migrate: () => Promise.resolve(200) },
      { fetchProductOffers },
    );
    const terms = await screen.findByRole('checkbox', { name: /terms and conditions/ });
    const heard: Array<BusEvents['customer/changed']> = [];
    bus.subscribe('customer/changed', (payload) => heard.push(payload));
    heard.length = 0;
    await userEvent.click(terms);
    await userEvent.click(screen.getByRole('button', { name: 'Migrate my account' }));

    expect(await screen.findByText(/Your account has moved/)).toBeVisible();
    await waitFor(() => expect(fetchProductOffers).toHaveBeenCalledTimes(2));
    expect(fetchCustomerOverview).toHaveBeenCalledTimes(2);
    expect(store.getState().session.customer?.migrationStatus).toBe('migrated');
    expect(heard).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the failure of a refused call and migrates on retry', async () => {
    const migrate = jest
      .fn<Promise<number>, []>()
      .mockResolvedValueOnce(202)
      .mockRejectedValueOnce(new Error('This account cannot be migrated.'))
      .mockResolvedValueOnce(200);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setUp({ migrate });
    await userEvent.click(await screen.findByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Migrate my account' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(logged).toHaveBeenCalledWith('The migration failed', expect.any(Error));
    logged.mockRestore();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not move your account this time.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your account has moved/)).toBeVisible();
    expect(migrate).toHaveBeenCalledTimes(3);
  });

  it.each<[string, CapabilityName[], boolean]>([
    ['without the customer-migration capability', [], false],
    ['within 7 days of a dismissal (its cookie)', ['customer_migration'], true],
  ])('does not open %s', async (_case, capabilities, wasDismissed) => {
    const cookies = createMemoryCookieJar();
    if (wasDismissed) writeCookie(cookies, 'migration_modal_dismissed', 'true');
    const fetchCustomerOverview = jest.fn(() =>
      Promise.resolve(customerFixture({ migrationStatus: 'eligible_soft' })),
    );
    const { store } = setUp({ fetchCustomerOverview }, { capabilities, cookies });
    await waitFor(() => expect(store.getState().session.customer).not.toBeNull());
    await waitFor(() => expect(store.getState().siteData.capabilities).not.toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open for a customer who is not eligible, nor stay open after a logout', async () => {
    const fetchCustomerOverview = jest.fn(() =>
      Promise.resolve(customerFixture({ migrationStatus: 'migrated' })),
    );
    const { store } = setUp({ fetchCustomerOverview, migrate: () => Promise.resolve(200) });
    await waitFor(() => expect(store.getState().session.customer).not.toBeNull());
    await waitFor(() => expect(store.getState().siteData.capabilities).not.toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      store.dispatch({ type: 'migration/succeeded' });
    });
    expect(await screen.findByRole('dialog')).toBeVisible();
    act(() => {
      store.dispatch({ type: 'session/logoutRequested', payload: { reason: 'loggedOut' } });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().migration.step).toBe('prompt');
  });
});
