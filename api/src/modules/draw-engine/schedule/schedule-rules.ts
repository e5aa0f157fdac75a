import { type Selectable } from 'kysely';
import { DateTime } from 'luxon';
import { type DrawSchedulesTable } from '../../../database/draw-engine-schema';

/**
 * The arithmetic of a draw schedule (a `draw_schedules` row): which days an offer draws, when its
 * sales close and its numbers are drawn, and how its draws are numbered. Times are Sydney wall
 * clock (ARCHITECTURE.md: luxon, zone Australia/Sydney), so a 19:30 close stays 19:30 across
 * daylight saving. Draw days are counted as calendar dates, never as 24-hour spans.
 */
export const drawZone = 'Australia/Sydney';

export interface ScheduleRule {
  kind: 'weekly' | 'periodic' | 'monthly';
  /** ISO weekdays of a weekly rule: 1 Monday … 7 Sunday. */
  weekdays: readonly number[];
  /** Days between two draws of a periodic rule. */
  periodDays: number | null;
  /** Months between two draws of a monthly rule (each on the last day of its month). */
  periodMonths?: number | null;
  /**
   * Sydney date (YYYY-MM-DD). Weekly: draw numbers count draw days from it, `firstDrawNo` being
   * the number of the first draw day on or after it. Periodic: the first draw day. Monthly: a
   * day of the first draw's month.
   */
  referenceDate: string;
  firstDrawNo: number;
  /** Sydney time (HH:MM) sales close on a draw day. */
  closeTime: string;
  /** Sydney time (HH:MM) of the draw: on the close day, or the next day when it is earlier. */
  drawTime: string;
}

export interface ScheduledDraw {
  drawNo: number;
  /** When sales close. */
  stop: Date;
  /** When the numbers are drawn. */
  drawAt: Date;
}

type ScheduleRow = Pick<
  Selectable<DrawSchedulesTable>,
  | 'kind'
  | 'weekdays'
  | 'period_days'
  | 'period_months'
  | 'reference_date'
  | 'first_draw_no'
  | 'close_time'
  | 'draw_time'
>;

export function scheduleRuleOf(row: ScheduleRow): ScheduleRule {
  return {
    kind: row.kind,
    weekdays: row.weekdays,
    periodDays: row.period_days,
    periodMonths: row.period_months,
    referenceDate: row.reference_date,
    firstDrawNo: row.first_draw_no,
    closeTime: row.close_time,
    drawTime: row.draw_time,
  };
}

const dayMs = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 of a calendar date. */
function dayNumberOf(date: { year: number; month: number; day: number }): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / dayMs);
}

function dayNumberOfText(date: string): number {
  const parsed = DateTime.fromISO(date, { zone: 'utc' });
  if (!parsed.isValid || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new RangeError(`A schedule date is YYYY-MM-DD, not "${date}"`);
  }
  return dayNumberOf(parsed);
}

/** The Sydney calendar day (as a day number) an instant falls on. */
function sydneyDayOf(instant: Date): number {
  return dayNumberOf(DateTime.fromJSDate(instant, { zone: drawZone }));
}

/** ISO weekday of a day number (day 0, 1970-01-01, was a Thursday). */
function weekdayOf(dayNumber: number): number {
  return ((((dayNumber + 3) % 7) + 7) % 7) + 1;
}

function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) {
    throw new RangeError(`A schedule time is HH:MM, not "${time}"`);
  }
  return hours * 60 + minutes;
}

/** The instant of a Sydney wall-clock time on a day. */
function sydneyTime(dayNumber: number, minutes: number): Date {
  const date = new Date(dayNumber * dayMs);
  return DateTime.fromObject(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
    },
    { zone: drawZone },
  ).toJSDate();
}

function drawOn(rule: ScheduleRule, dayNumber: number, drawNo: number): ScheduledDraw {
  const close = minutesOf(rule.closeTime);
  const draw = minutesOf(rule.drawTime);
  return {
    drawNo,
    stop: sydneyTime(dayNumber, close),
    drawAt: sydneyTime(draw < close ? dayNumber + 1 : dayNumber, draw),
  };
}

