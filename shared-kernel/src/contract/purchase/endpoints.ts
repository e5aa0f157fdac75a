import { apiVersions, createUuid } from 'shared-kernel';
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
import { depositOf, type DepositView } from '../payments/endpoints';
import { type DepositWire } from '../payments/wire';
import {
  type CheckoutWire,
  type DepositPurchaseRequestWire,
  type PurchaseDataWire,
  type ReceiptTicketWire,
} from './wire';

// Checkout and purchase of the cart (api.md §7.5, §7.7); every money call carries an idempotency key.

export type ReceiptTicketView = WithMoney<CamelCased<ReceiptTicketWire>, 'price'>;

export type CheckoutView = Omit<
  WithMoney<
    CamelCased<CheckoutWire>,
    'subtotal' | 'discount' | 'total' | 'paidFromPromoCredit' | 'paidFromCash' | 'promoCreditAdded'
  >,
  'tickets'
> & { tickets: ReceiptTicketView[] };

export type PurchaseInput = CamelCased<PurchaseDataWire>;

export type DepositPurchaseInput = CamelCased<DepositPurchaseRequestWire>;

/** A fresh key for one money-moving attempt; a retry of that attempt sends the same key. */
export function createIdempotencyKey(): string {
  return createUuid();
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

// --- Purchase and receipts ----------------------------------------------------------------------

/** POST /v2/cart/purchase (Idempotency-Key): the cart paid from the wallet; answers the receipt. */
export async function purchaseCart(
  purchase: PurchaseInput,
  idempotencyKey: string,
  options: CallOptions = {},
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
  options: CallOptions = {},
): Promise<CheckoutView> {
  const response = await clientOf(options).request<CamelCased<CheckoutWire>>(
    withSignal(
      { path: `/checkout/${encode(checkoutId)}`, version: apiVersions.checkout, cache: false },
      options,
    ),
  );
  return checkoutFromWire(response.result);
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
  options: CallOptions = {},
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
