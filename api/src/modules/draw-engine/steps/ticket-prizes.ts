import { type Kysely, sql } from 'kysely';
import { type PrizePayoutAccount } from '../../../database/draw-engine-schema';
import { type Database } from '../../../database/schema';
import { type Dividend } from '../scoring/prizes';

/** What a draw's scoring writes: each entry's result, the winners' payouts, the dividends. */

export interface EntryPrize {
  ticketId: string;
  customerId: string;
  /** The highest division (a raffle: prize ranking) the ticket won; null for none. */
  division: number | null;
  prizeCents: number;
  /** The payout's description: 'Prize: Powerball draw 1234, Division 3'. */
  description: string;
  /** The account the prize is paid into; cash unless it is bonus credit. */
  payout?: PrizePayoutAccount;
}

/** Rows written per statement. */
const batchSize = 10_000;

/** Deletes the draw's ticket results and its open payouts, before they are written again. */
export async function clearTicketPrizes(database: Kysely<Database>, drawId: string) {
  await database
    .deleteFrom('prize_payouts')
    .where('draw_id', '=', drawId)
    .where('status', 'in', ['due', 'awaiting_claim'])
    .execute();
  await database.deleteFrom('ticket_results').where('draw_id', '=', drawId).execute();
}

/** Writes the results of frozen entries that won nothing. */
export function writeNothingWon(
  database: Kysely<Database>,
  drawId: string,
  ticketIds: readonly string[],
  now: Date,
): Promise<unknown> {
  return sql`insert into ticket_results (ticket_id, draw_id, division, prize_cents, scored_at)
    select ticket_id, ${drawId}::uuid, null, 0, ${now.toISOString()}::timestamptz
    from unnest(${ticketIds}::uuid[]) as entry (ticket_id)`.execute(database);
}

/**
 * Writes the draw's payouts: one per ticket with a prize, 'due', or 'awaiting_claim' above the
 * claim threshold (an operator checks the claim first), with the account it is paid into.
 */
async function writePayouts(
  database: Kysely<Database>,
  drawId: string,
  prizes: readonly EntryPrize[],
  at: string,
  claimThresholdCents: number,
): Promise<void> {
  const paid = prizes.filter((prize) => prize.prizeCents > 0);
  for (let start = 0; start < paid.length; start += batchSize) {
    const batch = paid.slice(start, start + batchSize);
    await sql`insert into prize_payouts
        (ticket_id, draw_id, customer_id, amount_cents, description, status, created_at, payout)
      select won.ticket_id, ${drawId}::uuid, won.customer_id, won.amount_cents, won.description,
        case when won.amount_cents > ${claimThresholdCents}::bigint then 'awaiting_claim'
          else 'due' end,
        ${at}::timestamptz, won.payout
      from unnest(
        ${batch.map((prize) => prize.ticketId)}::uuid[],
        ${batch.map((prize) => prize.customerId)}::text[],
        ${batch.map((prize) => prize.prizeCents)}::bigint[],
        ${batch.map((prize) => prize.description)}::text[],
        ${batch.map((prize) => prize.payout ?? 'cash')}::text[]
      ) as won (ticket_id, customer_id, amount_cents, description, payout)`.execute(database);
  }
}

/**
 * Writes the results of the frozen entries that won (every one of `prizes`, none written yet),
 * and their payouts.
 */
export async function writePrizesWon(
  database: Kysely<Database>,
  drawId: string,
  prizes: readonly EntryPrize[],
  now: Date,
  claimThresholdCents: number,
): Promise<void> {
  const at = now.toISOString();
  for (let start = 0; start < prizes.length; start += batchSize) {
    const batch = prizes.slice(start, start + batchSize);
    await sql`insert into ticket_results (ticket_id, draw_id, division, prize_cents, scored_at)
      select won.ticket_id, ${drawId}::uuid, won.division, won.prize_cents, ${at}::timestamptz
      from unnest(
        ${batch.map((prize) => prize.ticketId)}::uuid[],
        ${batch.map((prize) => prize.division)}::int[],
        ${batch.map((prize) => prize.prizeCents)}::bigint[]
      ) as won (ticket_id, division, prize_cents)`.execute(database);
  }
  await writePayouts(database, drawId, prizes, at, claimThresholdCents);
}

/**
 * Replaces the draw's ticket results (every frozen entry: nothing won unless listed) and its
 * open payouts.
 */
export async function writeTicketPrizes(
  database: Kysely<Database>,
  drawId: string,
  prizes: readonly EntryPrize[],
  now: Date,
  claimThresholdCents: number,
): Promise<void> {
  const at = now.toISOString();
  await clearTicketPrizes(database, drawId);
  const won = prizes.filter((prize) => prize.division !== null || prize.prizeCents > 0);
  await sql`insert into ticket_results (ticket_id, draw_id, division, prize_cents, scored_at)
    select entry.ticket_id, entry.draw_id, won.division, coalesce(won.prize_cents, 0),
      ${at}::timestamptz
    from draw_entries entry
    left join unnest(
      ${won.map((prize) => prize.ticketId)}::uuid[],
      ${won.map((prize) => prize.division)}::int[],
      ${won.map((prize) => prize.prizeCents)}::bigint[]
    ) as won (ticket_id, division, prize_cents) on won.ticket_id = entry.ticket_id
    where entry.draw_id = ${drawId}`.execute(database);
  await writePayouts(database, drawId, prizes, at, claimThresholdCents);
}

/** Replaces the draw's dividends. */
export async function writeDividends(
  database: Kysely<Database>,
  drawId: string,
  dividends: ReadonlyArray<
    Pick<Dividend, 'division' | 'description' | 'winners'> & {
      prizePerWinnerCents: number | null;
    }
  >,
): Promise<void> {
  await database.deleteFrom('draw_dividends').where('draw_id', '=', drawId).execute();
  if (dividends.length === 0) return;
  await database
    .insertInto('draw_dividends')
    .values(
      dividends.map((dividend) => ({
        draw_id: drawId,
        division: dividend.division,
        description: dividend.description,
        winners: dividend.winners,
        prize_per_winner_cents: dividend.prizePerWinnerCents,
      })),
    )
    .execute();
}
