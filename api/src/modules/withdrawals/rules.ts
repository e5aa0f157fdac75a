import { validationMessages } from 'shared-kernel/contract/validation';
import { withdrawalMethodRules } from 'shared-kernel/contract/withdrawals';
import { ApiError } from '../../http/envelope';
import { audText } from '../ledger/aud-text';
import { type WithdrawalMethodCode } from './repository';

function invalidAmount(code: string, message: string): ApiError {
  return new ApiError(422, code, message, { amount: [message] });
}

/** The least a withdrawal by the method pays out, in cents. */
export function minimumCentsOf(methodCode: WithdrawalMethodCode): number {
  return Math.round(withdrawalMethodRules[methodCode].minAmount * 100);
}

/**
 * Cents of the request's `amount.amount`: a number of dollars, at most two decimals, at least the
 * method's minimum (product.md §5 messages); else 422 with the message on `amount`.
 */
export function withdrawalCentsOf(amount: unknown, methodCode: WithdrawalMethodCode): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
    throw invalidAmount('invalid_amount', validationMessages.currency);
  }
  const cents = Math.round(amount * 100);
  if (Math.abs(cents - amount * 100) > 1e-6 || !Number.isSafeInteger(cents)) {
    throw invalidAmount('invalid_amount', validationMessages.currency);
  }
  const minimumCents = minimumCentsOf(methodCode);
  if (cents < minimumCents) {
    throw invalidAmount(
      'amount_below_minimum',
      validationMessages.minimumAmount(audText(minimumCents)),
    );
  }
  return cents;
}

/** More than the customer may withdraw: 422 naming what they may. */
export function moreThanWithdrawable(withdrawableCents: number): ApiError {
  return invalidAmount(
    'amount_above_withdrawable',
    validationMessages.maximumAmount(audText(withdrawableCents)),
  );
}
