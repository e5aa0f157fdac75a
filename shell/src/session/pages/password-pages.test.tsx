import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-kernel';
import { Layout } from '../../layout/layout';
import { renderShell } from '../../testing/render-shell';
import { capabilitiesFixture, fakeSessionApi, fakeShellApi } from '../../testing/shell-fixtures';
import { type SessionApi } from '../session-api';
import { createMemoryCookieJar, readCookie, writeCookie } from '../session-cookies';
import { customerFixture, loginResultFixture } from '../session-test-fixtures';

function signedIn(
  path: string,
  session: Partial<SessionApi>,
  capabilities = capabilitiesFixture(),
) {
  const cookies = createMemoryCookieJar();
  for (const name of ['access_token', 'refresh_token', 'customer_id', 'customer_token']) {
    writeCookie(cookies, name, 'value');
  }
  const api = fakeShellApi({
    fetchCapabilities: () => Promise.resolve(capabilities),
    session: fakeSessionApi({
      fetchCustomerOverview: () => Promise.resolve(customerFixture()),
      ...session,
    }),
  });
  const rendered = renderShell(<Layout />, { path, api, cookies });
  act(() => {
    rendered.store.dispatch({ type: 'siteData/loadRequested' });
  });
  return { ...rendered, cookies };
}

describe('password and account pages', () => {
  it('requests a reset link, then says to check the email', async () => {
    const requestPasswordReset = jest.fn(() => Promise.resolve());
    renderShell(<Layout />, {
      path: '/forgot-password',
      api: fakeShellApi({ session: fakeSessionApi({ requestPasswordReset }) }),
    });
    await userEvent.type(screen.getByLabelText('Email'), 'casey@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeVisible();
    expect(requestPasswordReset).toHaveBeenCalledWith('casey@example.com');
  });

  it('resets with the emailed token, and says so when the link is used or expired', async () => {
    const resetPassword = jest.fn().mockRejectedValueOnce(
      new ApiError({
        status: 422,
        code: 'email_link_invalid',
        message: 'Email link no longer valid',
        isResponse: true,
      }),
    );
    renderShell(<Layout />, {
      path: '/forgot-password?token=abc',
      api: fakeShellApi({ session: fakeSessionApi({ resetPassword }) }),
    });
    const form = screen.getByRole('form', { name: 'Reset password' });
    await userEvent.type(within(form).getByLabelText('New password'), 'Moonlight-2025');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'Moonlight-2025');
    await userEvent.click(within(form).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email link no longer valid');
    expect(resetPassword).toHaveBeenCalledWith({ token: 'abc', password: 'Moonlight-2025' });
  });

  it('refuses a new password that does not match its confirmation', async () => {
    renderShell(<Layout />, { path: '/forgot-password?token=abc' });
    await userEvent.type(screen.getByLabelText('New password'), 'Moonlight-2025');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Moonlight-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password does not match')).toBeVisible();
  });

  it('changes the password of a signed-in customer, showing server field errors', async () => {
    const changePassword = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError({
          status: 422,
          message: 'The password is incorrect.',
          errors: { currentPassword: ['The password is incorrect.'] },
          isResponse: true,
        }),
      )
      .mockResolvedValueOnce(undefined);
    signedIn('/change-Password', { changePassword });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'wrong');
    await userEvent.type(within(form).getByLabelText('New password'), 'Moonlight-2025');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'Moonlight-2025');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findAllByText('The password is incorrect.')).not.toHaveLength(0);
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeVisible();
  });

  it('shows a refused new password once on the forced password change', async () => {
    const tooShort = 'Password must be at least 8 characters.';
    const forceChangePassword = jest.fn().mockRejectedValueOnce(
      new ApiError({
        status: 422,
        message: tooShort,
        errors: { newPassword: [tooShort] },
        isResponse: true,
      }),
    );
    signedIn('/force-password-change', {
      forceChangePassword,
      fetchCustomerOverview: () => Promise.resolve(customerFixture({ forcePasswordChange: true })),
    });
    const form = await screen.findByRole('form', { name: 'Change your password' });
    await userEvent.type(within(form).getByLabelText('New password'), 'short1');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'short1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save new password' }));

    expect(await within(form).findByText(tooShort)).toBeVisible();
    expect(within(form).getAllByText(tooShort)).toHaveLength(1);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes the account, logs out and shows the success page', async () => {
    const closeAccount = jest.fn(() => Promise.resolve());
    const { cookies } = signedIn(
      '/close-my-account',
      { closeAccount },
      capabilitiesFixture(['customer_deactivate']),
    );
    await userEvent.type(await screen.findByLabelText('Password'), 'Sunshine-2024');
    await userEvent.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is closed' }),
    ).toBeVisible();
    expect(closeAccount).toHaveBeenCalledWith({ password: 'Sunshine-2024' });
    expect(readCookie(cookies, 'customer_id')).toBeNull();
  });

  it('signs in once from an autologin link', async () => {
    const autologin = jest.fn(() => Promise.resolve(loginResultFixture()));
    renderShell(<Layout />, {
      path: '/login/autologin/token-1',
      api: fakeShellApi({
        session: fakeSessionApi({
          autologin,
          fetchCustomerOverview: () => Promise.resolve(customerFixture()),
        }),
      }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verifying Automatic Login' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in');
    expect(await screen.findByRole('button', { name: /^Account/ })).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(autologin).toHaveBeenCalledTimes(1);
    expect(autologin).toHaveBeenCalledWith({ token: 'token-1' });
  });

  it("returns from a partner's autologin link to the partner's checkout", async () => {
    renderShell(<Layout />, {
      path: {
        pathname: '/login/autologin/token-2',
        state: { from: '/purchase/lotto-partner?cart=abc' },
      },
      api: fakeShellApi({
        session: fakeSessionApi({
          autologin: () => Promise.resolve(loginResultFixture()),
          fetchCustomerOverview: () => Promise.resolve(customerFixture()),
        }),
      }),
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/purchase/lotto-partner'),
    );
  });
});
