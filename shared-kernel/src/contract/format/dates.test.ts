import {
  calendarDaysBetween,
  formatCalendarDate,
  formatDrawDate,
  formatDrawDay,
  formatDrawDayAndTime,
  formatDrawWeekday,
  formatMonth,
  sydneyCalendarOf,
} from './dates';

describe('dates in Sydney, written in en-AU', () => {
  // 09:30 UTC on Saturday 28 November 2026 is 20:30 in Sydney (daylight saving, UTC+11).
  const stop = '2026-11-28T09:30:00Z';

  it('writes a draw date with its weekday, with or without the year or the time', () => {
    expect(formatDrawDate(stop)).toBe('Saturday 28 November 2026');
    expect(formatDrawDay(stop)).toBe('Saturday 28 November');
    expect(formatDrawDayAndTime(stop)).toBe('Saturday 28 November at 8:30 pm');
    expect(formatDrawWeekday(new Date(stop))).toBe('Saturday');
    expect(formatCalendarDate(stop)).toBe('28 November 2026');
  });

  it('takes the day in Sydney, not in UTC, and an offset as sent', () => {
    expect(formatDrawDate('2026-06-19T15:30:00Z')).toBe('Saturday 20 June 2026');
    expect(formatDrawDate('2026-06-20T01:30:00+10:00')).toBe('Saturday 20 June 2026');
  });

  it('writes nothing for an instant that is not a date', () => {
    expect(formatDrawDate('not a date')).toBe('');
    expect(formatCalendarDate('')).toBe('');
  });

  it('names a month of a year', () => {
    expect(formatMonth(2026, 1)).toBe('January 2026');
    expect(formatMonth(2026, 12)).toBe('December 2026');
  });

  it('reads the Sydney calendar day and hour, in and out of daylight saving', () => {
    expect(sydneyCalendarOf(new Date(stop))).toEqual({ year: 2026, month: 11, day: 28, hour: 20 });
    expect(sydneyCalendarOf(new Date('2026-06-19T14:00:00Z'))).toEqual({
      year: 2026,
      month: 6,
      day: 20,
      hour: 0,
    });
    const first = sydneyCalendarOf(new Date('2026-12-31T12:00:00Z'));
    const second = sydneyCalendarOf(new Date('2026-12-31T13:00:00Z'));
    expect(calendarDaysBetween(first, second)).toBe(1);
    expect(calendarDaysBetween(second, first)).toBe(-1);
  });
});
