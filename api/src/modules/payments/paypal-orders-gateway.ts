import {
  type PayPalGateway,
  type PayPalOrderRequest,
  type PayPalOutcome,
  paypalCancelledMessage,
  paypalRefusedMessage,
} from './paypal-gateway';
import { centsToDecimalString } from '../../http/money';

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  /** Defaults to https://api-m.sandbox.paypal.com. */
  apiBase?: string;
}

type Fetch = typeof fetch;

interface PayPalOrder {
  id: string;
  status: string;
  links?: Array<{ rel?: string; href?: string }>;
  purchase_units?: Array<{
    payments?: { captures?: Array<{ id?: string; status?: string }> };
  }>;
}

interface PayPalError {
  name?: string;
  message?: string;
  details?: Array<{ issue?: string; description?: string }>;
}

export const defaultPayPalApiBase = 'https://api-m.sandbox.paypal.com';

/** PayPal's reason for refusing, in its own words when it gives one. */
function refusalOf(error: PayPalError): string {
  return error.details?.[0]?.description ?? paypalRefusedMessage;
}

/**
 * The PayPal Orders v2 adapter over HTTPS: an OAuth client-credentials token, an order created
 * with the shop's return and cancel addresses (the customer approves it at its `approve` link),
 * and a capture once PayPal returns the window. PayPal-Request-Id makes both calls idempotent:
 * asked again with the same request id, PayPal answers the first order or capture.
 */
export class PayPalOrdersGateway implements PayPalGateway {
  readonly key = 'paypal';
  private readonly apiBase: string;
  private accessToken: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly settings: PayPalSettings,
    private readonly fetchImplementation: Fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.apiBase = settings.apiBase ?? defaultPayPalApiBase;
  }

  async createOrder(request: PayPalOrderRequest): Promise<PayPalOutcome> {
    const response = await this.call('POST', '/v2/checkout/orders', request.requestId, {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: request.requestId,
          amount: { currency_code: 'AUD', value: centsToDecimalString(request.amountCents) },
        },
      ],
      application_context: {
        brand_name: 'Lotto Shop',
        locale: 'en-AU',
        shipping_preference: 'NO_SHIPPING',
        user_action: 'PAY_NOW',
        return_url: request.returnUrl,
        cancel_url: request.cancelUrl,
      },
    });
    if (!response.ok) {
      throw new Error(`PayPal answered ${response.status} when creating an order`);
    }
    return this.outcomeOf((await response.json()) as PayPalOrder);
  }

  async completeOrder(reference: string, requestId: string): Promise<PayPalOutcome> {
    const path = `/v2/checkout/orders/${encodeURIComponent(reference)}`;
    const read = await this.call('GET', path);
    if (!read.ok) throw new Error(`PayPal answered ${read.status} for order ${reference}`);
    const order = (await read.json()) as PayPalOrder;
    if (order.status !== 'APPROVED') return this.outcomeOf(order);
    const captured = await this.call('POST', `${path}/capture`, `${requestId}:capture`, {});
    if (captured.status === 422) {
      return {
        kind: 'declined',
        reference,
        message: refusalOf((await captured.json()) as PayPalError),
      };
    }
    if (!captured.ok) throw new Error(`PayPal answered ${captured.status} capturing ${reference}`);
    return this.outcomeOf((await captured.json()) as PayPalOrder);
  }

  private outcomeOf(order: PayPalOrder): PayPalOutcome {
    if (order.status === 'COMPLETED') {
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
      // A PENDING capture is PayPal holding the money for review: it is the shop's unless
      // PayPal reverses it later, which the shop's PayPal account then shows.
      if (!capture || capture.status === 'COMPLETED' || capture.status === 'PENDING') {
        return { kind: 'succeeded', reference: order.id };
      }
      return { kind: 'declined', reference: order.id, message: paypalRefusedMessage };
    }
    if (order.status === 'VOIDED') {
      return { kind: 'declined', reference: order.id, message: paypalCancelledMessage };
    }
    const approve = order.links?.find(
      (link) => link.rel === 'approve' || link.rel === 'payer-action',
    )?.href;
    if (!approve) throw new Error(`PayPal order ${order.id} (${order.status}) has no approve link`);
    return { kind: 'approval', reference: order.id, url: approve };
  }

  /** An OAuth access token, reused until shortly before it expires. */
  private async token(): Promise<string> {
    const now = this.now().getTime();
    if (this.accessToken && this.accessToken.expiresAt > now) return this.accessToken.value;
    const credentials = Buffer.from(
      `${this.settings.clientId}:${this.settings.clientSecret}`,
    ).toString('base64');
    const response = await this.fetchImplementation(`${this.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`PayPal refused the credentials (${response.status})`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    this.accessToken = {
      value: body.access_token,
      expiresAt: now + Math.max(0, body.expires_in - 60) * 1000,
    };
    return body.access_token;
  }

  private async call(method: 'GET' | 'POST', path: string, requestId?: string, body?: unknown) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await this.token()}`,
      'content-type': 'application/json',
    };
    if (requestId) headers['paypal-request-id'] = requestId;
    return this.fetchImplementation(`${this.apiBase}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }
}
