import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyReply } from 'fastify';
import { ApiError } from '../../http/envelope';
import { type Operator } from '../operators/service';
import { type Notice } from '../operators/page-parts';
import { type PrizeFulfilments } from './prize-fulfilments';
import { prizeFulfilmentsPage } from './prize-fulfilments-page';

const uuidPattern = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const FulfilmentParams = Type.Object({
  drawId: Type.String({ pattern: uuidPattern }),
  drawOrder: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
type FulfilmentParams = Static<typeof FulfilmentParams>;
const FulfilmentsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  done: Type.Optional(Type.Literal('fulfilled')),
});
type FulfilmentsQuery = Static<typeof FulfilmentsQuery>;

const fulfilledPageSize = 25;
const fulfilledNotice = 'Marked fulfilled: the prize is listed under Fulfilled.';

/**
 * /ops/prize-fulfilments (role draws): the physical prizes to deliver and those delivered, and
 * Mark fulfilled (a form post, recorded in the audit log). A refusal (already fulfilled, no such
 * prize) is shown on the page with its sentence, and changes nothing.
 */
export function registerPrizeFulfilmentRoutes(
  app: FastifyInstance,
  { fulfilments }: { fulfilments: PrizeFulfilments },
): void {
  const html = (reply: FastifyReply, text: string) =>
    reply.type('text/html; charset=utf-8').send(text);
  const page = async (pageNumber: number, notice: Notice) => {
    const [toFulfil, fulfilled] = await Promise.all([
      fulfilments.toFulfil(),
      fulfilments.fulfilled({
        limit: fulfilledPageSize,
        offset: (pageNumber - 1) * fulfilledPageSize,
      }),
    ]);
    return prizeFulfilmentsPage({
      toFulfil,
      fulfilled: fulfilled.fulfilments,
      page: pageNumber,
      pageSize: fulfilledPageSize,
      total: fulfilled.total,
      notice,
    });
  };

  app.get<{ Querystring: FulfilmentsQuery }>(
    '/ops/prize-fulfilments',
    { config: { access: { operator: 'draws' } }, schema: { querystring: FulfilmentsQuery } },
    async (request, reply) => {
      const notice: Notice = request.query.done ? { kind: 'status', text: fulfilledNotice } : null;
      return html(reply, await page(request.query.page ?? 1, notice));
    },
  );

  app.post<{ Params: FulfilmentParams }>(
    '/ops/prize-fulfilments/:drawId/:drawOrder/fulfil',
    { config: { access: { operator: 'draws' } }, schema: { params: FulfilmentParams } },
    async (request, reply) => {
      const { drawId, drawOrder } = request.params;
      try {
        await fulfilments.markFulfilled(drawId, drawOrder, (request.operator as Operator).email);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return html(
          reply.status(error.statusCode),
          await page(1, { kind: 'alert', text: error.message }),
        );
      }
      return reply.redirect('/ops/prize-fulfilments?done=fulfilled', 303);
    },
  );
}
