import { DateTime } from 'luxon';
import { ApiError } from '../../http/envelope';
import { type RecurringStatus } from './recurring-row';
import { shopZone } from './skip-reasons';

/** api.md §8.2. */
export const cannotUnpauseMessage = 'Cannot Unpause AutoPlay';
export const cannotUpdateStatusMessage = 'Cannot update AutoPlay status';
export const pausedUntilMessage = 'Choose a date after now and at most a year ahead.';

/** The status a change asks for (`timed_paused` is another spelling of a timed pause). */
export type RequestedStatus = RecurringStatus | 'timed_paused';

export interface StatusChange {
  status: RecurringStatus;
  pausedUntil: Date | null;
  /** Whether the purchase starts buying again: the offer must still sell recurring purchases. */
  resumes: boolean;
}

function invalidChange(fieldErrors?: Record<string, string[]>): ApiError {
  return new ApiError(422, 'invalid_status_change', cannotUpdateStatusMessage, fieldErrors);
}

/** A timed pause's end: after `now`, at most a year ahead (Sydney calendar); else 422. */
function pausedUntilOf(text: string | null | undefined, now: Date): Date {
  const until = text ? DateTime.fromISO(text, { zone: shopZone }) : null;
  const latest = DateTime.fromJSDate(now, { zone: shopZone }).plus({ years: 1 });
  if (!until?.isValid || until.toMillis() <= now.getTime() || until > latest) {
    throw invalidChange({ paused_until: [pausedUntilMessage] });
  }
  return until.toJSDate();
}

/**
 * product.md §4: active, paused and timed pause move freely between each other; cancelled is
 * final. Asking for the state a purchase is in changes nothing (pausing twice is harmless); a
 * timed pause asks for a new end each time.
 */
export function statusChangeOf(
  current: RecurringStatus,
  requested: RequestedStatus,
  pausedUntil: string | null | undefined,
  now: Date,
): StatusChange {
  const target: RecurringStatus =
    requested === 'timed_paused' ? 'recurring_status_timed_pause' : requested;
  if (current === 'recurring_status_cancelled') {
    if (target === current) return { status: current, pausedUntil: null, resumes: false };
    throw invalidChange();
  }
  if (target === 'recurring_status_timed_pause') {
    return { status: target, pausedUntil: pausedUntilOf(pausedUntil, now), resumes: false };
  }
  return {
    status: target,
    pausedUntil: null,
    resumes: target === 'recurring_status_active' && current !== target,
  };
}

/** 422 'Cannot Unpause AutoPlay' unless the offer is on sale and still sells recurring purchases. */
export function assertCanResume(
  offer: {
    suspended: boolean;
    availability: string;
    recurring_purchase_type: string | null;
    recurring_purchase_availability: string;
  } | null,
): void {
  if (
    !offer ||
    offer.suspended ||
    offer.availability !== 'available' ||
    offer.recurring_purchase_type === null ||
    offer.recurring_purchase_availability === 'never'
  ) {
    throw new ApiError(422, 'cannot_unpause', cannotUnpauseMessage);
  }
}
