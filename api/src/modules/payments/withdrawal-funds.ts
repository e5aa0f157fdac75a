import { ApiError } from '../../http/envelope';
import { type Fund } from './fund-records';

/** Withdrawal method → what it pays to, in words. */
const destinations = {
  tt: 'an Australian bank account or PayID',
  tw: 'an international bank account',
  pl: 'a PayPal account',
} as const;

export function fundNotFound(): ApiError {
  return new ApiError(404, 'fund_not_found', 'We could not find that account.');
}

/** Whether a fund may receive a withdrawal by the method: tt national/PayID, tw international, pl PayPal. */
export function fitsWithdrawalMethod(fund: Fund, methodCode: 'tt' | 'pl' | 'tw'): boolean {
  if (methodCode === 'pl') return fund.type === 'paypal';
  if (fund.type !== 'bank' || fund.bankType === null) return false;
  return methodCode === 'tw'
    ? fund.bankType === 'international'
    : fund.bankType !== 'international';
}

/** Why the fund cannot receive the withdrawal, or null when it can. */
export function withdrawalFundProblem(fund: Fund, methodCode: 'tt' | 'pl' | 'tw'): ApiError | null {
  if (!fitsWithdrawalMethod(fund, methodCode)) {
    return new ApiError(
      422,
      'invalid_withdrawal_fund',
      `This withdrawal method pays to ${destinations[methodCode]}. Please choose one.`,
    );
  }
  if (fund.type === 'bank' && fund.verificationStatus !== 'Verified') {
    return new ApiError(
      422,
      'bank_account_not_verified',
      `This bank account cannot receive withdrawals: its status is ${fund.verificationStatus ?? 'Unverified'}. Please choose a verified bank account.`,
    );
  }
  return null;
}
