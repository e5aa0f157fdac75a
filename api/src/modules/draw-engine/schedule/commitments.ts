import { type Insertable, type Kysely } from 'kysely';
import { type DrawVerificationsTable } from '../../../database/draw-engine-schema';
import { type Database } from '../../../database/schema';
import { commitmentOf, drawAlgorithmVersion, newDrawSeed } from '../verifiable/commitment';
import { type DrawKind, drawKindOf, lotteryKeyOf } from '../steps/offer-of-draw';

/**
 * The commitment every draw gets when it is created: a fresh secret seed from the CSPRNG and its
 * commitment, published while sales are open; the seed stays secret until the draw.
 */
export function commitmentRowOf(drawId: string, now: Date): Insertable<DrawVerificationsTable> {
  const seed = newDrawSeed();
  return {
    draw_id: drawId,
    algorithm_version: drawAlgorithmVersion,
    commitment: commitmentOf(seed, drawAlgorithmVersion),
    seed: seed.toString('hex'),
    committed_at: now,
  };
}

export interface DrawToCommit {
  id: string;
  product_offer_key: string;
  draw_no: number;
  kind: DrawKind;
}

/**
 * Commits draws that have no commitment yet. A syndicate draw plays its lottery draw's numbers,
 * so it shares that draw's seed and commitment (when the lottery draw is committed).
 */
export async function commitDraws(
  database: Kysely<Database>,
  draws: readonly DrawToCommit[],
  now: Date,
): Promise<void> {
  const isSyndicate = (draw: DrawToCommit) => draw.kind === 'syndicate';
  await insertCommitments(
    database,
    draws.filter((draw) => !isSyndicate(draw)).map((draw) => commitmentRowOf(draw.id, now)),
  );
  const syndicateRows: Array<Insertable<DrawVerificationsTable>> = [];
  for (const draw of draws.filter(isSyndicate)) {
    const lottery = await database
      .selectFrom('draw_verifications')
      .innerJoin('draws', 'draws.id', 'draw_verifications.draw_id')
      .select(['algorithm_version', 'commitment', 'seed'])
      .where('draws.product_offer_key', '=', lotteryKeyOf(draw.product_offer_key))
      .where('draws.draw_no', '=', draw.draw_no)
      .executeTakeFirst();
    syndicateRows.push({ ...commitmentRowOf(draw.id, now), ...lottery });
  }
  await insertCommitments(database, syndicateRows);
}

async function insertCommitments(
  database: Kysely<Database>,
  rows: Array<Insertable<DrawVerificationsTable>>,
): Promise<void> {
  if (rows.length === 0) return;
  await database
    .insertInto('draw_verifications')
    .values(rows)
    .onConflict((conflict) => conflict.column('draw_id').doNothing())
    .execute();
}

/** Commits the open draws that have no commitment (draws made by other means than the keeper). */
export async function commitUncommittedDraws(database: Kysely<Database>, now: Date): Promise<void> {
  const draws = await database
    .selectFrom('draws')
    .innerJoin('product_offers', 'product_offers.key', 'draws.product_offer_key')
    .leftJoin('draw_verifications', 'draw_verifications.draw_id', 'draws.id')
    .select([
      'draws.id',
      'draws.product_offer_key',
      'draws.draw_no',
      'product_offers.type as offer_type',
    ])
    .where('draws.status', 'in', ['DRAW_OPEN', 'DRAW_CAPPED'])
    .where('draw_verifications.draw_id', 'is', null)
    .orderBy('draws.draw_no')
    .execute();
  await commitDraws(
    database,
    draws.map((draw) => ({ ...draw, kind: drawKindOf(draw.offer_type) })),
    now,
  );
}
