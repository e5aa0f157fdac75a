import { layoutTexts } from 'shared-kernel/contract/texts';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { createFormValidator, required } from 'shared-kernel/contract/validation';
import { usePageTitle } from '../../layout/use-page-title';
import { useSubmit } from '../deferred';
import { CheckboxField, FormAlert, TextField, useTranslation } from 'remote-kit';
import { fieldErrorsOf, generalErrorOf } from './server-errors';

interface CloseAccountValues {
  password: string;
  understood: boolean;
}

/** /close-my-account (protected): the password confirms; the session then ends. */
export function CloseAccountPage() {
  const { t } = useTranslation(layoutTexts);
  usePageTitle(t('close_account.heading'));
  const submit = useSubmit();
  const validate = useMemo(
    () =>
      createFormValidator<CloseAccountValues>({
        password: required(),
        understood: required(t('close_account.understood_required')),
      }),
    [t],
  );
  return (
    <section className="shell-page session-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">{t('close_account.heading')}</h1>
      <p>{t('close_account.text')}</p>
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
          <Form noValidate className="session-form" aria-label={t('close_account.heading')}>
            <FormAlert message={status as string | undefined} />
            <TextField
              name="password"
              label={t('login.password')}
              type="password"
              autoComplete="current-password"
            />
            <CheckboxField name="understood">{t('close_account.understood')}</CheckboxField>
            <button type="submit" className="button button--danger" disabled={isSubmitting}>
              {t('close_account.submit')}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}

export function CloseAccountSuccessPage() {
  const { t } = useTranslation(layoutTexts);
  usePageTitle(t('close_account.closed_title'));
  return (
    <section className="shell-page session-page" aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading">{t('close_account.closed_heading')}</h1>
      <p>{t('close_account.closed_text')}</p>
      <p>
        <Link to="/">{t('close_account.home_link')}</Link>
      </p>
    </section>
  );
}
