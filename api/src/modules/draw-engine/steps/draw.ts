import { type Kysely, sql } from 'kysely';
import { jsonb } from '../../../database/json';
import { type Database } from '../../../database/schema';
import { type DrawRow, type DrawStatus, type DrawStep, type DrawStepContext } from '../engine/step';
import { gameRulesOf } from '../scoring/game-rules';
import { type DrawnSet, drawNumbers, type DrawPool } from '../verifiable/number-derivation';
import { lotteryPools, rafflePools, resultsOf } from './draw-pools';
import { drawKeyOf, findLotteryDraw, findOfferOfDraw } from './offer-of-draw';

/** Statuses of a draw whose numbers are drawn. */
export const drawnStatuses: readonly DrawStatus[] = [
  'DRAW_DRAWN',
  'DRAW_SCORED',
  'DRAW_PAID',
  'DRAW_EMAILED',
];

async function verificationOf(database: Kysely<Database>, draw: DrawRow) {
  const verification = await database
    .selectFrom('draw_verifications')
    .selectAll()
    .where('draw_id', '=', draw.id)
    .executeTakeFirst();
  if (!verification?.frozen_at) {
    throw new Error(`Draw ${draw.draw_no} of ${draw.product_offer_key} has no frozen ticket list`);
  }
  return verification;
}

async function writeResults(
  database: Kysely<Database>,
  drawId: string,
  drawnAt: Date,
  numberSets: readonly DrawnSet[],
  supplementaries: readonly number[],
): Promise<void> {
  const row = {
    drawn_at: drawnAt,
    number_sets: jsonb(numberSets),
    supplementaries: jsonb(supplementaries),
  };
  await database
    .insertInto('draw_results')
    .values({ draw_id: drawId, ...row })
    .onConflict((conflict) => conflict.column('draw_id').doUpdateSet(row))
    .execute();
}

/**
 * A syndicate draw plays its lottery draw's numbers: once the lottery draw is drawn, its
 * verification record (the same commitment and seed, its beacon round, pools and numbers; draw
 * key `{lottery}:{drawNo}`) and results are the syndicate draw's; the syndicate keeps its own
 * frozen list of holdings. Until then the step waits.
 */
async function drawSyndicate(context: DrawStepContext) {
  const { transaction, draw, now } = context;
  const lotteryDraw = await findLotteryDraw(transaction, draw.product_offer_key, draw.draw_no);
  if (!lotteryDraw || !drawnStatuses.includes(lotteryDraw.status as DrawStatus)) return 'waiting';
  await verificationOf(transaction, draw);
  const { numAffectedRows } = await sql`update draw_verifications
    set algorithm_version = lottery.algorithm_version, commitment = lottery.commitment,
      seed = lottery.seed, beacon = lottery.beacon, pools = lottery.pools,
      numbers = lottery.numbers, revealed_at = ${now.toISOString()}::timestamptz
    from draw_verifications lottery
    where draw_verifications.draw_id = ${draw.id} and lottery.draw_id = ${lotteryDraw.id}
      and lottery.revealed_at is not null`.execute(transaction);
  const results = await transaction
    .selectFrom('draw_results')
    .selectAll()
    .where('draw_id', '=', lotteryDraw.id)
    .executeTakeFirst();
  if (Number(numAffectedRows ?? 0) !== 1 || !results) {
    throw new Error(`Draw ${draw.draw_no} of ${lotteryDraw.product_offer_key} has no numbers`);
  }
  await writeResults(transaction, draw.id, now, results.number_sets, results.supplementaries);
  await context.audit('draw.revealed', {
    lotteryDrawId: lotteryDraw.id,
    numbers: results.number_sets,
  });
  return 'done' as const;
}

/**
 * Draws the numbers (DRAW_CLOSED → DRAW_DRAWN), due at the draw time: reveals the committed
 * seed, takes the beacon's round for the draw time when there is a beacon, derives the numbers
 * from the seed, beacon, draw key and pools, and stores them with the verification record and
 * the draw's results. A raffle draws positions of its frozen ticket lines, the first drawn
 * winning the first prize.
 */
export const drawStep: DrawStep = {
  name: 'draw',
  from: ['DRAW_CLOSED'],
  to: 'DRAW_DRAWN',
  isDue: (draw, now) => draw.draw_at !== null && new Date(draw.draw_at) <= now,
  async run(context) {
    const { transaction, draw, now, ports } = context;
    const offer = await findOfferOfDraw(transaction, draw.product_offer_key);
    if (offer.kind === 'syndicate') return drawSyndicate(context);
    const verification = await verificationOf(transaction, draw);

    let pools: DrawPool[];
    if (offer.kind === 'raffle') {
      const { prizes } = await transaction
        .selectFrom('raffle_prizes')
        .select(sql<string>`coalesce(sum(quantity), 0)::text`.as('prizes'))
        .where('draw_id', '=', draw.id)
        .executeTakeFirstOrThrow();
      pools = rafflePools(verification.ticket_lines ?? 0, Number(prizes));
    } else {
      pools = lotteryPools(gameRulesOf(offer.key));
    }
    const round = await ports.beacon.roundFor(draw.draw_at ?? now);
    const beacon = round && { key: ports.beacon.key, round: round.round, value: round.value };
    const numbers = drawNumbers({
      seed: Buffer.from(verification.seed, 'hex'),
      beacon: beacon?.value ?? null,
      drawKey: drawKeyOf(offer.key, draw.draw_no),
      pools,
    });

    await transaction
      .updateTable('draw_verifications')
      .set({
        beacon: beacon && jsonb({ ...beacon, value: beacon.value.toString('hex') }),
        pools: jsonb(pools),
        numbers: jsonb(numbers),
        revealed_at: now,
      })
      .where('draw_id', '=', draw.id)
      .execute();
    if (offer.kind === 'raffle') {
      // A raffle's results are its winners; its draw is past.
      await writeResults(transaction, draw.id, now, [], []);
      await transaction
        .updateTable('draws')
        .set({ purchase_status: 'past_draw' })
        .where('id', '=', draw.id)
        .execute();
    } else {
      const { numberSets, supplementaries } = resultsOf(numbers);
      await writeResults(transaction, draw.id, now, numberSets, supplementaries);
    }
    await context.audit('draw.revealed', { numbers, beaconRound: round?.round ?? null });
    return 'done';
  },
};
