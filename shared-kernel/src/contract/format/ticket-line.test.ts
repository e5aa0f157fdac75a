import { gameNumbersText, ticketLineDraws, ticketLineTitle } from './ticket-line';

describe('a ticket line', () => {
  it('is titled by the lottery and what was chosen', () => {
    expect(
      ticketLineTitle({ lotteryName: 'Saturday Lotto', description: '2 x Standard games' }),
    ).toBe('Saturday Lotto: 2 x Standard games');
  });

  it('names its draw by number and Sydney date, and how many more it plays', () => {
    const line = { drawNo: 4567, drawDate: '2026-11-28T08:30:00.000Z', numDraws: 1 };
    expect(ticketLineDraws(line)).toBe('Draw 4567, Saturday 28 November 2026');
    expect(ticketLineDraws({ ...line, numDraws: 5 })).toBe(
      '5 draws from draw 4567, Saturday 28 November 2026',
    );
    expect(ticketLineDraws({ drawNo: null, drawDate: null, numDraws: 1 })).toBeNull();
  });

  it('shows numbers sorted, main numbers apart from the bonus set', () => {
    expect(gameNumbersText({ Numbers: [25, 3, 12, null], Powerball: [8] })).toBe(
      'Numbers 3, 12, 25 · Powerball 8',
    );
  });
});
