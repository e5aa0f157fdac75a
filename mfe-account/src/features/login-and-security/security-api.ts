import {
  confirmTwoFactorEmailCode,
  fetchTwoFactorConfig,
  sendTwoFactorEmailCode,
  setUpAuthenticator,
  turnOffTwoFactor,
  type AuthenticatorSetup,
} from 'shared-kernel/contract/two-factor';
import { type TwoFactorConfig } from 'shared-kernel/contract/customer';

/** The two-factor calls of the login and security screen (api.md §7.3); tests pass their own. */
export interface SecurityApi {
  fetchTwoFactorConfig: () => Promise<TwoFactorConfig>;
  /** Without a code: a new pending secret and its otpauth URL. */
  startAuthenticatorSetup: () => Promise<AuthenticatorSetup>;
  /** The app's first code confirms the pending secret and turns two-factor on. */
  confirmAuthenticator: (code: string) => Promise<TwoFactorConfig>;
  /** Emails a code (setup while off); answers 429 code_recently_sent within a minute. */
  sendEmailCode: () => Promise<void>;
  /** The emailed code turns the email method on. */
  confirmEmailCode: (code: string) => Promise<TwoFactorConfig>;
  /**
   * DELETE: needs a fresh second factor; the API client answers the step-up with the shell's
   * elevation modal and replays the call, so this settles once the customer has decided.
   */
  turnOffTwoFactor: () => Promise<TwoFactorConfig>;
}

export const kernelSecurityApi: SecurityApi = {
  fetchTwoFactorConfig: () => fetchTwoFactorConfig(),
  startAuthenticatorSetup: () => setUpAuthenticator({}),
  confirmAuthenticator: async (code) => (await setUpAuthenticator({ code })).config,
  sendEmailCode: () => sendTwoFactorEmailCode(),
  confirmEmailCode: (code) => confirmTwoFactorEmailCode(code),
  turnOffTwoFactor: () => turnOffTwoFactor(),
};
