import { Type } from '@sinclair/typebox';
import { type FastifyPluginCallback, type FastifyReply } from 'fastify';
import { ApiError } from '../../http/envelope';
import { acceptFormBodies } from '../auth/form-body';
import { type Operator } from '../operators/service';
import { customerNotFoundPage, customerPage, customerSearchPage } from './pages';
import { SupportService } from './service';

const support = { operator: 'support' } as const;
const SearchQuery = Type.Object({ email: Type.Optional(Type.String({ maxLength: 320 })) });
// Any text: an id that is not a UUID answers the same not-found page as an unknown one.
const CustomerParams = Type.Object({ id: Type.String() });
const CustomerQuery = Type.Object({ done: Type.Optional(Type.Literal('segment')) });
const SegmentForm = Type.Object({ segment_name: Type.String({ minLength: 1, maxLength: 100 }) });

function html(reply: FastifyReply, page: string) {
  return reply.type('text/html; charset=utf-8').send(page);
}

/**
 * Support's view of a customer (read-only): GET /ops/customers finds one by exact email (never
 * a list of customers), GET /ops/customers/:id shows the account, its flags, verification and
 * the change log, latest first. Nothing secret is read: no password hash, tokens or documents.
 */
export const supportRoutes: FastifyPluginCallback = (app, _options, done) => {
  const service = new SupportService(app.database);
  acceptFormBodies(app);
  app.addHook('onSend', (_request, reply, payload, next) => {
    void reply.header('cache-control', 'no-store');
    next(null, payload);
  });

  app.get<{ Querystring: { email?: string } }>(
    '/ops/customers',
    { config: { access: support }, schema: { querystring: SearchQuery } },
    async (request, reply) => {
      const email = request.query.email?.trim() ?? '';
      if (email === '') return html(reply, customerSearchPage(null));
      return html(reply, customerSearchPage({ email, found: await service.findByEmail(email) }));
    },
  );

  app.get<{ Params: { id: string }; Querystring: { done?: 'segment' } }>(
    '/ops/customers/:id',
    { config: { access: support }, schema: { params: CustomerParams, querystring: CustomerQuery } },
    async (request, reply) => {
      const view = await service.view(request.params.id);
      if (view === null) return html(reply.status(404), customerNotFoundPage());
      const notice =
        request.query.done === 'segment'
          ? { kind: 'status' as const, text: `Moved to the segment ${view.customer.segmentName}.` }
          : null;
      return html(reply, customerPage(view, notice));
    },
  );

  // The operator session cookie is SameSite=Strict, so another site cannot post this form.
  app.post<{ Params: { id: string }; Body: { segment_name: string } }>(
    '/ops/customers/:id/segment',
    { config: { access: support }, schema: { params: CustomerParams, body: SegmentForm } },
    async (request, reply) => {
      const { id } = request.params;
      try {
        const operator = request.operator as Operator;
        const moved = await service.moveToSegment(id, request.body.segment_name, operator.id);
        if (!moved) return html(reply.status(404), customerNotFoundPage());
      } catch (error) {
        const view = await service.view(id);
        if (!(error instanceof ApiError) || view === null) throw error;
        return html(
          reply.status(error.statusCode),
          customerPage(view, { kind: 'alert', text: error.message }),
        );
      }
      // The customer's cached capabilities answer must not outlive the move.
      await app.responseCache.clear();
      return reply.redirect(`/ops/customers/${encodeURIComponent(id)}?done=segment`, 303);
    },
  );
  done();
};
