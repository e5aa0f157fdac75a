import { type Kysely, type Selectable, sql } from 'kysely';
import { type DrawSchedulesTable } from '../../../database/draw-engine-schema';
import { type Database, type NewDraw } from '../../../database/schema';
import { type DrawEngineSettings } from '../engine/step';
import { drawKindOf, lotteryKeyOf } from '../steps/offer-of-draw';
import { commitDraws, commitUncommittedDraws } from './commitments';
import { addRaffleRecords, capSoldOutDraws, openPreOrderDraws } from './raffle-draws';
import {
  monthlyDraws,
  periodicDraws,
  type ScheduledDraw,
  scheduleRuleOf,
  weeklyDraws,
} from './schedule-rules';

/** Advisory lock key: one process at a time keeps the schedule, so a draw is never made twice. */
const scheduleLockKey = 7_302_114_552;

const dayMs = 24 * 60 * 60 * 1000;

type ScheduleOfOffer = Selectable<DrawSchedulesTable> & { offer_type: string; offer_name: string };

/**
 * Keeps every offer's draws ahead of `now`, in the caller's transaction: for each offer with a
 * rule that is not suspended, a weekly rule has every draw closing within its horizon, a
 * periodic or monthly rule (raffles, giveaways) its `upcoming_draws` next draws, the first open
 * and the others on pre-order. A new draw gets its draw time, ticket cap and prize pool from the rule, and its
 * commitment; a new raffle draw its raffle record and prizes. Then raffle draws that sold out
 * are capped, and pre-order draws whose date has come open for sale.
 */
export async function keepSchedule(
  transaction: Kysely<Database>,
  now: Date,
  settings: Pick<DrawEngineSettings, 'horizonDays'>,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(scheduleLockKey)})`.execute(transaction);
  const schedules = await transaction
    .selectFrom('draw_schedules')
    .innerJoin('product_offers', 'product_offers.key', 'draw_schedules.product_offer_key')
    .selectAll('draw_schedules')
    .select(['product_offers.type as offer_type', 'product_offers.name as offer_name'])
    .where('product_offers.suspended', '=', false)
    .orderBy('draw_schedules.product_offer_key')
    .execute();
  // Lotteries first: a syndicate draw is made once its lottery's draw exists.
  const isSyndicate = (schedule: ScheduleOfOffer) =>
    drawKindOf(schedule.offer_type) === 'syndicate';
  for (const schedule of [
    ...schedules.filter((schedule) => !isSyndicate(schedule)),
    ...schedules.filter(isSyndicate),
  ]) {
    await keepDrawsOf(transaction, schedule, now, settings.horizonDays);
  }
  await capSoldOutDraws(transaction, now);
  await openPreOrderDraws(transaction, now);
  await commitUncommittedDraws(transaction, now);
}

/** The draws the rule wants ahead of `now`. */
function wantedDraws(schedule: ScheduleOfOffer, now: Date, horizonDays: number): ScheduledDraw[] {
  const rule = scheduleRuleOf(schedule);
  if (rule.kind === 'periodic') return periodicDraws(rule, now, schedule.upcoming_draws);
  if (rule.kind === 'monthly') return monthlyDraws(rule, now, schedule.upcoming_draws);
  const until = new Date(now.getTime() + (schedule.horizon_days ?? horizonDays) * dayMs);
  return weeklyDraws(rule, now, until);
}

async function keepDrawsOf(
  transaction: Kysely<Database>,
  schedule: ScheduleOfOffer,
  now: Date,
  horizonDays: number,
): Promise<void> {
  const offerKey = schedule.product_offer_key;
  const kind = drawKindOf(schedule.offer_type);
  const wanted = wantedDraws(schedule, now, horizonDays);
  if (wanted.length === 0) return;
  const drawNos = wanted.map((draw) => draw.drawNo);
  const existing = new Set(
    (
      await transaction
        .selectFrom('draws')
        .select('draw_no')
        .where('product_offer_key', '=', offerKey)
        .where('draw_no', 'in', drawNos)
        .execute()
    ).map((row) => row.draw_no),
  );
  let missing = wanted.filter((draw) => !existing.has(draw.drawNo));
  if (kind === 'syndicate' && missing.length > 0) {
    const lotteryDrawNos = new Set(
      (
        await transaction
          .selectFrom('draws')
          .select('draw_no')
          .where('product_offer_key', '=', lotteryKeyOf(offerKey))
          .where(
            'draw_no',
            'in',
            missing.map((draw) => draw.drawNo),
          )
          .execute()
      ).map((row) => row.draw_no),
    );
    missing = missing.filter((draw) => lotteryDrawNos.has(draw.drawNo));
  }
  if (missing.length === 0) return;

  const pools = await prizePoolsOf(transaction, schedule, missing);
  const rows: NewDraw[] = missing.map((draw, index) => {
    const prizePoolCents = pools[index] ?? null;
    return {
      product_offer_key: offerKey,
      draw_no: draw.drawNo,
      stop: draw.stop,
      draw_at: draw.drawAt,
      status: 'DRAW_OPEN',
      prize_pool_cents: prizePoolCents,
      prize_pool_suffix: schedule.prize_pool_suffix,
      is_prize_pool_unknown: prizePoolCents === null,
      purchase_status:
        kind === 'raffle' ? (draw.drawNo === wanted[0]?.drawNo ? 'open' : 'pre_order') : null,
      ticket_cap: schedule.ticket_cap,
    };
  });
  const inserted = await transaction
    .insertInto('draws')
    .values(rows)
    .onConflict((conflict) => conflict.constraint('draws_offer_draw_no_key').doNothing())
    .returning(['id', 'draw_no', 'purchase_status'])
    .execute();
  await commitDraws(
    transaction,
    inserted.map((draw) => ({
      id: draw.id,
      product_offer_key: offerKey,
      draw_no: draw.draw_no,
      kind,
    })),
    now,
  );
  if (kind === 'raffle') {
    await addRaffleRecords(
      transaction,
      { key: offerKey, name: schedule.offer_name },
      inserted,
      now,
    );
  }
}

/**
 * The jackpot rule for new draws: the pool of the offer's latest draw when it is known, else the
 * rule's base jackpot (none: unknown). Where the jackpot rolls over (a jackpot step), only the
 * offer's next draw has a known pool: the pools of the draws after it are set when the draw
 * before them is scored (the score step adds the step, or resets to the base when Division 1 is
 * won), so they start unknown.
 */
async function prizePoolsOf(
  transaction: Kysely<Database>,
  schedule: ScheduleOfOffer,
  draws: readonly ScheduledDraw[],
): Promise<Array<number | null>> {
  const offerKey = schedule.product_offer_key;
  const latest = await transaction
    .selectFrom('draws')
    .select('prize_pool_cents')
    .where('product_offer_key', '=', offerKey)
    .orderBy('draw_no', 'desc')
    .limit(1)
    .executeTakeFirst();
  const known = latest?.prize_pool_cents ?? schedule.base_jackpot_cents;
  const poolCents = known === null ? null : Number(known);
  if (Number(schedule.jackpot_step_cents) === 0) return draws.map(() => poolCents);
  const firstOpen = await transaction
    .selectFrom('draws')
    .select((select) => select.fn.min('draw_no').as('draw_no'))
    .where('product_offer_key', '=', offerKey)
    .where('status', 'in', ['DRAW_OPEN', 'DRAW_CAPPED'])
    .executeTakeFirst();
  const openBefore = firstOpen?.draw_no ?? null;
  return draws.map((draw, index) =>
    index === 0 && (openBefore === null || draw.drawNo < openBefore) ? poolCents : null,
  );
}
