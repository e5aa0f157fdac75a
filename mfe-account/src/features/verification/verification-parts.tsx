import { FormAlert, LoadState } from 'remote-kit';
import { type ReactNode, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { bus } from 'shared-kernel';
import {
  type VerificationMethodStatus,
  type VerificationMethodType,
  type VerificationStatus,
} from 'shared-kernel/contract/verification';
import { verificationPageOpened, type VerificationState } from './verification-slice';

export const selectVerification = (state: { verification: VerificationState }) =>
  state.verification;

export const methodNames: Record<VerificationMethodType, string> = {
  auto_verification: 'Automatic check',
  connect_id: 'ConnectID',
  drivers_licence: 'Driver licence',
  greenid_ui: 'greenID',
  pdf_form: 'Paper form',
  photo_id_upload: 'Photo ID upload',
};

export const statusWords: Record<VerificationMethodStatus, string> = {
  disabled: 'Not available',
  not_attempted: 'Not tried yet',
  pending: 'Pending review',
  in_progress: 'In progress',
  attempted: 'Tried',
};

export function methodStatusOf(
  verification: VerificationStatus,
  type: VerificationMethodType,
): VerificationMethodStatus {
  return verification.methods.find((method) => method.type === type)?.status ?? 'disabled';
}

/** Verified, pending review or not yet: the one sentence every verification page starts with. */
export function statusSentenceOf(verification: VerificationStatus): string {
  if (verification.isVerified) return 'Your identity is verified.';
  if (verification.methods.some((method) => method.status === 'pending')) {
    return 'Your identity check is pending review. We will email you when it is done.';
  }
  return 'Your identity is not verified yet.';
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
  return (
    <section className="account-page">
      <h1>{title}</h1>
      {state.status === 'signedOut' ? (
        <p>
          <a href="/login">Sign in</a> to see how your identity verification is going.
        </p>
      ) : state.status === 'loaded' && state.verification ? (
        <>
          <p role="status">{statusSentenceOf(state.verification)}</p>
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
            what="your verification"
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
