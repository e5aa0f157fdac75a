import {
  type CamelCased,
  type CallOptions,
  clientOf,
  encode,
  withIdempotencyKey,
  withSignal,
} from '../call';
import { type PartnerPurchaseRequestWire, type PartnerWire } from './wire';

// A partner's cart and its purchase.

export type PartnerView = CamelCased<PartnerWire>;

export type PartnerPurchaseInput = CamelCased<PartnerPurchaseRequestWire>;

// --- Partner purchase -------------------------------------------------------------------------

/** GET /v2/partners/{slug}. */
export async function fetchPartner(slug: string, options: CallOptions = {}): Promise<PartnerView> {
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
  options: CallOptions = {},
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
