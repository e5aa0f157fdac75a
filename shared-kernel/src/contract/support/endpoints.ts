import { type CamelCased, type CallOptions, clientOf, withSignal } from '../call';
import { type AnalyticsBatchWire, type SupportConversationWire } from './wire';

// Support chat calls of the signed-in customer, and the customer-data collector.

export type SupportConversation = CamelCased<SupportConversationWire>;
export type SupportMessage = SupportConversation['messages'][number];

/** GET /v2/support/conversation: the open conversation (only messages after `after`), or null. */
export async function fetchSupportConversation(
  query: { after?: string | null } = {},
  options: CallOptions = {},
): Promise<SupportConversation | null> {
  const response = await clientOf(options).request<SupportConversation | null>(
    withSignal(
      {
        path: '/support/conversation',
        query: { after: query.after ?? undefined },
        cache: false,
      },
      options,
    ),
  );
  return response.result ?? null;
}

/** POST /v2/support/conversation/messages: starts a conversation when none is open. */
export async function sendSupportMessage(
  body: string,
  options: CallOptions = {},
): Promise<SupportConversation> {
  const response = await clientOf(options).request<SupportConversation>(
    withSignal({ method: 'POST', path: '/support/conversation/messages', body: { body } }, options),
  );
  return response.result;
}

/** POST /v2/support/conversation/close: the customer ends the chat. */
export async function closeSupportConversation(options: CallOptions = {}): Promise<void> {
  await clientOf(options).request(
    withSignal({ method: 'POST', path: '/support/conversation/close' }, options),
  );
}

/** POST /v2/analytics/events: the built-in customer-data collector. */
export async function sendAnalyticsEvents(
  batch: AnalyticsBatchWire,
  options: CallOptions = {},
): Promise<void> {
  await clientOf(options).request(
    withSignal({ method: 'POST', path: '/analytics/events', body: batch }, options),
  );
}
