import { pauseDateError, pauseDateMessages, pauseDateRange, pausedUntilOf } from './pause-date';

describe('the day a timed pause ends', () => {
  // 11 pm on 5 March in Sydney (daylight saving, +11:00).
  const now = new Date('2026-03-05T12:00:00.000Z');

  it('may be from tomorrow to a year from today, as Sydney counts days', () => {
    expect(pauseDateRange(now)).toEqual({ first: '2026-03-06', last: '2027-03-05' });
    expect(pauseDateError('2026-03-06', now)).toBeUndefined();
    expect(pauseDateError('2027-03-05', now)).toBeUndefined();
  });

  it('is refused today, in the past, more than a year ahead, or left empty', () => {
    expect(pauseDateError('2026-03-05', now)).toBe(pauseDateMessages.past);
    expect(pauseDateError('2025-12-24', now)).toBe(pauseDateMessages.past);
    expect(pauseDateError('2027-03-06', now)).toBe(pauseDateMessages.tooLate);
    expect(pauseDateError('', now)).toBe(pauseDateMessages.required);
  });

  it('travels as the instant the day starts in Sydney, in and out of daylight saving', () => {
    expect(pausedUntilOf('2026-03-26')).toBe('2026-03-25T13:00:00.000Z');
    expect(pausedUntilOf('2026-06-10')).toBe('2026-06-09T14:00:00.000Z');
  });
});
