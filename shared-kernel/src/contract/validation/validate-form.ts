import { type ValidationRule } from './rules';

/** Rules per field; a field's rules run in order and the first failure is its error. */
export type FieldRules<Values> = Partial<
  Record<keyof Values & string, ValidationRule<Values> | ReadonlyArray<ValidationRule<Values>>>
>;

/** One message per failing field; empty when the form is valid (Formik's `errors` shape). */
export type FormErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** The first message of `rules` for `value`, or undefined when every rule passes. */
export function validateField<Values>(
  value: unknown,
  values: Values,
  rules: ValidationRule<Values> | ReadonlyArray<ValidationRule<Values>>,
): string | undefined {
  const list: ReadonlyArray<ValidationRule<Values>> = typeof rules === 'function' ? [rules] : rules;
  for (const rule of list) {
    const message = rule(value, values);
    if (message) return message;
  }
  return undefined;
}

/**
 * Gathers the errors of every field (product.md §5). The form is valid only when the result is
 * empty (`isFormValid`). Usable as Formik's `validate`:
 * `validate={(values) => validateForm(values, rules)}`.
 */
export function validateForm<Values extends object>(
  values: Values,
  rulesByField: FieldRules<Values>,
): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  const fields = Object.keys(rulesByField) as Array<keyof Values & string>;
  for (const field of fields) {
    const rules = rulesByField[field];
    if (!rules) continue;
    const message = validateField((values as Record<string, unknown>)[field], values, rules);
    if (message) errors[field] = message;
  }
  return errors;
}

export function isFormValid<Values>(errors: FormErrors<Values>): boolean {
  return Object.values(errors).every((message) => !message);
}

/** A Formik `validate` function for fixed rules. */
export function createFormValidator<Values extends object>(
  rulesByField: FieldRules<Values>,
): (values: Values) => FormErrors<Values> {
  return (values) => validateForm(values, rulesByField);
}
