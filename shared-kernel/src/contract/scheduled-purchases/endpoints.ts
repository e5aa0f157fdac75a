import { type CallOptions, type CamelCased, clientOf, encode, pageOf, withSignal } from '../call';
import { toMoney } from '../money/money';
import { type ScheduledPurchase, type ScheduledPurchasesPage } from './model';
import { type ScheduledPurchaseWire } from './wire';

// The customer's scheduled purchases and pre-orders (api.md §7.8): list, one, cancel.

export function scheduledPurchaseFromWire(
  scheduled: CamelCased<ScheduledPurchaseWire>,
): ScheduledPurchase {
  return { ...scheduled, price: toMoney(scheduled.price) };
}

/** GET /v2/scheduled-purchases (limit, offset): newest first. */
export async function fetchScheduledPurchases(
  query: { limit?: number; offset?: number } = {},
  options: CallOptions = {},
): Promise<ScheduledPurchasesPage> {
  const response = await clientOf(options).request<unknown, CamelCased<ScheduledPurchaseWire>>(
    withSignal(
      {
        path: '/scheduled-purchases',
        query: { limit: query.limit ?? 10, offset: query.offset ?? 0 },
        cache: false,
      },
      options,
    ),
  );
  return pageOf(response.entities.map(scheduledPurchaseFromWire), response.pageInfo, query);
}

/** GET /v2/scheduled-purchases/{id}. */
export async function fetchScheduledPurchase(
  id: string,
  options: CallOptions = {},
): Promise<ScheduledPurchase> {
  const response = await clientOf(options).request<CamelCased<ScheduledPurchaseWire>>(
    withSignal({ path: `/scheduled-purchases/${encode(id)}`, cache: false }, options),
  );
  return scheduledPurchaseFromWire(response.result);
}

/** PATCH /v2/scheduled-purchases/{id}/cancel: active and unpaid only (422 otherwise). */
export async function cancelScheduledPurchase(
  id: string,
  options: CallOptions = {},
): Promise<ScheduledPurchase> {
  const response = await clientOf(options).request<CamelCased<ScheduledPurchaseWire>>(
    withSignal({ method: 'PATCH', path: `/scheduled-purchases/${encode(id)}/cancel` }, options),
  );
  return scheduledPurchaseFromWire(response.result);
}
