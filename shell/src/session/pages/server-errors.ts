import { errorMessageFallback, isApiError } from 'shared-kernel';

/** Field errors of a refused submission, for Formik's setErrors (server names camelCased). */
export function fieldErrorsOf(error: unknown, fields: readonly string[]): Record<string, string> {
  if (!isApiError(error)) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) errors[field] = message;
  }
  return errors;
}

/**
 * The message a form shows above its fields: the server's own words, else the fallback. A message
 * already shown beside a field (`shownFieldErrors`) is not repeated above the form.
 */
export function generalErrorOf(
  error: unknown,
  shownFieldErrors: Readonly<Record<string, string>> = {},
): string | undefined {
  const message = formMessageOf(error);
  return Object.values(shownFieldErrors).includes(message) ? undefined : message;
}

function formMessageOf(error: unknown): string {
  if (isApiError(error) && error.isResponse && error.message) {
    return error.message.startsWith('The API responded with')
      ? errorMessageFallback
      : error.message;
  }
  return errorMessageFallback;
}
