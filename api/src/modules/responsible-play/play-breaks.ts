import { type Kysely } from 'kysely';
import { DateTime, type DurationLikeObject } from 'luxon';
import {
  type PlayBreakDuration,
  playBreakDurations,
  type PlayBreakKind,
} from 'shared-kernel/contract/responsible-play';
import { type Database } from '../../database/schema';
import { PlayBreaksRepository } from './repository';

/**
 * What other modules ask of responsible play: is the customer on a break or self-excluded now,
 * until when, and the sentence that says so (purchases, deposits, recurring purchases and
 * marketing refuse with it).
 */

const sydney = 'Australia/Sydney';

const lengthOf: Record<PlayBreakDuration, DurationLikeObject> = {
  '24_hours': { hours: 24 },
  '7_days': { days: 7 },
  '30_days': { days: 30 },
  '3_months': { months: 3 },
  '6_months': { months: 6 },
  '1_year': { years: 1 },
  '5_years': { years: 5 },
};

export function isDurationOf(kind: PlayBreakKind, duration: string): duration is PlayBreakDuration {
  return (playBreakDurations[kind] as readonly string[]).includes(duration);
}

/** When a break of `duration` started at `startedAt` ends: months and years on Sydney's calendar. */
export function endsAtOf(duration: PlayBreakDuration, startedAt: Date): Date {
  return DateTime.fromJSDate(startedAt, { zone: sydney }).plus(lengthOf[duration]).toJSDate();
}

/**
 * The end of a break as the customer reads it (Sydney time): a break to the minute
 * ('5 March 2026, 3:04 pm'), a self-exclusion to the day ('5 March 2031').
 */
export function untilText(kind: PlayBreakKind, endsAt: Date): string {
  const local = DateTime.fromJSDate(endsAt, { zone: sydney }).setLocale('en-AU');
  return local.toFormat(kind === 'break' ? 'd MMMM yyyy, h:mm a' : 'd MMMM yyyy');
}

/** The sentence a refused purchase, deposit or marketing switch answers. */
export function playBreakMessage(kind: PlayBreakKind, endsAt: Date): string {
  return kind === 'break'
    ? `You are taking a break until ${untilText(kind, endsAt)} (Sydney time).`
    : `You have excluded yourself until ${untilText(kind, endsAt)}.`;
}

export interface ActivePlayBreak {
  kind: PlayBreakKind;
  endsAt: Date;
  message: string;
}

/**
 * The break or self-exclusion in force at `now` (the one ending last), or null. Pass a
 * transaction to read under its locks.
 */
export async function activePlayBreak(
  database: Kysely<Database>,
  customerId: string,
  now: Date,
): Promise<ActivePlayBreak | null> {
  const running = await new PlayBreaksRepository(database).findInForce(customerId, now);
  if (!running) return null;
  return {
    kind: running.kind,
    endsAt: running.endsAt,
    message: playBreakMessage(running.kind, running.endsAt),
  };
}

/** The blocked reason (cart banner, purchase refusal) of a break: `play_break` or `self_exclusion`. */
export function blockedReasonOf(kind: PlayBreakKind): 'play_break' | 'self_exclusion' {
  return kind === 'break' ? 'play_break' : 'self_exclusion';
}
