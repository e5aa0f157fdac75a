import { type WithdrawalMethodCode } from '../payments/model';

/**
 * What each withdrawal method pays to and the least it pays out (dollars). Bank transfers cost
 * the shop a fee each, international ones more; PayPal and donations carry none.
 */
export const withdrawalMethodRules: Readonly<
  Record<WithdrawalMethodCode, { name: string; minAmount: number }>
> = {
  tt: { name: 'Bank account', minAmount: 10 },
  tw: { name: 'International bank transfer', minAmount: 50 },
  pl: { name: 'PayPal', minAmount: 1 },
  do: { name: 'Donation to a cause', minAmount: 1 },
};

export const withdrawalStatusLabels = {
  awaiting_approval: 'Pending',
  queued: 'Pending',
  paid: 'Paid',
  rejected: 'Rejected',
  returned: 'Returned',
} as const;

/** What the customer reads when they cannot withdraw yet; the screen links to verification. */
export const withdrawalMessages = {
  notVerified: 'Please verify your identity before you withdraw. Verification takes a few minutes.',
} as const;

export const accountVerificationPath = '/account-verification';
