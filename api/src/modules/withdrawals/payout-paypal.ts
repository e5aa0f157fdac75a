import { centsToDecimalString } from '../../http/money';
import { type PayoutAdapter, type PayoutOutcome, type PayoutRequest } from './payout-port';

export interface PayPalPayoutSettings {
  clientId: string;
  clientSecret: string;
  /** Defaults to https://api-m.sandbox.paypal.com. */
  apiBase?: string;
}

type Fetch = typeof fetch;

interface PayPalPayoutBatch {
  batch_header?: { payout_batch_id?: string; batch_status?: string };
  items?: Array<{
    transaction_status?: string;
    errors?: { name?: string; message?: string };
  }>;
}

export const defaultPayPalPayoutsApiBase = 'https://api-m.sandbox.paypal.com';
export const paypalPayoutReturnedMessage = 'PayPal could not pay this withdrawal.';

/** Item statuses after which the money is back with the shop. */
const returnedStatuses = new Set(['FAILED', 'RETURNED', 'BLOCKED', 'REFUNDED', 'REVERSED']);

/**
 * PayPal Payouts over HTTPS (`/v1/payments/payouts`): an OAuth client-credentials token, one
 * batch of one item per withdrawal. The withdrawal id is the batch's `sender_batch_id` and the
 * PayPal-Request-Id, so asking again after a lost answer never pays twice. Only PayPal accounts
 * (pl) are paid this way; `check` reads the batch until its item is SUCCESS or sent back.
 */
export class PayPalPayouts implements PayoutAdapter {
  readonly key = 'paypal_payouts';
  readonly name = 'PayPal Payouts';
  readonly settledByOperator = false;
  private readonly apiBase: string;
  private accessToken: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly settings: PayPalPayoutSettings,
    private readonly fetchImplementation: Fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.apiBase = settings.apiBase ?? defaultPayPalPayoutsApiBase;
  }

  async send(request: PayoutRequest): Promise<PayoutOutcome> {
    if (request.payee.kind !== 'paypal') {
      throw new Error(`PayPal Payouts pays PayPal accounts, not a ${request.payee.kind}`);
    }
    const response = await this.call('POST', '/v1/payments/payouts', request.withdrawalId, {
      sender_batch_header: {
        sender_batch_id: request.withdrawalId,
        email_subject: 'Your Lotto Shop withdrawal',
        email_message: 'Your withdrawal from your Lotto Shop wallet has been paid.',
      },
      items: [
        {
          recipient_type: 'EMAIL',
          receiver: request.payee.email,
          amount: { value: centsToDecimalString(request.amountCents), currency: 'AUD' },
          sender_item_id: request.withdrawalId,
          note: `Lotto Shop withdrawal ${request.withdrawalId}`,
        },
      ],
    });
    if (response.status === 422 || response.status === 400) {
      const body = (await response.json()) as { message?: string };
      return {
        kind: 'returned',
        reference: null,
        reason: body.message ?? paypalPayoutReturnedMessage,
      };
    }
    if (!response.ok) throw new Error(`PayPal answered ${response.status} to a payout`);
    const batch = (await response.json()) as PayPalPayoutBatch;
    const reference = batch.batch_header?.payout_batch_id ?? null;
    if (batch.batch_header?.batch_status === 'DENIED') {
      return { kind: 'returned', reference, reason: paypalPayoutReturnedMessage };
    }
    return { kind: 'pending', reference };
  }

  async check(reference: string): Promise<PayoutOutcome> {
    const response = await this.call(
      'GET',
      `/v1/payments/payouts/${encodeURIComponent(reference)}`,
    );
    if (!response.ok) throw new Error(`PayPal answered ${response.status} for payout ${reference}`);
    const batch = (await response.json()) as PayPalPayoutBatch;
    const item = batch.items?.[0];
    const status = item?.transaction_status ?? '';
    if (status === 'SUCCESS') return { kind: 'paid', reference };
    if (returnedStatuses.has(status) || batch.batch_header?.batch_status === 'DENIED') {
      return {
        kind: 'returned',
        reference,
        reason: item?.errors?.message ?? paypalPayoutReturnedMessage,
      };
    }
    return { kind: 'pending', reference };
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
