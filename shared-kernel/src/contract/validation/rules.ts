import isCurrency from 'validator/lib/isCurrency';
import isEmail from 'validator/lib/isEmail';
import isHexColor from 'validator/lib/isHexColor';
import isMobilePhone from 'validator/lib/isMobilePhone';
import isNumeric from 'validator/lib/isNumeric';
import isPostalCode from 'validator/lib/isPostalCode';
import isURL from 'validator/lib/isURL';
import { DateTime } from 'luxon';
import { formatCurrency } from '../format/currency';
import { isUtmValue } from './utm';

export { isUtmValue };

/**
 * A rule reads a field's value (and the whole form, for rules such as "matches") and returns
 * the message to show, or undefined when the value passes. Rules other than `required`, `terms`,
 * `cardHolderName` and `twoFactorCode` pass an empty value, so optional fields stay optional;
 * combine them with `required()` for mandatory fields.
 */
export type ValidationRule<Values = unknown> = (
  value: unknown,
  values: Values,
) => string | undefined;

/** Messages of product.md §5 "Form messages" and "Two-factor", plus the rules it leaves unworded. */
export const validationMessages = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  numbersOnly: 'Please enter numbers only',
  phone: 'Please enter a valid phone number',
  currency: 'Amount must follow format e.g: 1.50',
  postCode: 'Please enter a valid post code',
  mismatch: (fieldName: string) => `Your ${fieldName} does not match`,
  terms: 'You must agree to the terms and conditions to proceed.',
  minimumAmount: (amount: string) => `Please enter an amount equal to or greater than ${amount}.`,
  maximumAmount: (amount: string) => `Please enter an amount equal to or less than ${amount}.`,
  cardHolderName: "Please enter the card holder's name.",
  twoFactorCode: 'A 6 digit code is required.',
  minimumAge: (years: number) => `You must be at least ${years} years old to sign up.`,
  dateOfBirth: 'Please enter a valid date of birth',
  hexColour: 'Please enter a colour of 3 or 6 hex digits, e.g. #ff6600',
  outgoingLink: 'Please enter a link that starts with http:// or https://',
  utmValue: 'Please use only letters, digits, underscore, hyphen and plus',
} as const;

/** Minimum amount of api.md §9. */
export const minimumAmountDefault = 0.01;
/** Minimum registration age of product.md §5. */
export const minimumAgeDefault = 18;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

/** A number from an amount field (`"$1,234.50"` → 1234.5); NaN when it is not one. */
export function amountFromInput(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = textOf(value).replace(/[$,\s]/g, '');
  return text === '' ? Number.NaN : Number(text);
}

/** Checks that pass empty values; `test` sees the trimmed text. */
function optionalTextRule(message: string, test: (text: string) => boolean): ValidationRule {
  return (value) => (isEmpty(value) || test(textOf(value)) ? undefined : message);
}

export function isAustralianPhoneNumber(text: string): boolean {
  const digits = text.replace(/[\s().-]/g, '');
  return isMobilePhone(digits, 'en-AU') || /^(\+?61|0)[2378]\d{8}$/.test(digits);
}

/** Up to two decimals, no negative; an optional `$` and thousands separators are allowed. */
export function isCurrencyAmount(text: string): boolean {
  return isCurrency(text, {
    allow_negatives: false,
    digits_after_decimal: [1, 2],
    thousands_separator: ',',
    symbol: '$',
  });
}

export function isHexColour(text: string): boolean {
  return /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(text) && isHexColor(text);
}

export function isOutgoingLink(text: string): boolean {
  return isURL(text, { protocols: ['http', 'https'], require_protocol: true });
}

export function isTwoFactorCode(text: string): boolean {
  return text.length === 6 && isNumeric(text, { no_symbols: true });
}

/** Truthy value required (product.md §5: "required means truthy"). */
export function required(message: string = validationMessages.required): ValidationRule {
  return (value) => (value ? undefined : message);
}

export function email(): ValidationRule {
  return optionalTextRule(validationMessages.email, (text) => isEmail(text));
}

export function numbersOnly(): ValidationRule {
  return optionalTextRule(validationMessages.numbersOnly, (text) =>
    isNumeric(text, { no_symbols: true }),
  );
}

