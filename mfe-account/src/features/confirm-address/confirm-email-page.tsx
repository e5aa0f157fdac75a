import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { bus } from 'shared-kernel';
import { accountDetailsMessages, confirmEmailAddress } from 'shared-kernel/contract/customer';
import { accountTexts } from 'shared-kernel/contract/texts';
import { confirmationFailureOf, ConfirmationOutcome } from './confirm-address-page';

/** /my-account/confirm-email/{token} (not protected): the emailed link makes the new email the login. */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation(accountTexts);
  const [outcome, setOutcome] = useState<'working' | 'confirmed' | 'linkInvalid' | 'failed'>(
    'working',
  );
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmEmailAddress(token).then(
      () => {
        setOutcome('confirmed');
        bus.publish('customer/accountChanged', { reason: 'email' });
      },
      (error: unknown) => setOutcome(confirmationFailureOf(error)),
    );
  }, [token]);
  return (
    <section className="account-page" aria-labelledby="confirm-email-heading">
      <h1 id="confirm-email-heading">{t('account.confirm_email_heading')}</h1>
      <ConfirmationOutcome
        outcome={outcome}
        confirmedMessage={accountDetailsMessages.emailConfirmed}
      />
    </section>
  );
}
