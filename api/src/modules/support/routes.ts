import { Type } from '@sinclair/typebox';
import { type FastifyPluginCallback, type FastifyReply } from 'fastify';
import { customerNotFoundPage, customerPage, customerSearchPage } from './pages';
import { SupportService } from './service';

const support = { operator: 'support' } as const;
const SearchQuery = Type.Object({ email: Type.Optional(Type.String({ maxLength: 320 })) });
// Any text: an id that is not a UUID answers the same not-found page as an unknown one.
const CustomerParams = Type.Object({ id: Type.String() });

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

  app.get<{ Params: { id: string } }>(
    '/ops/customers/:id',
    { config: { access: support }, schema: { params: CustomerParams } },
    async (request, reply) => {
      const view = await service.view(request.params.id);
      if (view === null) return html(reply.status(404), customerNotFoundPage());
      return html(reply, customerPage(view));
    },
  );
  done();
};
