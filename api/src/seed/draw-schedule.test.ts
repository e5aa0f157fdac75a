import { DateTime } from 'luxon';
import { drawZone, periodicDraws, scheduledDraws } from './draw-schedule';

const sydney = (text: string) => DateTime.fromISO(text, { zone: drawZone }).toJSDate();

describe('scheduledDraws', () => {
  const saturdayLotto = { weekdays: [6], closesAt: { hour: 19, minute: 0 }, firstDrawNo: 3983 };

  it('closes at the same Sydney time across the change to daylight saving', () => {
    // Daylight saving starts in Sydney on Sunday 4 October 2026.
    const draws = scheduledDraws(
      saturdayLotto,
      sydney('2026-09-24T12:00'),
      sydney('2026-10-11T00:00'),
    );

    expect(draws.map((draw) => draw.stop.toISOString())).toEqual([
      '2026-09-26T09:00:00.000Z',
      '2026-10-03T09:00:00.000Z',
      '2026-10-10T08:00:00.000Z',
    ]);
  });

  it('numbers consecutive draws consecutively, the same way on every run', () => {
    const draws = scheduledDraws(
      saturdayLotto,
      sydney('2026-09-24T12:00'),
      sydney('2026-10-11T00:00'),
    );
    const later = scheduledDraws(
      saturdayLotto,
      sydney('2026-10-01T12:00'),
      sydney('2026-10-11T00:00'),
    );

    expect(draws.map((draw) => draw.drawNo - (draws[0]?.drawNo ?? 0))).toEqual([0, 1, 2]);
    expect(later[0]?.drawNo).toBe(draws[1]?.drawNo);
  });

  it('leaves out a draw whose sales have closed', () => {
    const draws = scheduledDraws(
      { weekdays: [1, 3, 5], closesAt: { hour: 19, minute: 0 }, firstDrawNo: 1 },
      sydney('2026-11-23T19:30'),
      sydney('2026-11-29T23:00'),
    );

    expect(
      draws.map((draw) => DateTime.fromJSDate(draw.stop, { zone: drawZone }).toISODate()),
    ).toEqual(['2026-11-25', '2026-11-27']);
  });
});

describe('periodicDraws', () => {
  it('lists the next draws every period, on the anchored weekday', () => {
    const draws = periodicDraws(
      { periodDays: 28, firstDayOffset: 6, closesAt: { hour: 23, minute: 59 }, firstDrawNo: 301 },
      sydney('2026-11-21T10:00'),
      2,
    );

    expect(draws).toHaveLength(2);
    const [first, second] = draws.map((draw) => DateTime.fromJSDate(draw.stop, { zone: drawZone }));
    expect(first?.weekday).toBe(7);
    expect(second?.diff(first ?? DateTime.now(), 'days').days).toBe(28);
    expect(draws[1]?.drawNo).toBe((draws[0]?.drawNo ?? 0) + 1);
  });
});
