import { layoutTexts } from 'shared-kernel/contract/texts';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { createFormValidator, email, required } from 'shared-kernel/contract/validation';
import { twoFactorChallengeOf, type TwoFactorChallenge } from 'shared-kernel/contract/auth';
import { selectSiteConfig } from '../../layout/site-data/site-data-selectors';
import { usePageTitle } from '../../layout/use-page-title';
import { useSubmit } from '../deferred';
import { type LoginSubmission } from '../session-sagas';
import {
  challengeProps,
  FormAlert,
  TextField,
  TwoFactorCodeForm,
  useTranslation,
  type TwoFactorCodeValues,
} from 'remote-kit';
import {
  isTwoFactorLocked,
  isTwoFactorRequired,
  twoFactorErrorMessageOf,
} from '../two-factor/two-factor-messages';
import { fieldErrorsOf, generalErrorOf } from './server-errors';

interface LoginValues {
  email: string;
  password: string;
}

const validate = createFormValidator<LoginValues>({
  email: [required(), email()],
  password: required(),
});

/** A same-site path to return to; anything that could leave the site (//host, /\host) is home. */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/')) return '/';
  const hasControlCharacter = [...from].some((character) => character.charCodeAt(0) < 0x20);
  if (from.startsWith('//') || from.includes('\\') || hasControlCharacter) return '/';
  return from;
}

/** Where to go after signing in: the protected page that sent the visitor here, else home. */
export function useReturnPath(): string {
  const location = useLocation();
  return safeReturnPath((location.state as { from?: unknown } | null)?.from);
}

/** Login step values of product.md §4: initial, then requesting_otp when 2FA is required. */
type LoginStep = 'initial' | 'requesting_otp';

export function LoginPage() {
  const { t } = useTranslation(layoutTexts);
  usePageTitle(t('login.heading'));
  const submit = useSubmit();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const config = useSelector(selectSiteConfig);
  const [step, setStep] = useState<LoginStep>('initial');
  const [credentials, setCredentials] = useState<LoginValues | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [isLocked, setIsLocked] = useState(false);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [resendNotice, setResendNotice] = useState<string | null>(null);

  const finish = () => void navigate(returnPath, { replace: true });

  /** Signing in again without a code asks the services for another emailed code. */
  const resendCode = async () => {
    if (!credentials) return;
    setResendNotice(null);
    try {
      await submit('session/loginSubmitted', credentials);
      finish();
    } catch (error) {
      const next = twoFactorChallengeOf(error);
      if (next) {
        setChallenge(next);
        setCodeError(null);
        setResendNotice(t('login.code_resent'));
        return;
      }
      setIsLocked(isTwoFactorLocked(error));
      setCodeError(
        isTwoFactorLocked(error) ? twoFactorErrorMessageOf(error) : (generalErrorOf(error) ?? null),
      );
    }
  };

  const submitCode = async (values: TwoFactorCodeValues) => {
    if (!credentials) return;
    const submission: LoginSubmission = {
      ...credentials,
      code: values.code,
      saveDevice: values.saveDevice,
    };
    try {
      await submit('session/loginSubmitted', submission);
      finish();
    } catch (error) {
      setIsLocked(isTwoFactorLocked(error));
      setCodeError(twoFactorErrorMessageOf(error));
    }
  };

  return (
    <section className="shell-page session-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">{t('login.heading')}</h1>
      {step === 'requesting_otp' ? (
        <>
          <h2>{t('login.two_factor_heading')}</h2>
          {resendNotice ? <p role="status">{resendNotice}</p> : null}
          <TwoFactorCodeForm
            onSubmit={submitCode}
            error={codeError}
            isLocked={isLocked}
            {...challengeProps(challenge, () => void resendCode())}
            rememberForDays={config?.rememberForDays ?? null}
            submitLabel={t('login.verify')}
          />
        </>
      ) : (
        <Formik<LoginValues>
          initialValues={{ email: '', password: '' }}
          validate={validate}
          onSubmit={async (values, helpers) => {
            const submission = { email: values.email, password: values.password };
            try {
              await submit('session/loginSubmitted', submission);
              finish();
            } catch (error) {
              if (isTwoFactorRequired(error)) {
                setCredentials(submission);
                setChallenge(twoFactorChallengeOf(error));
                setStep('requesting_otp');
                return;
              }
              if (isTwoFactorLocked(error)) {
                helpers.setStatus(twoFactorErrorMessageOf(error));
                return;
              }
              helpers.setErrors(fieldErrorsOf(error, ['email', 'password']));
              helpers.setStatus(generalErrorOf(error));
            }
          }}
        >
          {({ isSubmitting, status }) => (
            <Form noValidate className="session-form" aria-label={t('login.heading')}>
              <FormAlert message={status as string | undefined} />
              <TextField name="email" label={t('login.email')} type="email" autoComplete="email" />
              <TextField
                name="password"
                label={t('login.password')}
                type="password"
                autoComplete="current-password"
              />
              <button type="submit" className="button" disabled={isSubmitting}>
                {t('login.submit')}
              </button>
              <p>
                <Link to="/forgot-password">{t('login.forgot_password')}</Link>
              </p>
              <p>
                {t('login.new_here')}{' '}
                <Link to="/signup" state={{ from: returnPath }}>
                  {t('login.create_account')}
                </Link>
              </p>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
