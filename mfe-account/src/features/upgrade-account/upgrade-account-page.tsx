import { Form, Formik } from 'formik';
import {
  CheckboxField,
  countryOptions,
  FormAlert,
  LoadState,
  SelectField,
  stateOptions,
  TextField,
} from 'remote-kit';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { bus, errorMessageFallback, isApiError } from 'shared-kernel';
import {
  acceptTermsAndConditions,
  fetchCustomerDetails,
  updateCustomerDetails,
  type CustomerDetails,
  type CustomerDetailsUpdate,
} from 'shared-kernel/contract/customer';
import { terms, validateForm, type FieldRules } from 'shared-kernel/contract/validation';
import { detailsRules, detailsValuesOf, type DetailsValues } from '../../shared/details-rules';

type UpgradeValues = DetailsValues & { acceptTerms: boolean };

/** The signup rules of the fields an upgrade may ask for, and the terms (product.md §5). */
const rules: FieldRules<UpgradeValues> = { ...detailsRules, acceptTerms: terms() };

/** Wire name of a missing field → the form's field, its label and its input. */
const fieldsByWireName: Record<string, { name: keyof UpgradeValues; label: string }> = {
  firstname: { name: 'firstname', label: 'First name' },
  lastname: { name: 'lastname', label: 'Last name' },
  date_of_birth: { name: 'dateOfBirth', label: 'Date of birth' },
  phone_number: { name: 'phoneNumber', label: 'Phone number' },
  address: { name: 'address', label: 'Address' },
  suburb: { name: 'suburb', label: 'Suburb' },
  state: { name: 'state', label: 'State' },
  postcode: { name: 'postcode', label: 'Postcode' },
  country: { name: 'country', label: 'Country' },
  email: { name: 'email', label: 'Email' },
};

function MissingField({ name, label }: { name: keyof UpgradeValues; label: string }) {
  if (name === 'state') return <SelectField name={name} label={label} options={stateOptions} />;
  if (name === 'country') {
    return <SelectField name={name} label={label} options={countryOptions} />;
  }
  const types: Partial<Record<keyof UpgradeValues, string>> = {
    dateOfBirth: 'date',
    phoneNumber: 'tel',
    email: 'email',
  };
  return <TextField name={name} label={label} type={types[name] ?? 'text'} />;
}

/**
 * /my-account/upgrade-account: an account from the older site completes the details a full account
 * needs and accepts the current terms; the shell holds the customer here until then.
 */
export function UpgradeAccountPage() {
  const [isUpgraded, setIsUpgraded] = useState(false);
  const [details, setDetails] = useState<CustomerDetails | null>(null);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
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

  const missing = (details?.missingFields ?? []).flatMap((field) => {
    const known = fieldsByWireName[field];
    return known ? [known] : [];
  });
  return (
    <section className="account-page" aria-labelledby="upgrade-account-heading">
      <h1 id="upgrade-account-heading">Upgrade your account</h1>
      {isUpgraded ? (
        <>
          <p role="status">Thank you, your account is upgraded.</p>
          <Link to="/my-account">Go to my account</Link>
        </>
      ) : !details ? (
        <LoadState status={status} failureStatus={null} retry={load} what="your account" />
      ) : (
        <Formik<UpgradeValues>
          initialValues={{ ...detailsValuesOf(details), acceptTerms: false }}
          validate={(values) => validateForm(values, rules)}
          onSubmit={async (values, helpers) => {
            const { acceptTerms: _accepted, ...fields } = values;
            const input: CustomerDetailsUpdate = {};
            for (const { name } of missing) {
              if (name !== 'acceptTerms') input[name] = fields[name];
            }
            try {
              if (missing.length > 0) await updateCustomerDetails(input);
              await acceptTermsAndConditions();
              // The shell reads the customer again and stops holding them on this page.
              bus.publish('customer/accountChanged', { reason: 'terms' });
              setIsUpgraded(true);
            } catch (error) {
              helpers.setErrors(isApiError(error) ? error.fieldErrors : {});
              helpers.setStatus(
                isApiError(error) && error.isResponse ? error.message : errorMessageFallback,
              );
            }
          }}
        >
          {({ isSubmitting, status: formStatus }) => (
            <Form noValidate className="account-form" aria-label="Upgrade your account">
              <p>
                We have moved to a new shop. To keep playing, please complete your details and
                accept our current terms and conditions.
              </p>
              <FormAlert message={formStatus as string | undefined} />
              {missing.map((field) => (
                <MissingField key={field.name} name={field.name} label={field.label} />
              ))}
              <CheckboxField name="acceptTerms">
                I accept the <Link to="/about/terms-and-conditions">terms and conditions</Link>
              </CheckboxField>
              <button type="submit" className="button" disabled={isSubmitting}>
                Upgrade my account
              </button>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
