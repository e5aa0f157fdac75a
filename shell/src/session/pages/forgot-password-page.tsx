import { layoutTexts } from 'shared-kernel/contract/texts';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { createFormValidator, email, required } from 'shared-kernel/contract/validation';
import { isApiError } from 'shared-kernel';
import { usePageTitle } from '../../layout/use-page-title';
import { useSubmit } from '../deferred';
import { FormAlert, TextField, useTranslation } from 'remote-kit';
import { validateNewPassword, type NewPasswordValues } from './password-rules';
import { fieldErrorsOf, generalErrorOf } from './server-errors';

/** api.md §8.2: an expired or used link. */
export const emailLinkInvalidMessage = 'Email link no longer valid';

const validateEmail = createFormValidator<{ email: string }>({ email: [required(), email()] });

function RequestResetForm() {
  const submit = useSubmit();
  const navigate = useNavigate();
  const { t } = useTranslation(layoutTexts);
  return (
    <Formik<{ email: string }>
      initialValues={{ email: '' }}
      validate={validateEmail}
      onSubmit={async (values, helpers) => {
        try {
          await submit('session/passwordResetRequested', { email: values.email.trim() });
          void navigate('/check-email', { state: { email: values.email.trim() } });
        } catch (error) {
          helpers.setErrors(fieldErrorsOf(error, ['email']));
          helpers.setStatus(generalErrorOf(error));
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate className="session-form" aria-label={t('forgot_password.heading')}>
          <p>{t('forgot_password.text')}</p>
          <FormAlert message={status as string | undefined} />
          <TextField name="email" label={t('login.email')} type="email" autoComplete="email" />
          <button type="submit" className="button" disabled={isSubmitting}>
            {t('forgot_password.send_link')}
          </button>
          <p>
            <Link to="/login">{t('forgot_password.back_to_login')}</Link>
          </p>
        </Form>
      )}
    </Formik>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const submit = useSubmit();
  const [outcome, setOutcome] = useState<'reset' | 'linkInvalid' | null>(null);
  const { t } = useTranslation(layoutTexts);
  if (outcome === 'reset') {
    return (
      <div role="status">
        <p>{t('forgot_password.reset_done')}</p>
        <p>
          <Link to="/login">{t('forgot_password.log_in')}</Link>
        </p>
      </div>
    );
  }
  if (outcome === 'linkInvalid') {
    return (
      <div>
        <p role="alert" className="form-alert">
          {emailLinkInvalidMessage}
        </p>
        <p>
          <Link to="/forgot-password">{t('forgot_password.send_new_link')}</Link>
        </p>
      </div>
    );
  }
  return (
    <Formik<NewPasswordValues>
      initialValues={{ newPassword: '', confirmPassword: '' }}
      validate={validateNewPassword}
      onSubmit={async (values, helpers) => {
        try {
          await submit('session/passwordResetSubmitted', { token, password: values.newPassword });
          setOutcome('reset');
        } catch (error) {
          if (isApiError(error) && error.code === 'email_link_invalid') {
            setOutcome('linkInvalid');
            return;
          }
          const fieldErrors = fieldErrorsOf(error, ['newPassword']);
          helpers.setErrors(fieldErrors);
          helpers.setStatus(generalErrorOf(error, fieldErrors));
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate className="session-form" aria-label={t('forgot_password.reset_form')}>
          <FormAlert message={status as string | undefined} />
          <TextField
            name="newPassword"
            label={t('password.new')}
            type="password"
            autoComplete="new-password"
          />
          <TextField
            name="confirmPassword"
            label={t('password.confirm_new')}
            type="password"
            autoComplete="new-password"
          />
          <button type="submit" className="button" disabled={isSubmitting}>
            {t('forgot_password.reset_submit')}
          </button>
        </Form>
      )}
    </Formik>
  );
}

/** /forgot-password asks for the address; the emailed link (?token=…) opens the reset form. */
export function ForgotPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { t } = useTranslation(layoutTexts);
  const heading = token ? t('forgot_password.reset_heading') : t('forgot_password.heading');
  usePageTitle(heading);
  return (
    <section className="shell-page session-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">{heading}</h1>
      {token ? <ResetPasswordForm token={token} /> : <RequestResetForm />}
    </section>
  );
}
