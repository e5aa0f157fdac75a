import { type DrawStatus, type DrawStepContext } from '../engine/step';
import { gameRulesOf } from '../scoring/game-rules';
import { prizesOf } from '../scoring/prizes';
import { splitByShares } from '../scoring/syndicate-shares';
import { sharesOf } from './entries-of-draw';
import { findLotteryDraw, type OfferOfDraw } from './offer-of-draw';
import { drawnNumbersOfDraw } from './score-lottery';
import { writeDividends, writeTicketPrizes } from './ticket-prizes';

const scoredStatuses: readonly DrawStatus[] = ['DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED'];

/**
 * Scores a syndicate draw once its lottery draw is scored. The syndicate's games were entries of
 * the lottery draw (counted in its dividends), so each winning line is paid the lottery
 * dividend of its division; the syndicate's prize is then split between the holdings by shares,
 * in whole cents without losing one.
 */
export async function scoreSyndicate(
  context: DrawStepContext,
  offer: OfferOfDraw,
): Promise<'done' | 'waiting'> {
  const { transaction, draw, now, settings } = context;
  const lotteryDraw = await findLotteryDraw(transaction, offer.key, draw.draw_no);
  if (!lotteryDraw || !scoredStatuses.includes(lotteryDraw.status as DrawStatus)) {
    return 'waiting';
  }
  const dividends = await transaction
    .selectFrom('draw_dividends')
    .select(['division', 'description', 'winners', 'prize_per_winner_cents'])
    .where('draw_id', '=', lotteryDraw.id)
    .orderBy('division')
    .execute();
  const perWinner = new Map(
    dividends.map((dividend) => [dividend.division, Number(dividend.prize_per_winner_cents ?? 0)]),
  );
  const { tickets } = prizesOf(
    {
      rules: gameRulesOf(offer.key),
      drawn: await drawnNumbersOfDraw(transaction, draw, offer.key),
    },
    [{ ticketId: draw.id, gameType: 'standard', games: draw.entry_games ?? [] }],
    { jackpotCents: 0, prizeFundCents: 0 },
  );
  const wins = tickets[0]?.wins ?? [];
  const prizeCents = wins.reduce(
    (sum, win) => sum + win.lines * (perWinner.get(win.division) ?? 0),
    0,
  );
  const division = wins[0]?.division ?? null;

  const holdings = await transaction
    .selectFrom('draw_entries')
    .innerJoin('tickets', 'tickets.id', 'draw_entries.ticket_id')
    .select(['tickets.id', 'tickets.customer_id', 'tickets.quantity', 'tickets.num_shares'])
    .where('draw_entries.draw_id', '=', draw.id)
    .where('draw_entries.line_count', '>', 0)
    .orderBy('draw_entries.first_position')
    .execute();
  const shares = splitByShares(
    prizeCents,
    holdings.map((holding) => ({ holder: holding.id, shares: sharesOf(holding) })),
  );
  const prizes = holdings.map((holding, index) => ({
    ticketId: holding.id,
    customerId: holding.customer_id,
    division,
    prizeCents: shares[index]?.prizeCents ?? 0,
    description: `Prize: ${offer.name} draw ${draw.draw_no}, Division ${division ?? ''}`,
  }));
  await writeDividends(
    transaction,
    draw.id,
    dividends.map((dividend) => ({
      division: dividend.division,
      description: dividend.description,
      winners: dividend.winners,
      prizePerWinnerCents:
        dividend.prize_per_winner_cents === null ? null : Number(dividend.prize_per_winner_cents),
    })),
  );
  await writeTicketPrizes(transaction, draw.id, prizes, now, settings.claimThresholdCents);
  await context.audit('draw.scored', {
    winners: prizes.filter((prize) => prize.prizeCents > 0).length,
    paidCents: prizeCents,
  });
  return 'done';
}
