import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Layout } from '../../layout/layout';
import { renderShell } from '../../testing/render-shell';
import { capabilitiesFixture, fakeSessionApi, fakeShellApi } from '../../testing/shell-fixtures';
import { createMemoryCookieJar, readCookie, writeCookie } from '../session-cookies';
import { customerFixture } from '../session-test-fixtures';
import { type SessionApi } from '../session-api';

function setUp(session: Partial<SessionApi>) {
  const cookies = createMemoryCookieJar();
  for (const name of ['access_token', 'refresh_token', 'customer_id', 'customer_token']) {
    writeCookie(cookies, name, 'value');
  }
  const api = fakeShellApi({
    fetchCapabilities: () => Promise.resolve(capabilitiesFixture(['customer_migration'])),
    session: fakeSessionApi({
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
});
