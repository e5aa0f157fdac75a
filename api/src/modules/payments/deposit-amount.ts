import { currency, maximumAmount, minimumAmount } from 'shared-kernel/contract/validation';
import { ApiError } from '../../http/envelope';

/** What one deposit by a method may be, in cents. */
export interface DepositBounds {
  minAmountCents: number;
  maxAmountCents: number;
}

function refused(message: string): ApiError {
  return new ApiError(422, 'invalid_amount', message, { amount: [message] });
}

/**
 * A deposit's amount as cents: dollars as a string ("12.50") or a number, at most two decimals,
 * within the method's bounds; otherwise 422 with the form message of product.md §5 on `amount`
 * ('Amount must follow format e.g: 1.50', 'Please enter an amount equal to or greater than …').
 */
export function depositCentsOf(amount: unknown, bounds: DepositBounds): number {
  const text =
    typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount : '';
  const trimmed = text.trim();
  const formatMessage = currency()(trimmed, {});
  if (trimmed === '' || formatMessage !== undefined || !/^[0-9]+(\.[0-9]{1,2})?$/.test(trimmed)) {
    throw refused(formatMessage ?? 'Amount must follow format e.g: 1.50');
  }
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw refused('Amount must follow format e.g: 1.50');
  const dollars = cents / 100;
  const tooLittle = minimumAmount(bounds.minAmountCents / 100)(dollars, {});
  if (tooLittle !== undefined || cents <= 0) {
    throw refused(tooLittle ?? minimumAmount(bounds.minAmountCents / 100)(0, {}) ?? '');
  }
  const tooMuch = maximumAmount(bounds.maxAmountCents / 100)(dollars, {});
  if (tooMuch !== undefined) throw refused(tooMuch);
  return cents;
}
