import { FormAlert, LoadState, useTranslation } from 'remote-kit';
import { type ReactNode, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { bus } from 'shared-kernel';
import { type TextFunction } from 'shared-kernel/contract/format';
import { accountTexts } from 'shared-kernel/contract/texts';
import {
  type VerificationMethodStatus,
  type VerificationMethodType,
  type VerificationStatus,
} from 'shared-kernel/contract/verification';
import { verificationPageOpened, type VerificationState } from './verification-slice';

export const selectVerification = (state: { verification: VerificationState }) =>
  state.verification;

export function methodStatusOf(
  verification: VerificationStatus,
  type: VerificationMethodType,
): VerificationMethodStatus {
  return verification.methods.find((method) => method.type === type)?.status ?? 'disabled';
}

/** Verified, pending review or not yet: the one sentence every verification page starts with. */
export function statusSentenceOf(
  verification: VerificationStatus,
  t: TextFunction<keyof typeof accountTexts>,
): string {
  if (verification.isVerified) return t('account.verification_verified');
  if (verification.methods.some((method) => method.status === 'pending')) {
    return t('account.verification_pending');
  }
  return t('account.verification_not_verified');
}

/** The page's frame: heading, loading and failure, sign-in prompt, the last call's error. */
export function VerificationFrame({
  title,
  state,
  retry,
  children,
}: {
  title: string;
  state: VerificationState;
  retry: () => void;
  children: (verification: VerificationStatus) => ReactNode;
}) {
  const { t } = useTranslation(accountTexts);
  return (
    <section className="account-page">
      <h1>{title}</h1>
      {state.status === 'signedOut' ? (
        <p>
          <a href="/login">{t('account.verification_sign_in')}</a>{' '}
          {t('account.verification_sign_in_after')}
        </p>
      ) : state.status === 'loaded' && state.verification ? (
        <>
          <p role="status">{statusSentenceOf(state.verification, t)}</p>
          <FormAlert message={state.error} />
          {children(state.verification)}
        </>
      ) : (
        <>
          <FormAlert message={state.error} />
          <LoadState
            status={state.status === 'failed' ? 'failed' : 'loading'}
            failureStatus={state.failureStatus}
            retry={retry}
            what={t('account.verification_loading')}
          />
        </>
      )}
    </section>
  );
}

/**
 * The verification state, read again whenever the shell says who is signed in (the session may
 * arrive after the page); `callbackState` finishes an external check first.
 */
export function useVerification(callbackState: string | null = null): {
  state: VerificationState;
  retry: () => void;
} {
  const dispatch = useDispatch();
  const state = useSelector(selectVerification);
  const [isAuthenticated, setIsAuthenticated] = useState<boolean | null>(null);
  useEffect(
    () =>
      bus.subscribe('session/changed', (payload) => setIsAuthenticated(payload.isAuthenticated)),
    [],
  );
  useEffect(() => {
    // Finishing an external check happens once, so it waits until the session is known.
    if (callbackState !== null && isAuthenticated === null) return;
    dispatch(verificationPageOpened(callbackState));
  }, [dispatch, isAuthenticated, callbackState]);
  return { state, retry: () => dispatch(verificationPageOpened()) };
}
