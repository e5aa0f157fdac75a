import { DateTime } from 'luxon';
import { drawDayLabel } from './draw-day-label';

/** Times in Sydney; the stop is given in UTC as the API sends it. */
function sydney(text: string): Date {
  return DateTime.fromISO(text, { zone: 'Australia/Sydney' }).toJSDate();
}
function stopAt(text: string): string {
  return sydney(text).toISOString();
}

describe('drawDayLabel (Australia/Sydney)', () => {
  const now = sydney('2025-06-16T10:00:00'); // a Monday morning

  it('says tonight for a draw today from 18:00 to midnight', () => {
    expect(drawDayLabel(stopAt('2025-06-16T19:30:00'), now)).toBe('tonight');
    expect(drawDayLabel(stopAt('2025-06-16T18:00:00'), now)).toBe('tonight');
    expect(drawDayLabel(stopAt('2025-06-16T23:59:00'), now)).toBe('tonight');
  });

  it('gives no label to a draw earlier today, or one that has stopped', () => {
    expect(drawDayLabel(stopAt('2025-06-16T14:00:00'), now)).toBeNull();
    expect(drawDayLabel(stopAt('2025-06-16T09:00:00'), now)).toBeNull();
  });

  it('says tomorrow for a draw on the next day', () => {
    expect(drawDayLabel(stopAt('2025-06-17T00:30:00'), now)).toBe('tomorrow');
    expect(drawDayLabel(stopAt('2025-06-17T20:30:00'), now)).toBe('tomorrow');
    expect(drawDayLabel(stopAt('2025-06-17T09:00:00'), sydney('2025-06-16T21:00:00'))).toBe(
      'tomorrow',
    );
  });

  it('says this week within 7 days and next week for the 7 days after', () => {
    expect(drawDayLabel(stopAt('2025-06-19T20:30:00'), now)).toBe('this week');
    expect(drawDayLabel(stopAt('2025-06-23T09:00:00'), now)).toBe('this week');
    expect(drawDayLabel(stopAt('2025-06-23T20:30:00'), now)).toBe('next week');
    expect(drawDayLabel(stopAt('2025-06-30T09:00:00'), now)).toBe('next week');
    expect(drawDayLabel(stopAt('2025-06-30T20:30:00'), now)).toBeNull();
  });

  it('judges the day in Sydney, not in UTC', () => {
    // 09:30 UTC on the 16th is 19:30 in Sydney: tonight, although UTC is still morning.
    expect(drawDayLabel('2025-06-16T09:30:00Z', '2025-06-16T00:00:00Z')).toBe('tonight');
  });

  it('accepts Date values and ignores invalid stops', () => {
    expect(drawDayLabel(new Date('2025-06-16T09:30:00Z'), new Date('2025-06-16T00:00:00Z'))).toBe(
      'tonight',
    );
    expect(drawDayLabel('not a date', now)).toBeNull();
  });
});
