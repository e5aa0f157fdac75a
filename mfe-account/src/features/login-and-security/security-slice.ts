import type { UnknownAction } from 'redux';
import { type TwoFactorConfig } from 'shared-kernel/contract/customer';

/** What the two-factor part of the screen shows: the settings, or one of the two setups. */
export type SecurityStep = 'overview' | 'authenticatorSetup' | 'emailSetup';

export interface AuthenticatorSecret {
  secret: string;
  otpauthUrl: string;
}

export interface LoginAndSecurityState {
  status: 'idle' | 'loading' | 'loaded' | 'failed' | 'signedOut';
  config: TwoFactorConfig | null;
  step: SecurityStep;
  authenticator: AuthenticatorSecret | null;
  /** A call the customer started is in flight. */
  isWorking: boolean;
  /** Why the last call failed, worded for the customer. */
  error: string | null;
  isLocked: boolean;
  /** Milliseconds since the epoch until which resending an emailed code rests. */
  resendAvailableAtMs: number | null;
  /** What the last successful change did (the page words it for the customer). */
  notice: SecurityNotice | null;
}

export const initialLoginAndSecurityState: LoginAndSecurityState = {
  status: 'idle',
  config: null,
  step: 'overview',
  authenticator: null,
  isWorking: false,
  error: null,
  isLocked: false,
  resendAvailableAtMs: null,
  notice: null,
};

export type SecurityNotice = 'enabled' | 'turnedOff' | 'codeSent';

export type LoginAndSecurityAction =
  | { type: 'loginAndSecurity/pageOpened' }
  | { type: 'loginAndSecurity/signedOutSeen' }
  | { type: 'loginAndSecurity/configLoaded'; payload: { config: TwoFactorConfig } }
  | { type: 'loginAndSecurity/configLoadFailed' }
  | { type: 'loginAndSecurity/authenticatorSetupRequested' }
  | { type: 'loginAndSecurity/authenticatorSetupStarted'; payload: AuthenticatorSecret }
  | { type: 'loginAndSecurity/emailSetupRequested' }
  | { type: 'loginAndSecurity/emailCodeResendRequested' }
  | { type: 'loginAndSecurity/emailCodeSent'; payload: { resendAvailableAtMs: number } }
  | { type: 'loginAndSecurity/codeSubmitted'; payload: { code: string } }
  | { type: 'loginAndSecurity/twoFactorEnabled'; payload: { config: TwoFactorConfig } }
  | { type: 'loginAndSecurity/turnOffRequested' }
  | { type: 'loginAndSecurity/twoFactorTurnedOff'; payload: { config: TwoFactorConfig } }
  | { type: 'loginAndSecurity/setupCancelled' }
  | { type: 'loginAndSecurity/callFailed'; payload: { message: string; isLocked: boolean } };

export const loginAndSecurityPageOpened = (): LoginAndSecurityAction => ({
  type: 'loginAndSecurity/pageOpened',
});
export const signedOutSeen = (): LoginAndSecurityAction => ({
  type: 'loginAndSecurity/signedOutSeen',
});
export const configLoaded = (config: TwoFactorConfig): LoginAndSecurityAction => ({
  type: 'loginAndSecurity/configLoaded',
  payload: { config },
});
export const configLoadFailed = (): LoginAndSecurityAction => ({
  type: 'loginAndSecurity/configLoadFailed',
});
export const authenticatorSetupRequested = (): LoginAndSecurityAction => ({
  type: 'loginAndSecurity/authenticatorSetupRequested',
});
export const authenticatorSetupStarted = (secret: AuthenticatorSecret): LoginAndSecurityAction => ({
  type: 'loginAndSecurity/authenticatorSetupStarted',
  payload: secret,
});
export const emailSetupRequested = (): LoginAndSecurityAction => ({
  type: 'loginAndSecurity/emailSetupRequested',
});
export const emailCodeResendRequested = (): LoginAndSecurityAction => ({
  type: 'loginAndSecurity/emailCodeResendRequested',
});
export const emailCodeSent = (resendAvailableAtMs: number): LoginAndSecurityAction => ({
  type: 'loginAndSecurity/emailCodeSent',
  payload: { resendAvailableAtMs },
});
export const codeSubmitted = (code: string): LoginAndSecurityAction => ({
  type: 'loginAndSecurity/codeSubmitted',
  payload: { code },
});
export const twoFactorEnabled = (config: TwoFactorConfig): LoginAndSecurityAction => ({
  type: 'loginAndSecurity/twoFactorEnabled',
  payload: { config },
});
export const turnOffRequested = (): LoginAndSecurityAction => ({
  type: 'loginAndSecurity/turnOffRequested',
});
export const twoFactorTurnedOff = (config: TwoFactorConfig): LoginAndSecurityAction => ({
  type: 'loginAndSecurity/twoFactorTurnedOff',
  payload: { config },
});
export const setupCancelled = (): LoginAndSecurityAction => ({
  type: 'loginAndSecurity/setupCancelled',
});
export const callFailed = (message: string, isLocked = false): LoginAndSecurityAction => ({
  type: 'loginAndSecurity/callFailed',
  payload: { message, isLocked },
});

