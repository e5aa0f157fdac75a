import { formatCurrency } from 'shared-kernel/contract/format';
import { type Money, toCents } from 'shared-kernel/contract/money';
import { type Order, type OrderDraw } from 'shared-kernel/contract/orders';

const money = (amount: Money) => formatCurrency(amount.amount, amount.currency);

/** What one drawn draw did for the ticket, in words; null before the draw. */
export function drawOutcomeText(draw: OrderDraw): string | null {
  if (draw.status !== 'drawn') return null;
  if (!draw.isScored) return 'Drawn, results being checked';
  if (draw.division === null) return 'Not a winner';
  return draw.prize
    ? `Won division ${draw.division}: ${money(draw.prize)}`
    : `Won division ${draw.division}`;
}

/**
 * What the ticket won over every draw drawn so far, in words; null before its first draw. A
 * ticket for several draws that won in any of them is a winner, whatever its last draw did.
 */
export function ticketOutcomeText(order: Order): string | null {
  const drawn = order.draws.filter((draw) => draw.status === 'drawn');
  if (drawn.length === 0) return null;
  const winning = drawn.filter((draw) => draw.isScored && draw.division !== null);
  if (winning.length === 0) {
    return drawn.every((draw) => draw.isScored) ? 'Not a winner' : 'Drawn, results being checked';
  }
  const [only] = winning;
  if (winning.length === 1 && only) return drawOutcomeText(only);
  const prizes = winning.flatMap((draw) => (draw.prize ? [draw.prize] : []));
  const [first] = prizes;
  if (!first) return `Won in ${winning.length} draws`;
  const totalCents = prizes.reduce((sum, prize) => sum + toCents(prize.amount), 0);
  return `Won ${money({ amount: totalCents / 100, currency: first.currency })} in ${winning.length} draws`;
}
