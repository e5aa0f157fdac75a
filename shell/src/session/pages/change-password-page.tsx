import { layoutTexts } from 'shared-kernel/contract/texts';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createFormValidator, matches, required } from 'shared-kernel/contract/validation';
import { usePageTitle } from '../../layout/use-page-title';
import { useSubmit } from '../deferred';
import { FormAlert, TextField, useTranslation } from 'remote-kit';
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
  const { t } = useTranslation(layoutTexts);
  return (
    <>
      <TextField
        name="newPassword"
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('password.new_hint')}
      />
      <TextField
        name="confirmPassword"
        label={t('password.confirm_new')}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/** /change-Password (protected): the current password, then the new one twice. */
export function ChangePasswordPage() {
  const { t } = useTranslation(layoutTexts);
  usePageTitle(t('password.change_heading'));
  const submit = useSubmit();
  const [isChanged, setIsChanged] = useState(false);
  return (
    <section className="shell-page session-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">{t('password.change_heading')}</h1>
      {isChanged ? (
        <p role="status">{t('password.changed')}</p>
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
            <Form noValidate className="session-form" aria-label={t('password.change_heading')}>
              <FormAlert message={status as string | undefined} />
              <TextField
                name="currentPassword"
                label={t('password.current')}
                type="password"
                autoComplete="current-password"
              />
              <NewPasswordFields />
              <button type="submit" className="button" disabled={isSubmitting}>
                {t('password.change_submit')}
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
  const { t } = useTranslation(layoutTexts);
  usePageTitle(t('password.force_heading'));
  const submit = useSubmit();
  const navigate = useNavigate();
  return (
    <section className="shell-page session-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">{t('password.force_heading')}</h1>
      <p>{t('password.force_text')}</p>
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
          <Form noValidate className="session-form" aria-label={t('password.force_heading')}>
            <FormAlert message={status as string | undefined} />
            <NewPasswordFields />
            <button type="submit" className="button" disabled={isSubmitting}>
              {t('password.save_new')}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
