import fc from 'fast-check';
import { drawRaffle } from './raffle';

const prizes = [
  { ranking: 2, quantity: 1 },
  { ranking: 1, quantity: 1 },
  { ranking: 4, quantity: 10 },
];

describe('drawRaffle', () => {
  it('gives first prize to the first ticket drawn and the next prizes in ranking order', () => {
    const wins = drawRaffle(['1000001', '1000002', '1000003'], prizes, () => 0);
    expect(wins).toEqual([
      { ranking: 1, ticketNumber: '1000001', drawOrder: 1 },
      // The last ticket took the drawn one's place in the barrel.
      { ranking: 2, ticketNumber: '1000003', drawOrder: 2 },
      { ranking: 4, ticketNumber: '1000002', drawOrder: 3 },
    ]);
  });

  it('never draws a ticket twice, whatever the random source answers', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1_000_000, max: 9_999_999 }), {
          minLength: 0,
          maxLength: 60,
        }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (numbers, randoms) => {
          const tickets = numbers.map(String);
          const stream = randoms[Symbol.iterator]();
          const wins = drawRaffle(tickets, prizes, (bound) =>
            Math.floor((stream.next().value as number) * bound),
          );
          expect(new Set(wins.map((win) => win.ticketNumber)).size).toBe(wins.length);
          expect(wins.length).toBe(Math.min(12, tickets.length));
          expect(wins.every((win) => tickets.includes(win.ticketNumber))).toBe(true);
          expect(wins.map((win) => win.ranking)).toEqual(
            [1, 2, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4].slice(0, wins.length),
          );
        },
      ),
    );
  });

  it('gives each ticket one chance: a ticket number sold twice, or a bad random answer, is refused', () => {
    expect(() => drawRaffle(['1', '1'], prizes, () => 0)).toThrow('sold once');
    expect(() => drawRaffle(['1', '2'], prizes, () => 2)).toThrow('answered 2 for a bound of 2');
  });
});
