import { type Money } from '../money/money';

export const recurringStatuses = [
  'recurring_status_active',
  'recurring_status_paused',
  'recurring_status_timed_pause',
  'recurring_status_cancelled',
] as const;
/** `timed_paused` is also seen on the wire for a timed pause. */
export type RecurringStatus = (typeof recurringStatuses)[number] | 'timed_paused';

export const recurringKinds = ['subscription', 'autoplay', 'combined_recurring_purchase'] as const;
export type RecurringKind = (typeof recurringKinds)[number];

export const lastAttemptStatuses = ['purchased', 'soft_failure', 'hard_failure'] as const;
export type LastAttemptStatus = (typeof lastAttemptStatuses)[number];

export const fundKinds = ['unfunded', 'wallet', 'cc', 'paypal', 'bank'] as const;
export type FundKind = (typeof fundKinds)[number];

export const subscriptionPeriods = ['monthly', 'quarterly', 'biannually', 'annually'] as const;
export type SubscriptionPeriod = (typeof subscriptionPeriods)[number];

export const recurringFrequencies = ['monthly', 'weekly'] as const;
export type RecurringFrequency = (typeof recurringFrequencies)[number];

export const autoplayProductTypes = ['lottery_ticket', 'raffle_ticket', 'syndicate_share'] as const;
export type AutoplayProductType = (typeof autoplayProductTypes)[number];

export interface Autoplay {
  autoplayId: string;
  minimumJackpotAmount: Money | null;
  quickpick: boolean;
  productType: AutoplayProductType;
  productOfferKey: string;
  numberOfGames?: number;
  gameOfferName?: string;
  numberOfTickets?: number;
  numberOfShares?: number;
  description: string;
  hasSelectableDays: boolean;
  status: RecurringStatus;
  lotteryId: string;
  type: RecurringKind;
  defaultFund: { kind: FundKind };
  causeKey: string | null;
  numGames: number;
  gameOffer: string;
  lastAttemptStatus?: LastAttemptStatus | null;
  pausedUntil?: string | null;
}

export interface Subscription {
  id: string;
  status: RecurringStatus;
  productOfferKey: string;
  gameOffer: string;
  causeKey: string | null;
  numGames: number;
  period?: SubscriptionPeriod;
  frequency?: RecurringFrequency;
  price?: Money;
  nextPurchaseDate?: string | null;
  pausedUntil?: string | null;
  lastAttemptStatus?: LastAttemptStatus | null;
  defaultFund?: { kind: FundKind };
  membershipKey?: string;
  membershipName?: string;
  membershipOfferKey?: string;
  membershipOfferName?: string;
}

export const scheduledPurchaseStatuses = [
  'scheduled_status_active',
  'scheduled_status_cancelled',
] as const;
export type ScheduledPurchaseStatus = (typeof scheduledPurchaseStatuses)[number];

export interface ScheduledPurchase {
  encodedId: string;
  status: ScheduledPurchaseStatus;
  kind: 'scheduled_purchase' | 'pre_order';
  productOfferKey?: string;
  drawNo?: number;
  drawDate?: string;
  price?: Money;
}

export interface Pagination {
  limit: number;
  offset: number;
  total: number;
  pages?: number;
}
