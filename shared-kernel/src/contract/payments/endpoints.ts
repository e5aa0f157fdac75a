import { ApiError, apiVersions } from 'shared-kernel';
import {
  type CamelCased,
  type CallOptions,
  clientOf,
  encode,
  withIdempotencyKey,
  type WithMoney,
  withSignal,
} from '../call';
import { toMoney } from '../money/money';
import {
  type CardGatewaysWire,
  type CardGatewayWire,
  type DepositRequestWire,
  type DepositWire,
  type FundWire,
  type PaymentMethodWire,
  type PaymentResolutionWire,
  type StrongCustomerAuthenticationWire,
} from './wire';

// Payment methods, saved cards, card gateways and deposits (api.md §7.7).

export type DepositView = WithMoney<CamelCased<DepositWire>, 'amount'>;

export type FundView = CamelCased<FundWire>;

export type PaymentMethodView = CamelCased<PaymentMethodWire>;

export type CardGatewayView = CamelCased<CardGatewayWire>;

export type PaymentResolutionView = WithMoney<CamelCased<PaymentResolutionWire>, 'amount'>;

export type StrongCustomerAuthenticationInput = CamelCased<StrongCustomerAuthenticationWire>;

export type DepositInput = CamelCased<DepositRequestWire>;

export function depositFromWire(deposit: CamelCased<DepositWire>): DepositView {
  return { ...deposit, amount: toMoney(deposit.amount) };
}

/** api.md §5: a deposit answer must be non-empty. */
export const invalidDepositResponseMessage =
  'Received invalid deposit response when attempting purchase';

export function depositOf(
  result: CamelCased<DepositWire> | null | undefined,
  url: string,
): DepositView {
  if (!result || typeof result !== 'object' || !result.depositId) {
    throw new ApiError({ status: 422, message: invalidDepositResponseMessage, url });
  }
  return depositFromWire(result);
}

// --- Payment methods, cards, deposits (api.md §7.7) ------------------------------------------

/** The `filter[]` criteria of api.md §7.7. */
export const paymentMethodFilters = {
  cart: 'funds.cart eq true',
  notWithdraw: 'funds.withdraw eq false',
  digitalWallets: 'funds.digital_wallets eq true',
  withdraw: 'funds.withdraw eq true',
  failedVerification: 'funds.failed_verification eq true',
} as const;

/** GET /v2/payment_methods (v3.2) with `filter[]` criteria. */
export async function fetchPaymentMethods(
  filters: readonly string[] = [],
  options: CallOptions = {},
): Promise<PaymentMethodView[]> {
  const response = await clientOf(options).request<unknown, PaymentMethodView>(
    withSignal(
      {
        path: '/payment_methods',
        version: apiVersions.paymentMethods,
        query: filters.length > 0 ? { filter: filters } : {},
        cache: false,
      },
      options,
    ),
  );
  return response.entities;
}

/** GET /v2/funds/card_gateways: the gateways cards can be added with, preferred first. */
export async function fetchCardGateways(options: CallOptions = {}): Promise<string[]> {
  const response = await clientOf(options).request<CamelCased<CardGatewaysWire>>(
    withSignal({ path: '/funds/card_gateways', cache: false }, options),
  );
  return response.result.availableCardGateways;
}

/** GET /v2/funds/{gateway}: where the browser tokenises a card for that gateway. */
export async function fetchCardGateway(
  gateway: string,
  options: CallOptions = {},
): Promise<CardGatewayView> {
  const response = await clientOf(options).request<CardGatewayView>(
    withSignal({ path: `/funds/${encode(gateway)}`, cache: false }, options),
  );
  return response.result;
}

export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  csc: string;
}

export interface CardToken {
  token: string;
  brand: string;
  last4: string;
  expiry: string;
}

/** The API origin (`http://host/v2` → `http://host`), where the built-in test gateway lives. */
export async function apiOrigin(options: CallOptions = {}): Promise<string> {
  const base = await clientOf(options).serviceUrl('api');
  return base.replace(/\/v2$/, '');
}

function firstMessageOf(body: unknown): string | null {
  const messages = (body as { messages?: Array<{ message?: string }> } | null)?.messages;
  return messages?.find((message) => message.message)?.message ?? null;
}

/**
 * The card goes to the gateway only (`POST {tokenisationUrl}`, by default the built-in test
 * gateway's `/test-gateway/tokens` on the API origin): a plain call, not signed and not under
 * /v2, so the shop's services never see the number. Answers the gateway's token.
 */