/** Australian mobile (04…) or landline (02, 03, 07, 08), with 0 or +61; spaces and dashes ignored. */
export function phone(): ValidationRule {
  return optionalTextRule(validationMessages.phone, isAustralianPhoneNumber);
}

export function currency(): ValidationRule {
  return optionalTextRule(validationMessages.currency, isCurrencyAmount);
}

/** Australian post code: 4 digits. */
export function postCode(): ValidationRule {
  return optionalTextRule(validationMessages.postCode, (text) => isPostalCode(text, 'AU'));
}

/** The value must equal the value of `otherField` (e.g. password confirmation). */
export function matches<Values>(
  otherField: keyof Values & string,
  fieldName: string,
): ValidationRule<Values> {
  return (value, values) =>
    (values as Record<string, unknown>)[otherField] === value
      ? undefined
      : validationMessages.mismatch(fieldName);
}

/** The terms checkbox must be ticked. */
export function terms(): ValidationRule {
  return (value) => (value ? undefined : validationMessages.terms);
}

/** At least `amount` (default 0.01); the message shows the amount as currency. */
export function minimumAmount(amount: number = minimumAmountDefault): ValidationRule {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const entered = amountFromInput(value);
    return entered >= amount ? undefined : validationMessages.minimumAmount(formatCurrency(amount));
  };
}

/** At most `amount`; the message shows the amount as currency. */
export function maximumAmount(amount: number): ValidationRule {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const entered = amountFromInput(value);
    return entered <= amount ? undefined : validationMessages.maximumAmount(formatCurrency(amount));
  };
}

/** A name must be given, and must not hold 13 or more digits (a card number). */
export function cardHolderName(): ValidationRule {
  return (value) => {
    const text = textOf(value);
    const digitCount = text.replace(/\D/g, '').length;
    return text === '' || digitCount >= 13 ? validationMessages.cardHolderName : undefined;
  };
}

/** Exactly 6 digits; an empty or incomplete code fails too. */
export function twoFactorCode(): ValidationRule {
  return (value) => (isTwoFactorCode(textOf(value)) ? undefined : validationMessages.twoFactorCode);
}

export function hexColour(): ValidationRule {
  return optionalTextRule(validationMessages.hexColour, isHexColour);
}

export function outgoingLink(): ValidationRule {
  return optionalTextRule(validationMessages.outgoingLink, isOutgoingLink);
}

export function utmValue(): ValidationRule {
  return optionalTextRule(validationMessages.utmValue, isUtmValue);
}

/** A date of birth as ISO (`1990-01-31`), `31/01/1990`, a Date or a luxon DateTime. */
export function dateOfBirthFrom(value: unknown): DateTime | null {
  let date: DateTime | null = null;
  if (value instanceof DateTime) date = value;
  else if (value instanceof Date) date = DateTime.fromJSDate(value);
  else if (typeof value === 'string') {
    const text = value.trim();
    date = DateTime.fromISO(text);
    if (!date.isValid) date = DateTime.fromFormat(text, 'd/M/yyyy');
  }
  return date?.isValid ? date : null;
}

export interface MinimumAgeOptions {
  /** Default 18. */
  years?: number;
  /** Today's date; default now, in Australia/Sydney. */
  now?: () => DateTime;
}

/** The date of birth must be at least `years` (default 18) before today. */
export function minimumAge(options: MinimumAgeOptions = {}): ValidationRule {
  const years = options.years ?? minimumAgeDefault;
  const now = options.now ?? (() => DateTime.now().setZone('Australia/Sydney'));
  return (value) => {
    if (isEmpty(value)) return undefined;
    const dateOfBirth = dateOfBirthFrom(value);
    if (!dateOfBirth) return validationMessages.dateOfBirth;
    const today = now().startOf('day');
    const birthday = DateTime.fromObject(
      { year: dateOfBirth.year, month: dateOfBirth.month, day: dateOfBirth.day },
      { zone: today.zone },
    );
    return birthday.plus({ years }) <= today ? undefined : validationMessages.minimumAge(years);
  };
}
