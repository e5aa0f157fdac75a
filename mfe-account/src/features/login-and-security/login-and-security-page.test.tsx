import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, createBus } from 'shared-kernel';
import { type TwoFactorConfig } from 'shared-kernel/contract/customer';
import { makeStore } from '../../store';
import { loginAndSecurityFeature } from './login-and-security-screens';
import { LoginAndSecurityPage } from './login-and-security-page';
import { type SecurityApi } from './security-api';

function configOf(overrides: Partial<TwoFactorConfig> = {}): TwoFactorConfig {
  return {
    enabled: false,
    methods: ['authenticator', 'email'],
    rememberForDays: 30,
    method: null,
    identifier: null,
    since: null,
    ...overrides,
  };
}

const authenticatorOn = configOf({
  enabled: true,
  method: 'authenticator',
  identifier: 'Authenticator app',
  since: '2026-03-01T01:00:00.000Z',
});

function refusal(status: number, errorId: string, message = errorId): ApiError {
  return new ApiError({ status, message, code: errorId, errorId, isResponse: true });
}

function fakeSecurityApi(overrides: Partial<SecurityApi> = {}): SecurityApi {
  return {
    fetchTwoFactorConfig: () => Promise.resolve(configOf()),
    startAuthenticatorSetup: () =>
      Promise.resolve({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Lotto%20Shop:casey%40example.com?secret=JBSWY3DPEHPK3PXP',
        config: configOf(),
      }),
    confirmAuthenticator: () => Promise.resolve(authenticatorOn),
    sendEmailCode: () => Promise.resolve(),
    confirmEmailCode: () =>
      Promise.resolve(
        configOf({ enabled: true, method: 'email', identifier: 'c••••@example.com' }),
      ),
    turnOffTwoFactor: () => Promise.resolve(configOf()),
    ...overrides,
  };
}

function renderPage(security: SecurityApi, isSignedIn = true) {
  const bus = createBus();
  const store = makeStore(undefined, { security, bus, isSignedIn: () => isSignedIn }, [
    loginAndSecurityFeature,
  ]);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/my-account/login-and-security']}>
        <LoginAndSecurityPage />
      </MemoryRouter>
    </Provider>,
  );
  return { store, bus };
}

async function typeCode(code: string) {
  await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await userEvent.keyboard(code);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
}

describe('LoginAndSecurityPage', () => {
  it('says two-factor is off and links to the password change', async () => {
    renderPage(fakeSecurityApi());
    expect(screen.getByRole('heading', { level: 1, name: 'Login and security' })).toBeVisible();
    expect(await screen.findByText(/Two-factor authentication is off/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/change-Password',
    );
  });

  it('says which method is on', async () => {
    renderPage(fakeSecurityApi({ fetchTwoFactorConfig: () => Promise.resolve(authenticatorOn) }));
    expect(
      await screen.findByText(
        'Two-factor authentication is on since 1 March 2026, with an authenticator app.',
      ),
    ).toBeVisible();
  });

  it('sets up the authenticator app: shows the secret, then confirms with the code', async () => {
    const confirmAuthenticator = jest
      .fn<Promise<TwoFactorConfig>, [string]>()
      .mockRejectedValueOnce(refusal(422, '2fa_incorrect'))
      .mockResolvedValueOnce(authenticatorOn);
    const { bus } = renderPage(fakeSecurityApi({ confirmAuthenticator }));
    const notices = jest.fn();
    bus.subscribe('notification/requested', notices);

    await userEvent.click(await screen.findByRole('button', { name: 'Enable authenticator app' }));
    expect(await screen.findByLabelText('Secret key')).toHaveValue('JBSWY3DPEHPK3PXP');
    expect(screen.getByLabelText('Setup link')).toHaveValue(
      'otpauth://totp/Lotto%20Shop:casey%40example.com?secret=JBSWY3DPEHPK3PXP',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('A 6 digit code is required.')).toBeVisible();
    expect(confirmAuthenticator).not.toHaveBeenCalled();

    await typeCode('111111');
    expect(
      await screen.findByText('Code is incorrect or expired. Try again or contact support'),
    ).toBeVisible();

    await typeCode('123456');
    expect(await screen.findByText(/^Two-factor authentication is on since/)).toBeVisible();
    expect(confirmAuthenticator).toHaveBeenLastCalledWith('123456');
    expect(screen.queryByLabelText('Secret key')).not.toBeInTheDocument();
    expect(notices).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Two-factor authentication is on.', level: 'success' }),
    );
  });

  it('keeps digits only and cuts a pasted code to 6', async () => {
    renderPage(fakeSecurityApi());
    await userEvent.click(await screen.findByRole('button', { name: 'Enable authenticator app' }));
    await userEvent.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('  12a3 4567 ');
    const group = screen.getByRole('group', { name: '6 digit code' });
    const digits = within(group)
      .getAllByRole('textbox')
      .map((cell) => (cell as HTMLInputElement).value)
      .join('');
    expect(digits).toBe('123456');
  });

  it('disables the code form when the account is locked', async () => {
    renderPage(
      fakeSecurityApi({
        confirmEmailCode: () => Promise.reject(refusal(423, '2fa_account_locked')),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Use email codes' }));
    expect(
      await screen.findByText('Enter the 6 digit code we sent to your email address.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await typeCode('222222');
    expect(
      await screen.findByText(
        'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm and turn on' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeDisabled();
  });

  it('turns two-factor off once the call (replayed after the elevation) succeeds', async () => {
    let finish: (config: TwoFactorConfig) => void = () => undefined;
    const turnOffTwoFactor = () =>
      new Promise<TwoFactorConfig>((resolve) => {
        finish = resolve;
      });
    renderPage(
      fakeSecurityApi({
        fetchTwoFactorConfig: () => Promise.resolve(authenticatorOn),
        turnOffTwoFactor,
      }),
    );
    const button = await screen.findByRole('button', {
      name: 'Turn off two-factor authentication',
    });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    await act(() => {
      finish(configOf());
      return Promise.resolve();
    });
    expect(await screen.findByText('Two-factor authentication is off.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enable authenticator app' })).toBeEnabled();
  });

  it('keeps two-factor on when the elevation is abandoned', async () => {
    const required = refusal(
      403,
      'REQUIRED',
      '2 factor authentication is required to complete this action',
    );
    renderPage(
      fakeSecurityApi({
        fetchTwoFactorConfig: () => Promise.resolve(authenticatorOn),
        turnOffTwoFactor: () => Promise.reject(required),
      }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Turn off two-factor authentication' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 factor authentication is required to complete this action',
    );
    expect(screen.getByText(/Two-factor authentication is on/)).toBeVisible();
  });

  it('asks a visitor who is not signed in to log in', async () => {
    renderPage(fakeSecurityApi(), false);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
