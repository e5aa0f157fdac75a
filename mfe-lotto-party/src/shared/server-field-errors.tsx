import { useFormikContext } from 'formik';
import { useEffect } from 'react';

/** The server's refusal of a field's value: shown on the field while the value is the one refused. */
export interface ServerFieldError {
  field: string;
  message: string;
  value: unknown;
}

type Errors = Record<string, string | undefined>;

/**
 * A Formik `validate` that adds the server's refusals to the form's own checks: the form's own
 * message wins; the server's shows until the customer changes the value it refused.
 */
export function withServerErrors<Values extends object>(
  validate: (values: Values) => Errors,
  serverErrors: readonly ServerFieldError[],
): (values: Values) => Errors {
  return (values) => {
    const errors = { ...validate(values) };
    for (const refusal of serverErrors) {
      const value = (values as Record<string, unknown>)[refusal.field];
      const isRefusedValue =
        value === refusal.value ||
        (typeof value === 'string' && value.trim() === String(refusal.value).trim());
      if (!errors[refusal.field] && isRefusedValue) {
        errors[refusal.field] = refusal.message;
      }
    }
    return errors;
  };
}

/** Inside a Formik form: when the server refuses, its messages show on their fields at once. */
export function ServerErrorsShown({ errors }: { errors: readonly ServerFieldError[] }) {
  const { setFieldTouched, validateForm } = useFormikContext();
  useEffect(() => {
    if (errors.length === 0) return;
    for (const refusal of errors) void setFieldTouched(refusal.field, true, false);
    void validateForm();
  }, [errors, setFieldTouched, validateForm]);
  return null;
}
