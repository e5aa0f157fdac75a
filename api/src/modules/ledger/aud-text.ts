import { ApiError } from '../../http/envelope';

const audNumber = new Intl.NumberFormat('en-AU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Cents as the shop's messages write them: 300 → 'A$3.00', 500000 → 'A$5,000.00'. */
export function audText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}A$${audNumber.format(Math.abs(cents) / 100)}`;
}

const amountFormatMessage = 'Amount must follow format e.g: 1.50';

/** Dollars of a request (a number with at most two decimals, above 0) as cents; else 422. */
export function centsOfDollars(dollars: number, field: string): number {
  const cents = Math.round(dollars * 100);
  if (Math.abs(cents - dollars * 100) > 1e-6 || cents <= 0) {
    throw new ApiError(422, 'invalid_amount', amountFormatMessage, {
      [field]: [amountFormatMessage],
    });
  }
  return cents;
}
