import { calendarDaysBetween, dateOf, sydneyCalendarOf, type Instant } from './dates';

export const drawDayLabels = ['tonight', 'tomorrow', 'this week', 'next week'] as const;
export type DrawDayLabel = (typeof drawDayLabels)[number];

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
export function drawDayLabel(stop: Instant, now: Instant = new Date()): DrawDayLabel | null {
  const stopDate = dateOf(stop);
  const nowDate = dateOf(now);
  if (!stopDate || !nowDate) return null;
  const untilStopMs = stopDate.getTime() - nowDate.getTime();
  if (untilStopMs <= 0) return null;
  const stopDay = sydneyCalendarOf(stopDate);
  const daysAway = calendarDaysBetween(sydneyCalendarOf(nowDate), stopDay);
  if (daysAway === 0) return stopDay.hour >= 18 ? 'tonight' : null;
  if (daysAway === 1) return 'tomorrow';
  if (untilStopMs <= 7 * dayMs) return 'this week';
  if (untilStopMs <= 14 * dayMs) return 'next week';
  return null;
}
