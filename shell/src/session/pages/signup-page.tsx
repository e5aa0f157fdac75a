import { layoutTexts } from 'shared-kernel/contract/texts';
import { Form, Formik } from 'formik';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { favouriteNumbersStorageKeys } from 'shared-kernel/contract/customer';
import {
  createFormValidator,
  email,
  minimumAge,
  phone,
  postCode,
  required,
  terms,
} from 'shared-kernel/contract/validation';
import { type SignupInput } from 'shared-kernel/contract/auth';
import { usePageTitle } from '../../layout/use-page-title';
import { useReturnPath } from './login-page';
import { useSubmit } from '../deferred';
import { AddressFields, CheckboxField, FormAlert, TextField, useTranslation } from 'remote-kit';
import { documentCookieJar, readCookie } from '../session-cookies';
import { fieldErrorsOf, generalErrorOf } from './server-errors';
import { attributionFrom, favouriteNumbersFrom } from './signup-attribution';

/** The form's fields: the signup call's input less what the page adds on submit. */
export type SignupValues = Omit<SignupInput, 'saveDevice' | 'attribution' | 'favouriteNumbers'>;

/** product.md §5: every customer and address field is required; email opt-in defaults to false. */
export const signupInitialValues: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  dateOfBirth: '',
  phoneNumber: '',
  address: '',
  suburb: '',
  state: '',
  postcode: '',
  country: 'AU',
  acceptTerms: false,
  emailOptIn: false,
};

export const validateSignup = createFormValidator<SignupValues>({
  firstName: required(),
  lastName: required(),
  email: [required(), email()],
  password: required(),
  dateOfBirth: [required(), minimumAge()],
  phoneNumber: [required(), phone()],
  address: required(),
  suburb: required(),
  state: required(),
  postcode: [required(), postCode()],
  country: required(),
  acceptTerms: terms(),
});

const fields = Object.keys(signupInitialValues);

function storedFavouriteNumbers(): string | null {
  try {
    return window.sessionStorage.getItem(favouriteNumbersStorageKeys.numbers);
  } catch {
    return null;
  }
}

export function SignupPage() {
  const { t } = useTranslation(layoutTexts);
  usePageTitle(t('signup.heading'));
  const submit = useSubmit();
  const navigate = useNavigate();
  const location = useLocation();
  // Sent here from a protected page or the checkout: back there once signed up.
  const returnPath = useReturnPath();
  return (
    <section className="shell-page session-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">{t('signup.heading')}</h1>
      <p>
        {t('signup.have_account')}{' '}
        <Link to="/login" state={{ from: returnPath }}>
          {t('signup.log_in')}
        </Link>
      </p>
      <Formik<SignupValues>
        initialValues={signupInitialValues}
        validate={validateSignup}
        onSubmit={async (values, helpers) => {
          const input: SignupInput = {
            ...values,
            email: values.email.trim(),
            attribution: attributionFrom(location.search, readCookie(documentCookieJar, 'utm')),
          };
          const favouriteNumbers = favouriteNumbersFrom(storedFavouriteNumbers());
          if (favouriteNumbers) input.favouriteNumbers = favouriteNumbers;
          try {
            await submit('session/signupSubmitted', input);
            void navigate(returnPath, { replace: true });
          } catch (error) {
            helpers.setErrors(fieldErrorsOf(error, fields));
            helpers.setStatus(generalErrorOf(error));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate className="session-form" aria-label={t('signup.heading')}>
            <FormAlert message={status as string | undefined} />
            <TextField name="firstName" label={t('signup.first_name')} autoComplete="given-name" />
            <TextField name="lastName" label={t('signup.last_name')} autoComplete="family-name" />
            <TextField
              name="dateOfBirth"
              label={t('signup.date_of_birth')}
              type="date"
              autoComplete="bday"
            />
            <TextField name="email" label={t('login.email')} type="email" autoComplete="email" />
            <TextField
              name="password"
              label={t('login.password')}
              type="password"
              autoComplete="new-password"
              hint={t('password.new_hint')}
            />
            <TextField
              name="phoneNumber"
              label={t('signup.phone_number')}
              type="tel"
              autoComplete="tel"
            />
            <AddressFields />
            <CheckboxField name="acceptTerms">
              {t('signup.accept_terms')}{' '}
              <Link to="/about/terms-and-conditions">{t('signup.terms_link')}</Link>
            </CheckboxField>
            <CheckboxField name="emailOptIn">{t('signup.email_opt_in')}</CheckboxField>
            <button type="submit" className="button" disabled={isSubmitting}>
              {t('signup.submit')}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
