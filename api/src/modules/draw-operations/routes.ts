import { type Static, Type } from '@sinclair/typebox';
import { type FastifyPluginCallback } from 'fastify';
import {
  DrawCommitmentEnvelopeWire,
  DrawVerificationEnvelopeWire,
  TicketProofEnvelopeWire,
  type TicketProofWire,
} from 'shared-kernel/wire/draws';
import { ApiError, resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { commitmentWireOf, publishedKeyOf, verificationWireOf } from './published-draw-wire';
import { type DrawOperationsRepository, type PublishedDrawRecord } from './repository';
import { type TicketProofs } from './ticket-proofs';

const DrawParams = Type.Object({
  offerKey: Type.String({ pattern: '^[a-z0-9_-]{1,100}$' }),
  drawNo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
const TicketParams = Type.Intersect([
  DrawParams,
  Type.Object({
    ticketId: Type.String({
      pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
    }),
  }),
]);

/**
 * The published record of a draw the engine committed to; 404 for an unknown draw, and for a
 * draw drawn before draws published one (the seeded history).
 */
function committed(
  draw: PublishedDrawRecord | null,
  offerKey: string,
  drawNo: number,
): PublishedDrawRecord & { verification: NonNullable<PublishedDrawRecord['verification']> } {
  if (draw === null) {
    throw new ApiError(404, 'draw_not_found', `${offerKey} has no draw ${drawNo}.`);
  }
  if (draw.verification === null) {
    throw new ApiError(
      404,
      'draw_not_verifiable',
      `${offerKey} draw ${drawNo} was not drawn by the verifiable draw engine, so it has no published record.`,
    );
  }
  return { ...draw, verification: draw.verification };
}

/**
 * Public checks of a draw (anonymous): the commitment published while sales are open, and once
 * the draw is drawn, the whole record needed to re-derive its numbers (npm run verify-draw); and
 * for a signed-in customer, inclusion proofs of their ticket's lines in the frozen ticket list.
 */
export const drawVerificationRoutes: FastifyPluginCallback<{
  repository: DrawOperationsRepository;
  proofs: TicketProofs;
}> = (app, { repository, proofs }, done) => {
  app.get<{ Params: Static<typeof DrawParams> }>(
    '/v2/draws/:offerKey/:drawNo/commitment',
    {
      config: { access: 'anonymous' },
      schema: { params: DrawParams, response: responses(DrawCommitmentEnvelopeWire) },
    },
    async (request) => {
      const { offerKey, drawNo } = request.params;
      const draw = committed(
        await repository.findPublishedDraw(offerKey, drawNo),
        offerKey,
        drawNo,
      );
      return resultEnvelope(commitmentWireOf(draw));
    },
  );

  app.get<{ Params: Static<typeof DrawParams> }>(
    '/v2/draws/:offerKey/:drawNo/verification',
    {
      config: { access: 'anonymous', cache: 'draw_verification' },
      schema: { params: DrawParams, response: responses(DrawVerificationEnvelopeWire) },
    },
    async (request) => {
      const { offerKey, drawNo } = request.params;
      const draw = committed(
        await repository.findPublishedDraw(offerKey, drawNo),
        offerKey,
        drawNo,
      );
      const verification = verificationWireOf(draw);
      if (verification === null) {
        throw new ApiError(404, 'draw_not_drawn', 'This draw has not been drawn yet.');
      }
      return resultEnvelope(verification);
    },
  );

  app.get<{ Params: Static<typeof TicketParams> }>(
    '/v2/draws/:offerKey/:drawNo/tickets/:ticketId/proof',
    {
      config: { access: 'customer' },
      schema: { params: TicketParams, response: responses(TicketProofEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const { offerKey, drawNo, ticketId } = request.params;
      const draw = committed(
        await repository.findPublishedDraw(offerKey, drawNo),
        offerKey,
        drawNo,
      );
      const ticketsRoot = draw.verification.ticketsRoot;
      if (ticketsRoot === null) {
        throw new ApiError(
          404,
          'draw_not_closed',
          'The ticket list of this draw is frozen when its sales close; ask again then.',
        );
      }
      const entry = await repository.findEntry(draw.id, ticketId);
      // Another customer's ticket is answered exactly like a ticket that does not exist.
      if (entry === null || entry.customerId !== customerId) {
        throw new ApiError(
          404,
          'ticket_not_found',
          `You have no ticket ${ticketId} in ${offerKey} draw ${drawNo}.`,
        );
      }
      const lines = await proofs.proofsOf(draw.id, ticketsRoot, ticketId);
      const proof: TicketProofWire = {
        draw_key: publishedKeyOf(draw),
        ticket_id: ticketId,
        tickets_root: ticketsRoot,
        first_position: entry.firstPosition,
        lines: lines.map(({ line, proof: inclusion }) => ({
          line_index: line.lineIndex,
          numbers: Object.fromEntries(
            Object.entries(line.numbers).map(([name, numbers]) => [name, [...numbers]]),
          ),
          leaf_index: inclusion.leafIndex,
          leaf_count: inclusion.leafCount,
          steps: inclusion.steps,
        })),
      };
      return resultEnvelope(proof);
    },
  );
  done();
};
