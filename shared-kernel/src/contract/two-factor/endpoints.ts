import { clientOf, type CallOptions } from '../call';
import { type TwoFactorConfig } from '../customer/model';

// Two-factor configuration, authenticator set-up and emailed codes (api.md §7.4).

export interface AuthenticatorSetup {
  secret: string | null;
  otpauthUrl: string | null;
  config: TwoFactorConfig;
}

/** GET /v2/customer/two-factor-auth: the customer's two-factor configuration. */
export async function fetchTwoFactorConfig(options: CallOptions = {}): Promise<TwoFactorConfig> {
  const response = await clientOf(options).request<TwoFactorConfig>({
    path: '/customer/two-factor-auth',
    cache: false,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return response.result;
}

/**
 * POST /v2/customer/two-factor-auth/authenticator: without a code starts the setup (secret and
 * otpauth URL); with the app's code confirms it and turns two-factor on.
 */
export async function setUpAuthenticator(
  input: { code?: string } = {},
  options: CallOptions = {},
): Promise<AuthenticatorSetup> {
  const response = await clientOf(options).request<AuthenticatorSetup>({
    method: 'POST',
    path: '/customer/two-factor-auth/authenticator',
    body: input.code ? { code: input.code } : {},
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return response.result;
}

/** POST /v2/customer/two-factor-auth/email without a code: sends (or resends) an emailed code. */
export async function sendTwoFactorEmailCode(options: CallOptions = {}): Promise<void> {
  await clientOf(options).request({
    method: 'POST',
    path: '/customer/two-factor-auth/email',
    body: {},
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** POST /v2/customer/two-factor-auth/email with the emailed code: turns the email method on. */
export async function confirmTwoFactorEmailCode(
  code: string,
  options: CallOptions = {},
): Promise<TwoFactorConfig> {
  const response = await clientOf(options).request<{ config: TwoFactorConfig }>({
    method: 'POST',
    path: '/customer/two-factor-auth/email',
    body: { code },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return response.result.config;
}

/**
 * DELETE /v2/customer/two-factor-auth: turns two-factor off. It needs a fresh second factor: the
 * client answers the step-up with the shell's elevation modal and replays the call.
 */
export async function turnOffTwoFactor(options: CallOptions = {}): Promise<TwoFactorConfig> {
  const response = await clientOf(options).request<TwoFactorConfig>({
    method: 'DELETE',
    path: '/customer/two-factor-auth',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return response.result;
}
