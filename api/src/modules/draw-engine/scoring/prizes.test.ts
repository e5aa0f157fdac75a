import fc from 'fast-check';
import { gameRulesOf } from './game-rules';
import { type DrawPrizePool, type EntryToScore, dividendOf, prizesOf } from './prizes';
import { type DrawnNumbers } from './score-line';

const powerball = gameRulesOf('powerball');
const setForLife = gameRulesOf('set_for_life');
const drawn: DrawnNumbers = { main: [1, 2, 3, 4, 5, 6, 7], supplementaries: [], powerball: [12] };
const pool: DrawPrizePool = { jackpotCents: 20_000_000_00, prizeFundCents: 1_000_000_00 };

const line = (numbers: number[], ball: number) => ({ Numbers: numbers, Powerball: [ball] });

describe('prizesOf', () => {
  it('pays each pool division its share of the fund divided by its winning lines, floored', () => {
    const entries: EntryToScore[] = [
      // Division 9 (2 + the Powerball): 26.3 % of $1,000,000 = $263,000 between 3 lines.
      { ticketId: 'a', gameType: 'standard', games: [line([1, 2, 30, 31, 32, 33, 34], 12)] },
      {
        ticketId: 'b',
        gameType: 'standard',
        games: [line([1, 2, 30, 31, 32, 33, 35], 12), line([6, 7, 30, 31, 32, 33, 35], 12)],
      },
      { ticketId: 'c', gameType: 'standard', games: [line([20, 21, 22, 23, 24, 25, 26], 12)] },
    ];
    const prizes = prizesOf({ rules: powerball, drawn }, entries, pool);
    const division9 = prizes.dividends.find((dividend) => dividend.division === 9);

    expect(division9).toMatchObject({
      winners: 3,
      poolCents: 263_000_00,
      prizePerWinnerCents: 8_766_666,
      paidCents: 26_299_998,
      keptCents: 2,
    });
    expect(prizes.tickets).toEqual([
      {
        ticketId: 'a',
        division: 9,
        prizeCents: 8_766_666,
        wins: [{ division: 9, lines: 1, prizeCents: 8_766_666 }],
      },
      {
        ticketId: 'b',
        division: 9,
        prizeCents: 17_533_332,
        wins: [{ division: 9, lines: 2, prizeCents: 17_533_332 }],
      },
      { ticketId: 'c', division: null, prizeCents: 0, wins: [] },
    ]);
    expect(prizes.paidCents).toBe(26_299_998);
  });

  it('shares the jackpot between Division 1 lines and keeps an unwon division pool', () => {
    const winner = line([1, 2, 3, 4, 5, 6, 7], 12);
    const prizes = prizesOf(
      { rules: powerball, drawn },
      [
        { ticketId: 'a', gameType: 'standard', games: [winner] },
        { ticketId: 'b', gameType: 'standard', games: [winner, winner] },
      ],
      { jackpotCents: 100_000_01, prizeFundCents: 0 },
    );
    expect(prizes.dividends[0]).toMatchObject({
      winners: 3,
      prizePerWinnerCents: 33_333_33,
      keptCents: 2,
    });
    expect(prizes.tickets.map((ticket) => ticket.prizeCents)).toEqual([33_333_33, 66_666_66]);
    expect(prizes.dividends[1]).toMatchObject({
      winners: 0,
      prizePerWinnerCents: null,
      paidCents: 0,
    });
  });

  it('pays fixed prizes whatever the number of winners, and uses a pool the draw states', () => {
    const setForLifeDrawn: DrawnNumbers = {
      main: [1, 2, 3, 4, 5, 6, 7],
      supplementaries: [8, 9],
      powerball: null,
    };
    const prizes = prizesOf(
      { rules: setForLife, drawn: setForLifeDrawn },
      [
        { ticketId: 'a', gameType: 'standard', games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7] }] },
        {
          ticketId: 'b',
          gameType: 'random',
          games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7] }, { Numbers: [1, 2, 3, 8, 40, 41, 42] }],
        },
      ],
      { jackpotCents: 0, prizeFundCents: 500_000_00, divisionPoolsCents: { 8: 1_000 } },
    );
    expect(prizes.tickets).toEqual([
      {
        ticketId: 'a',
        division: 1,
        prizeCents: 20_000_00,
        wins: [{ division: 1, lines: 1, prizeCents: 20_000_00 }],
      },
      {
        ticketId: 'b',
        division: 1,
        prizeCents: 20_000_00 + 1_000,
        wins: [
          { division: 1, lines: 1, prizeCents: 20_000_00 },
          { division: 8, lines: 1, prizeCents: 1_000 },
        ],
      },
    ]);
  });

  it('needs the pool of a division without a share', () => {
    const rule = {
      ...powerball.divisions[1]!,
      prize: { kind: 'pool' as const, shareBasisPoints: null },
    };
    expect(() => dividendOf(rule, 1, pool)).toThrow('Division 2 needs its pool stated');
    expect(dividendOf(rule, 4, { ...pool, divisionPoolsCents: { 2: 10 } })).toMatchObject({
      prizePerWinnerCents: 2,
      keptCents: 2,
    });
  });

  it('pays in total exactly the sum of the prizes won, and keeps the rest of every pool', () => {
    const ticketArbitrary = fc.record({
      gameType: fc.constantFrom('standard', 'powerhit', 'powerpik_system'),
      games: fc.array(
        fc.record({
          numbers: fc.shuffledSubarray(
            Array.from({ length: 35 }, (_, index) => index + 1),
            { minLength: 7, maxLength: 9 },
          ),
          ball: fc.integer({ min: 1, max: 20 }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
    });
    fc.assert(
      fc.property(
        fc.array(ticketArbitrary, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 5_000_000_000 }),
        fc.integer({ min: 0, max: 500_000_000 }),
        (tickets, jackpotCents, prizeFundCents) => {
          const entries: EntryToScore[] = tickets.map((ticket, index) => ({
            ticketId: `t${index}`,
            gameType: ticket.gameType,
            games: ticket.games.map((game) => ({
              Numbers: ticket.gameType === 'standard' ? game.numbers.slice(0, 7) : game.numbers,
              Powerball: [game.ball],
            })),
          }));
          const prizes = prizesOf({ rules: powerball, drawn }, entries, {
            jackpotCents,
            prizeFundCents,
          });
          const won = prizes.tickets.reduce((sum, ticket) => sum + ticket.prizeCents, 0);
          expect(won).toBe(prizes.paidCents);
          for (const dividend of prizes.dividends) {
            expect(dividend.paidCents).toBe((dividend.prizePerWinnerCents ?? 0) * dividend.winners);
            expect(dividend.keptCents).toBeGreaterThanOrEqual(0);
            if (dividend.winners > 0) expect(dividend.keptCents).toBeLessThan(dividend.winners);
            expect(dividend.paidCents + dividend.keptCents).toBe(dividend.poolCents);
          }
          const pools = prizes.dividends.reduce(
            (sum, dividend) => sum + (dividend.poolCents ?? 0),
            0,
          );
          expect(prizes.paidCents + prizes.keptCents).toBe(pools);
          expect(pools).toBeLessThanOrEqual(jackpotCents + prizeFundCents);
        },
      ),
      { numRuns: 200 },
    );
  });
});
