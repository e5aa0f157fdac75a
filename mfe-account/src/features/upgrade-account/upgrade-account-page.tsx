import { Form, Formik } from 'formik';
import {
  CheckboxField,
  countryOptions,
  FormAlert,
  LoadState,
  SelectField,
  stateOptions,
  TextField,
  useTranslation,
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
import { accountTexts } from 'shared-kernel/contract/texts';
import { terms, validateForm, type FieldRules } from 'shared-kernel/contract/validation';
import { detailsRules, detailsValuesOf, type DetailsValues } from '../../shared/details-rules';

type UpgradeValues = DetailsValues & { acceptTerms: boolean };

/** The signup rules of the fields an upgrade may ask for, and the terms (product.md §5). */
const rules: FieldRules<UpgradeValues> = { ...detailsRules, acceptTerms: terms() };

/** Wire name of a missing field → the form's field. */
const fieldsByWireName: Record<string, keyof DetailsValues> = {
  firstname: 'firstname',
  lastname: 'lastname',
  date_of_birth: 'dateOfBirth',
  phone_number: 'phoneNumber',
  address: 'address',
  suburb: 'suburb',
  state: 'state',
  postcode: 'postcode',
  country: 'country',
  email: 'email',
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
  const { t } = useTranslation(accountTexts);
  const labels: Record<keyof DetailsValues, string> = {
    firstname: t('account.details_first_name'),
    lastname: t('account.details_last_name'),
    dateOfBirth: t('account.details_date_of_birth'),
    phoneNumber: t('account.details_phone_number'),
    address: t('account.upgrade_address'),
    suburb: t('account.upgrade_suburb'),
    state: t('account.upgrade_state'),
    postcode: t('account.upgrade_postcode'),
    country: t('account.upgrade_country'),
    email: t('account.details_email'),
  };

  const missing = (details?.missingFields ?? []).flatMap((field) => {
    const name = fieldsByWireName[field];
    return name ? [{ name, label: labels[name] }] : [];
  });
  return (
    <section className="account-page" aria-labelledby="upgrade-account-heading">
      <h1 id="upgrade-account-heading">{t('account.upgrade_heading')}</h1>
      {isUpgraded ? (
        <>
          <p role="status">{t('account.upgrade_done')}</p>
          <Link to="/my-account">{t('account.go_to_my_account')}</Link>
        </>
      ) : !details ? (
        <LoadState
          status={status}
          failureStatus={null}
          retry={load}
          what={t('account.dashboard_loading')}
        />
      ) : (
        <Formik<UpgradeValues>
          initialValues={{ ...detailsValuesOf(details), acceptTerms: false }}
          validate={(values) => validateForm(values, rules)}
          onSubmit={async (values, helpers) => {
            const { acceptTerms: _accepted, ...fields } = values;
            const input: CustomerDetailsUpdate = {};
            for (const { name } of missing) {
              input[name] = fields[name];
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
            <Form noValidate className="account-form" aria-label={t('account.upgrade_heading')}>
              <p>{t('account.upgrade_intro')}</p>
              <FormAlert message={formStatus as string | undefined} />
              {missing.map((field) => (
                <MissingField key={field.name} name={field.name} label={field.label} />
              ))}
              <CheckboxField name="acceptTerms">
                {t('account.upgrade_accept_terms')}{' '}
                <Link to="/about/terms-and-conditions">{t('account.upgrade_terms_link')}</Link>
              </CheckboxField>
              <button type="submit" className="button" disabled={isSubmitting}>
                {t('account.upgrade_submit')}
              </button>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
