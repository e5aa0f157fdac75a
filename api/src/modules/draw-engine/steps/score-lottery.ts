import { type Kysely } from 'kysely';
import { type Database } from '../../../database/schema';
import { type DrawRow, type DrawStepContext } from '../engine/step';
import { gameRulesOf } from '../scoring/game-rules';
import { type EntryToScore } from '../scoring/prizes';
import { gamesPlayedBy } from '../scoring/super-combo';
import { drawnNumbersOf } from './draw-pools';
import { salesShareOf } from './entries-of-draw';
import { type OfferOfDraw, syndicateKeyOf } from './offer-of-draw';
import { PrizeTally } from './prize-tally';
import {
  closedSessionsOfDraw,
  groupSessionEntries,
  groupSessionEntryPrefix,
  writeGroupSessionPrizes,
} from './score-group-sessions';
import { StatementQueue } from './statement-queue';
import {
  clearTicketPrizes,
  writeDividends,
  writeNothingWon,
  writePrizesWon,
} from './ticket-prizes';

/** Lines scored per page: the entries whose first line falls in a range of this many positions. */
const linesPerPage = 100_000;

const defaultPrizeFundBasisPoints = 6000;

/** Syndicates play the lottery's draw: their games are entries of it, kept apart from tickets. */
const syndicateEntryPrefix = 'syndicate:';

export async function drawnNumbersOfDraw(
  database: Kysely<Database>,
  draw: DrawRow,
  offerKey: string,
) {
  const results = await database
    .selectFrom('draw_results')
    .select(['number_sets', 'supplementaries'])
    .where('draw_id', '=', draw.id)
    .executeTakeFirst();
  if (!results) throw new Error(`Draw ${draw.draw_no} of ${offerKey} has no results`);
  return drawnNumbersOf(gameRulesOf(offerKey), results.number_sets, results.supplementaries);
}

async function scheduleOf(database: Kysely<Database>, offerKey: string) {
  const schedule = await database
    .selectFrom('draw_schedules')
    .select(['prize_fund_basis_points', 'base_jackpot_cents', 'jackpot_step_cents'])
    .where('product_offer_key', '=', offerKey)
    .executeTakeFirst();
  return {
    prizeFundBasisPoints: schedule?.prize_fund_basis_points ?? defaultPrizeFundBasisPoints,
    baseJackpotCents:
      schedule?.base_jackpot_cents === null || schedule?.base_jackpot_cents === undefined
        ? null
        : Number(schedule.base_jackpot_cents),
    jackpotStepCents: Number(schedule?.jackpot_step_cents ?? 0),
  };
}

/**
 * One page of the draw's frozen entries with their tickets: the entries whose first line is in
 * (`after`, `after + linesPerPage`], an index range, in the frozen order.
 */
function entriesAfter(database: Kysely<Database>, drawId: string, after: number) {
  return database
    .selectFrom('draw_entries as entry')
    .innerJoin('tickets', 'tickets.id', 'entry.ticket_id')
    .select([
      'entry.ticket_id',
      'entry.customer_id',
      'tickets.product_offer_key',
      'tickets.game_type',
      'tickets.games',
      'tickets.quantity',
      'tickets.num_games',
    ])
    .where('entry.draw_id', '=', drawId)
    .where('entry.first_position', '>', after)
    .where('entry.first_position', '<=', after + linesPerPage)
    .orderBy('entry.first_position')
    .execute();
}

/**
 * Scores the draw's frozen entries into the tally a page at a time (the next page is read while
 * this one is scored), and writes the result of each entry that won nothing as its page is
 * scored (its line count 0 included); returns the customers of the entries that won.
 */
async function tallyEntries(
  database: Kysely<Database>,
  drawId: string,
  tally: PrizeTally,
  now: Date,
): Promise<Map<string, string>> {
  const customers = new Map<string, string>();
  const { last } = await database
    .selectFrom('draw_entries')
    .select((select) => select.fn.max('first_position').as('last'))
    .where('draw_id', '=', drawId)
    .executeTakeFirstOrThrow();
  const lastPosition = Number(last ?? 0);
  const queue = new StatementQueue();
  const pageAfter = (after: number) =>
    after < lastPosition ? queue.ask(entriesAfter(database, drawId, after)) : null;
  let next = pageAfter(0);
  for (let after = 0; next !== null; after += linesPerPage) {
    const page = await next;
    next = pageAfter(after + linesPerPage);
    tally.add(
      page.map((entry): EntryToScore => ({
        ticketId: entry.ticket_id,
        ...gamesPlayedBy({
          id: entry.ticket_id,
          productOfferKey: entry.product_offer_key,
          gameType: entry.game_type,
          games: entry.games,
          quantity: entry.quantity,
          numGames: entry.num_games,
        }),
      })),
    );
    const nothingWon: string[] = [];
    for (const entry of page) {
      if (tally.hasWon(entry.ticket_id)) customers.set(entry.ticket_id, entry.customer_id);
      else nothingWon.push(entry.ticket_id);
    }
    if (nothingWon.length > 0) queue.send(writeNothingWon(database, drawId, nothingWon, now));
  }
  await queue.finish();
  return customers;
}