const actionTypes: ReadonlySet<string> = new Set<LoginAndSecurityAction['type']>([
  'loginAndSecurity/pageOpened',
  'loginAndSecurity/signedOutSeen',
  'loginAndSecurity/configLoaded',
  'loginAndSecurity/configLoadFailed',
  'loginAndSecurity/authenticatorSetupRequested',
  'loginAndSecurity/authenticatorSetupStarted',
  'loginAndSecurity/emailSetupRequested',
  'loginAndSecurity/emailCodeResendRequested',
  'loginAndSecurity/emailCodeSent',
  'loginAndSecurity/codeSubmitted',
  'loginAndSecurity/twoFactorEnabled',
  'loginAndSecurity/turnOffRequested',
  'loginAndSecurity/twoFactorTurnedOff',
  'loginAndSecurity/setupCancelled',
  'loginAndSecurity/callFailed',
]);

function isLoginAndSecurityAction(action: UnknownAction): action is LoginAndSecurityAction {
  return actionTypes.has(action.type);
}

const working = (state: LoginAndSecurityState): LoginAndSecurityState => ({
  ...state,
  isWorking: true,
  error: null,
  notice: null,
});

export function loginAndSecurityReducer(
  state: LoginAndSecurityState = initialLoginAndSecurityState,
  action: UnknownAction,
): LoginAndSecurityState {
  if (!isLoginAndSecurityAction(action)) return state;
  switch (action.type) {
    case 'loginAndSecurity/pageOpened':
      return { ...initialLoginAndSecurityState, status: 'loading', config: state.config };
    case 'loginAndSecurity/signedOutSeen':
      return { ...initialLoginAndSecurityState, status: 'signedOut' };
    case 'loginAndSecurity/configLoaded':
      return { ...state, status: 'loaded', config: action.payload.config };
    case 'loginAndSecurity/configLoadFailed':
      return { ...state, status: 'failed' };
    case 'loginAndSecurity/authenticatorSetupRequested':
    case 'loginAndSecurity/emailSetupRequested':
    case 'loginAndSecurity/emailCodeResendRequested':
    case 'loginAndSecurity/codeSubmitted':
    case 'loginAndSecurity/turnOffRequested':
      return working(state);
    case 'loginAndSecurity/authenticatorSetupStarted':
      return {
        ...state,
        isWorking: false,
        step: 'authenticatorSetup',
        authenticator: action.payload,
      };
    case 'loginAndSecurity/emailCodeSent':
      return {
        ...state,
        isWorking: false,
        notice: state.step === 'emailSetup' ? 'codeSent' : null,
        step: 'emailSetup',
        resendAvailableAtMs: action.payload.resendAvailableAtMs,
      };
    case 'loginAndSecurity/twoFactorEnabled':
      return {
        ...state,
        isWorking: false,
        config: action.payload.config,
        step: 'overview',
        authenticator: null,
        notice: 'enabled',
      };
    case 'loginAndSecurity/twoFactorTurnedOff':
      return {
        ...state,
        isWorking: false,
        config: action.payload.config,
        notice: 'turnedOff',
      };
    case 'loginAndSecurity/setupCancelled':
      return {
        ...state,
        step: 'overview',
        authenticator: null,
        error: null,
        isLocked: false,
        notice: null,
      };
    case 'loginAndSecurity/callFailed':
      return {
        ...state,
        isWorking: false,
        error: action.payload.message,
        isLocked: action.payload.isLocked,
      };
  }
}
