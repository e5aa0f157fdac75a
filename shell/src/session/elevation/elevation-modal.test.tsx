import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, AuthValidationError, createBus } from 'shared-kernel';
import { type TwoFactorConfig } from 'shared-kernel/contract/customer';
import { Layout } from '../../layout/layout';
import { renderShell } from '../../testing/render-shell';
import { fakeSessionApi, fakeShellApi } from '../../testing/shell-fixtures';
import { type SessionApi } from '../session-api';

const authenticator: TwoFactorConfig = {
  enabled: true,
  methods: ['authenticator'],
  rememberForDays: 30,
  method: 'authenticator',
  identifier: null,
  since: null,
};

function setUp(overrides: Partial<SessionApi> = {}) {
  const bus = createBus();
  const events: string[] = [];
  bus.subscribe('elevation/succeeded', ({ requestId }) => events.push(`succeeded ${requestId}`));
  bus.subscribe('elevation/abandoned', ({ requestId }) => events.push(`abandoned ${requestId}`));
  const api = fakeShellApi({
    session: fakeSessionApi({
      fetchTwoFactorConfig: () => Promise.resolve(authenticator),
      ...overrides,
    }),
  });
  const rendered = renderShell(<Layout />, { api, bus });
  act(() => bus.publish('elevation/required', { requestId: 'r-1' }));
  return { ...rendered, events };
}

async function enterCode(code: string) {
  await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await userEvent.keyboard(code);
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('two-factor elevation modal', () => {
  it('opens on elevation/required, refreshes with the code, then lets the request replay', async () => {
    const refreshAccessToken = jest.fn(() => Promise.resolve());
    const { events, store } = setUp({ refreshAccessToken });
    const dialog = screen.getByRole('dialog', {
      name: '2 factor authentication is required to complete this action',
    });
    expect(store.getState().elevation.status).toBe('requesting_otp');
    expect(dialog).toBeVisible();

    await enterCode('123456');

    expect(refreshAccessToken).toHaveBeenCalledWith({ otp: '123456' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(events).toEqual(['succeeded r-1']);
    expect(store.getState().elevation.status).toBe('post_elevation_complete');
    expect(await screen.findByText("You've successfully verified your 2FA code.")).toBeVisible();
  });

  it('returns to the code step with the failure notice when the code is refused', async () => {
    const refused = new ApiError({
      status: 422,
      code: 'AUTH_REFRESH_FAILED',
      message: 'Authentication refresh failed. Please try again.',
      errorId: '2fa_incorrect',
      isResponse: true,
    });
    const { events, store } = setUp({ refreshAccessToken: () => Promise.reject(refused) });
    await enterCode('000000');
    expect(
      await screen.findByText('Code is incorrect or expired. Try again or contact support'),
    ).toBeVisible();
    expect(screen.getByText('Authentication failed. Please try again.')).toBeVisible();
    expect(store.getState().elevation.status).toBe('requesting_otp');
    expect(events).toEqual([]);
  });

  it('refuses an incomplete code without calling out', async () => {
    const refreshAccessToken = jest.fn(() => Promise.resolve());
    setUp({ refreshAccessToken });
    await enterCode('12');
    expect(await screen.findByText('A 6 digit code is required.')).toBeVisible();
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });

  it('is abandoned when closed, and tells the held request', async () => {
    const { events, store } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().elevation.status).toBe('abandoned');
    expect(events).toEqual(['abandoned r-1']);
  });

  it('logs out as unauthorised when the stored identity fails its integrity check', async () => {
    const { events, session } = setUp({
      refreshAccessToken: () =>
        Promise.reject(new AuthValidationError('There is no customer encoded ID in state')),
    });
    act(() => session.updateSession({ customerId: 'c-1', isAuthenticated: true }));
    await enterCode('123456');
    await waitFor(() => expect(events).toEqual(['abandoned r-1']));
    expect(session.getSession().isAuthenticated).toBe(false);
  });

  it('takes pasted codes trimmed and cut to 6, digits only', () => {
    setUp();
    fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), {
      clipboardData: { getData: () => '  98765432 ' },
    });
    const digits = [1, 2, 3, 4, 5, 6].map(
      (index) =>
        screen.getByRole<HTMLInputElement>('textbox', { name: `Digit ${index} of 6` }).value,
    );
    expect(digits.join('')).toBe('987654');
  });

  it('offers a resend for emailed codes, resting for 60 seconds after use', async () => {
    const sendTwoFactorEmailCode = jest.fn(() => Promise.resolve());
    setUp({
      fetchTwoFactorConfig: () =>
        Promise.resolve({ ...authenticator, method: 'email', identifier: 'casey@example.com' }),
      sendTwoFactorEmailCode,
    });
    expect(
      await screen.findByText('Enter the 6 digit code we sent by email to c****@example.com.'),
    ).toBeVisible();
    await waitFor(() => expect(sendTwoFactorEmailCode).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Resend code' })).toBeDisabled();
  });
});