export async function tokeniseCard(
  card: CardDetails,
  tokenisationUrl: string | null,
  options: CallOptions & { fetch?: typeof fetch } = {},
): Promise<CardToken> {
  const url = tokenisationUrl ?? `${await apiOrigin(options)}/test-gateway/tokens`;
  const send = options.fetch ?? fetch;
  const response = await send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number: card.number.replace(/\s+/g, ''),
      expiry_month: card.expiryMonth,
      expiry_year: card.expiryYear,
      csc: card.csc,
    }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      message: firstMessageOf(body) ?? 'The card could not be checked.',
      url,
      isResponse: true,
    });
  }
  const answer = ((body as { result?: unknown } | null)?.result ?? body) as CardToken;
  return answer;
}

export interface CardAddInput {
  token: string;
  name: string;
  makeDefault?: boolean;
}

/** POST /v2/funds/cc/{gateway}: a card saved from the gateway's token. */
export async function addCard(
  gateway: string,
  card: CardAddInput,
  options: CallOptions = {},
): Promise<FundView> {
  const response = await clientOf(options).request<FundView>(
    withSignal({ method: 'POST', path: `/funds/cc/${encode(gateway)}`, body: card }, options),
  );
  return response.result;
}

/** POST /v2/funds/{fundId}/deposit (Idempotency-Key): the wallet topped up from a card. */
export async function depositFunds(
  fundId: string,
  deposit: DepositInput,
  idempotencyKey: string,
  options: CallOptions = {},
): Promise<DepositView> {
  const path = `/funds/${encode(fundId)}/deposit`;
  const response = await clientOf(options).request<CamelCased<DepositWire> | null>(
    withSignal(
      withIdempotencyKey({ method: 'POST', path, body: deposit }, idempotencyKey),
      options,
    ),
  );
  return depositOf(response.result, path);
}

/** The deposit method of PayPal (product.md §3 Payments). */
export const payPalDepositMethodCode = 'pl' as const;

/**
 * POST /v2/funds/pl/paypal/deposit (Idempotency-Key): the wallet topped up through PayPal.
 * Answers the deposit approval_required: send the whole window to `approval.url`, from where
 * PayPal returns to /checkout/deposit/{depositId}/success or /cancel.
 */
export async function depositWithPayPal(
  deposit: DepositInput,
  idempotencyKey: string,
  options: CallOptions = {},
): Promise<DepositView> {
  const path = `/funds/${payPalDepositMethodCode}/paypal/deposit`;
  const response = await clientOf(options).request<CamelCased<DepositWire> | null>(
    withSignal(
      withIdempotencyKey({ method: 'POST', path, body: deposit }, idempotencyKey),
      options,
    ),
  );
  return depositOf(response.result, path);
}

/**
 * GET /v2/funds/{depositId}/deposit: a deposit now (after a 3-D Secure challenge, or back from
 * PayPal, when the server captures an approved payment).
 */
export async function fetchDeposit(
  depositId: string,
  options: CallOptions = {},
): Promise<DepositView> {
  const path = `/funds/${encode(depositId)}/deposit`;
  const response = await clientOf(options).request<CamelCased<DepositWire> | null>(
    withSignal({ path, cache: false }, options),
  );
  return depositOf(response.result, path);
}

/**
 * POST /v2/funds/{depositId}/deposit/cancel: back from PayPal's cancel link. A deposit PayPal has
 * not approved is failed (nothing charged); one it approved after all is settled and answered.
 */
export async function cancelDepositApproval(
  depositId: string,
  options: CallOptions = {},
): Promise<DepositView> {
  const path = `/funds/${encode(depositId)}/deposit/cancel`;
  const response = await clientOf(options).request<CamelCased<DepositWire> | null>(
    withSignal({ method: 'POST', path }, options),
  );
  return depositOf(response.result, path);
}

/** GET /v2/payment_resolutions (v3.3): recurring purchases whose payment failed. */
export async function fetchPaymentResolutions(
  options: CallOptions = {},
): Promise<PaymentResolutionView[]> {
  const response = await clientOf(options).request<unknown, CamelCased<PaymentResolutionWire>>(
    withSignal({ path: '/payment_resolutions', version: apiVersions.cart, cache: false }, options),
  );
  return response.entities.map((resolution) => ({
    ...resolution,
    amount: toMoney(resolution.amount),
  }));
}
