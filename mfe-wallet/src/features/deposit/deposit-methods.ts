import { type DepositMethodCode, type PaymentMethodView } from 'shared-kernel/contract/payments';
import {
  currency,
  maximumAmount,
  minimumAmount,
  minimumAmountDefault,
  required,
} from 'shared-kernel/contract/validation';

/** The deposit methods of product.md §3 in the customer's words, in the order they are offered. */
export const depositMethodNames: Record<DepositMethodCode, string> = {
  cc: 'Card',
  pl: 'PayPal',
  ap: 'Apple Pay',
  gp: 'Google Pay',
  bd: 'Bank transfer',
  bp: 'BPAY',
  td: 'PayID',
  dd: 'Direct debit',
};

const offeredOrder = Object.keys(depositMethodNames) as DepositMethodCode[];

/** The quick amounts of the deposit form, in dollars. */
export const quickAmounts = [10, 20, 50, 100] as const;

export function depositMethodNameOf(code: string | undefined): string {
  return depositMethodNames[code as DepositMethodCode] ?? 'Deposit';
}

/**
 * The methods the customer can deposit by now: enabled, and a direct debit only with a verified
 * bank account to debit.
 */
export function offeredMethodsOf(methods: readonly PaymentMethodView[]): PaymentMethodView[] {
  return offeredOrder.flatMap((code) => {
    const method = methods.find((candidate) => candidate.code === code);
    if (!method?.rules.enabled) return [];
    if (code === 'dd' && method.funds.length === 0) return [];
    return [method];
  });
}

/** The amount the method takes: at least its minAmount (default 0.01), at most its maxAmount. */
export function amountErrorOf(
  amount: string,
  method: PaymentMethodView | undefined,
): string | undefined {
  const rules = [
    required(),
    currency(),
    minimumAmount(method?.rules.minAmount ?? minimumAmountDefault),
    ...(method?.rules.maxAmount != null ? [maximumAmount(method.rules.maxAmount)] : []),
  ];
  return rules.map((rule) => rule(amount, {})).find(Boolean);
}

/** The words of each line of a bank deposit's instructions (keys as the client receives them). */
export const instructionLabels: Record<string, string> = {
  accountName: 'Account name',
  bsb: 'BSB',
  accountNumber: 'Account number',
  billerCode: 'Biller code',
  payId: 'PayID',
  reference: 'Reference',
};

/** What the customer does to pay a bank deposit. */
export const instructionIntroductions: Partial<Record<DepositMethodCode, string>> = {
  bd: 'Transfer the amount from your bank to this account, quoting the reference.',
  bp: 'Pay the amount with BPAY from your online banking, using this biller code and reference.',
  td: 'Pay the amount to this PayID from your online banking, quoting the reference.',
  dd: 'We will debit the amount from your bank account. It reaches your wallet once the bank confirms it.',
};

const unsafeSchemes = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:']);

/**
 * The successMobileDeepLink a receipt may offer: an app's own link scheme (`lottoshop://…`) or
 * a page of this shop's origin; never another website, never a script.
 */
export function appLinkOf(text: string | null, origin: string): string | null {
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (unsafeSchemes.has(url.protocol)) return null;
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    return url.origin === origin ? url.href : null;
  }
  return /^[a-z][a-z0-9+.-]*:$/.test(url.protocol) ? text : null;
}
