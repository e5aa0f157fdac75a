import { Form, Formik, useFormikContext } from 'formik';
import { AddressFields, FormAlert, LoadState, TextField, useTranslation } from 'remote-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type CustomerDetails } from 'shared-kernel/contract/customer';
import { accountTexts } from 'shared-kernel/contract/texts';
import { createFormValidator } from 'shared-kernel/contract/validation';
import { detailsRules, detailsValuesOf, type DetailsValues } from '../../shared/details-rules';
import {
  addressConfirmRequested,
  emailLinkResendRequested,
  myDetailsPageOpened,
  saveSubmitted,
  type MyDetailsState,
} from './my-details-slice';

export const validateDetails = createFormValidator<DetailsValues>(detailsRules);

const selectMyDetails = (state: { myDetails: MyDetailsState }) => state.myDetails;

/** Puts the server's per-field messages of a refused save beside their fields. */
function ServerFieldErrors({ fieldErrors }: { fieldErrors: Record<string, string> }) {
  const { setErrors } = useFormikContext<DetailsValues>();
  useEffect(() => {
    if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
  }, [fieldErrors, setErrors]);
  return null;
}

function AddressConfirmation({
  details,
  isSaving,
}: {
  details: CustomerDetails;
  isSaving: boolean;
}) {
  const dispatch = useDispatch();
  const { t } = useTranslation(accountTexts);
  if (!details.addressConfirmationRequired) return null;
  return (
    <section className="account-notice" aria-labelledby="confirm-address-heading">
      <h2 id="confirm-address-heading">{t('account.details_confirm_address_heading')}</h2>
      <p>
        {details.address}, {details.suburb} {details.state} {details.postcode}
      </p>
      <p>{t('account.details_confirm_address_intro')}</p>
      <button
        type="button"
        className="button"
        disabled={isSaving}
        onClick={() => dispatch(addressConfirmRequested())}
      >
        {t('account.confirm_address_button')}
      </button>
    </section>
  );
}

function PendingEmail({ details, isSaving }: { details: CustomerDetails; isSaving: boolean }) {
  const dispatch = useDispatch();
  const { t } = useTranslation(accountTexts);
  if (!details.pendingEmail) return null;
  return (
    <section className="account-notice" aria-labelledby="pending-email-heading">
      <h2 id="pending-email-heading">{t('account.details_pending_email_heading')}</h2>
      <p>
        {t('account.details_pending_email_sent', {
          pendingEmail: details.pendingEmail,
          email: details.email,
        })}
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={isSaving}
        onClick={() => dispatch(emailLinkResendRequested())}
      >
        {t('account.details_send_link_again')}
      </button>
    </section>
  );
}

/** /my-account/my-details: view and change the customer's details. */
export function MyDetailsPage() {
  const dispatch = useDispatch();
  const { status, details, isSaving, fieldErrors, error, notice } = useSelector(selectMyDetails);
  const { t } = useTranslation(accountTexts);
  useEffect(() => {
    dispatch(myDetailsPageOpened());
  }, [dispatch]);

  return (
    <section className="account-page" aria-labelledby="my-details-heading">
      <h1 id="my-details-heading">{t('account.my_details_heading')}</h1>
      {notice ? (
        <p role="status" className="form-notice">
          {notice}
        </p>
      ) : null}
      {!details || status === 'failed' ? (
        <LoadState
          status={status === 'failed' ? 'failed' : 'loading'}
          failureStatus={null}
          retry={() => dispatch(myDetailsPageOpened())}
          what={t('account.details_loading')}
        />
      ) : (
        <>
          <AddressConfirmation details={details} isSaving={isSaving} />
          <PendingEmail details={details} isSaving={isSaving} />
          <Formik<DetailsValues>
            initialValues={detailsValuesOf(details)}
            enableReinitialize
            validate={validateDetails}
            onSubmit={(values) => {
              dispatch(saveSubmitted(values));
            }}
          >
            <Form noValidate className="account-form" aria-label={t('account.my_details_heading')}>
              <ServerFieldErrors fieldErrors={fieldErrors} />
              <FormAlert message={error} />
              <TextField
                name="firstname"
                label={t('account.details_first_name')}
                autoComplete="given-name"
              />
              <TextField
                name="lastname"
                label={t('account.details_last_name')}
                autoComplete="family-name"
              />
              <TextField
                name="dateOfBirth"
                label={t('account.details_date_of_birth')}
                type="date"
                autoComplete="bday"
                readOnly={details.isVerified}
                {...(details.isVerified
                  ? { hint: t('account.details_date_of_birth_verified') }
                  : {})}
              />
              <TextField
                name="phoneNumber"
                label={t('account.details_phone_number')}
                type="tel"
                autoComplete="tel"
              />
              <AddressFields />
              <TextField
                name="email"
                label={t('account.details_email')}
                type="email"
                autoComplete="email"
                hint={t('account.details_email_hint')}
              />
              <button type="submit" className="button" disabled={isSaving}>
                {t('account.details_save')}
              </button>
            </Form>
          </Formik>
        </>
      )}
    </section>
  );
}
