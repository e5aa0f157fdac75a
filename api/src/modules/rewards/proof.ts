import { type Kysely } from 'kysely';
import { type GiveawayType } from 'shared-kernel/contract/membership';
import { GiveawayProofWire } from 'shared-kernel/wire/membership';
import { ResultEnvelopeWire } from 'shared-kernel/wire/envelope';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { commitmentWireOf, verificationWireOf } from '../draw-operations/published-draw-wire';
import { DrawOperationsRepository } from '../draw-operations/repository';
import { giveawayNotFound } from './giveaways';
import { GiveawayRepository } from './giveaway-repository';

export const GiveawayProofEnvelopeWire = ResultEnvelopeWire(GiveawayProofWire);

/**
 * A giveaway's public proof, as the draw engine publishes every draw's: the commitment (and the
 * frozen entries' root from close), and once drawn the record that re-derives the winners.
 */
export async function proofOf(
  database: Kysely<Database>,
  type: GiveawayType,
  drawNo: number,
): Promise<GiveawayProofWire> {
  const giveaway = await new GiveawayRepository(database).findByNumber(type, drawNo);
  if (!giveaway) throw giveawayNotFound();
  const draw = await new DrawOperationsRepository(database).findPublishedDraw(
    giveaway.productOfferKey,
    drawNo,
  );
  if (!draw?.verification) {
    throw new ApiError(404, 'proof_not_published', 'This giveaway has no published proof yet.');
  }
  const committed = { ...draw, verification: draw.verification };
  return { commitment: commitmentWireOf(committed), verification: verificationWireOf(committed) };
}
