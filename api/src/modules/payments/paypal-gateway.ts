/**
 * The PayPal port: the customer approves a payment on PayPal's own page, PayPal sends the window
 * back to the shop, and the shop captures the approved order. Adapters: the built-in PayPal
 * sandbox (`paypal-sandbox.ts`) and PayPal Orders v2 (`paypal-orders-gateway.ts`).
 */

export interface PayPalOrderRequest {
  amountCents: number;
  /** The same request id creates (and captures) one order, however often it is sent. */
  requestId: string;
  /** Where PayPal sends the window after the customer approved. */
  returnUrl: string;
  /** Where PayPal sends the window when the customer cancelled. */
  cancelUrl: string;
}

export type PayPalOutcome =
  /** Waiting for the customer on PayPal's page (`url`; relative for the built-in sandbox). */
  | { kind: 'approval'; reference: string; url: string }
  /** Approved and captured: the money is the shop's. */
  | { kind: 'succeeded'; reference: string }
  /** Cancelled by the customer or refused by PayPal: nothing was charged. */
  | { kind: 'declined'; reference: string | null; message: string };

export interface PayPalGateway {
  /** The gateway's key on the wire (`POST /v2/funds/pl/{gatewayKey}/deposit`). */
  readonly key: string;
  createOrder(request: PayPalOrderRequest): Promise<PayPalOutcome>;
  /**
   * The order as PayPal sees it, captured first when the customer has approved it (once: a
   * capture asked for again answers the first capture).
   */
  completeOrder(reference: string, requestId: string): Promise<PayPalOutcome>;
}

/** The deposit method code of PayPal (product.md §3 Payments). */
export const paypalMethodCode = 'pl';
export const paypalCancelledMessage = 'You cancelled the PayPal payment. Nothing was charged.';
export const paypalRefusedMessage = 'PayPal did not accept the payment. Nothing was charged.';
