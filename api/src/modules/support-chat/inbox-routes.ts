import { Type } from '@sinclair/typebox';
import { type FastifyPluginCallback, type FastifyReply } from 'fastify';
import { supportMessageLengthMax } from 'shared-kernel/contract/support';
import { acceptFormBodies } from '../auth/form-body';
import { type Operator } from '../operators/service';
import { conversationNotFoundPage, conversationPage, inboxNotices, inboxPage } from './inbox-pages';
import { type ShopSupportInbox } from './shop-support-inbox';

const support = { operator: 'support' } as const;
// Any text: an id that is not a UUID answers the same not-found page as an unknown one.
const ConversationParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
const DoneQuery = Type.Object({ done: Type.Optional(Type.String({ maxLength: 20 })) });
const ReplyBody = Type.Object({ body: Type.Optional(Type.String({ maxLength: 10_000 })) });

/**
 * /ops/support-inbox for operators with the support role: open conversations of the built-in
 * chat, one conversation with its messages, reply and close. Plain pages and form posts; the
 * operator session cookie is SameSite=Strict, so another site cannot post these forms.
 */
export const supportInboxRoutes: FastifyPluginCallback<{
  inbox: ShopSupportInbox;
  /** The hosted chat provider answering customers instead, when one is configured. */
  providerName: string | null;
}> = (app, { inbox, providerName }, done) => {
  acceptFormBodies(app);
  app.addHook('onSend', (_request, reply, payload, next) => {
    void reply.header('cache-control', 'no-store');
    next(null, payload);
  });
  const html = (reply: FastifyReply, text: string) =>
    reply.type('text/html; charset=utf-8').send(text);
  const operatorIdOf = (operator: Operator | null) => (operator as Operator).id;

  app.get<{ Querystring: { done?: string } }>(
    '/ops/support-inbox',
    { config: { access: support }, schema: { querystring: DoneQuery } },
    async (request, reply) =>
      html(
        reply,
        inboxPage(
          await inbox.inbox(),
          inboxNotices[request.query.done ?? ''] ?? null,
          providerName,
        ),
      ),
  );

  app.get<{ Params: { id: string }; Querystring: { done?: string } }>(
    '/ops/support-inbox/:id',
    { config: { access: support }, schema: { params: ConversationParams, querystring: DoneQuery } },
    async (request, reply) => {
      const view = await inbox.conversationForOperator(request.params.id);
      if (view === null) return html(reply.status(404), conversationNotFoundPage());
      return html(reply, conversationPage(view, inboxNotices[request.query.done ?? ''] ?? null));
    },
  );

  app.post<{ Params: { id: string }; Body: { body?: string } }>(
    '/ops/support-inbox/:id/reply',
    { config: { access: support }, schema: { params: ConversationParams, body: ReplyBody } },
    async (request, reply) => {
      const { id } = request.params;
      const view = await inbox.conversationForOperator(id);
      if (view === null) return html(reply.status(404), conversationNotFoundPage());
      const body = (request.body.body ?? '').trim();
      if (body === '' || body.length > supportMessageLengthMax) {
        const message = `Write a reply of 1 to ${supportMessageLengthMax} characters.`;
        return html(reply.status(422), conversationPage(view, null, message));
      }
      const sent = await inbox.reply(id, operatorIdOf(request.operator), body);
      return reply.redirect(
        `/ops/support-inbox/${encodeURIComponent(id)}?done=${sent ? 'replied' : 'unchanged'}`,
        303,
      );
    },
  );

  app.post<{ Params: { id: string } }>(
    '/ops/support-inbox/:id/close',
    { config: { access: support }, schema: { params: ConversationParams } },
    async (request, reply) => {
      const closed = await inbox.closeByOperator(request.params.id, operatorIdOf(request.operator));
      return reply.redirect(`/ops/support-inbox?done=${closed ? 'closed' : 'unchanged'}`, 303);
    },
  );
  done();
};
