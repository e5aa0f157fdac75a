import { type ChatMessage, type SupportChatRepository } from './repository';
import { type ChatView, type SupportChat } from './support-chat-port';

export interface ChatwootSettings {
  /** e.g. https://app.chatwoot.com (SUPPORT_CHAT_CHATWOOT_URL). */
  baseUrl: string;
  /** The API channel inbox's identifier (SUPPORT_CHAT_CHATWOOT_INBOX). */
  inboxIdentifier: string;
}

interface ChatwootMessage {
  id: number;
  content: string | null;
  /** 0 incoming (the customer), 1 outgoing (an agent), 2 activity, 3 template. */
  message_type: number;
  /** Unix seconds. */
  created_at: number;
  private?: boolean;
}

type Fetch = typeof fetch;

const requestTimeoutMs = 10_000;

/**
 * A hosted chat provider: Chatwoot's public client API for an API channel inbox. Agents answer
 * in Chatwoot; the shop keeps the customer's conversation (contact and conversation ids in
 * provider_reference) so only its owner reads it, and reads the messages from Chatwoot.
 */
export class ChatwootSupportChat implements SupportChat {
  readonly name = 'Chatwoot';
  readonly answeredInShop = false;

  constructor(
    private readonly settings: ChatwootSettings,
    private readonly repository: SupportChatRepository,
    private readonly now: () => Date,
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  private inboxUrl(path: string): string {
    const base = this.settings.baseUrl.replace(/\/+$/, '');
    return `${base}/public/api/v1/inboxes/${encodeURIComponent(this.settings.inboxIdentifier)}${path}`;
  }

  private async call<Answer>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<Answer> {
    const response = await this.fetchImpl(this.inboxUrl(path), {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    if (!response.ok) {
      throw new Error(`Chatwoot answered ${response.status} to ${method} ${path}`);
    }
    return (await response.json()) as Answer;
  }

  private async messagesOf(reference: string, afterId: string | null): Promise<ChatMessage[]> {
    const [contact, conversation] = reference.split(':');
    const answer = await this.call<ChatwootMessage[] | { payload: ChatwootMessage[] }>(
      'GET',
      `/contacts/${encodeURIComponent(contact ?? '')}/conversations/${encodeURIComponent(conversation ?? '')}/messages`,
    );
    const messages = Array.isArray(answer) ? answer : answer.payload;
    const after = afterId === null ? -1 : Number(afterId);
    return messages
      .filter(
        (message) => (message.message_type === 0 || message.message_type === 1) && !message.private,
      )
      .filter((message) => message.id > after && message.content)
      .sort((first, second) => first.id - second.id)
      .map((message) => ({
        id: String(message.id),
        author: message.message_type === 0 ? 'customer' : 'support',
        operatorId: null,
        body: message.content ?? '',
        createdAt: new Date(message.created_at * 1000),
      }));
  }

  async openConversation(customerId: string, afterId: string | null): Promise<ChatView | null> {
    const conversation = await this.repository.findOpenByCustomer(customerId);
    if (!conversation?.providerReference) return null;
    return {
      conversation,
      messages: await this.messagesOf(conversation.providerReference, afterId),
    };
  }

  async postFromCustomer(customerId: string, body: string): Promise<ChatView> {
    const now = this.now();
    let conversation = await this.repository.openFor(customerId, now);
    if (!conversation.providerReference) {
      const contact = await this.call<{ source_id: string }>('POST', '/contacts', {
        identifier: customerId,
      });
      const opened = await this.call<{ id: number }>(
        'POST',
        `/contacts/${encodeURIComponent(contact.source_id)}/conversations`,
        {},
      );
      const reference = `${contact.source_id}:${opened.id}`;
      await this.repository.setProviderReference(conversation.id, reference);
      conversation = { ...conversation, providerReference: reference };
    }
    const [contact, remote] = (conversation.providerReference ?? '').split(':');
    await this.call(
      'POST',
      `/contacts/${encodeURIComponent(contact ?? '')}/conversations/${encodeURIComponent(remote ?? '')}/messages`,
      { content: body },
    );
    return {
      conversation,
      messages: await this.messagesOf(conversation.providerReference ?? '', null),
    };
  }

  async closeByCustomer(customerId: string): Promise<boolean> {
    const conversation = await this.repository.findOpenByCustomer(customerId);
    if (!conversation) return false;
    if (conversation.providerReference) {
      const [contact, remote] = conversation.providerReference.split(':');
      await this.call(
        'POST',
        `/contacts/${encodeURIComponent(contact ?? '')}/conversations/${encodeURIComponent(remote ?? '')}/toggle_status`,
      );
    }
    return this.repository.close(conversation.id, null, this.now());
  }
}

/** Chatwoot when SUPPORT_CHAT_CHATWOOT_URL and SUPPORT_CHAT_CHATWOOT_INBOX are set, else null. */
export function chatwootSettingsFrom(environment: NodeJS.ProcessEnv): ChatwootSettings | null {
  const baseUrl = environment.SUPPORT_CHAT_CHATWOOT_URL?.trim();
  const inboxIdentifier = environment.SUPPORT_CHAT_CHATWOOT_INBOX?.trim();
  return baseUrl && inboxIdentifier ? { baseUrl, inboxIdentifier } : null;
}
