import { Type, type Static } from '@sinclair/typebox';
import { type FastifyPluginCallback, type FastifyReply } from 'fastify';
import { ApiError, resultEnvelope } from '../../http/envelope';
import { acceptFormBodies } from '../auth/form-body';
import { isFormPost } from '../draw-operations/draw-ops-routes';
import { type Operator } from '../operators/service';
import { type Notice } from '../operators/page-parts';
import { maintenancePage } from './page';

const releaseManager = { operator: 'release_manager' } as const;

const SwitchBody = Type.Object({
  state: Type.Union([Type.Literal('on'), Type.Literal('off')]),
  message: Type.Optional(Type.String({ maxLength: 2000 })),
});
const PageQuery = Type.Object({
  done: Type.Optional(Type.Union([Type.Literal('on'), Type.Literal('off')])),
});

const doneNotices: Record<'on' | 'off', Notice> = {
  on: { kind: 'status', text: 'Maintenance is on: customers see the maintenance page.' },
  off: { kind: 'status', text: 'Maintenance is off: the shop is open again.' },
};

/**
 * /ops/maintenance (role release_manager, who already decides what the shop serves): shows the
 * switch and turns it on or off, from the page's form or as JSON with a bearer session token.
 */
export const maintenanceRoutes: FastifyPluginCallback = (app, _options, done) => {
  acceptFormBodies(app);
  app.addHook('onSend', (_request, reply, payload, next) => {
    void reply.header('cache-control', 'no-store');
    next(null, payload);
  });
  const html = (reply: FastifyReply, text: string) =>
    reply.type('text/html; charset=utf-8').send(text);

  app.get<{ Querystring: Static<typeof PageQuery> }>(
    '/ops/maintenance',
    { config: { access: releaseManager }, schema: { querystring: PageQuery } },
    async (request, reply) => {
      const notice = request.query.done ? doneNotices[request.query.done] : null;
      return html(reply, maintenancePage(await app.maintenance.current(), notice));
    },
  );

  app.post<{ Body: Static<typeof SwitchBody> }>(
    '/ops/maintenance',
    { config: { access: releaseManager }, schema: { body: SwitchBody } },
    async (request, reply) => {
      const operator = request.operator as Operator;
      try {
        await app.maintenance.switchTo(
          request.body.state === 'on',
          request.body.message ?? null,
          operator.email,
        );
      } catch (error) {
        if (!(error instanceof ApiError) || !isFormPost(request)) throw error;
        const state = await app.maintenance.current();
        return html(
          reply.status(error.statusCode),
          maintenancePage(state, { kind: 'alert', text: error.message }),
        );
      }
      if (isFormPost(request)) {
        return reply.redirect(`/ops/maintenance?done=${request.body.state}`, 303);
      }
      const state = await app.maintenance.current();
      return reply.send(resultEnvelope({ is_on: state.isOn, message: state.message }));
    },
  );
  done();
};
