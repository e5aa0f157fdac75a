import { LoadState, useTranslation } from 'remote-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { bus, isApiError } from 'shared-kernel';
import {
  accountDetailsMessages,
  confirmAddress,
  emailLinkInvalidCode,
  fetchCustomerDetails,
  type CustomerDetails,
} from 'shared-kernel/contract/customer';
import { accountTexts } from 'shared-kernel/contract/texts';

type Outcome = 'working' | 'confirmed' | 'linkInvalid' | 'failed';

/** What a failed confirmation shows: a dead link, or the spec's fallback (api.md §8.2). */
export function confirmationFailureOf(error: unknown): Outcome {
  return isApiError(error) && (error.errorId ?? error.code) === emailLinkInvalidCode
    ? 'linkInvalid'
    : 'failed';
}

export function ConfirmationOutcome({
  outcome,
  confirmedMessage,
}: {
  outcome: Outcome;
  confirmedMessage: string;
}) {
  const { t } = useTranslation(accountTexts);
  if (outcome === 'working') return <p role="status">{t('account.confirming')}</p>;
  if (outcome === 'confirmed') {
    return (
      <>
        <p role="status">{confirmedMessage}</p>
        <Link to="/my-account">{t('account.go_to_my_account')}</Link>
      </>
    );
  }
  return (
    <>
      <p role="alert">
        {outcome === 'linkInvalid'
          ? accountDetailsMessages.emailLinkInvalid
          : accountDetailsMessages.somethingWentWrong}
      </p>
      <p>
        {t('account.confirm_link_help_before')}{' '}
        <Link to="/my-account/my-details">{t('account.my_details_heading')}</Link>{' '}
        {t('account.confirm_link_help_after')}
      </p>
    </>
  );
}

/** An emailed link: confirms the address with its token, signed in or not. */
function ConfirmWithToken({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>('working');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmAddress(token).then(
      () => {
        setOutcome('confirmed');
        bus.publish('customer/accountChanged', { reason: 'address' });
      },
      (error: unknown) => setOutcome(confirmationFailureOf(error)),
    );
  }, [token]);
  return (
    <ConfirmationOutcome
      outcome={outcome}
      confirmedMessage={accountDetailsMessages.addressConfirmed}
    />
  );
}

/** Signed in without a token: the address on file, to confirm or update. */
function ConfirmSignedIn() {
  const [details, setDetails] = useState<CustomerDetails | null>(null);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { t } = useTranslation(accountTexts);
  const load = useCallback(() => {
    setStatus('loading');
    fetchCustomerDetails().then(
      (loaded) => {
        setDetails(loaded);
        setStatus('loaded');
      },
      () => setStatus('failed'),
    );
  }, []);
  useEffect(load, [load]);
  if (!details) {
    return (
      <LoadState
        status={status}
        failureStatus={null}
        retry={load}
        what={t('account.confirm_address_loading')}
      />
    );
  }
  if (outcome) {
    return (
      <ConfirmationOutcome
        outcome={outcome}
        confirmedMessage={accountDetailsMessages.addressConfirmed}
      />
    );
  }
  return (
    <>
      <p>{t('account.confirm_address_on_file')}</p>
      <address>
        {details.address}
        <br />
        {details.suburb} {details.state} {details.postcode}
      </address>
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() => {
            setOutcome('working');
            confirmAddress(null).then(
              () => {
                setOutcome('confirmed');
                bus.publish('customer/accountChanged', { reason: 'address' });
              },
              () => setOutcome('failed'),
            );
          }}
        >
          {t('account.confirm_address_button')}
        </button>
        <Link className="button button--secondary" to="/my-account/my-details">
          {t('account.update_address')}
        </Link>
      </div>
    </>
  );
}

/** /my-account/confirm-address/{token?} (not protected). */
export function ConfirmAddressPage() {
  const { token } = useParams();
  const { t } = useTranslation(accountTexts);
  return (
    <section className="account-page" aria-labelledby="confirm-address-heading">
      <h1 id="confirm-address-heading">{t('account.confirm_address_heading')}</h1>
      {token ? <ConfirmWithToken token={token} /> : <ConfirmSignedIn />}
    </section>
  );
}
