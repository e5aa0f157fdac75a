import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, createBus, type BusEvents } from 'shared-kernel';
import { Layout } from '../layout/layout';
import { siteDataLoadRequested } from '../layout/site-data/site-data-slice';
import { renderShell } from '../testing/render-shell';
import {
  capabilitiesFixture,
  fakeSessionApi,
  fakeShellApi,
  siteConfigFixture,
} from '../testing/shell-fixtures';
import { createMemoryCookieJar, readCookie, writeCookie } from './session-cookies';
import { renewedSessionId, sessionIdRenewalIdleMs } from './session-sagas';
import { customerFixture, loginResultFixture } from './session-test-fixtures';

function twoFactorError(errorId: string, status = 403): ApiError {
  return new ApiError({ status, message: errorId, code: errorId, errorId, isResponse: true });
}

async function fillLogin(email = 'casey@example.com', password = 'Sunshine-2024') {
  const form = screen.getByRole('form', { name: 'Log in' });
  await userEvent.type(within(form).getByLabelText('Email'), email);
  await userEvent.type(within(form).getByLabelText('Password'), password);
  await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
}

describe('login', () => {
  it('signs in: signed calls, cookies, bus news and the Account button', async () => {
    const login = jest.fn(() => Promise.resolve(loginResultFixture()));
    const api = fakeShellApi({
      fetchCapabilities: () => Promise.resolve(capabilitiesFixture(['wallet_balance'])),
      session: fakeSessionApi({
        login,
        fetchCustomerOverview: () => Promise.resolve(customerFixture()),
      }),
    });
    const bus = createBus();
    const heard: Array<BusEvents['session/changed']> = [];
    bus.subscribe('session/changed', (payload) => heard.push(payload));
    const { session, cookies, store } = renderShell(<Layout />, { path: '/login', api, bus });
    act(() => {
      store.dispatch({ type: 'siteData/loadRequested' });
    });

    await fillLogin();

    expect(await screen.findByRole('button', { name: /^Account/ })).toHaveTextContent(
      'Account $12.50',
    );
    expect(login).toHaveBeenCalledWith({ email: 'casey@example.com', password: 'Sunshine-2024' });
    expect(session.getSession()).toMatchObject({
      customerId: 'c-1',
      customerToken: 'customer-token-1',
      refreshToken: 'refresh-1',
      isAuthenticated: true,
    });
    expect(readCookie(cookies, 'customer_id')).toBe('c-1');
    expect(readCookie(cookies, 'refresh_token')).toBe('refresh-1');
    expect(heard).toContainEqual({ isAuthenticated: true, customerId: 'c-1' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('writes its cookies SameSite=Lax on path /, Secure on https', async () => {
    const cookies = createMemoryCookieJar(true);
    const api = fakeShellApi({
      session: fakeSessionApi({
        login: () => Promise.resolve(loginResultFixture()),
        fetchCustomerOverview: () => Promise.resolve(customerFixture()),
      }),
    });
    renderShell(<Layout />, { path: '/login', api, cookies });
    await fillLogin();
    await screen.findByRole('button', { name: /^Account/ });
    const written = cookies.written.find((cookie) => cookie.startsWith('access_token='));
    expect(written).toMatch(/; Path=\/; SameSite=Lax; Secure$/);
  });

  it('shows the server refusal as it is worded', async () => {
    const api = fakeShellApi({
      session: fakeSessionApi({
        login: () =>
          Promise.reject(
            new ApiError({
              status: 401,
              code: 'invalid_credentials',
              message: 'The email or password is incorrect.',
              isResponse: true,
            }),
          ),
      }),
    });
    renderShell(<Layout />, { path: '/login', api });
    await fillLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is incorrect.',
    );
  });

  it('asks for the 6-digit code when 2FA is required, and retries with it', async () => {
    const login = jest
      .fn()
      .mockRejectedValueOnce(twoFactorError('2fa_required'))
      .mockRejectedValueOnce(twoFactorError('2fa_incorrect', 422))
      .mockResolvedValueOnce(loginResultFixture());
    const api = fakeShellApi({
      session: fakeSessionApi({
        login,
        fetchCustomerOverview: () => Promise.resolve(customerFixture()),
      }),
    });
    renderShell(<Layout />, { path: '/login', api });
    await fillLogin();

    const verify = await screen.findByRole('button', { name: 'Verify and log in' });
    await userEvent.click(verify);
    expect(await screen.findByText('A 6 digit code is required.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('111111');
    await userEvent.click(verify);
    expect(
      await screen.findByText('Code is incorrect or expired. Try again or contact support'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('123456');
    await userEvent.click(verify);
    await screen.findByRole('button', { name: /^Account/ });
    expect(login).toHaveBeenLastCalledWith({
      email: 'casey@example.com',
      password: 'Sunshine-2024',
      code: '123456',
      saveDevice: false,
    });
  });

  it('says where an emailed code went and offers to resend it after the pause', async () => {
    const challenge = (pauseMs: number) =>
      new ApiError({
        status: 403,
        message: 'A 6 digit code is required.',
        code: '2fa_required',
        errorId: '2fa_required',
        isResponse: true,
        result: {
          method: 'email',
          identifier: 'd•••@lottoshop.test',
          resendAvailableAt: new Date(Date.now() + pauseMs).toISOString(),
        },
      });
    const login = jest
      .fn()
      .mockImplementationOnce(() => Promise.reject(challenge(1500)))
      .mockImplementationOnce(() => Promise.reject(challenge(60_000)));
    renderShell(<Layout />, {
      path: '/login',
      api: fakeShellApi({ session: fakeSessionApi({ login }) }),
    });
    await fillLogin('demo@lottoshop.test');

    expect(
      await screen.findByText('Enter the 6 digit code we sent by email to d***@lottoshop.test.'),
    ).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription(/You can ask for a new code in [12] seconds?\./);

    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 });
    resend.focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('We sent you a new code.');
    expect(login).toHaveBeenLastCalledWith({
      email: 'demo@lottoshop.test',
      password: 'Sunshine-2024',
    });
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in (60|59) seconds\./)).toBeInTheDocument();
  });

  it('names the authenticator app when codes come from it, with nothing to resend', async () => {
    const login = jest.fn().mockRejectedValueOnce(
      new ApiError({
        status: 403,
        message: 'A 6 digit code is required.',
        errorId: '2fa_required',
        isResponse: true,
        result: { method: 'authenticator', identifier: null, resendAvailableAt: null },
      }),
    );
    renderShell(<Layout />, {
      path: '/login',
      api: fakeShellApi({ session: fakeSessionApi({ login }) }),
    });
    await fillLogin();

    expect(
      await screen.findByText('Enter the 6 digit code from your authenticator app.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
  });

  it('disables the code form when the account is locked', async () => {
    const login = jest
      .fn()
      .mockRejectedValueOnce(twoFactorError('2fa_required'))
      .mockRejectedValueOnce(twoFactorError('2fa_account_locked', 423));
    renderShell(<Layout />, {
      path: '/login',
      api: fakeShellApi({ session: fakeSessionApi({ login }) }),
    });
    await fillLogin();
    await userEvent.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('222222');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(
      await screen.findByText(
        'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify and log in' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeDisabled();
  });

  it('sends a customer flagged for a password change to change it', async () => {
    const flagged = customerFixture({ forcePasswordChange: true });
    const api = fakeShellApi({
      session: fakeSessionApi({
        login: () => Promise.resolve(loginResultFixture({ forcePasswordChange: true })),
        fetchCustomerOverview: () => Promise.resolve(flagged),
      }),
    });
    renderShell(<Layout />, { path: '/login', api });
    await fillLogin();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/force-password-change'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
  });
});

describe('session lifetime', () => {
  function signedInCookies() {
    const cookies = createMemoryCookieJar();
    for (const [name, value] of Object.entries({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      customer_id: 'c-1',
      customer_token: 'customer-token-1',
      session_id: 'session-1',
    })) {
      writeCookie(cookies, name, value);
    }
    return cookies;
  }

  it('restores a session from its cookies and confirms it with the overview', async () => {
    const api = fakeShellApi({
      session: fakeSessionApi({ fetchCustomerOverview: () => Promise.resolve(customerFixture()) }),
    });
    const { session } = renderShell(<Layout />, { api, cookies: signedInCookies() });
    expect(await screen.findByRole('button', { name: /^Account/ })).toBeInTheDocument();
    expect(session.getSession()).toMatchObject({ customerId: 'c-1', accessToken: 'access-1' });
  });

  it('logs out: clears the cookies and the snapshot, then shows Login', async () => {
    const logout = jest.fn(() => Promise.resolve());
    const api = fakeShellApi({
      session: fakeSessionApi({
        logout,
        fetchCustomerOverview: () => Promise.resolve(customerFixture()),
      }),
    });
    const { cookies, session, store } = renderShell(<Layout />, {
      api,
      cookies: signedInCookies(),
    });
    await screen.findByRole('button', { name: /^Account/ });
    act(() => {
      store.dispatch({ type: 'session/logoutRequested', payload: { reason: 'loggedOut' } });
    });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(logout).toHaveBeenCalled();
    expect(readCookie(cookies, 'access_token')).toBeNull();
    expect(readCookie(cookies, 'customer_id')).toBeNull();
    expect(session.getSession()).toMatchObject({ customerId: null, isAuthenticated: false });
  });

  it('logs out to the login page, from the account drawer as from /logout', async () => {
    const api = fakeShellApi({
      fetchCapabilities: () => Promise.resolve(capabilitiesFixture(['commercial_lotteries'])),
      session: fakeSessionApi({ fetchCustomerOverview: () => Promise.resolve(customerFixture()) }),
    });
    const { store } = renderShell(<Layout />, {
      path: '/my-account',
      api,
      cookies: signedInCookies(),
    });
    act(() => {
      store.dispatch({ type: 'siteData/loadRequested' });
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Account/ }));
    await userEvent.click(screen.getByRole('link', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('logs out as unauthorised when the token refresh failed, with the 401 notice', async () => {
    const api = fakeShellApi({
      session: fakeSessionApi({ fetchCustomerOverview: () => Promise.resolve(customerFixture()) }),
    });
    const { bus } = renderShell(<Layout />, {
      path: '/my-account',
      api,
      cookies: signedInCookies(),
    });
    await screen.findByRole('button', { name: /^Account/ });
    act(() => bus.publish('session/refreshFailed', { status: 401, message: 'expired' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(await screen.findByText('401 - Something went wrong')).toBeInTheDocument();
  });

  it('expires an idle session after the configured session time', async () => {
    const api = fakeShellApi({
      fetchConfig: () => Promise.resolve(siteConfigFixture({ sessionTimeout: 1 })),
      session: fakeSessionApi({ fetchCustomerOverview: () => Promise.resolve(customerFixture()) }),
    });
    const { store } = renderShell(<Layout />, { api, cookies: signedInCookies() });
    act(() => {
      store.dispatch({ type: 'siteData/loadRequested' });
    });
    await screen.findByRole('button', { name: /^Account/ });
    expect(await screen.findByRole('link', { name: 'Login' }, { timeout: 3000 })).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('holds a customer flagged for an account upgrade on the upgrade page', async () => {
    const api = fakeShellApi({
      session: fakeSessionApi({
        fetchCustomerOverview: () => Promise.resolve(customerFixture({ accountUpgrade: true })),
      }),
    });
    renderShell(<Layout />, { path: '/lotto-tickets', api, cookies: signedInCookies() });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/my-account/upgrade-account'),
    );
  });

  it('answers a screen whose capability the customer lacks with the not-available page', async () => {
    const api = fakeShellApi({
      session: fakeSessionApi({ fetchCustomerOverview: () => Promise.resolve(customerFixture()) }),
    });
    const { store } = renderShell(<Layout />, {
      path: '/close-my-account',
      api,
      cookies: signedInCookies(),
    });
    act(() => {
      store.dispatch(siteDataLoadRequested());
    });
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Close my account' })).not.toBeInTheDocument();
  });

  it('renews the analytics session id when none exists or after 30 idle minutes', () => {
    const createId = () => 'new';
    expect(renewedSessionId(null, null, 0, createId)).toBe('new');
    expect(renewedSessionId('old', 0, sessionIdRenewalIdleMs, createId)).toBe('old');
    expect(renewedSessionId('old', 0, sessionIdRenewalIdleMs + 1, createId)).toBe('new');
  });
});
