import fc from 'fast-check';
import { splitByShares } from './syndicate-shares';

describe('splitByShares', () => {
  it('splits a prize by shares, the odd cents to the largest remainders', () => {
    expect(
      splitByShares(1_000, [
        { holder: 'a', shares: 1 },
        { holder: 'b', shares: 1 },
        { holder: 'c', shares: 1 },
      ]).map((part) => part.prizeCents),
    ).toEqual([334, 333, 333]);
    // 5 shares of 7: 714.28…, 2 of 7: 285.71… → the cent left goes to the larger remainder.
    expect(
      splitByShares(1_000, [
        { holder: 'a', shares: 5 },
        { holder: 'b', shares: 2 },
      ]).map((part) => part.prizeCents),
    ).toEqual([714, 286]);
  });

  it('loses no cent and gives no holder more than a cent away from its exact part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 40 }),
        (prizeCents, shares) => {
          const holdings = shares.map((count, index) => ({ holder: `h${index}`, shares: count }));
          const parts = splitByShares(prizeCents, holdings);
          const totalShares = shares.reduce((sum, count) => sum + count, 0);
          expect(parts.reduce((sum, part) => sum + part.prizeCents, 0)).toBe(prizeCents);
          for (const part of parts) {
            const exact = (prizeCents * part.shares) / totalShares;
            expect(part.prizeCents).toBeGreaterThanOrEqual(Math.floor(exact));
            expect(part.prizeCents).toBeLessThanOrEqual(Math.floor(exact) + 1);
            // Per share, holders differ by at most a cent.
            const perShare = Math.floor(prizeCents / totalShares);
            expect(part.prizeCents).toBeGreaterThanOrEqual(perShare * part.shares);
            expect(part.prizeCents).toBeLessThanOrEqual((perShare + 1) * part.shares);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses fractions of cents and of shares', () => {
    expect(() => splitByShares(10.5, [{ holder: 'a', shares: 1 }])).toThrow(
      'whole number of cents',
    );
    expect(() => splitByShares(10, [{ holder: 'a', shares: 0 }])).toThrow('whole number of shares');
  });
});
