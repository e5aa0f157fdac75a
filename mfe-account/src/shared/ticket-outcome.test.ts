import { type Order, type OrderDraw } from 'shared-kernel/contract/orders';
import { ticketOutcomeText } from './ticket-outcome';

const aud = (amount: number) => ({ amount, currency: 'AUD' });

function drawOf(drawNo: number, result: Partial<OrderDraw>): OrderDraw {
  return {
    drawNo,
    drawDate: '2026-03-07T08:30:00.000Z',
    status: 'drawn',
    drawnNumbers: null,
    supplementaries: [],
    matchedNumbers: null,
    isScored: true,
    division: null,
    prize: null,
    ...result,
  };
}

const ticketWith = (draws: OrderDraw[]) => ({ draws }) as Order;

describe('ticketOutcomeText', () => {
  it('is nothing before the first draw', () => {
    expect(ticketOutcomeText(ticketWith([drawOf(1, { status: 'upcoming' })]))).toBeNull();
  });

  it('counts a win in an earlier draw even when the last draw won nothing', () => {
    const ticket = ticketWith([drawOf(1, { division: 6, prize: aud(14.2) }), drawOf(2, {})]);
    expect(ticketOutcomeText(ticket)).toBe('Won division 6: $14.20');
  });

  it('adds the prizes of several winning draws in cents', () => {
    const ticket = ticketWith([
      drawOf(1, { division: 6, prize: aud(0.1) }),
      drawOf(2, { division: 5, prize: aud(0.2) }),
    ]);
    expect(ticketOutcomeText(ticket)).toBe('Won $0.30 in 2 draws');
  });

  it('waits for every drawn draw to be checked before saying it did not win', () => {
    expect(ticketOutcomeText(ticketWith([drawOf(1, {}), drawOf(2, { isScored: false })]))).toBe(
      'Drawn, results being checked',
    );
    expect(ticketOutcomeText(ticketWith([drawOf(1, {}), drawOf(2, {})]))).toBe('Not a winner');
  });
});
