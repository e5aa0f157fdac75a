import { randomBytes } from 'node:crypto';
import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import {
  type PayPalGateway,
  type PayPalOrderRequest,
  type PayPalOutcome,
  paypalCancelledMessage,
} from './paypal-gateway';

type SandboxOrder = {
  id: string;
  status: 'created' | 'approved' | 'cancelled' | 'captured';
  amount_cents: string | number | bigint;
  return_url: string;
  cancel_url: string;
  approval_token: string | null;
};

/** PayPal adds the order id to the address it returns the window to. */
function withOrderToken(url: string, orderId: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}token=${encodeURIComponent(orderId)}`;
}

/**
 * The built-in PayPal sandbox: an in-process stand-in for PayPal with its own orders and its own
 * approval page (`/test-gateway/paypal/{orderId}?approval_token=…`), clearly apart from the shop.
 * It never moves real money: the customer approves or cancels, and an approved order is captured
 * once. Only the address with the order's approval token (which only the owning customer's
 * deposit carries) shows or answers the approval page.
 */
export class PayPalSandbox implements PayPalGateway {
  readonly key = 'paypal';

  constructor(
    private readonly database: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async createOrder(request: PayPalOrderRequest): Promise<PayPalOutcome> {
    await this.database
      .insertInto('paypal_sandbox_orders')
      .values({
        id: `ppo_${randomBytes(12).toString('base64url')}`,
        request_id: request.requestId,
        amount_cents: request.amountCents,
        status: 'created',
        return_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        created_at: this.now(),
        approval_token: randomBytes(24).toString('base64url'),
      })
      .onConflict((conflict) => conflict.column('request_id').doNothing())
      .execute();
    const order = await this.database
      .selectFrom('paypal_sandbox_orders')
      .selectAll()
      .where('request_id', '=', request.requestId)
      .executeTakeFirst();
    if (!order) throw new Error('the PayPal sandbox lost an order');
    return this.outcomeOf(order);
  }

  async completeOrder(reference: string): Promise<PayPalOutcome> {
    // Only an approved order is captured, and only once: the update wins for one caller.
    await this.database
      .updateTable('paypal_sandbox_orders')
      .set({ status: 'captured', captured_at: this.now() })
      .where('id', '=', reference)
      .where('status', '=', 'approved')
      .execute();
    const order = await this.findOrder(reference);
    if (!order) return { kind: 'declined', reference, message: paypalCancelledMessage };
    return this.outcomeOf(order);
  }

  /** The customer approved on the sandbox page: where the window goes next, or null. */
  async approve(orderId: string, approvalToken: string): Promise<string | null> {
    const order = await this.answer(orderId, approvalToken, 'approved');
    return order ? withOrderToken(order.return_url, order.id) : null;
  }

  /** The customer cancelled on the sandbox page: where the window goes next, or null. */
  async cancel(orderId: string, approvalToken: string): Promise<string | null> {
    const order = await this.answer(orderId, approvalToken, 'cancelled');
    return order ? withOrderToken(order.cancel_url, order.id) : null;
  }

  /**
   * What the sandbox page shows: the amount, and whether the order still waits for an answer;
   * null when the order is unknown or the approval token is not its own.
   */
  async orderOf(
    orderId: string,
    approvalToken: string,
  ): Promise<{ amountCents: number; open: boolean } | null> {
    const order = await this.findOrder(orderId, approvalToken);
    return order
      ? { amountCents: Number(order.amount_cents), open: order.status === 'created' }
      : null;
  }

  /** Records the customer's answer on an order that still waits for one. */
  private async answer(
    orderId: string,
    approvalToken: string,
    status: 'approved' | 'cancelled',
  ): Promise<SandboxOrder | null> {
    await this.database
      .updateTable('paypal_sandbox_orders')
      .set({ status })
      .where('id', '=', orderId)
      .where('approval_token', '=', approvalToken)
      .where('status', '=', 'created')
      .execute();
    return (await this.findOrder(orderId, approvalToken)) ?? null;
  }

  private outcomeOf(order: SandboxOrder): PayPalOutcome {
    if (order.status === 'captured') return { kind: 'succeeded', reference: order.id };
    if (order.status === 'cancelled') {
      return { kind: 'declined', reference: order.id, message: paypalCancelledMessage };
    }
    // Created, or approved and not yet captured: the shop captures when it asks again.
    const query = new URLSearchParams({ approval_token: order.approval_token ?? '' });
    return {
      kind: 'approval',
      reference: order.id,
      url: `/test-gateway/paypal/${order.id}?${query.toString()}`,
    };
  }

  /** The order; with an approval token, only when the token is the order's own. */
  private findOrder(orderId: string, approvalToken?: string): Promise<SandboxOrder | undefined> {
    let query = this.database
      .selectFrom('paypal_sandbox_orders')
      .select(['id', 'status', 'amount_cents', 'return_url', 'cancel_url', 'approval_token'])
      .where('id', '=', orderId);
    if (approvalToken !== undefined) query = query.where('approval_token', '=', approvalToken);
    return query.executeTakeFirst();
  }
}
