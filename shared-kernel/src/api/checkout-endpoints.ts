import { toMoney, type Money } from '../domain/money';
import type {
  CardGatewaysWire,
  CardGatewayWire,
  CartWire,
  CheckoutWire,
  DepositPurchaseRequestWire,
  DepositRequestWire,
  DepositWire,
  FundWire,
  PartnerPurchaseRequestWire,
  PartnerWire,
  PaymentMethodWire,
  PaymentResolutionWire,
  PurchaseDataWire,
  ReceiptTicketWire,
  StrongCustomerAuthenticationWire,
} from '../wire';
import { idempotencyKeyHeader } from '../wire/checkout';
import { createUuid, getApiClient, type ApiClient } from './api-client';
import { apiVersions } from './api-constants';
import { ApiError } from './api-error';
import {
  cartFromWire,
  type CamelCased,
  type CartOwner,
  type CartView,
  type TicketBuild,
} from './catalog-endpoints';
import type { ApiRequest } from './types';

/**
 * Typed helpers of the checkout's calls (api.md §7.5, §7.7): cart edits, vouchers, purchase,
 * receipts, payment methods, cards, deposits with 3-D Secure, partner purchase. Every call that
 * moves money takes an idempotency key: make one per attempt (`createIdempotencyKey`) and send
 * the same key again when that attempt is retried, so the money moves once.
 */

type WithMoney<Value, Keys extends keyof Value> = Omit<Value, Keys> & {
  [Key in Keys]: null extends Value[Key] ? Money | null : Money;
};

export type ReceiptTicketView = WithMoney<CamelCased<ReceiptTicketWire>, 'price'>;
export type CheckoutView = Omit<
  WithMoney<
    CamelCased<CheckoutWire>,
    'subtotal' | 'discount' | 'total' | 'paidFromPromoCredit' | 'paidFromCash' | 'promoCreditAdded'
  >,
  'tickets'
> & { tickets: ReceiptTicketView[] };
export type DepositView = WithMoney<CamelCased<DepositWire>, 'amount'>;
export type FundView = CamelCased<FundWire>;
export type PaymentMethodView = CamelCased<PaymentMethodWire>;
export type CardGatewayView = CamelCased<CardGatewayWire>;
export type PartnerView = CamelCased<PartnerWire>;
export type PaymentResolutionView = WithMoney<CamelCased<PaymentResolutionWire>, 'amount'>;
export type PurchaseInput = CamelCased<PurchaseDataWire>;
export type StrongCustomerAuthenticationInput = CamelCased<StrongCustomerAuthenticationWire>;
export type DepositInput = CamelCased<DepositRequestWire>;
export type DepositPurchaseInput = CamelCased<DepositPurchaseRequestWire>;
export type PartnerPurchaseInput = CamelCased<PartnerPurchaseRequestWire>;

export interface CheckoutCallOptions {
  /** Default: the page's client (`getApiClient()`). */
  client?: ApiClient;
  signal?: AbortSignal;
}

/** A fresh key for one money-moving attempt; a retry of that attempt sends the same key. */
export function createIdempotencyKey(): string {
  return createUuid();
}

function clientOf(options: CheckoutCallOptions): ApiClient {
  return options.client ?? getApiClient();
}

function withSignal(request: ApiRequest, options: CheckoutCallOptions): ApiRequest {
  return options.signal ? { ...request, signal: options.signal } : request;
}

function withIdempotencyKey(request: ApiRequest, idempotencyKey: string): ApiRequest {
  return { ...request, headers: { ...request.headers, [idempotencyKeyHeader]: idempotencyKey } };
}

const encode = encodeURIComponent;

function cartBase(owner: CartOwner): string {
  return owner.kind === 'customer' ? '/cart' : `/anon-cart/${encode(owner.token)}`;
}

async function cartCall(request: ApiRequest, options: CheckoutCallOptions): Promise<CartView> {
  const response = await clientOf(options).request<CamelCased<CartWire>>(
    withSignal({ version: apiVersions.cart, cache: false, ...request }, options),
  );
  return cartFromWire(response.result);
}

