import { type WithdrawalMethodCode } from './repository';
import { BankTransferQueue, type PayoutAdapter } from './payout-port';
import { defaultPayPalPayoutsApiBase, PayPalPayouts } from './payout-paypal';

/** The payout adapter of each withdrawal method. */
export interface PayoutAdapters {
  adapterFor(methodCode: WithdrawalMethodCode): PayoutAdapter;
  /** The adapter of a withdrawal handed over before, by its key. */
  byKey(key: string): PayoutAdapter | null;
}

/**
 * Bank accounts (tt, tw) and donations to causes (do) are paid by the built-in bank transfer
 * queue. PayPal accounts (pl) are paid by PayPal Payouts when PAYPAL_CLIENT_ID and
 * PAYPAL_CLIENT_SECRET are set (at PAYPAL_API_URL, PayPal's sandbox by default), otherwise by the
 * bank transfer queue too (an operator pays and marks them).
 */
export function payoutAdaptersFor(environment: NodeJS.ProcessEnv): PayoutAdapters {
  const bankTransfers = new BankTransferQueue();
  const clientId = environment.PAYPAL_CLIENT_ID?.trim();
  const clientSecret = environment.PAYPAL_CLIENT_SECRET?.trim();
  const paypal =
    clientId && clientSecret
      ? new PayPalPayouts({
          clientId,
          clientSecret,
          apiBase: environment.PAYPAL_API_URL?.trim() || defaultPayPalPayoutsApiBase,
        })
      : bankTransfers;
  return adaptersOf(bankTransfers, paypal);
}

export function adaptersOf(bankTransfers: PayoutAdapter, paypal: PayoutAdapter): PayoutAdapters {
  return {
    adapterFor: (methodCode) => (methodCode === 'pl' ? paypal : bankTransfers),
    byKey: (key) => [bankTransfers, paypal].find((adapter) => adapter.key === key) ?? null,
  };
}

/**
 * Dollars of WITHDRAWAL_APPROVAL_THRESHOLD as cents (`1000`, `1500.50`); A$1,000.00 when unset.
 * Anything else (a sign, a comma, more than two decimals, `1e3`) stops the start with a message.
 */
export function approvalThresholdCentsOf(environment: NodeJS.ProcessEnv): number {
  const text = environment.WITHDRAWAL_APPROVAL_THRESHOLD?.trim();
  if (!text) return 100_000;
  const amount = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!amount) {
    throw new Error(
      `WITHDRAWAL_APPROVAL_THRESHOLD "${text}" is not an amount of dollars (like 1000 or 1500.50)`,
    );
  }
  return Number(amount[1]) * 100 + Number((amount[2] ?? '').padEnd(2, '0'));
}
