import { TwoFactorCodeForm, useTranslation } from 'remote-kit';
import { useEffect, useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { bus, errorMessageFallback } from 'shared-kernel';
import { type TwoFactorConfig } from 'shared-kernel/contract/customer';
import { formatCalendarDate } from 'shared-kernel/contract/format';
import { accountTexts } from 'shared-kernel/contract/texts';
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

function TwoFactorOverview({
  config,
  state,
}: {
  config: TwoFactorConfig;
  state: LoginAndSecurityState;
}) {
  const dispatch = useDispatch();
  const { t } = useTranslation(accountTexts);
  if (config.enabled) {
    const methodLabels: Record<string, string> = {
      authenticator: t('account.two_factor_method_authenticator'),
      email: t('account.two_factor_method_email'),
      sms: t('account.two_factor_method_sms'),
    };
    const method = config.method ? (methodLabels[config.method] ?? config.method) : '';
    const since = config.since ? formatCalendarDate(config.since) : '';
    return (
      <>
        <p>
          {since
            ? t('account.two_factor_on_since', { date: since, method })
            : t('account.two_factor_on', { method })}
          {config.method === 'email' && config.identifier
            ? ` ${t('account.two_factor_codes_go_to', { identifier: config.identifier })}`
            : ''}
        </p>
        <button
          type="button"
          className="button button--secondary"
          disabled={state.isWorking}
          onClick={() => dispatch(turnOffRequested())}
        >
          {t('account.two_factor_turn_off')}
        </button>
      </>
    );
  }
  return (
    <>
      <p>{t('account.two_factor_off')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={state.isWorking}
          onClick={() => dispatch(authenticatorSetupRequested())}
        >
          {t('account.two_factor_enable_authenticator')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={state.isWorking}
          onClick={() => dispatch(emailSetupRequested())}
        >
          {t('account.two_factor_use_email')}
        </button>
      </div>
    </>
  );
}

function AuthenticatorSetupStep({ state }: { state: LoginAndSecurityState }) {
  const dispatch = useDispatch();
  const secretId = useId();
  const linkId = useId();
  const { t } = useTranslation(accountTexts);
  if (!state.authenticator) return null;
  const { secret, otpauthUrl } = state.authenticator;
  return (
    <>
      <h3>{t('account.authenticator_setup_heading')}</h3>
      <p>{t('account.authenticator_setup_intro')}</p>
      <div className="form-field">
        <label htmlFor={secretId}>{t('account.authenticator_secret_key')}</label>
        <input id={secretId} type="text" readOnly value={secret} spellCheck={false} />
      </div>
      <div className="form-field">
        <label htmlFor={linkId}>{t('account.authenticator_setup_link')}</label>
        <input id={linkId} type="text" readOnly value={otpauthUrl} spellCheck={false} />
        <a href={otpauthUrl}>{t('account.authenticator_open_link')}</a>
      </div>
      <TwoFactorCodeForm
        instructions={t('account.authenticator_code_instructions')}
        submitLabel={t('account.two_factor_confirm_turn_on')}
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
        {t('account.cancel')}
      </button>
    </>
  );
}

function EmailSetupStep({ state }: { state: LoginAndSecurityState }) {
  const dispatch = useDispatch();
  const isResting = useIsResting(state.resendAvailableAtMs);
  const { t } = useTranslation(accountTexts);
  return (
    <>
      <h3>{t('account.email_codes_setup_heading')}</h3>
      <TwoFactorCodeForm
        instructions={t('account.email_code_instructions')}
        submitLabel={t('account.two_factor_confirm_turn_on')}
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
        {t('account.email_code_resend')}
      </button>
      <button
        type="button"
        className="button button--link"
        onClick={() => dispatch(setupCancelled())}
      >
        {t('account.cancel')}
      </button>
    </>
  );
}

function TwoFactorSection({ state }: { state: LoginAndSecurityState }) {
  const dispatch = useDispatch();
  const { t } = useTranslation(accountTexts);
  switch (state.status) {
    case 'idle':
    case 'loading':
      return <p role="status">{t('account.security_loading')}</p>;
    case 'signedOut':
      return (
        <p>
          <Link to="/login">{t('account.security_signed_out_link')}</Link>{' '}
          {t('account.security_signed_out_after')}
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
            {t('ui.try_again')}
          </button>
        </div>
      );
    case 'loaded':
      break;
  }
  if (!state.config) return null;
  const isSettingUp = state.step !== 'overview';
  const notices = {
    enabled: t('account.security_notice_enabled'),
    turnedOff: t('account.security_notice_turned_off'),
    codeSent: t('account.security_notice_code_sent'),
  } as const;
  return (
    <>
      {state.notice ? <p role="status">{notices[state.notice]}</p> : null}
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
  const { t } = useTranslation(accountTexts);
  useEffect(() => {
    dispatch(loginAndSecurityPageOpened());
  }, [dispatch, isAuthenticated]);
  return (
    <section aria-labelledby={headingId} className="account-page">
      <h1 id={headingId}>{t('account.security_heading')}</h1>
      <section aria-labelledby={passwordHeadingId}>
        <h2 id={passwordHeadingId}>{t('account.security_password_heading')}</h2>
        <p>
          <Link to="/change-Password">{t('account.security_change_password')}</Link>
        </p>
      </section>
      <section aria-labelledby={twoFactorHeadingId}>
        <h2 id={twoFactorHeadingId}>{t('account.two_factor_heading')}</h2>
        <TwoFactorSection state={state} />
      </section>
    </section>
  );
}
