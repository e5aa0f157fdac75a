import { TwoFactorCodeForm } from 'remote-kit';
import { useEffect, useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { bus, errorMessageFallback } from 'shared-kernel';
import { type TwoFactorConfig } from 'shared-kernel/contract/customer';
import { formatCalendarDate } from 'shared-kernel/contract/format';
import {
  authenticatorSetupRequested,
  codeSubmitted,
  emailCodeResendRequested,
  emailSetupRequested,
  loginAndSecurityPageOpened,
  setupCancelled,
  turnOffRequested,
  type LoginAndSecurityState,
} from './security-slice';

const selectLoginAndSecurity = (state: { loginAndSecurity: LoginAndSecurityState }) =>
  state.loginAndSecurity;

const methodLabels: Record<string, string> = {
  authenticator: 'an authenticator app',
  email: 'codes sent to your email',
  sms: 'codes sent by text message',
};

/** Whether someone is signed in, as the shell last said on the bus; null before it has said. */
function useIsAuthenticated(): boolean | null {
  const [isAuthenticated, setIsAuthenticated] = useState<boolean | null>(null);
  useEffect(
    () =>
      bus.subscribe('session/changed', (payload) => setIsAuthenticated(payload.isAuthenticated)),
    [],
  );
  return isAuthenticated;
}

function useIsResting(availableAtMs: number | null): boolean {
  const [isResting, setIsResting] = useState(false);
  useEffect(() => {
    const remainingMs = (availableAtMs ?? 0) - Date.now();
    setIsResting(remainingMs > 0);
    if (remainingMs <= 0) return undefined;
    const timer = setTimeout(() => setIsResting(false), remainingMs);
    return () => clearTimeout(timer);
  }, [availableAtMs]);
  return isResting;
}

function sinceText(since: string | null): string {
  if (!since) return '';
  const date = formatCalendarDate(since);
  return date ? ` since ${date}` : '';
}

function TwoFactorOverview({
  config,
  state,
}: {
  config: TwoFactorConfig;
  state: LoginAndSecurityState;
}) {
  const dispatch = useDispatch();
  if (config.enabled) {
    const method = config.method ? (methodLabels[config.method] ?? config.method) : '';
    return (
      <>
        <p>
          Two-factor authentication is on{sinceText(config.since)}, with {method}.
          {config.method === 'email' && config.identifier
            ? ` Codes go to ${config.identifier}.`
            : ''}
        </p>
        <button
          type="button"
          className="button button--secondary"
          disabled={state.isWorking}
          onClick={() => dispatch(turnOffRequested())}
        >
          Turn off two-factor authentication
        </button>
      </>
    );
  }
  return (
    <>
      <p>
        Two-factor authentication is off. Turn it on to add a 6 digit code to your login, from an
        authenticator app or sent to your email.
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={state.isWorking}
          onClick={() => dispatch(authenticatorSetupRequested())}
        >
          Enable authenticator app
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={state.isWorking}
          onClick={() => dispatch(emailSetupRequested())}
        >
          Use email codes
        </button>
      </div>
    </>
  );
}

function AuthenticatorSetupStep({ state }: { state: LoginAndSecurityState }) {
  const dispatch = useDispatch();
  const secretId = useId();
  const linkId = useId();
  if (!state.authenticator) return null;
  const { secret, otpauthUrl } = state.authenticator;
  return (
    <>
      <h3>Set up your authenticator app</h3>
      <p>
        Add this secret key to your authenticator app (or open the setup link on this device), then
        enter the 6 digit code the app shows.
      </p>
      <div className="form-field">
        <label htmlFor={secretId}>Secret key</label>
        <input id={secretId} type="text" readOnly value={secret} spellCheck={false} />
      </div>
      <div className="form-field">
        <label htmlFor={linkId}>Setup link</label>
        <input id={linkId} type="text" readOnly value={otpauthUrl} spellCheck={false} />
        <a href={otpauthUrl}>Open in your authenticator app</a>
      </div>
      <TwoFactorCodeForm
        instructions="Enter the 6 digit code from your authenticator app."
        submitLabel="Confirm and turn on"
        onSubmit={({ code }) => void dispatch(codeSubmitted(code))}
        error={state.error}
        isLocked={state.isLocked}
        isWorking={state.isWorking}
      />
      <button
        type="button"
        className="button button--link"
        onClick={() => dispatch(setupCancelled())}
      >
        Cancel
      </button>
    </>
  );
}

function EmailSetupStep({ state }: { state: LoginAndSecurityState }) {
  const dispatch = useDispatch();
  const isResting = useIsResting(state.resendAvailableAtMs);
  return (
    <>
      <h3>Set up email codes</h3>
      <TwoFactorCodeForm
        instructions="Enter the 6 digit code we sent to your email address."
        submitLabel="Confirm and turn on"
        onSubmit={({ code }) => void dispatch(codeSubmitted(code))}
        error={state.error}
        isLocked={state.isLocked}
        isWorking={state.isWorking}
      />
      <button
        type="button"
        className="button button--link"
        disabled={state.isLocked || isResting || state.isWorking}
        onClick={() => dispatch(emailCodeResendRequested())}
      >
        Resend code
      </button>
      <button
        type="button"
        className="button button--link"
        onClick={() => dispatch(setupCancelled())}
      >
        Cancel
      </button>
    </>
  );
}

function TwoFactorSection({ state }: { state: LoginAndSecurityState }) {
  const dispatch = useDispatch();
  switch (state.status) {
    case 'idle':
    case 'loading':
      return <p role="status">Loading your security settings…</p>;
    case 'signedOut':
      return (
        <p>
          <Link to="/login">Log in</Link> to manage your login and security.
        </p>
      );
    case 'failed':
      return (
        <div role="alert">
          <p>{errorMessageFallback}</p>
          <button
            type="button"
            className="button"
            onClick={() => dispatch(loginAndSecurityPageOpened())}
          >
            Try again
          </button>
        </div>
      );
    case 'loaded':
      break;
  }
  if (!state.config) return null;
  const isSettingUp = state.step !== 'overview';
  return (
    <>
      {state.notice ? <p role="status">{state.notice}</p> : null}
      {state.step === 'authenticatorSetup' ? <AuthenticatorSetupStep state={state} /> : null}
      {state.step === 'emailSetup' ? <EmailSetupStep state={state} /> : null}
      {isSettingUp ? null : <TwoFactorOverview config={state.config} state={state} />}
      {!isSettingUp && state.error ? (
        <p role="alert" className="form-field__error">
          {state.error}
        </p>
      ) : null}
    </>
  );
}

/** /my-account/login-and-security (product.md §2): password and two-factor settings. */
export function LoginAndSecurityPage() {
  const dispatch = useDispatch();
  const state = useSelector(selectLoginAndSecurity);
  const isAuthenticated = useIsAuthenticated();
  const headingId = useId();
  const passwordHeadingId = useId();
  const twoFactorHeadingId = useId();
  useEffect(() => {
    dispatch(loginAndSecurityPageOpened());
  }, [dispatch, isAuthenticated]);
  return (
    <section aria-labelledby={headingId} className="account-page">
      <h1 id={headingId}>Login and security</h1>
      <section aria-labelledby={passwordHeadingId}>
        <h2 id={passwordHeadingId}>Password</h2>
        <p>
          <Link to="/change-Password">Change password</Link>
        </p>
      </section>
      <section aria-labelledby={twoFactorHeadingId}>
        <h2 id={twoFactorHeadingId}>Two-factor authentication</h2>
        <TwoFactorSection state={state} />
      </section>
    </section>
  );
}
