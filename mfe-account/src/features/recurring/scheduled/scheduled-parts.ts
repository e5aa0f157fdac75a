import { formatDrawDate } from 'shared-kernel/contract/format';
import { type ScheduledPurchase } from 'shared-kernel/contract/scheduled-purchases';
import { type PlayText } from '../shared/recurring-text';

export const scheduledPathOf = (id: string) => `/my-account/scheduled-purchases/${id}`;

export const scheduledKindText = (t: PlayText, scheduled: ScheduledPurchase) =>
  scheduled.kind === 'pre_order'
    ? t('account_play.scheduled_kind_pre_order')
    : t('account_play.scheduled_kind_scheduled');

export const scheduledStatusText = (t: PlayText, scheduled: ScheduledPurchase) =>
  scheduled.status === 'scheduled_status_cancelled'
    ? t('account_play.status_cancelled')
    : t('account_play.status_active');

/** Paid when bought, or waiting for its draw to open (a pre-order is charged then). */
export const paymentText = (t: PlayText, scheduled: ScheduledPurchase) =>
  scheduled.paidAt
    ? t('account_play.scheduled_paid_on', { date: formatDrawDate(scheduled.paidAt) })
    : t('account_play.scheduled_payment_waiting');
