import { Form, Formik, useFormikContext } from 'formik';
import { AddressFields, FormAlert, LoadState, TextField } from 'remote-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type CustomerDetails } from 'shared-kernel/contract/customer';
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
  if (!details.addressConfirmationRequired) return null;
  return (
    <section className="account-notice" aria-labelledby="confirm-address-heading">
      <h2 id="confirm-address-heading">Please confirm your address</h2>
      <p>
        {details.address}, {details.suburb} {details.state} {details.postcode}
      </p>
      <p>If it is right, confirm it. If not, change it below and save.</p>
      <button
        type="button"
        className="button"
        disabled={isSaving}
        onClick={() => dispatch(addressConfirmRequested())}
      >
        Confirm address
      </button>
    </section>
  );
}

function PendingEmail({ details, isSaving }: { details: CustomerDetails; isSaving: boolean }) {
  const dispatch = useDispatch();
  if (!details.pendingEmail) return null;
  return (
    <section className="account-notice" aria-labelledby="pending-email-heading">
      <h2 id="pending-email-heading">Confirm your new email address</h2>
      <p>
        We sent a link to {details.pendingEmail}. Until it is opened, you log in with{' '}
        {details.email}.
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={isSaving}
        onClick={() => dispatch(emailLinkResendRequested())}
      >
        Send the link again
      </button>
    </section>
  );
}

/** /my-account/my-details: view and change the customer's details. */
export function MyDetailsPage() {
  const dispatch = useDispatch();
  const { status, details, isSaving, fieldErrors, error, notice } = useSelector(selectMyDetails);
  useEffect(() => {
    dispatch(myDetailsPageOpened());
  }, [dispatch]);

  return (
    <section className="account-page" aria-labelledby="my-details-heading">
      <h1 id="my-details-heading">My details</h1>
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
          what="your details"
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
            <Form noValidate className="account-form" aria-label="My details">
              <ServerFieldErrors fieldErrors={fieldErrors} />
              <FormAlert message={error} />
              <TextField name="firstname" label="First name" autoComplete="given-name" />
              <TextField name="lastname" label="Last name" autoComplete="family-name" />
              <TextField
                name="dateOfBirth"
                label="Date of birth"
                type="date"
                autoComplete="bday"
                readOnly={details.isVerified}
                {...(details.isVerified
                  ? { hint: 'Your account is verified, so your date of birth cannot change.' }
                  : {})}
              />
              <TextField name="phoneNumber" label="Phone number" type="tel" autoComplete="tel" />
              <AddressFields />
              <TextField
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                hint="A new address is used once you open the link we send to it."
              />
              <button type="submit" className="button" disabled={isSaving}>
                Save details
              </button>
            </Form>
          </Formik>
        </>
      )}
    </section>
  );
}
