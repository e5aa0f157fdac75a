import { DateTime } from 'luxon';
import {
  type ActivityStatementInterval,
  activityStatementMessages as messages,
  activityStatementMonthsDefault,
  activityStatementMonthsMax,
} from 'shared-kernel/contract/responsible-play';
import { ApiError } from '../../http/envelope';

/** The statement's days are the customer's: Sydney days, weeks from Monday, calendar months. */
export const statementZone = 'Australia/Sydney';

/** The days a statement covers, both included, at the start of each day in Sydney. */
export interface StatementRange {
  interval: ActivityStatementInterval;
  from: DateTime;
  to: DateTime;
}

/** One row: its first and last day (cut to the range). */
export interface StatementPeriod {
  start: DateTime;
  end: DateTime;
}

const invalid = (field: 'from' | 'to', message: string) =>
  new ApiError(422, 'validation_failed', message, { [field]: [message] });

function dayOf(text: string, field: 'from' | 'to'): DateTime {
  const day = DateTime.fromISO(text, { zone: statementZone });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !day.isValid) throw invalid(field, messages.dayFormat);
  return day.startOf('day');
}

const oneOf = (interval: ActivityStatementInterval) =>
  interval === 'week' ? { weeks: 1 } : { months: 1 };

/**
 * The range a query asks for: by default (interval month) the 6 months up to today, whole weeks
 * or months back from today's; at most 24 months; 422 on a day that does not exist, an end before
 * the start, or a range too long.
 */
export function rangeOf(
  query: { interval?: ActivityStatementInterval; from?: string; to?: string },
  now: Date,
): StatementRange {
  const interval = query.interval ?? 'month';
  const today = DateTime.fromJSDate(now, { zone: statementZone }).startOf('day');
  const to = query.to === undefined ? today : dayOf(query.to, 'to');
  const from =
    query.from === undefined
      ? to
          .startOf('month')
          .minus({ months: activityStatementMonthsDefault - 1 })
          .startOf(interval)
      : dayOf(query.from, 'from');
  if (to < from) throw invalid('to', messages.dayOrder);
  if (from < to.minus({ months: activityStatementMonthsMax })) {
    throw invalid('from', messages.tooLong);
  }
  return { interval, from, to };
}

/** Each week (Monday to Sunday) or month of the range, oldest first, the first and last cut. */
export function periodsOf(range: StatementRange): StatementPeriod[] {
  const unit = range.interval;
  const periods: StatementPeriod[] = [];
  for (let start = range.from.startOf(unit); start <= range.to; start = start.plus(oneOf(unit))) {
    const end = start.endOf(unit).startOf('day');
    periods.push({
      start: start < range.from ? range.from : start,
      end: end > range.to ? range.to : end,
    });
  }
  return periods;
}

/** `2026-05-01`. */
export function dayText(day: DateTime): string {
  return day.toISODate() ?? '';
}
