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

/** What became of one draw; `skipped` draws (paused, jackpot below the minimum) cost nothing. */
export const attemptOutcomes = ['purchased', 'skipped', 'soft_failure', 'hard_failure'] as const;
export type AttemptOutcome = (typeof attemptOutcomes)[number];

export const fundKinds = ['unfunded', 'wallet', 'cc', 'paypal', 'bank'] as const;
export type FundKind = (typeof fundKinds)[number];

export const subscriptionPeriods = ['monthly', 'quarterly', 'biannually', 'annually'] as const;
export type SubscriptionPeriod = (typeof subscriptionPeriods)[number];

export const recurringFrequencies = ['monthly', 'weekly'] as const;
export type RecurringFrequency = (typeof recurringFrequencies)[number];

export const autoplayProductTypes = ['lottery_ticket', 'raffle_ticket', 'syndicate_share'] as const;
export type AutoplayProductType = (typeof autoplayProductTypes)[number];

/** api.md §9: lists of recurring purchases are paged 10 at a time. */
export const recurringPageSize = 10;

/** api.md §8.2: what the customer reads when a status change is refused. */
export const recurringMessages = {
  cannotUnpause: 'Cannot Unpause AutoPlay',
  cannotUpdateStatus: 'Cannot update AutoPlay status',
  pausedAfterFailures: 'Paused after 3 failed payments.',
} as const;

/** Whether a status counts as paused (product.md §4: paused means paused or timed pause). */
export function isPausedStatus(status: RecurringStatus): boolean {
  return (
    status === 'recurring_status_paused' ||
    status === 'recurring_status_timed_pause' ||
    status === 'timed_paused'
  );
}

/** Games by number set name, as tickets carry them: `{ Numbers: [...], Powerball: [...] }`. */
export type RecurringGame = Record<string, number[]>;

export interface RecurringAttempt {
  drawNo: number;
  /** ISO; null when the draw is gone. */
  drawDate: string | null;
  outcome: AttemptOutcome;
  reason: string | null;
  attemptedAt: string;
}

export interface NextDraw {
  drawNo: number;
  drawDate: string;
  jackpot: Money | null;
}

export interface Autoplay {
  autoplayId: string;
  type: 'autoplay';
  status: RecurringStatus;
  /** ISO; set on a timed pause. */
  pausedUntil: string | null;
  productType: AutoplayProductType;
  productOfferKey: string;
  productOfferName: string;
  lotteryId: string;
  /** api.md §9: '2 x Standard games', '5 Ticket Book', '2 x Syndicate shares'. */
  description: string;
  /** 'Weekly', 'Monthly', 'Every draw' or 'Jackpots {jackpot} and over'. */
  frequencyLabel: string;
  gameOffer: string;
  gameOfferName: string;
  numGames: number;
  numberOfGames: number;
  numberOfTickets: number | null;
  numberOfShares: number | null;
  games: RecurringGame[];
  quickpick: boolean;
  minimumJackpotAmount: Money | null;
  hasSelectableDays: boolean;
  causeKey: string | null;
  /** Per draw. */
  price: Money;
  defaultFund: { kind: FundKind };
  lastAttemptStatus: LastAttemptStatus | null;
  lastAttemptAt: string | null;
  nextDraw: NextDraw | null;
  /** The last 10 draws, newest first. */
  attempts: RecurringAttempt[];
  createdAt: string;
}

export interface Subscription {
  id: string;
  type: 'subscription';
  status: RecurringStatus;
  pausedUntil: string | null;
  productOfferKey: string;
  productOfferName: string;
  gameOffer: string;
  gameOfferName: string;
  causeKey: string | null;
  causeName: string | null;
  numGames: number;
  period: SubscriptionPeriod;
  frequency: RecurringFrequency;
  price: Money;
  nextPurchaseDate: string | null;
  lastAttemptStatus: LastAttemptStatus | null;
  lastAttemptAt: string | null;
  defaultFund: { kind: FundKind };
  attempts: RecurringAttempt[];
  createdAt: string;
  membershipKey?: string;
  membershipName?: string;
  membershipOfferKey?: string;
  membershipOfferName?: string;
}

/** One line of the combined list (autoplays and subscriptions, newest first). */
export interface RecurringPurchase {
  id: string;
  type: 'autoplay' | 'subscription';
  description: string;
  productOfferKey: string;
  productOfferName: string;
  status: RecurringStatus;
  pausedUntil: string | null;
  price: Money;
  lastAttemptStatus: LastAttemptStatus | null;
  nextDrawDate: string | null;
  defaultFund: { kind: FundKind };
}

export interface Pagination {
  limit: number;
  offset: number;
  total: number;
  pages: number;
}

export interface RecurringPage<Entity> {
  entities: Entity[];
  pageInfo: Pagination;
}

export interface AutoplayPatch {
  games?: RecurringGame[];
  numGames?: number;
  gameOffer?: string;
}

export interface SubscriptionPatch {
  gameOffer?: string;
  causeKey?: string | null;
  numGames?: number;
  period?: SubscriptionPeriod;
}

export interface RecurringStatusChange {
  status: RecurringStatus;
  /** ISO; required for a timed pause. */
  pausedUntil?: string | null;
}

export interface RecurringPurchaseMethodOption {
  /** 'wallet', 'card:{fundId}' or 'paypal:{fundId}'. */
  recurringPurchaseMethodKey: string;
  name: string;
  disabled: boolean;
}

export interface RecurringPurchaseMethods {
  availableRecurringPurchaseMethods: RecurringPurchaseMethodOption[];
  selectedRecurringPurchaseMethodKey: string;
}
