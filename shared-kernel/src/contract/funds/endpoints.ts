import { type CallOptions, type CamelCased, clientOf, encode, withSignal } from '../call';
import { apiOrigin, type FundView } from '../payments/endpoints';
import { type BankAccountType } from './bank-account';
import { type SetupIntentWire } from './wire';

// Bank accounts, PayPal accounts, setup intents, defaults and deletion of funds (api.md §7.7).

export type SetupIntentView = CamelCased<SetupIntentWire>;

/** GET /v2/funds: every card, bank account and PayPal account of the customer. */
export async function fetchFunds(options: CallOptions = {}): Promise<FundView[]> {
  const response = await clientOf(options).request<unknown, FundView>(
    withSignal({ path: '/funds', cache: false }, options),
  );
  return response.entities;
}

export interface BankAccountAddInput {
  type: BankAccountType;
  /** BSB or SWIFT/BIC; none for a PayID. */
  code?: string;
  accountNumber: string;
  accountName: string;
  makeDefault?: boolean;
}

/**
 * POST /v2/funds/bank-account (product.md §3 "Bank account payload: code, accountNumber,
 * accountName, type"). Field errors arrive as accountNumber and bankCode (api.md §8.1).
 */
export async function addBankAccount(
  account: BankAccountAddInput,
  options: CallOptions = {},
): Promise<FundView> {
  const response = await clientOf(options).request<FundView>(
    withSignal({ method: 'POST', path: '/funds/bank-account', body: account }, options),
  );
  return response.result;
}

/** The PayPal account gateway of `POST /v2/funds/pl/{gateway}`. */
export const payPalAccountGateway = 'braintree';

/** POST /v2/funds/pl/braintree: the PayPal account behind PayPal's nonce. */
export async function addPayPalAccount(
  nonce: string,
  options: CallOptions & { makeDefault?: boolean } = {},
): Promise<FundView> {
  const body = { nonce, ...(options.makeDefault ? { makeDefault: true } : {}) };
  const response = await clientOf(options).request<FundView>(
    withSignal({ method: 'POST', path: `/funds/pl/${payPalAccountGateway}`, body }, options),
  );
  return response.result;
}

/**
 * The built-in PayPal sandbox's stand-in for PayPal's login: the nonce for a PayPal address
 * (`POST {api origin}/test-gateway/paypal/account-nonces`, not under /v2).
 */
export async function sandboxPayPalNonce(
  email: string,
  options: CallOptions & { fetch?: typeof fetch } = {},
): Promise<string> {
  const url = `${await apiOrigin(options)}/test-gateway/paypal/account-nonces`;
  const send = options.fetch ?? fetch;
  const response = await send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error('PayPal did not answer');
  return ((await response.json()) as { nonce: string }).nonce;
}

/** POST /v2/funds/stripe/setup: a setup intent to save a card (Stripe's shape). */
export async function createSetupIntent(options: CallOptions = {}): Promise<SetupIntentView> {
  const response = await clientOf(options).request<SetupIntentView>(
    withSignal({ method: 'POST', path: '/funds/stripe/setup' }, options),
  );
  return response.result;
}

/** POST /v2/funds/{id}/default: answers every fund, the chosen one default of its type. */
export async function makeFundDefault(
  fundId: string,
  options: CallOptions = {},
): Promise<FundView[]> {
  const response = await clientOf(options).request<unknown, FundView>(
    withSignal({ method: 'POST', path: `/funds/${encode(fundId)}/default` }, options),
  );
  return response.entities;
}

/**
 * DELETE /v2/funds/{id}: answers the funds left. Needs a fresh second factor when two-factor is
 * on (403 REQUIRED: the shell's elevation prompt asks for the code and replays the call).
 */
export async function deleteFund(fundId: string, options: CallOptions = {}): Promise<FundView[]> {
  const response = await clientOf(options).request<unknown, FundView>(
    withSignal({ method: 'DELETE', path: `/funds/${encode(fundId)}` }, options),
  );
  return response.entities;
}
