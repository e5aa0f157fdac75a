import { DateTime } from 'luxon';
import {
  drawZone,
  monthlyDraws,
  periodicDraws,
  type ScheduleRule,
  weeklyDraws,
} from './schedule-rules';

const sydney = (text: string) => DateTime.fromISO(text, { zone: drawZone }).toJSDate();
const sydneyText = (date: Date) =>
  DateTime.fromJSDate(date, { zone: drawZone }).toFormat("yyyy-MM-dd'T'HH:mm");

const weekly = (weekdays: number[], closeTime: string, drawTime: string, firstDrawNo: number) =>
  ({
    kind: 'weekly',
    weekdays,
    periodDays: null,
    referenceDate: '2020-01-06',
    firstDrawNo,
    closeTime,
    drawTime,
  }) satisfies ScheduleRule;

describe('weeklyDraws', () => {
  const saturdayLotto = weekly([6], '19:00', '20:00', 3983);

  it('closes at the same Sydney time across the change to daylight saving', () => {
    // Daylight saving starts in Sydney on Sunday 4 October 2026.
    const draws = weeklyDraws(
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

  it.each([
    // Daylight saving ends on Sunday 5 April 2026 and starts on Sunday 4 October 2026.
    ['April', '2026-03-29T12:00', '2026-04-13T00:00'],
    ['October', '2026-09-27T12:00', '2026-10-12T00:00'],
  ])('keeps a 19:30 close and a 20:30 draw around the first Sunday of %s', (_, from, until) => {
    const everyDay = weekly([1, 2, 3, 4, 5, 6, 7], '19:30', '20:30', 1102);
    const draws = weeklyDraws(everyDay, sydney(from), sydney(until));

    expect(draws).toHaveLength(15);
    for (const draw of draws) {
      expect(sydneyText(draw.stop).slice(11)).toBe('19:30');
      expect(sydneyText(draw.drawAt).slice(11)).toBe('20:30');
      expect(sydneyText(draw.drawAt).slice(0, 10)).toBe(sydneyText(draw.stop).slice(0, 10));
    }
    const hours = draws
      .slice(1)
      .map((draw, index) => (draw.stop.getTime() - (draws[index]?.stop.getTime() ?? 0)) / 36e5);
    // One day is 25 or 23 hours long; the wall clock does not move.
    expect(hours.filter((length) => length !== 24)).toHaveLength(1);
    expect(draws.map((draw) => draw.drawNo - (draws[0]?.drawNo ?? 0))).toEqual(
      draws.map((_, index) => index),
    );
  });

  it('draws the next day when the draw time is earlier than the close', () => {
    const [draw] = weeklyDraws(
      weekly([7], '23:59', '10:00', 1),
      sydney('2026-11-20T00:00'),
      sydney('2026-11-23T00:00'),
    );

    expect(sydneyText(draw?.stop ?? new Date(0))).toBe('2026-11-22T23:59');
    expect(sydneyText(draw?.drawAt ?? new Date(0))).toBe('2026-11-23T10:00');
  });

  it('numbers consecutive draws consecutively, the same way on every run', () => {
    const draws = weeklyDraws(
      saturdayLotto,
      sydney('2026-09-24T12:00'),
      sydney('2026-10-11T00:00'),
    );
    const later = weeklyDraws(
      saturdayLotto,
      sydney('2026-10-01T12:00'),
      sydney('2026-10-11T00:00'),
    );

    expect(draws.map((draw) => draw.drawNo - (draws[0]?.drawNo ?? 0))).toEqual([0, 1, 2]);
    expect(later[0]?.drawNo).toBe(draws[1]?.drawNo);
  });

  it('counts draw days from the reference date', () => {
    // Monday 6 January 2020 is the reference; Wednesday 8 January is the first Wednesday draw.
    const [first, second] = weeklyDraws(
      weekly([1, 3, 5], '19:00', '20:00', 100),
      sydney('2020-01-06T20:00'),
      sydney('2020-01-11T00:00'),
    );

    expect(first?.drawNo).toBe(101);
    expect(second?.drawNo).toBe(102);
    const [before] = weeklyDraws(
      weekly([1, 3, 5], '19:00', '20:00', 100),
      sydney('2020-01-03T00:00'),
      sydney('2020-01-04T00:00'),
    );
    expect(before?.drawNo).toBe(99);
  });

  it('leaves out a draw whose sales have closed', () => {
    const draws = weeklyDraws(
      weekly([1, 3, 5], '19:00', '20:00', 1),
      sydney('2026-11-23T19:30'),
      sydney('2026-11-29T23:00'),
    );

    expect(
      draws.map((draw) => DateTime.fromJSDate(draw.stop, { zone: drawZone }).toISODate()),
    ).toEqual(['2026-11-25', '2026-11-27']);
  });
});

describe('periodicDraws', () => {
  const raffle: ScheduleRule = {
    kind: 'periodic',
    weekdays: [],
    periodDays: 28,
    referenceDate: '2020-01-12',
    firstDrawNo: 301,
    closeTime: '23:59',
    drawTime: '10:00',
  };

  it('lists the next draws every period, on the anchored weekday', () => {
    const draws = periodicDraws(raffle, sydney('2026-11-21T10:00'), 2);

    expect(draws).toHaveLength(2);
    const [first, second] = draws.map((draw) => DateTime.fromJSDate(draw.stop, { zone: drawZone }));
    expect(first?.weekday).toBe(7);
    expect(second?.diff(first ?? DateTime.now(), 'days').days).toBe(28);
    expect(draws[1]?.drawNo).toBe((draws[0]?.drawNo ?? 0) + 1);
  });

  it('numbers periods from the first draw day', () => {
    const [first] = periodicDraws(raffle, sydney('2020-01-01T00:00'), 1);
    const [tenth] = periodicDraws(raffle, sydney('2020-09-01T00:00'), 1);

    expect(first?.drawNo).toBe(301);
    expect(sydneyText(first?.stop ?? new Date(0))).toBe('2020-01-12T23:59');
    expect(sydneyText(tenth?.stop ?? new Date(0))).toBe('2020-09-20T23:59');
    expect(tenth?.drawNo).toBe(310);
  });
});

describe('monthlyDraws', () => {
  const monthly = (periodMonths: number, referenceDate: string): ScheduleRule => ({
    kind: 'monthly',
    weekdays: [],
    periodDays: null,
    periodMonths,
    referenceDate,
    firstDrawNo: 1,
    closeTime: '19:00',
    drawTime: '19:30',
  });

  it('draws on the last day of every month, Sydney time, across daylight saving', () => {
    const draws = monthlyDraws(monthly(1, '2026-01-01'), sydney('2026-01-15T12:00'), 5);

    expect(
      draws.map((draw) => [draw.drawNo, sydneyText(draw.stop), sydneyText(draw.drawAt)]),
    ).toEqual([
      [1, '2026-01-31T19:00', '2026-01-31T19:30'],
      [2, '2026-02-28T19:00', '2026-02-28T19:30'],
      [3, '2026-03-31T19:00', '2026-03-31T19:30'],
      [4, '2026-04-30T19:00', '2026-04-30T19:30'],
      [5, '2026-05-31T19:00', '2026-05-31T19:30'],
    ]);
    // Daylight saving ends on 5 April 2026: 19:00 is 08:00 UTC in March, 09:00 UTC in April.
    expect(draws[2]?.stop.toISOString()).toBe('2026-03-31T08:00:00.000Z');
    expect(draws[3]?.stop.toISOString()).toBe('2026-04-30T09:00:00.000Z');
  });

  it('keeps February 29 in a leap year and moves on once the month has closed', () => {
    const rule = monthly(1, '2026-01-01');
    const [leap] = monthlyDraws(rule, sydney('2028-02-10T09:00'), 1);
    const [afterClose] = monthlyDraws(rule, sydney('2028-02-29T19:00'), 1);

    expect(sydneyText(leap?.stop ?? new Date(0))).toBe('2028-02-29T19:00');
    expect(leap?.drawNo).toBe(26);
    expect(sydneyText(afterClose?.stop ?? new Date(0))).toBe('2028-03-31T19:00');
    expect(afterClose?.drawNo).toBe(27);
  });

  it('draws every 3 months from the reference month: quarter ends', () => {
    const draws = monthlyDraws(monthly(3, '2026-03-01'), sydney('2026-11-19T10:00'), 3);

    expect(draws.map((draw) => [draw.drawNo, sydneyText(draw.stop)])).toEqual([
      [4, '2026-12-31T19:00'],
      [5, '2027-03-31T19:00'],
      [6, '2027-06-30T19:00'],
    ]);
  });

  it('refuses a monthly rule without a period', () => {
    expect(() => monthlyDraws(monthly(0, '2026-01-01'), sydney('2026-01-01T00:00'), 1)).toThrow(
      RangeError,
    );
  });
});
