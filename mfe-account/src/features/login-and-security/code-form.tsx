import { Form, Formik } from 'formik';
import { useId } from 'react';
import { createFormValidator, twoFactorCode, twoFactorMessages } from 'shared-kernel';
import { CodeInput } from './code-input';

interface CodeFormProps {
  instructions: string;
  submitLabel: string;
  onSubmit: (code: string) => void;
  /** The last attempt's failure (incorrect, locked, …). */
  error: string | null;
  isLocked: boolean;
  isWorking: boolean;
}

const validate = createFormValidator<{ code: string }>({ code: twoFactorCode() });

/** The 6-digit code that confirms a two-factor setup; on submit it dispatches one event. */
export function CodeForm({
  instructions,
  submitLabel,
  onSubmit,
  error,
  isLocked,
  isWorking,
}: CodeFormProps) {
  const instructionsId = useId();
  const errorId = useId();
  const shownError = isLocked ? twoFactorMessages.locked : error;
  return (
    <Formik<{ code: string }>
      initialValues={{ code: '' }}
      validate={validate}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={(values, helpers) => {
        onSubmit(values.code);
        void helpers.setFieldValue('code', '', false);
      }}
    >
      {({ values, errors, setFieldValue, submitCount }) => {
        const message = (submitCount > 0 ? errors.code : undefined) ?? shownError;
        return (
          <Form noValidate className="two-factor-form" aria-label="Two-factor code">
            <p id={instructionsId}>{instructions}</p>
            <CodeInput
              value={values.code}
              onChange={(code) => void setFieldValue('code', code, false)}
              isDisabled={isLocked || isWorking}
              isInvalid={Boolean(message)}
              describedBy={message ? `${instructionsId} ${errorId}` : instructionsId}
            />
            {message ? (
              <p id={errorId} role="alert" className="form-field__error">
                {message}
              </p>
            ) : null}
            <button type="submit" className="button" disabled={isLocked || isWorking}>
              {submitLabel}
            </button>
          </Form>
        );
      }}
    </Formik>
  );
}