/**
 * The jackpot rule, for offers whose pools the engine sets (a base jackpot in the rule): the
 * offer's next open draw (and its syndicate's) has the jackpot reset to the base when Division 1
 * was won, else this draw's jackpot plus the rule's step.
 */
async function rollJackpot(
  database: Kysely<Database>,
  draw: DrawRow,
  schedule: Awaited<ReturnType<typeof scheduleOf>>,
  divisionOneWon: boolean,
): Promise<void> {
  if (schedule.baseJackpotCents === null) return;
  const current =
    draw.prize_pool_cents === null ? schedule.baseJackpotCents : Number(draw.prize_pool_cents);
  const next = divisionOneWon ? schedule.baseJackpotCents : current + schedule.jackpotStepCents;
  for (const offerKey of [draw.product_offer_key, syndicateKeyOf(draw.product_offer_key)]) {
    const nextDraw = await database
      .selectFrom('draws')
      .select('id')
      .where('product_offer_key', '=', offerKey)
      .where('status', '=', 'DRAW_OPEN')
      .where('draw_no', '>', draw.draw_no)
      .orderBy('draw_no')
      .limit(1)
      .executeTakeFirst();
    if (!nextDraw) continue;
    await database
      .updateTable('draws')
      .set({ prize_pool_cents: next, is_prize_pool_unknown: false })
      .where('id', '=', nextDraw.id)
      .execute();
  }
}

/**
 * Scores a lottery draw: every frozen entry (and the games of syndicates and of Lotto Party
 * sessions playing the draw) by the lottery's divisions. Division 1 shares the draw's jackpot;
 * the other divisions share the prize fund: the draw's stated fund, else
 * `prize_fund_basis_points` of its sales, where a draw's sales are each entry's price shared by
 * the draws its ticket plays (`price_cents / num_draws`), syndicates' entries and the sessions'
 * pools included. A session's prize is split between its share tickets (score-group-sessions.ts).
 * Waits while a syndicate playing the draw is still on sale.
 */
export async function scoreLottery(
  context: DrawStepContext,
  offer: OfferOfDraw,
): Promise<'done' | 'waiting'> {
  const { transaction, draw, now, settings } = context;
  const syndicateDraws = await transaction
    .selectFrom('draws')
    .select(['id', 'status', 'entry_games'])
    .where('product_offer_key', '=', syndicateKeyOf(offer.key))
    .where('draw_no', '=', draw.draw_no)
    .execute();
  if (syndicateDraws.some((syndicate) => ['DRAW_OPEN', 'DRAW_CAPPED'].includes(syndicate.status))) {
    return 'waiting';
  }
  const schedule = await scheduleOf(transaction, offer.key);
  const sessions = await closedSessionsOfDraw(transaction, draw.id);
  const prizeFundCents =
    draw.prize_fund_cents === null
      ? await salesShareOf(
          transaction,
          [draw.id, ...syndicateDraws.map((syndicate) => syndicate.id)],
          schedule.prizeFundBasisPoints,
          10_000,
          sessions.reduce((sum, session) => sum + session.poolCents, 0),
        )
      : Number(draw.prize_fund_cents);
  const pool = { jackpotCents: Number(draw.prize_pool_cents ?? 0), prizeFundCents };
  const rules = gameRulesOf(offer.key);
  const tally = new PrizeTally(rules, await drawnNumbersOfDraw(transaction, draw, offer.key), pool);
  await clearTicketPrizes(transaction, draw.id);
  const customers = await tallyEntries(transaction, draw.id, tally, now);
  tally.add(
    syndicateDraws.map((syndicate) => ({
      ticketId: `${syndicateEntryPrefix}${syndicate.id}`,
      gameType: 'standard',
      games: syndicate.entry_games ?? [],
    })),
  );
  tally.add(groupSessionEntries(sessions));

  const dividends = tally.dividends();
  const winners = tally
    .winners()
    .filter(
      (winner) =>
        !winner.ticketId.startsWith(syndicateEntryPrefix) &&
        !winner.ticketId.startsWith(groupSessionEntryPrefix),
    )
    .map((winner) => ({
      ...winner,
      customerId: customers.get(winner.ticketId) ?? '',
      description: `Prize: ${offer.name} draw ${draw.draw_no}, Division ${winner.division}`,
    }));
  await writeDividends(transaction, draw.id, dividends);
  await writePrizesWon(transaction, draw.id, winners, now, settings.claimThresholdCents);
  const sharePrizes = await writeGroupSessionPrizes(
    transaction,
    {
      drawId: draw.id,
      drawNo: draw.draw_no,
      offerName: offer.name,
      now,
      claimThresholdCents: settings.claimThresholdCents,
    },
    sessions,
    tally,
  );
  const divisionOneWon = (dividends.find((dividend) => dividend.division === 1)?.winners ?? 0) > 0;
  await rollJackpot(transaction, draw, schedule, divisionOneWon);
  const prizes = [...winners, ...sharePrizes.filter((prize) => prize.prizeCents > 0)];
  const paidCents = prizes.reduce((sum, prize) => sum + prize.prizeCents, 0);
  await context.audit('draw.scored', { winners: prizes.length, paidCents });
  return 'done';
}
