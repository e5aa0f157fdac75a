import isEmail from 'validator/lib/isEmail';
import { isAustralianPhoneNumber, validationMessages } from '../validation/rules';

/** Payment address types of a bank account (product.md §3 Payments). */
export const bankAccountTypes = [
  'national',
  'international',
  'payid_email',
  'payid_phone',
] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];

export const bankAccountTypeLabels: Readonly<Record<BankAccountType, string>> = {
  national: 'Australian bank account (BSB)',
  international: 'International bank account (SWIFT)',
  payid_email: 'PayID (email address)',
  payid_phone: 'PayID (phone number)',
};

export const bankAccountMessages = {
  bsb: 'Please enter a 6 digit BSB, e.g. 062-000',
  nationalAccountNumber: 'Please enter an account number of 5 to 9 digits',
  swift: 'Please enter a SWIFT/BIC code of 8 or 11 letters and digits',
  internationalAccountNumber:
    'Please enter an IBAN or account number of up to 34 letters and digits',
  accountName: "Please enter the account holder's name.",
  payidEmail: validationMessages.email,
  payidPhone: validationMessages.phone,
} as const;

/** What a customer types for a bank account: `bankCode` is the BSB or the SWIFT/BIC code. */
export interface BankAccountInput {
  type: BankAccountType;
  bankCode: string;
  accountNumber: string;
  accountName: string;
}

/** Errors keyed by the server's field names (api.md §8.1): account_number, bsb, swift, account_name. */
export type BankAccountServerField = 'account_number' | 'bsb' | 'swift' | 'account_name';

/** `123-456` or `123456` → `123456`; null when it is not 6 digits. */
export function bsbDigitsOf(text: string): string | null {
  const compact = text.trim().replace(/[\s-]/g, '');
  return /^\d{6}$/.test(compact) ? compact : null;
}

/** `123456` → `123-456`. */
export function formatBsb(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/** 8 or 11 letters and digits: bank (4 letters), country (2 letters), location, branch. */
export function isSwiftCode(text: string): boolean {
  return /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(text.trim().toUpperCase());
}

/** What is stored for each field: BSB digits, upper-case SWIFT/IBAN, trimmed PayID. */
export function normaliseBankAccount(input: BankAccountInput): BankAccountInput {
  const compact = (text: string) => text.trim().replace(/\s+/g, '');
  const accountName = input.accountName.trim().replace(/\s+/g, ' ');
  switch (input.type) {
    case 'national':
      return {
        type: input.type,
        bankCode: bsbDigitsOf(input.bankCode) ?? input.bankCode.trim(),
        accountNumber: compact(input.accountNumber).replace(/-/g, ''),
        accountName,
      };
    case 'international':
      return {
        type: input.type,
        bankCode: compact(input.bankCode).toUpperCase(),
        accountNumber: compact(input.accountNumber).toUpperCase(),
        accountName,
      };
    case 'payid_email':
      return {
        type: input.type,
        bankCode: '',
        accountNumber: input.accountNumber.trim().toLowerCase(),
        accountName,
      };
    case 'payid_phone':
      return {
        type: input.type,
        bankCode: '',
        accountNumber: compact(input.accountNumber),
        accountName,
      };
  }
}

/**
 * The checks of a bank account, keyed by the server's field names; empty when it is valid.
 * The server answers these as field errors; the client maps them to its fields (api.md §8.1).
 */
export function bankAccountErrors(
  raw: BankAccountInput,
): Partial<Record<BankAccountServerField, string>> {
  const input = normaliseBankAccount(raw);
  const errors: Partial<Record<BankAccountServerField, string>> = {};
  if (input.type === 'national') {
    if (!/^\d{6}$/.test(input.bankCode)) errors.bsb = bankAccountMessages.bsb;
    if (!/^\d{5,9}$/.test(input.accountNumber)) {
      errors.account_number = bankAccountMessages.nationalAccountNumber;
    }
  } else if (input.type === 'international') {
    if (!isSwiftCode(input.bankCode)) errors.swift = bankAccountMessages.swift;
    if (!/^[A-Z0-9]{1,34}$/.test(input.accountNumber)) {
      errors.account_number = bankAccountMessages.internationalAccountNumber;
    }
  } else if (input.type === 'payid_email') {
    if (!isEmail(input.accountNumber)) errors.account_number = bankAccountMessages.payidEmail;
  } else if (!isAustralianPhoneNumber(input.accountNumber)) {
    errors.account_number = bankAccountMessages.payidPhone;
  }
  const digits = input.accountName.replace(/\D/g, '').length;
  if (input.accountName === '' || digits >= 13)
    errors.account_name = bankAccountMessages.accountName;
  return errors;
}

/** Whether a bank account type has a BSB or SWIFT code (PayIDs have none). */
export function hasBankCode(type: BankAccountType): type is 'national' | 'international' {
  return type === 'national' || type === 'international';
}
