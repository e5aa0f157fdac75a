import { isCurrencyAmount, validationMessages } from 'shared-kernel/contract/validation';
import { ApiError } from '../../http/envelope';
import { audText } from '../ledger/aud-text';
import { systemSpendLimit } from './limit-rules';

/** The least a limit may be: api.md §9's minimum amount. */
export const limitCentsMin = 1;

function refused(field: string, message: string): ApiError {
  return new ApiError(422, 'invalid_amount', message, { [field]: [message] });
}

/** Cents of a dollar amount given as a number, or as text such as "12.50" or "$1,250"; else null. */
function centsOf(value: number | string): number | null {
  if (typeof value === 'number') {
    const cents = Math.round(value * 100);
    const isExact = Number.isFinite(value) && Math.abs(cents - value * 100) < 1e-6;
    return isExact && value >= 0 ? cents : null;
  }
  const text = value.trim();
  if (!isCurrencyAmount(text)) return null;
  const [whole = '0', fraction = ''] = text.replace(/[$,]/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The limit a form asks for, in cents (product.md §5 form messages, on the form's field): given;
 * a currency amount (not negative, at most two decimals); at least A$0.01; at most the system
 * spend limit. Nothing is changed when this throws.
 */
export function limitCentsOf(value: number | string | undefined, field: string): number {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) {
    throw refused(field, validationMessages.required);
  }
  const cents = centsOf(value);
  if (cents === null || !Number.isSafeInteger(cents)) {
    throw refused(field, validationMessages.currency);
  }
  if (cents < limitCentsMin) {
    throw refused(field, validationMessages.minimumAmount(audText(limitCentsMin)));
  }
  if (cents > systemSpendLimit.amountCents) {
    throw refused(field, validationMessages.maximumAmount(audText(systemSpendLimit.amountCents)));
  }
  return cents;
}
