import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createFormValidator, matches, required } from 'shared-kernel/contract/validation';
import { usePageTitle } from '../../layout/use-page-title';
import { useSubmit } from '../deferred';
import { FormAlert, TextField } from 'remote-kit';
import { newPasswordRules, validateNewPassword, type NewPasswordValues } from './password-rules';
import { fieldErrorsOf, generalErrorOf } from './server-errors';

interface ChangePasswordValues extends NewPasswordValues {
  currentPassword: string;
}

const validateChange = createFormValidator<ChangePasswordValues>({
  currentPassword: required(),
  newPassword: newPasswordRules.newPassword,
  confirmPassword: [required(), matches<ChangePasswordValues>('newPassword', 'password')],
});

function NewPasswordFields() {
  return (
    <>
      <TextField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, mixing letters with numbers or symbols."
      />
      <TextField
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/** /change-Password (protected): the current password, then the new one twice. */
export function ChangePasswordPage() {
  usePageTitle('Change password');
  const submit = useSubmit();
  const [isChanged, setIsChanged] = useState(false);
  return (
    <section className="shell-page session-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">Change password</h1>
      {isChanged ? (
        <p role="status">Your password has been changed.</p>
      ) : (
        <Formik<ChangePasswordValues>
          initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
          validate={validateChange}
          onSubmit={async (values, helpers) => {
            try {
              await submit('session/passwordChangeSubmitted', {
                currentPassword: values.currentPassword,
                newPassword: values.newPassword,
              });
              setIsChanged(true);
            } catch (error) {
              const fieldErrors = fieldErrorsOf(error, ['currentPassword', 'newPassword']);
              helpers.setErrors(fieldErrors);
              helpers.setStatus(generalErrorOf(error, fieldErrors));
            }
          }}
        >
          {({ isSubmitting, status }) => (
            <Form noValidate className="session-form" aria-label="Change password">
              <FormAlert message={status as string | undefined} />
              <TextField
                name="currentPassword"
                label="Current password"
                type="password"
                autoComplete="current-password"
              />
              <NewPasswordFields />
              <button type="submit" className="button" disabled={isSubmitting}>
                Change password
              </button>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}

/** /force-password-change: a flagged customer chooses a new password before anything else. */
export function ForcePasswordChangePage() {
  usePageTitle('Change your password');
  const submit = useSubmit();
  const navigate = useNavigate();
  return (
    <section className="shell-page session-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">Change your password</h1>
      <p>For your security, please choose a new password before you continue.</p>
      <Formik<NewPasswordValues>
        initialValues={{ newPassword: '', confirmPassword: '' }}
        validate={validateNewPassword}
        onSubmit={async (values, helpers) => {
          try {
            await submit('session/forcedPasswordChangeSubmitted', {
              newPassword: values.newPassword,
            });
            void navigate('/', { replace: true });
          } catch (error) {
            const fieldErrors = fieldErrorsOf(error, ['newPassword']);
            helpers.setErrors(fieldErrors);
            helpers.setStatus(generalErrorOf(error, fieldErrors));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate className="session-form" aria-label="Change your password">
            <FormAlert message={status as string | undefined} />
            <NewPasswordFields />
            <button type="submit" className="button" disabled={isSubmitting}>
              Save new password
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
