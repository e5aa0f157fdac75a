import { type Transaction } from 'kysely';
import { type Database } from '../database/schema';
import { demoOffers } from './demo-data';
import {
  type DrawDivision,
  type DrawnDraw,
  type Game,
  drawDivisionOf,
  gameFor,
} from './past-ticket-games';

/** The demo customer's past tickets: which draws they played, and what they won. */

const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;
/** The draw engine scores a draw this long after its numbers are drawn; prizes are paid then. */
export const scoringDelayMs = 30 * 60 * 1000;

interface PastTicketPlan {
  offerKey: string;
  /** The ticket's first draw: 0 is the offer's latest drawn draw, 1 the one before… */
  drawsAgo: number;
  numDraws: number;
  numGames: number;
  boughtDaysBeforeStop: number;
  /** The division the ticket wins in its first draw, by its dividend's description. */
  wins: string | null;
}

/**
 * The demo customer's past tickets, oldest first. The purchases after each prize cost more than
 * the prizes still to come, so the wallet never runs dry in the history (see `seedPastTickets`).
 * Powerball tickets stay clear of the three latest Powerball draws.
 */
export const pastTicketPlans: readonly PastTicketPlan[] = [
  {
    offerKey: 'powerball',
    drawsAgo: 6,
    numDraws: 1,
    numGames: 6,
    boughtDaysBeforeStop: 4,
    wins: null,
  },
  {
    offerKey: 'saturday_lotto',
    drawsAgo: 4,
    numDraws: 2,
    numGames: 10,
    boughtDaysBeforeStop: 3,
    wins: '3 winning numbers',
  },
  {
    offerKey: 'powerball',
    drawsAgo: 3,
    numDraws: 1,
    numGames: 8,
    boughtDaysBeforeStop: 2,
    wins: '2 winning numbers + the Powerball',
  },
  {
    offerKey: 'set_for_life',
    drawsAgo: 8,
    numDraws: 1,
    numGames: 18,
    boughtDaysBeforeStop: 1,
    wins: '3 winning numbers + 1 bonus number',
  },
  {
    offerKey: 'set_for_life',
    drawsAgo: 2,
    numDraws: 1,
    numGames: 18,
    boughtDaysBeforeStop: 2,
    wins: null,
  },
];

export interface PlannedTicket {
  offerKey: string;
  offerName: string;
  priceCents: number;
  boughtAt: Date;
  draws: DrawnDraw[];
  games: Game[];
}

function standardGameOf(offerKey: string) {
  const offer = demoOffers.find((candidate) => candidate.key === offerKey);
  const gameOffer = offer?.gameTypes
    .find((gameType) => gameType.key === 'standard')
    ?.gameOffers.find((candidate) => candidate.key === 'standard');
  if (!offer || !gameOffer) throw new Error(`no standard game of ${offerKey}`);
  return { offer, gameOffer };
}

/** The offer's drawn draws up to `now`, newest first, with their dividends' rules. */
async function drawnDrawsOf(
  transaction: Transaction<Database>,
  offerKey: string,
  now: Date,
  count: number,
): Promise<DrawnDraw[]> {
  const rows = await transaction
    .selectFrom('draws')
    .innerJoin('draw_results', 'draw_results.draw_id', 'draws.id')
    .select(['draws.id', 'draws.draw_no', 'draws.stop', 'draw_results.drawn_at'])
    .select(['draw_results.number_sets', 'draw_results.supplementaries'])
    .where('draws.product_offer_key', '=', offerKey)
    .where('draw_results.drawn_at', '<=', new Date(now.getTime() - scoringDelayMs))
    .orderBy('draws.draw_no', 'desc')
    .limit(count)
    .execute();
  if (rows.length === 0) return [];
  const dividends = await transaction
    .selectFrom('draw_dividends')
    .select(['draw_id', 'division', 'description', 'prize_per_winner_cents'])
    .where(
      'draw_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('division')
    .execute();
  return rows.map((row) => {
    const [main, ...others] = row.number_sets;
    return {
      id: row.id,
      offerKey,
      drawNo: row.draw_no,
      stop: new Date(row.stop),
      drawnAt: new Date(row.drawn_at),
      mainName: main?.name ?? 'Numbers',
      main: main?.numbers ?? [],
      supplementaries: row.supplementaries,
      powerball: others.find((set) => set.name === 'Powerball')?.numbers ?? null,
      divisions: dividends
        .filter((dividend) => dividend.draw_id === row.id)
        .map((dividend) =>
          drawDivisionOf(offerKey, {
            division: dividend.division,
            description: dividend.description,
            prizePerWinnerCents:
              dividend.prize_per_winner_cents === null
                ? null
                : Number(dividend.prize_per_winner_cents),
          }),
        )
        .filter((division): division is DrawDivision => division !== null),
    };
  });
}

/** The ticket of a plan, its games chosen from its draws' results; null when the draws are missing. */
export async function plannedTicketOf(
  transaction: Transaction<Database>,
  plan: PastTicketPlan,
  now: Date,
): Promise<PlannedTicket | null> {
  const { offer, gameOffer } = standardGameOf(plan.offerKey);
  const drawn = await drawnDrawsOf(transaction, plan.offerKey, now, plan.drawsAgo + 1);
  const first = drawn[plan.drawsAgo];
  if (!first) return null;
  const draws = Array.from({ length: plan.numDraws }, (_, index) =>
    drawn.find((draw) => draw.drawNo === first.drawNo + index),
  );
  if (draws.some((draw) => draw === undefined)) return null;
  const ticketDraws = draws.filter((draw): draw is DrawnDraw => draw !== undefined);
  const avoid = new Set(
    ticketDraws.slice(1).flatMap((draw) => [...draw.main, ...draw.supplementaries]),
  );
  // The wanted division when it has a prize this draw, else the lowest division that has one.
  const withPrize = first.divisions.filter((rule) => rule.prizePerWinnerCents !== null);
  const target =
    plan.wins === null
      ? null
      : (withPrize.find((rule) => rule.description === plan.wins) ?? withPrize.at(-1) ?? null);
  const winningGame = Math.min(2, plan.numGames - 1);
  const games = Array.from({ length: plan.numGames }, (_, index) =>
    gameFor(
      gameOffer.numberSets,
      first,
      index === winningGame ? target : null,
      index % 3,
      avoid,
      `past-ticket:${plan.offerKey}:${first.drawNo}:${index}`,
    ),
  );
  const unitPriceCents = gameOffer.prices.find(
    (price) => price.games === plan.numGames,
  )?.priceCents;
  if (unitPriceCents === undefined) throw new Error(`no price for ${plan.numGames} games`);
  return {
    offerKey: plan.offerKey,
    offerName: offer.name,
    priceCents: unitPriceCents * plan.numDraws,
    // Bought early in the afternoon, Sydney time, some days before sales close.
    boughtAt: new Date(first.stop.getTime() - plan.boughtDaysBeforeStop * dayMs - 6 * hourMs),
    draws: ticketDraws,
    games,
  };
}
