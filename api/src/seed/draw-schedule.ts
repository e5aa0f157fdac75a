import { DateTime } from 'luxon';

/** Draws are scheduled in Sydney time (ARCHITECTURE.md: luxon, zone Australia/Sydney). */
export const drawZone = 'Australia/Sydney';

export interface WeeklySchedule {
  /** ISO weekdays of the draws: 1 Monday … 7 Sunday. */
  weekdays: readonly number[];
  /** When sales close on a draw day, Sydney time. */
  closesAt: { hour: number; minute: number };
  /** Draw number of the first draw day on or after `reference` (numbers then count draw days). */
  firstDrawNo: number;
}

/** Draw numbers count from this Monday, so that every run of the seed numbers a draw alike. */
const reference = DateTime.fromObject({ year: 2020, month: 1, day: 6 }, { zone: drawZone });

export interface ScheduledDraw {
  drawNo: number;
  /** When sales close. */
  stop: Date;
}

function drawDaysBefore(schedule: WeeklySchedule, day: DateTime): number {
  const days = Math.floor(day.diff(reference, 'days').days);
  const fullWeeks = Math.floor(days / 7);
  let count = fullWeeks * schedule.weekdays.length;
  for (let offset = fullWeeks * 7; offset < days; offset += 1) {
    if (schedule.weekdays.includes(reference.plus({ days: offset }).weekday)) count += 1;
  }
  return count;
}

/** The draws of a weekly schedule whose sales close after `from` and no later than `until`. */
export function scheduledDraws(schedule: WeeklySchedule, from: Date, until: Date): ScheduledDraw[] {
  const draws: ScheduledDraw[] = [];
  const last = DateTime.fromJSDate(until, { zone: drawZone });
  for (
    let day = DateTime.fromJSDate(from, { zone: drawZone }).startOf('day');
    day <= last;
    day = day.plus({ days: 1 })
  ) {
    if (!schedule.weekdays.includes(day.weekday)) continue;
    const stop = day.set({ hour: schedule.closesAt.hour, minute: schedule.closesAt.minute });
    if (stop.toMillis() <= from.getTime() || stop > last) continue;
    draws.push({
      drawNo: schedule.firstDrawNo + drawDaysBefore(schedule, day),
      stop: stop.toJSDate(),
    });
  }
  return draws;
}

export interface PeriodicSchedule {
  periodDays: number;
  /** Days from the reference Monday to the first draw day (6: draws fall on Sundays). */
  firstDayOffset: number;
  closesAt: { hour: number; minute: number };
  firstDrawNo: number;
}

/** The next `count` draws of a schedule that recurs every few days (raffles) closing after `from`. */
export function periodicDraws(
  schedule: PeriodicSchedule,
  from: Date,
  count: number,
): ScheduledDraw[] {
  const { periodDays, firstDayOffset, closesAt, firstDrawNo } = schedule;
  const anchor = reference.plus({ days: firstDayOffset });
  const start = DateTime.fromJSDate(from, { zone: drawZone });
  let period = Math.max(0, Math.floor(start.diff(anchor, 'days').days / periodDays));
  const draws: ScheduledDraw[] = [];
  while (draws.length < count) {
    const stop = anchor.plus({ days: period * periodDays }).set(closesAt);
    if (stop.toMillis() > from.getTime())
      draws.push({ drawNo: firstDrawNo + period, stop: stop.toJSDate() });
    period += 1;
  }
  return draws;
}
