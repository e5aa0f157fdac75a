import { type FastifyPluginCallback } from 'fastify';
import {
  SupportConversationEnvelopeWire,
  SupportConversationQueryWire,
  SupportMessageBodyWire,
  type SupportConversationWire,
} from 'shared-kernel/wire/support';
import { ApiError, resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { type ChatView, type SupportChat } from './support-chat-port';

function conversationToWire(view: ChatView): SupportConversationWire {
  return {
    id: view.conversation.id,
    status: view.conversation.status,
    created_at: view.conversation.createdAt.toISOString(),
    messages: view.messages.map((message) => ({
      id: message.id,
      author: message.author,
      body: message.body,
      created_at: message.createdAt.toISOString(),
    })),
  };
}

/** A message's text, trimmed; an empty one is refused with the field's error. */
export function messageBodyOf(text: string): string {
  const body = text.trim();
  if (body === '') {
    throw new ApiError(422, 'validation_error', 'Write a message first.', {
      body: ['This field is required'],
    });
  }
  return body;
}

/**
 * The signed-in customer's chat with support (customer_chat): read the open conversation (newer
 * messages only with `after`, which the chat panel polls), send a message (opening a
 * conversation when none is open), and close it. A customer only ever reaches their own.
 */
export const supportChatRoutes: FastifyPluginCallback<{ chat: SupportChat }> = (
  app,
  { chat },
  done,
) => {
  const chatAccess = { access: 'customer', capability: 'customer_chat' } as const;

  app.get<{ Querystring: SupportConversationQueryWire }>(
    '/v2/support/conversation',
    {
      config: chatAccess,
      schema: {
        querystring: SupportConversationQueryWire,
        response: responses(SupportConversationEnvelopeWire),
      },
    },
    async (request, reply) => {
      const { customerId } = customerOf(request);
      const view = await chat.openConversation(customerId, request.query.after ?? null);
      void reply.header('cache-control', 'no-store');
      return resultEnvelope(view === null ? null : conversationToWire(view));
    },
  );

  app.post<{ Body: SupportMessageBodyWire }>(
    '/v2/support/conversation/messages',
    {
      config: chatAccess,
      schema: {
        body: SupportMessageBodyWire,
        response: responses(SupportConversationEnvelopeWire, 201),
      },
    },
    async (request, reply) => {
      const { customerId } = customerOf(request);
      const view = await chat.postFromCustomer(customerId, messageBodyOf(request.body.body));
      return reply.status(201).send(resultEnvelope(conversationToWire(view)));
    },
  );

  app.post(
    '/v2/support/conversation/close',
    { config: chatAccess, schema: { response: responses(SupportConversationEnvelopeWire) } },
    async (request) => {
      const { customerId } = customerOf(request);
      await chat.closeByCustomer(customerId);
      return resultEnvelope(null);
    },
  );
  done();
};
