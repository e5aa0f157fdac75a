import { Type } from '@sinclair/typebox';
import { type FastifyPluginCallback } from 'fastify';
import { ClientEventWire, EventCreatedEnvelopeWire } from 'shared-kernel/wire/content';
import { resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { requireCapability } from '../platform/require-capability';
import { feedbackPage } from './feedback-page';
import { EventsRepository } from './repository';

/** Largest client event body: a 2,000-character comment or 50 short properties fit easily. */
export const eventBodyLimitBytes = 16 * 1024;

const feedbackPageSize = 25;
const FeedbackListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
});

/**
 * Client events (api.md §7.2) and the operators' feedback list:
 * - POST /v2/event: feedback (a feedback_event, only with the feedback capability) and
 *   customer-data events (an analytics_event). Anyone may post them: the body is small and
 *   bounded, and the anonymous-write rate limit covers the route. A signed-in customer's events
 *   keep the customer.
 * - GET /ops/feedback (role support): the feedback, newest first, a page at a time.
 */
export const eventsRoutes: FastifyPluginCallback = (app, _options, done) => {
  const repository = new EventsRepository(app.database);

  app.post<{ Body: ClientEventWire }>(
    '/v2/event',
    {
      config: { access: 'anonymous' },
      bodyLimit: eventBodyLimitBytes,
      schema: { body: ClientEventWire, response: responses(EventCreatedEnvelopeWire, 201) },
    },
    async (request, reply) => {
      const customerId = request.customer?.customerId ?? null;
      // Analytics events share the route, so the capability depends on what is sent: feedback alone
      // needs it, and a route-level declaration cannot say that.
      if (request.body.event_type === 'feedback_event') {
        await requireCapability(app.database, customerId, 'feedback');
      }
      const id = await repository.insertEvent(request.body.event_type, request.body, customerId);
      return reply.status(201).send(resultEnvelope({ id }));
    },
  );

  app.get<{ Querystring: { page?: number } }>(
    '/ops/feedback',
    { config: { access: { operator: 'support' } }, schema: { querystring: FeedbackListQuery } },
    async (request, reply) => {
      const page = request.query.page ?? 1;
      const { entries, total } = await repository.findFeedback({
        limit: feedbackPageSize,
        offset: (page - 1) * feedbackPageSize,
      });
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(feedbackPage({ entries, total, page, pageSize: feedbackPageSize }));
    },
  );
  done();
};
