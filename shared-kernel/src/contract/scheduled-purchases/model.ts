import { type Money } from '../money/money';

export const scheduledPurchaseStatuses = [
  'scheduled_status_active',
  'scheduled_status_cancelled',
] as const;
export type ScheduledPurchaseStatus = (typeof scheduledPurchaseStatuses)[number];

export const scheduledPurchaseKinds = ['scheduled_purchase', 'pre_order'] as const;
export type ScheduledPurchaseKind = (typeof scheduledPurchaseKinds)[number];

/**
 * A ticket bought now and paid later (product.md §3): a pre-order is charged from the wallet
 * when its draw opens; `paidAt` says when (null while it waits). Money as numbers of dollars.
 */
export interface ScheduledPurchase {
  encodedId: string;
  kind: ScheduledPurchaseKind;
  status: ScheduledPurchaseStatus;
  description: string;
  lotteryKey: string;
  lotteryName: string;
  drawNo: number;
  /** ISO: when the draw's sales close. */
  drawDate: string;
  price: Money;
  checkoutId: string;
  ticketId: string;
  createdAt: string;
  paidAt: string | null;
  cancelledAt: string | null;
}

export interface ScheduledPurchasesPage {
  entities: ScheduledPurchase[];
  pageInfo: { limit: number; offset: number; total: number };
}
