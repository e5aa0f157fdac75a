import { layoutTexts } from 'shared-kernel/contract/texts';
import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { twoFactorChallengeOf, type TwoFactorChallenge } from 'shared-kernel/contract/auth';
import { selectSiteConfig } from '../../layout/site-data/site-data-selectors';
import { usePageTitle } from '../../layout/use-page-title';
import { useSubmit } from '../deferred';
import { type AutologinSubmission } from '../session-sagas';
import {
  challengeProps,
  TwoFactorCodeForm,
  useTranslation,
  type TwoFactorCodeValues,
} from 'remote-kit';
import {
  isTwoFactorLocked,
  isTwoFactorRequired,
  twoFactorErrorMessageOf,
} from '../two-factor/two-factor-messages';
import { useReturnPath } from './login-page';
import { generalErrorOf } from './server-errors';

type AutologinStep = 'verifying' | 'requesting_otp' | 'failed';

/**
 * The first attempt of each token: the token works once, so a page mounted again for the same
 * link (the layout swapping the main area as the session starts) waits for that attempt instead
 * of spending the token a second time.
 */
const firstAttempts = new Map<string, Promise<unknown>>();

/**
 * /login/autologin/{token} and /login/transfer/{token}: 'Verifying Automatic Login' with a
 * loader; runs once on load, and again with a code when two-factor is required.
 */
export function AutologinPage({ kind }: { kind: AutologinSubmission['kind'] }) {
  const { t } = useTranslation(layoutTexts);
  usePageTitle(t('autologin.heading'));
  const { autologinToken = '' } = useParams();
  const submit = useSubmit();
  const navigate = useNavigate();
  // A partner's sign-in link comes back to the partner's checkout; other links go home.
  const returnPath = useReturnPath();
  const config = useSelector(selectSiteConfig);
  const [step, setStep] = useState<AutologinStep>('verifying');
  const [failure, setFailure] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [isLocked, setIsLocked] = useState(false);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const attemptKey = `${kind}:${autologinToken}`;
    const attempt =
      firstAttempts.get(attemptKey) ??
      submit('session/autologinSubmitted', { kind, token: autologinToken });
    firstAttempts.set(attemptKey, attempt);
    attempt.then(
      () => void navigate(returnPath, { replace: true }),
      (error: unknown) => {
        if (isTwoFactorRequired(error)) {
          setChallenge(twoFactorChallengeOf(error));
          setStep('requesting_otp');
          return;
        }
        setFailure(generalErrorOf(error) ?? null);
        setStep('failed');
      },
    );
  }, [autologinToken, kind, navigate, returnPath, submit]);

  /** Signing in again without a code asks the services for another emailed code. */
  const resendCode = async () => {
    try {
      await submit('session/autologinSubmitted', { kind, token: autologinToken });
      void navigate(returnPath, { replace: true });
    } catch (error) {
      const next = twoFactorChallengeOf(error);
      if (next) {
        setChallenge(next);
        setCodeError(null);
        return;
      }
      setIsLocked(isTwoFactorLocked(error));
      setCodeError(twoFactorErrorMessageOf(error));
    }
  };

  const submitCode = async (values: TwoFactorCodeValues) => {
    try {
      await submit('session/autologinSubmitted', {
        kind,
        token: autologinToken,
        code: values.code,
        saveDevice: values.saveDevice,
      });
      void navigate(returnPath, { replace: true });
    } catch (error) {
      setIsLocked(isTwoFactorLocked(error));
      setCodeError(twoFactorErrorMessageOf(error));
    }
  };

  return (
    <section className="shell-page session-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">{t('autologin.heading')}</h1>
      {step === 'verifying' ? (
        <div className="loader" role="status" aria-live="polite">
          <span className="loader__spinner" aria-hidden="true" />
          <span>{t('autologin.signing_in')}</span>
        </div>
      ) : null}
      {step === 'requesting_otp' ? (
        <TwoFactorCodeForm
          onSubmit={submitCode}
          error={codeError}
          isLocked={isLocked}
          {...challengeProps(challenge, () => void resendCode())}
          rememberForDays={config?.rememberForDays ?? null}
          submitLabel={t('login.verify')}
        />
      ) : null}
      {step === 'failed' ? (
        <>
          <p role="alert" className="form-alert">
            {failure}
          </p>
          <p>
            <Link to="/login">{t('autologin.password_login')}</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