/** Draw days of a weekly rule from its reference date up to (not including) `dayNumber`. */
function drawDaysBefore(rule: ScheduleRule, dayNumber: number): number {
  const reference = dayNumberOfText(rule.referenceDate);
  const days = dayNumber - reference;
  const fullWeeks = Math.floor(days / 7);
  let count = fullWeeks * rule.weekdays.length;
  for (let offset = fullWeeks * 7; offset < days; offset += 1) {
    if (rule.weekdays.includes(weekdayOf(reference + offset))) count += 1;
  }
  return count;
}

function checkWeekly(rule: ScheduleRule): void {
  if (rule.kind !== 'weekly') throw new RangeError('Not a weekly schedule');
  if (rule.weekdays.some((weekday) => !Number.isInteger(weekday) || weekday < 1 || weekday > 7)) {
    throw new RangeError('A weekly schedule draws on ISO weekdays 1 to 7');
  }
}

/** The draws of a weekly rule whose sales close after `from` and no later than `until`. */
export function weeklyDraws(rule: ScheduleRule, from: Date, until: Date): ScheduledDraw[] {
  checkWeekly(rule);
  const draws: ScheduledDraw[] = [];
  const last = sydneyDayOf(until);
  for (let day = sydneyDayOf(from); day <= last; day += 1) {
    if (!rule.weekdays.includes(weekdayOf(day))) continue;
    const draw = drawOn(rule, day, rule.firstDrawNo + drawDaysBefore(rule, day));
    if (draw.stop > from && draw.stop <= until) draws.push(draw);
  }
  return draws;
}

/** The next `count` draws of a periodic rule (every `periodDays` days) closing after `from`. */
export function periodicDraws(rule: ScheduleRule, from: Date, count: number): ScheduledDraw[] {
  const periodDays = rule.periodDays;
  if (rule.kind !== 'periodic' || periodDays === null || periodDays < 1) {
    throw new RangeError('A periodic schedule draws every 1 or more days');
  }
  const first = dayNumberOfText(rule.referenceDate);
  let period = Math.max(0, Math.floor((sydneyDayOf(from) - first) / periodDays));
  const draws: ScheduledDraw[] = [];
  while (draws.length < count) {
    const draw = drawOn(rule, first + period * periodDays, rule.firstDrawNo + period);
    if (draw.stop > from) draws.push(draw);
    period += 1;
  }
  return draws;
}

/** Months since January 1970 of a calendar date (a Date: its UTC date). */
function monthNumberOf(date: { year: number; month: number } | Date): number {
  if (date instanceof Date) return (date.getUTCFullYear() - 1970) * 12 + date.getUTCMonth();
  return (date.year - 1970) * 12 + date.month - 1;
}

/** The day number of the last day of a month (by month number). */
function lastDayOfMonth(monthNumber: number): number {
  // Day 0 of the next month is the last day of this one.
  return Math.round(Date.UTC(1970, monthNumber + 1, 0) / dayMs);
}

/**
 * The next `count` draws of a monthly rule closing after `from`: on the last day of every
 * `periodMonths` months (Sydney calendar), counted from the month of the reference date, whose
 * draw is number `firstDrawNo`.
 */
export function monthlyDraws(rule: ScheduleRule, from: Date, count: number): ScheduledDraw[] {
  const periodMonths = rule.periodMonths ?? null;
  if (rule.kind !== 'monthly' || periodMonths === null || periodMonths < 1) {
    throw new RangeError('A monthly schedule draws every 1 or more months');
  }
  const first = monthNumberOf(new Date(dayNumberOfText(rule.referenceDate) * dayMs));
  const current = monthNumberOf(DateTime.fromJSDate(from, { zone: drawZone }));
  let period = Math.max(0, Math.floor((current - first) / periodMonths));
  const draws: ScheduledDraw[] = [];
  while (draws.length < count) {
    const month = first + period * periodMonths;
    const draw = drawOn(rule, lastDayOfMonth(month), rule.firstDrawNo + period);
    if (draw.stop > from) draws.push(draw);
    period += 1;
  }
  return draws;
}