export function checkoutFromWire(checkout: CamelCased<CheckoutWire>): CheckoutView {
  return {
    ...checkout,
    subtotal: toMoney(checkout.subtotal),
    discount: toMoney(checkout.discount),
    total: toMoney(checkout.total),
    paidFromPromoCredit: toMoney(checkout.paidFromPromoCredit),
    paidFromCash: toMoney(checkout.paidFromCash),
    promoCreditAdded: toMoney(checkout.promoCreditAdded),
    tickets: checkout.tickets.map((ticket) => ({ ...ticket, price: toMoney(ticket.price) })),
  };
}

export function depositFromWire(deposit: CamelCased<DepositWire>): DepositView {
  return { ...deposit, amount: toMoney(deposit.amount) };
}

/** api.md §5: a deposit answer must be non-empty. */
export const invalidDepositResponseMessage =
  'Received invalid deposit response when attempting purchase';

function depositOf(result: CamelCased<DepositWire> | null | undefined, url: string): DepositView {
  if (!result || typeof result !== 'object' || !result.depositId) {
    throw new ApiError({ status: 422, message: invalidDepositResponseMessage, url });
  }
  return depositFromWire(result);
}

// --- Cart (v3.3) ------------------------------------------------------------------------------

/** GET /v2/cart/items: the signed-in customer's cart. */
export function fetchCustomerCart(options: CheckoutCallOptions = {}): Promise<CartView> {
  return cartCall({ path: '/cart/items' }, options);
}

/** PUT /v2/cart/items/{id} or /v2/anon-cart/{token}/items/{id}: the item replaced by `ticket`. */
export function updateCartItem(
  owner: CartOwner,
  itemId: string,
  ticket: TicketBuild,
  options: CheckoutCallOptions = {},
): Promise<CartView> {
  return cartCall(
    { method: 'PUT', path: `${cartBase(owner)}/items/${encode(itemId)}`, body: ticket },
    options,
  );
}

/** DELETE /v2/cart/items/{id} (or the anonymous path): a ticket or a voucher leaves the cart. */
export function removeCartItem(
  owner: CartOwner,
  itemId: string,
  options: CheckoutCallOptions = {},
): Promise<CartView> {
  return cartCall(
    { method: 'DELETE', path: `${cartBase(owner)}/items/${encode(itemId)}` },
    options,
  );
}

/**
 * POST /v2/cart/promotion or /v2/anon-cart/{token}/promotion: a voucher code. A code that cannot
 * apply rejects with code promotion_not_added and the server's sentence.
 */
export function addPromotion(
  owner: CartOwner,
  promotionCode: string,
  options: CheckoutCallOptions = {},
): Promise<CartView> {
  return cartCall(
    { method: 'POST', path: `${cartBase(owner)}/promotion`, body: { promotionCode } },
    options,
  );
}

/** api.md §8.2: the message code of a voucher that was not applied. */
export const promotionNotAddedCode = 'promotion_not_added';

// --- Purchase and receipts ----------------------------------------------------------------------

/** POST /v2/cart/purchase (Idempotency-Key): the cart paid from the wallet; answers the receipt. */
export async function purchaseCart(
  purchase: PurchaseInput,
  idempotencyKey: string,
  options: CheckoutCallOptions = {},
): Promise<CheckoutView> {
  const response = await clientOf(options).request<CamelCased<CheckoutWire>>(
    withSignal(
      withIdempotencyKey(
        { method: 'POST', path: '/cart/purchase', version: apiVersions.cart, body: purchase },
        idempotencyKey,
      ),
      options,
    ),
  );
  return checkoutFromWire(response.result);
}

