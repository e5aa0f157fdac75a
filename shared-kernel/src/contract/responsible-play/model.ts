import { type Money } from '../money/money';

/**
 * Responsible play: a break or a self-exclusion the customer starts (two-factor elevation
 * required) and nothing ends early, and the activity statement of their play. While either lasts
 * the customer cannot buy or deposit and gets no marketing; withdrawals and the account still
 * work.
 */

export const playBreakKinds = ['break', 'self_exclusion'] as const;
export type PlayBreakKind = (typeof playBreakKinds)[number];

/** How long each kind may last (months and years are calendar ones in Australia/Sydney). */
export const playBreakDurations = {
  break: ['24_hours', '7_days', '30_days', '3_months'],
  self_exclusion: ['6_months', '1_year', '5_years'],
} as const satisfies Record<PlayBreakKind, readonly string[]>;

export type BreakDuration = (typeof playBreakDurations.break)[number];
export type SelfExclusionDuration = (typeof playBreakDurations.self_exclusion)[number];
export type PlayBreakDuration = BreakDuration | SelfExclusionDuration;

export const playBreakKindNames: Record<PlayBreakKind, string> = {
  break: 'Take a break',
  self_exclusion: 'Exclude yourself',
};

export const playBreakDurationNames: Record<PlayBreakDuration, string> = {
  '24_hours': '24 hours',
  '7_days': '7 days',
  '30_days': '30 days',
  '3_months': '3 months',
  '6_months': '6 months',
  '1_year': '1 year',
  '5_years': '5 years',
};

export interface PlayBreak {
  id: string;
  kind: PlayBreakKind;
  duration: PlayBreakDuration;
  /** ISO 8601 UTC. */
  startedAt: string;
  endsAt: string;
}

/** GET /v2/play-break: the break or self-exclusion running now, and the durations offered. */
export interface PlayBreakState {
  current: PlayBreak | null;
  durations: { break: string[]; selfExclusion: string[] };
}

export const playBreakMessages = {
  /** 409 play_break_active: a new one must end later than the one running. */
  active: (until: string) => `You are already taking a break until ${until}.`,
  unknownKind: 'Choose a break or a self-exclusion.',
  unknownDuration: 'Choose one of the durations offered.',
  invalid: 'Please check your choice.',
} as const;

/** Where to get help, in every break email and on the screens. */
export const gamblingHelp = {
  name: 'Gambling Help Online',
  phone: '1800 858 858',
  website: 'gamblinghelponline.org.au',
} as const;

export const activityStatementIntervals = ['week', 'month'] as const;
export type ActivityStatementInterval = (typeof activityStatementIntervals)[number];

/** One week (from Monday) or calendar month (Australia/Sydney) of the customer's play. */
export interface ActivityStatementRow {
  /** First day, `YYYY-MM-DD`. */
  periodStart: string;
  /** Last day (included), `YYYY-MM-DD`. */
  periodEnd: string;
  spent: Money;
  deposits: Money;
  prizes: Money;
  withdrawals: Money;
  /** prizes − spent. */
  net: Money;
}

export type ActivityStatementTotals = Omit<ActivityStatementRow, 'periodStart' | 'periodEnd'>;

export interface ActivityStatement {
  interval: ActivityStatementInterval;
  from: string;
  to: string;
  /** Oldest period first. */
  rows: ActivityStatementRow[];
  totals: ActivityStatementTotals;
}

export interface ActivityStatementQuery {
  /** Default month. */
  interval?: ActivityStatementInterval;
  /** `YYYY-MM-DD` (Australia/Sydney); default the start of the 6 months up to today. */
  from?: string;
  /** `YYYY-MM-DD`, included; default today. */
  to?: string;
}

/** The longest statement, and the months a statement covers when no dates are given. */
export const activityStatementMonthsMax = 24;
export const activityStatementMonthsDefault = 6;

export const activityStatementMessages = {
  dayFormat: 'Enter a date as YYYY-MM-DD.',
  dayOrder: 'The end date must be on or after the start date.',
  tooLong: `A statement can cover at most ${activityStatementMonthsMax} months.`,
  invalid: 'Please check the dates of the statement.',
} as const;

/** The email preference of the monthly statement (off until the customer turns it on). */
export const monthlyStatementPreference = { channel: 'email', id: 'monthly_statement' } as const;
