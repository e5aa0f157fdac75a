import { type Static, Type } from '@sinclair/typebox';
import { EntitiesEnvelopeWire, MoneyWire, ResultEnvelopeWire } from '../envelope/wire';

/** product.md §3 "Scheduled purchase": what it is and whether it still runs. */
export const ScheduledPurchaseKindWire = Type.Union([
  Type.Literal('scheduled_purchase'),
  Type.Literal('pre_order'),
]);
export type ScheduledPurchaseKindWire = Static<typeof ScheduledPurchaseKindWire>;

export const ScheduledPurchaseStatusWire = Type.Union([
  Type.Literal('scheduled_status_active'),
  Type.Literal('scheduled_status_cancelled'),
]);
export type ScheduledPurchaseStatusWire = Static<typeof ScheduledPurchaseStatusWire>;

/**
 * A ticket bought now and paid later (api.md §7.8): a pre-order is charged from the wallet when
 * its draw opens; `paid_at` says when that happened (null while it waits).
 */
export const ScheduledPurchaseWire = Type.Object({
  encoded_id: Type.String(),
  kind: ScheduledPurchaseKindWire,
  status: ScheduledPurchaseStatusWire,
  description: Type.String(),
  lottery_key: Type.String(),
  lottery_name: Type.String(),
  draw_no: Type.Integer(),
  draw_date: Type.String(),
  price: MoneyWire,
  checkout_id: Type.String(),
  ticket_id: Type.String(),
  created_at: Type.String(),
  paid_at: Type.Union([Type.String(), Type.Null()]),
  cancelled_at: Type.Union([Type.String(), Type.Null()]),
});
export type ScheduledPurchaseWire = Static<typeof ScheduledPurchaseWire>;
export const ScheduledPurchaseEnvelopeWire = ResultEnvelopeWire(ScheduledPurchaseWire);
export const ScheduledPurchasesEnvelopeWire = EntitiesEnvelopeWire(ScheduledPurchaseWire);

export const ScheduledPurchasesQueryWire = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ScheduledPurchasesQueryWire = Static<typeof ScheduledPurchasesQueryWire>;

export const ScheduledPurchaseParamsWire = Type.Object({
  id: Type.String({ pattern: '^[0-9a-fA-F-]{36}$' }),
});
export type ScheduledPurchaseParamsWire = Static<typeof ScheduledPurchaseParamsWire>;
