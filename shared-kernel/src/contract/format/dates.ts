import { activeLocale } from './active-locale';

/**
 * Dates as the shop shows them: draws are scheduled in Sydney time and every date is written in
 * the page's active locale (en-AU unless the shell sets another), whatever the visitor's own
 * zone. The platform's Intl does the work (no date library on the first load); luxon stays with
 * the screens that do date arithmetic.
 */

/** Draws are scheduled in Sydney time. */
export const drawTimeZone = 'Australia/Sydney';

/** An instant as the API sends it (ISO 8601 with an offset) or as the page holds it. */
export type Instant = string | Date;

/**
 * A formatter per locale made on first use: making one takes time, and a page uses few of them.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return () => {
    const { locale } = activeLocale();
    let format = formats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, options);
      formats.set(locale, format);
    }
    return format;
  };
}

const inSydney = (options: Intl.DateTimeFormatOptions) =>
  lazyFormat({ timeZone: drawTimeZone, ...options });

const dateWithWeekday = /* @__PURE__ */ inSydney({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const dayOfWeek = /* @__PURE__ */ inSydney({ weekday: 'long', day: 'numeric', month: 'long' });
const dayOfWeekAndTime = /* @__PURE__ */ inSydney({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
});
const weekday = /* @__PURE__ */ inSydney({ weekday: 'long' });
const calendarDate = /* @__PURE__ */ inSydney({ day: 'numeric', month: 'long', year: 'numeric' });
const calendarParts = /* @__PURE__ */ inSydney({
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  hourCycle: 'h23',
});
const monthOfYear = /* @__PURE__ */ lazyFormat({ timeZone: 'UTC', month: 'long', year: 'numeric' });

/** The instant as a Date; null when it is not a date. */
export function dateOf(instant: Instant): Date | null {
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatWith(format: () => Intl.DateTimeFormat, instant: Instant): string {
  const date = dateOf(instant);
  return date ? format().format(date) : '';
}

/** 'Saturday 28 November 2026', in Sydney; '' for an invalid instant. */
export function formatDrawDate(instant: Instant): string {
  return formatWith(dateWithWeekday, instant);
}

/** 'Saturday 28 November', in Sydney. */
export function formatDrawDay(instant: Instant): string {
  return formatWith(dayOfWeek, instant);
}

/** 'Saturday 28 November at 8:30 pm', in Sydney. */
export function formatDrawDayAndTime(instant: Instant): string {
  return formatWith(dayOfWeekAndTime, instant);
}

/** 'Saturday', in Sydney. */
export function formatDrawWeekday(instant: Instant): string {
  return formatWith(weekday, instant);
}

/** '28 November 2026', in Sydney. */
export function formatCalendarDate(instant: Instant): string {
  return formatWith(calendarDate, instant);
}

/** 'November 2026' (month 1–12). */
export function formatMonth(year: number, month: number): string {
  return monthOfYear().format(new Date(Date.UTC(year, month - 1, 1)));
}

export interface SydneyCalendar {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0–23. */
  hour: number;
}

/** The calendar day and hour an instant falls on in Sydney. */
export function sydneyCalendarOf(date: Date): SydneyCalendar {
  const parts: Record<string, number> = {};
  for (const part of calendarParts().formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
  };
}

/** Days from one Sydney calendar day to another (negative when `target` is earlier). */
export function calendarDaysBetween(source: SydneyCalendar, target: SydneyCalendar): number {
  const dayMs = 86_400_000;
  const dayNumber = (day: SydneyCalendar) => Date.UTC(day.year, day.month - 1, day.day) / dayMs;
  return dayNumber(target) - dayNumber(source);
}
