import { type BankAccountType, type BankAccountVerificationStatus } from './fund-records';

/**
 * The bank account verification port: does the account belong to the customer? An adapter
 * answers at once (Verified or Failed Verification) or, like a real account-name check run by a
 * bank or a verification service, answers Pending Verification with a reference and reports the
 * outcome later through `FundsService.settleVerification(reference, status)`.
 */
export interface BankAccountToVerify {
  customerId: string;
  /** The customer's full name as the shop knows it. */
  customerName: string;
  bankType: BankAccountType;
  bankCode: string | null;
  accountNumber: string;
  accountName: string;
}

export type BankAccountVerification =
  | { status: Extract<BankAccountVerificationStatus, 'Verified' | 'Failed Verification'> }
  | { status: 'Pending Verification'; reference: string };

export interface BankAccountVerifier {
  readonly key: string;
  verify(account: BankAccountToVerify): Promise<BankAccountVerification>;
}

/** Lower case, letters and digits only: `  Jane  O'Neil ` and `jane oneil` match. */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The built-in verifier: the account is Verified when the name on it is the customer's full name
 * (case, spacing and punctuation ignored), else Failed Verification. It asks no outside party.
 */
export class NameMatchVerifier implements BankAccountVerifier {
  readonly key = 'name_match';

  verify(account: BankAccountToVerify): Promise<BankAccountVerification> {
    const matches =
      comparableName(account.accountName) !== '' &&
      comparableName(account.accountName) === comparableName(account.customerName);
    return Promise.resolve({ status: matches ? 'Verified' : 'Failed Verification' });
  }
}
