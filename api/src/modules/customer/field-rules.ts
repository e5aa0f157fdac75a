import { DateTime } from 'luxon';
import { australianStates } from 'shared-kernel/contract/customer';
import {
  email as emailRule,
  minimumAge,
  minimumAgeDefault,
  phone,
  postCode,
  required,
  type ValidationRule,
} from 'shared-kernel/contract/validation';

export const customerFieldMessages = {
  state: 'Please choose a state or territory',
  country: 'Please choose a country',
} as const;

/** The customer's own fields, as signup and the details page both take them. */
export interface CustomerFieldsInput {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  dateOfBirth?: string | undefined;
  phoneNumber?: string | undefined;
  address?: string | undefined;
  suburb?: string | undefined;
  postcode?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
}

export type CustomerField = keyof CustomerFieldsInput;

/**
 * The one set of rules for a customer's fields (product.md §5 "Registration and customer"): every
 * field required, email, phone and post code formats, the minimum age, a choosable state and a
 * two-letter country. The first failing rule of a field is its message.
 */
export function customerFieldErrors(
  input: CustomerFieldsInput,
  now: () => Date,
): Partial<Record<CustomerField, string>> {
  const sydneyToday = () => DateTime.fromJSDate(now()).setZone('Australia/Sydney');
  const checks: Array<[CustomerField, unknown, ValidationRule[]]> = [
    ['email', input.email, [required(), emailRule()]],
    ['firstName', input.firstName?.trim(), [required()]],
    ['lastName', input.lastName?.trim(), [required()]],
    [
      'dateOfBirth',
      input.dateOfBirth,
      [required(), minimumAge({ years: minimumAgeDefault, now: sydneyToday })],
    ],
    ['phoneNumber', input.phoneNumber, [required(), phone()]],
    ['address', input.address?.trim(), [required()]],
    ['suburb', input.suburb?.trim(), [required()]],
    ['postcode', input.postcode, [required(), postCode()]],
    ['state', input.state, [required()]],
    ['country', input.country, [required()]],
  ];
  const errors: Partial<Record<CustomerField, string>> = {};
  for (const [field, value, rules] of checks) {
    for (const rule of rules) {
      const message = rule(value, input);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  if (!errors.state && !(australianStates as readonly string[]).includes(input.state ?? '')) {
    errors.state = customerFieldMessages.state;
  }
  if (!errors.country && !/^[A-Za-z]{2}$/.test(input.country ?? '')) {
    errors.country = customerFieldMessages.country;
  }
  return errors;
}

/** The errors keyed by the names a request used for the fields (`first_name` or `firstname`). */
export function fieldErrorsNamed(
  errors: Partial<Record<CustomerField, string>>,
  names: Record<CustomerField, string>,
): Record<string, string[]> {
  const named: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (message) named[names[field as CustomerField]] = [message];
  }
  return named;
}
