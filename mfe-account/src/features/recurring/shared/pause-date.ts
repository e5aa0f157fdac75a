import { sydneyCalendarOf } from 'shared-kernel/contract/format';

// A timed pause lasts until a calendar day in Sydney, where the draws are: the day is chosen in a
// date field ('YYYY-MM-DD') and travels as the instant that day starts.

const hourMs = 3_600_000;

const isoDay = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The first and last days a pause may end on: tomorrow, and a year from today (Sydney). */
export function pauseDateRange(now: Date): { first: string; last: string } {
  const today = sydneyCalendarOf(now);
  return {
    first: isoDay(today.year, today.month, today.day + 1),
    last: isoDay(today.year + 1, today.month, today.day),
  };
}

export const pauseDateMessages = {
  required: 'Please choose the date to pause until',
  past: 'Please choose a date in the future',
  tooLate: 'Please choose a date within a year from today',
} as const;

/** What is wrong with the chosen day, or undefined when a pause may end then. */
export function pauseDateError(day: string, now: Date): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return pauseDateMessages.required;
  const { first, last } = pauseDateRange(now);
  // ISO days compare as text.
  if (day < first) return pauseDateMessages.past;
  if (day > last) return pauseDateMessages.tooLate;
  return undefined;
}

/**
 * The instant the day starts in Sydney, as ISO. Midnight in Sydney is 14:00 UTC the day before
 * at +10:00 and 13:00 at +11:00 (daylight saving): start from the first and step back an hour
 * when Sydney reads 1 am then.
 */
export function pausedUntilOf(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const standardMidnight = Date.UTC(year, month - 1, date) - 10 * hourMs;
  const { hour } = sydneyCalendarOf(new Date(standardMidnight));
  return new Date(standardMidnight - hour * hourMs).toISOString();
}
