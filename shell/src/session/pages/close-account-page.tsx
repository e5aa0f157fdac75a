import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import { createFormValidator, required } from 'shared-kernel/contract/validation';
import { usePageTitle } from '../../layout/use-page-title';
import { useSubmit } from '../deferred';
import { CheckboxField, FormAlert, TextField } from 'remote-kit';
import { fieldErrorsOf, generalErrorOf } from './server-errors';

interface CloseAccountValues {
  password: string;
  understood: boolean;
}

const validate = createFormValidator<CloseAccountValues>({
  password: required(),
  understood: required('Please confirm that you want to close your account.'),
});

/** /close-my-account (protected): the password confirms; the session then ends. */
export function CloseAccountPage() {
  usePageTitle('Close my account');
  const submit = useSubmit();
  return (
    <section className="shell-page session-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">Close my account</h1>
      <p>
        Closing your account ends every session and stops future purchases. Tickets already bought
        stay in their draws.
      </p>
      <Formik<CloseAccountValues>
        initialValues={{ password: '', understood: false }}
        validate={validate}
        onSubmit={async (values, helpers) => {
          try {
            await submit('session/accountClosureSubmitted', { password: values.password });
          } catch (error) {
            helpers.setErrors(fieldErrorsOf(error, ['password']));
            helpers.setStatus(generalErrorOf(error));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate className="session-form" aria-label="Close my account">
            <FormAlert message={status as string | undefined} />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
            />
            <CheckboxField name="understood">I understand my account will be closed</CheckboxField>
            <button type="submit" className="button button--danger" disabled={isSubmitting}>
              Close my account
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}

export function CloseAccountSuccessPage() {
  usePageTitle('Account closed');
  return (
    <section className="shell-page session-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">Your account is closed</h1>
      <p>Thank you for playing with us. You have been logged out.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
