import { formatDrawDate } from 'shared-kernel/contract/format';
import { type ScheduledPurchase } from 'shared-kernel/contract/scheduled-purchases';

export const scheduledPathOf = (id: string) => `/my-account/scheduled-purchases/${id}`;

export const scheduledKindText = (scheduled: ScheduledPurchase) =>
  scheduled.kind === 'pre_order' ? 'Pre-order' : 'Scheduled purchase';

export const scheduledStatusText = (scheduled: ScheduledPurchase) =>
  scheduled.status === 'scheduled_status_cancelled' ? 'Cancelled' : 'Active';

/** Paid when bought, or waiting for its draw to open (a pre-order is charged then). */
export const paymentText = (scheduled: ScheduledPurchase) =>
  scheduled.paidAt
    ? `Paid on ${formatDrawDate(scheduled.paidAt)}`
    : 'Waiting: paid from your wallet when the draw opens';
