import { DateTime } from 'luxon';

/** Draws are scheduled in Sydney time. */
export const drawTimeZone = 'Australia/Sydney';

export const drawDayLabels = ['tonight', 'tomorrow', 'this week', 'next week'] as const;
export type DrawDayLabel = (typeof drawDayLabels)[number];

type Instant = string | Date | DateTime;

function toSydney(instant: Instant): DateTime {
  const dateTime =
    instant instanceof DateTime
      ? instant
      : instant instanceof Date
        ? DateTime.fromJSDate(instant)
        : DateTime.fromISO(instant, { setZone: true });
  return dateTime.setZone(drawTimeZone);
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/**
 * How soon a draw's stop is, in Sydney time (api.md §9):
 * - `tonight`: today, between 18:00 and midnight;
 * - `tomorrow`: on the next calendar day (always within the next 48 h; a draw less than 24 h
 *   away that is not today is on the next day);
 * - `this week`: within the next 7 days;
 * - `next week`: within the 7 days after that;
 * - null: past, further away, invalid, or earlier today (before 18:00), which none of the
 *   labels describes.
 */
export function drawDayLabel(stop: Instant, now: Instant = DateTime.now()): DrawDayLabel | null {
  const stopTime = toSydney(stop);
  const nowTime = toSydney(now);
  if (!stopTime.isValid || !nowTime.isValid) return null;
  const untilStopMs = stopTime.toMillis() - nowTime.toMillis();
  if (untilStopMs <= 0) return null;
  if (stopTime.hasSame(nowTime, 'day')) return stopTime.hour >= 18 ? 'tonight' : null;
  if (stopTime.hasSame(nowTime.plus({ days: 1 }), 'day')) return 'tomorrow';
  if (untilStopMs <= 7 * dayMs) return 'this week';
  if (untilStopMs <= 14 * dayMs) return 'next week';
  return null;
}