/** GET /v2/checkout/{checkoutID} (v3.4): a receipt. */
export async function fetchCheckout(
  checkoutId: string,
  options: CheckoutCallOptions = {},
): Promise<CheckoutView> {
  const response = await clientOf(options).request<CamelCased<CheckoutWire>>(
    withSignal(
      { path: `/checkout/${encode(checkoutId)}`, version: apiVersions.checkout, cache: false },
      options,
    ),
  );
  return checkoutFromWire(response.result);
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
  options: CheckoutCallOptions = {},
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
export async function fetchCardGateways(options: CheckoutCallOptions = {}): Promise<string[]> {
  const response = await clientOf(options).request<CamelCased<CardGatewaysWire>>(
    withSignal({ path: '/funds/card_gateways', cache: false }, options),
  );
  return response.result.availableCardGateways;
}

/** GET /v2/funds/{gateway}: where the browser tokenises a card for that gateway. */
export async function fetchCardGateway(
  gateway: string,
  options: CheckoutCallOptions = {},
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
export async function apiOrigin(options: CheckoutCallOptions = {}): Promise<string> {
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
  options: CheckoutCallOptions & { fetch?: typeof fetch } = {},
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
  options: CheckoutCallOptions = {},
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
  options: CheckoutCallOptions = {},
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
  options: CheckoutCallOptions = {},
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
  options: CheckoutCallOptions = {},
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
  options: CheckoutCallOptions = {},
): Promise<DepositView> {
  const path = `/funds/${encode(depositId)}/deposit/cancel`;
  const response = await clientOf(options).request<CamelCased<DepositWire> | null>(
    withSignal({ method: 'POST', path }, options),
  );
  return depositOf(response.result, path);
}

/**
 * POST /v2/deposits/deposit_purchase (v3.3, Idempotency-Key): top up from a card
 * (`customerFundId`) or from PayPal (`depositMethodCode: 'pl'`, answered approval_required) and
 * buy the cart in one step. A purchase that fails after the deposit rejects with code
 * deposit_purchase_checkout_failure.
 */
export async function depositPurchase(
  request: DepositPurchaseInput,
  idempotencyKey: string,
  options: CheckoutCallOptions = {},
): Promise<DepositView> {
  const path = '/deposits/deposit_purchase';
  const response = await clientOf(options).request<CamelCased<DepositWire> | null>(
    withSignal(
      withIdempotencyKey(
        { method: 'POST', path, version: apiVersions.cart, body: request },
        idempotencyKey,
      ),
      options,
    ),
  );
  return depositOf(response.result, path);
}

/** GET /v2/payment_resolutions (v3.3): recurring purchases whose payment failed. */
export async function fetchPaymentResolutions(
  options: CheckoutCallOptions = {},
): Promise<PaymentResolutionView[]> {
  const response = await clientOf(options).request<unknown, CamelCased<PaymentResolutionWire>>(
    withSignal({ path: '/payment_resolutions', version: apiVersions.cart, cache: false }, options),
  );
  return response.entities.map((resolution) => ({
    ...resolution,
    amount: toMoney(resolution.amount),
  }));
}

// --- Partner purchase -------------------------------------------------------------------------

/** GET /v2/partners/{slug}. */
export async function fetchPartner(
  slug: string,
  options: CheckoutCallOptions = {},
): Promise<PartnerView> {
  const response = await clientOf(options).request<PartnerView>(
    withSignal({ path: `/partners/${encode(slug)}` }, options),
  );
  return response.result;
}

/**
 * POST /v2/cart/partner/{slug}/purchase (v3.2, Idempotency-Key): one item bought for a partner,
 * paid from the wallet (deposit null) or by a deposit first. Answers the checkout id.
 */
export async function purchasePartnerCart(
  slug: string,
  request: PartnerPurchaseInput,
  idempotencyKey: string,
  options: CheckoutCallOptions = {},
): Promise<string> {
  const response = await clientOf(options).request<string | { checkoutId: string }>(
    withSignal(
      withIdempotencyKey(
        {
          method: 'POST',
          path: `/cart/partner/${encode(slug)}/purchase`,
          // api.md §7.5: the partner purchase is a v3.2 call.
          version: '3.2',
          body: request,
        },
        idempotencyKey,
      ),
      options,
    ),
  );
  const result = response.result;
  return typeof result === 'string' ? result : result.checkoutId;
}
