import { ApiError } from 'shared-kernel';
import {
  type CallOptions,
  type CamelCased,
  clientOf,
  encode,
  withIdempotencyKey,
  withSignal,
} from '../call';
import { depositOf, type DepositInput, type DepositView } from './endpoints';
import { type DepositWire } from './wire';

// Deposits by the methods other than a saved card (api.md §7.7, product.md §3 Payments).

/** Bank deposit methods: bank transfer, BPAY, PayID transfer, direct debit. */
export const bankDepositMethodCodes = ['bd', 'bp', 'td', 'dd'] as const;
export type BankDepositMethodCode = (typeof bankDepositMethodCodes)[number];

/** Methods paid through a gateway's own path: Apple Pay, Google Pay and PayPal. */
export const gatewayDepositMethodCodes = ['ap', 'gp', 'pl'] as const;
export type GatewayDepositMethodCode = (typeof gatewayDepositMethodCodes)[number];

export function isBankDepositMethodCode(code: string): code is BankDepositMethodCode {
  return (bankDepositMethodCodes as readonly string[]).includes(code);
}

/** api.md §8.2: the code of the message that answers a deposit waiting for the customer's payment. */
export const depositPendingMessageCode = 'deposit_pending';

async function postDeposit(
  path: string,
  deposit: DepositInput,
  idempotencyKey: string,
  options: CallOptions,
): Promise<DepositView> {
  const response = await clientOf(options).request<CamelCased<DepositWire> | null>(
    withSignal(
      withIdempotencyKey({ method: 'POST', path, body: deposit }, idempotencyKey),
      options,
    ),
  );
  return depositOf(response.result, path);
}

/**
 * POST /v2/funds/{bd|bp|td|dd}/deposit (Idempotency-Key): a bank deposit. Answers it `pending`
 * with its `instructions` (pay to these details quoting the reference; message deposit_pending);
 * the money reaches the wallet once the bank feed or an operator settles it. A direct debit (dd)
 * names the verified bank account in `customerFundId`.
 */
export function depositByBankMethod(
  method: BankDepositMethodCode,
  deposit: DepositInput,
  idempotencyKey: string,
  options: CallOptions = {},
): Promise<DepositView> {
  return postDeposit(`/funds/${method}/deposit`, deposit, idempotencyKey, options);
}

/**
 * POST /v2/funds/{ap|gp|pl}/{gatewayKey}/deposit (Idempotency-Key): Apple Pay or Google Pay (the
 * wallet's payment token in `metadata.paymentToken`), or PayPal (answers approval_required).
 */
export function depositThroughGateway(
  method: GatewayDepositMethodCode,
  gatewayKey: string,
  deposit: DepositInput,
  idempotencyKey: string,
  options: CallOptions = {},
): Promise<DepositView> {
  const path = `/funds/${method}/${encode(gatewayKey)}/deposit`;
  return postDeposit(path, deposit, idempotencyKey, options);
}

/**
 * A payment token of the built-in test gateway's Apple Pay / Google Pay stand-in
 * (`POST /test-gateway/wallet-tokens?session=…`), for the customer whose card form session the
 * tokenisation URL names. Plain call, not under /v2, like the card tokenisation it sits beside.
 */
export async function fetchTestWalletToken(
  wallet: 'ap' | 'gp',
  tokenisationUrl: string,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<string> {
  const url = tokenisationUrl.replace('/test-gateway/tokens', '/test-gateway/wallet-tokens');
  const send = options.fetch ?? fetch;
  const response = await send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ wallet }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const body = (await response.json().catch(() => null)) as {
    result?: { token?: string };
    messages?: Array<{ message?: string }>;
  } | null;
  const token = body?.result?.token;
  if (!response.ok || !token) {
    throw new ApiError({
      status: response.ok ? 422 : response.status,
      message:
        body?.messages?.find((message) => message.message)?.message ??
        'The wallet did not give a payment token. Please try again.',
      url,
      isResponse: true,
    });
  }
  return token;
}
