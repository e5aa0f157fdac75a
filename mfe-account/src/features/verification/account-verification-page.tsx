import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { accountTexts } from 'shared-kernel/contract/texts';
import { useVerification, VerificationFrame } from './verification-parts';

/**
 * /account-verification: where the external check returns (`?state=`) and where emails point.
 * Not behind sign-in, so an email link opened signed out explains what to do.
 */
export function AccountVerificationPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [callbackState] = useState(() => searchParams.get('state'));
  const { state, retry } = useVerification(callbackState);
  const { t } = useTranslation(accountTexts);
  useEffect(() => {
    // The state is used once: a reload reads the status instead of finishing again.
    if (searchParams.has('state')) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);
  return (
    <VerificationFrame title={t('account.verification_heading')} state={state} retry={retry}>
      {(verification) =>
        verification.isVerified ? (
          <p>
            <Link to="/my-account">{t('account.verification_go_to_account')}</Link>
          </p>
        ) : (
          <p>
            <Link to="/my-account/verify-account">{t('account.verification_see_ways')}</Link>
          </p>
        )
      }
    </VerificationFrame>
  );
}
