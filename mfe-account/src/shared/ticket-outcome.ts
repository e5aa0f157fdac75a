import { formatCurrency, pageTextsOf } from 'shared-kernel/contract/format';
import { type Money, toCents } from 'shared-kernel/contract/money';
import { type Order, type OrderDraw } from 'shared-kernel/contract/orders';
import { accountTexts } from 'shared-kernel/contract/texts';

const money = (amount: Money) => formatCurrency(amount.amount, amount.currency);

/** Looks a text up in the page's locale at the time of the call. */
const t = pageTextsOf(accountTexts);

/** What one drawn draw did for the ticket, in words; null before the draw. */
export function drawOutcomeText(draw: OrderDraw): string | null {
  if (draw.status !== 'drawn') return null;
  if (!draw.isScored) return t('account.outcome_being_checked');
  if (draw.division === null) return t('account.outcome_not_a_winner');
  return draw.prize
    ? t('account.outcome_won_division_prize', {
        division: draw.division,
        prize: money(draw.prize),
      })
    : t('account.outcome_won_division', { division: draw.division });
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
    return drawn.every((draw) => draw.isScored)
      ? t('account.outcome_not_a_winner')
      : t('account.outcome_being_checked');
  }
  const [only] = winning;
  if (winning.length === 1 && only) return drawOutcomeText(only);
  const prizes = winning.flatMap((draw) => (draw.prize ? [draw.prize] : []));
  const [first] = prizes;
  if (!first) return t('account.outcome_won_in_draws', { count: winning.length });
  const totalCents = prizes.reduce((sum, prize) => sum + toCents(prize.amount), 0);
  return t('account.outcome_won_total_in_draws', {
    total: money({ amount: totalCents / 100, currency: first.currency }),
    count: winning.length,
  });
}
