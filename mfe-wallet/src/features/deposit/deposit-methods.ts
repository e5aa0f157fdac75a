import { pageTextsOf } from 'shared-kernel/contract/format';
import { type DepositMethodCode, type PaymentMethodView } from 'shared-kernel/contract/payments';
import { walletTexts } from 'shared-kernel/contract/texts';
import {
  currency,
  maximumAmount,
  minimumAmount,
  minimumAmountDefault,
  required,
} from 'shared-kernel/contract/validation';

/** The texts of the page's locale (read on each use: the visitor may change region). */
const textsNow = () => pageTextsOf(walletTexts);

/** The deposit methods of product.md §3, in the order they are offered. */
const offeredOrder: readonly DepositMethodCode[] = ['cc', 'pl', 'ap', 'gp', 'bd', 'bp', 'td', 'dd'];

/** A deposit method in the customer's words. */
export function depositMethodNameOf(code: string | undefined): string {
  const t = textsNow();
  switch (code as DepositMethodCode | undefined) {
    case 'cc':
      return t('wallet.method_card');
    case 'pl':
      return t('wallet.method_paypal');
    case 'ap':
      return t('wallet.method_apple_pay');
    case 'gp':
      return t('wallet.method_google_pay');
    case 'bd':
      return t('wallet.method_bank_transfer');
    case 'bp':
      return t('wallet.method_bpay');
    case 'td':
      return t('wallet.method_payid');
    case 'dd':
      return t('wallet.method_direct_debit');
    default:
      return t('wallet.deposit');
  }
}

/** The quick amounts of the deposit form, in dollars. */
export const quickAmounts = [10, 20, 50, 100] as const;

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

/** The words of a line of a bank deposit's instructions (keys as the client receives them). */
export function instructionLabelOf(key: string): string {
  const t = textsNow();
  switch (key) {
    case 'accountName':
      return t('wallet.instruction_account_name');
    case 'bsb':
      return t('wallet.instruction_bsb');
    case 'accountNumber':
      return t('wallet.instruction_account_number');
    case 'billerCode':
      return t('wallet.instruction_biller_code');
    case 'payId':
      return t('wallet.instruction_payid');
    case 'reference':
      return t('wallet.instruction_reference');
    default:
      return key;
  }
}

/** What the customer does to pay a bank deposit. */
export function instructionIntroductionOf(code: string | undefined): string | null {
  const t = textsNow();
  switch (code as DepositMethodCode | undefined) {
    case 'bd':
      return t('wallet.introduction_bank_transfer');
    case 'bp':
      return t('wallet.introduction_bpay');
    case 'td':
      return t('wallet.introduction_payid');
    case 'dd':
      return t('wallet.introduction_direct_debit');
    default:
      return null;
  }
}

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
