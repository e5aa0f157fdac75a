import { type DrawCommitmentWire, type DrawVerificationWire } from 'shared-kernel/wire/draws';
import { drawKeyOf } from '../draw-engine/steps/offer-of-draw';
import { wireOfPublishedDraw } from '../draw-engine/verifiable/verify-draw';
import { type PublishedDrawRecord } from './repository';

type Verification = NonNullable<PublishedDrawRecord['verification']>;

/** The key the draw's numbers are derived with (a syndicate draw plays its lottery's draw). */
export const publishedKeyOf = (draw: { productOfferKey: string; drawNo: number }) =>
  drawKeyOf(draw.productOfferKey, draw.drawNo);

/** What a committed draw publishes while its sales are open, and its ticket root from close. */
export function commitmentWireOf(
  draw: PublishedDrawRecord & { verification: Verification },
): DrawCommitmentWire {
  const { verification } = draw;
  return {
    draw_key: publishedKeyOf(draw),
    algorithm_version: verification.algorithmVersion,
    commitment: verification.commitment,
    committed_at: verification.committedAt.toISOString(),
    tickets_root: verification.ticketsRoot,
    ticket_lines: verification.ticketsRoot === null ? null : verification.ticketLines,
    status: draw.status,
  };
}

/** The whole record that re-derives a drawn draw's numbers; null until it is drawn. */
export function verificationWireOf(
  draw: PublishedDrawRecord & { verification: Verification },
): DrawVerificationWire | null {
  const { verification } = draw;
  if (
    verification.revealedAt === null ||
    verification.ticketsRoot === null ||
    verification.pools === null ||
    verification.numbers === null
  ) {
    return null;
  }
  return wireOfPublishedDraw({
    algorithmVersion: verification.algorithmVersion,
    commitment: verification.commitment,
    seed: verification.seed,
    beacon: verification.beacon,
    drawKey: publishedKeyOf(draw),
    pools: verification.pools,
    numbers: verification.numbers,
    ticketsRoot: verification.ticketsRoot,
  });
}
