import {
  type ChatMessage,
  type Conversation,
  type InboxEntry,
  type SupportChatRepository,
} from './repository';
import { type ChatView, type SupportChat } from './support-chat-port';

/** A conversation as an operator reads it in the inbox. */
export interface InboxConversation {
  conversation: Conversation;
  customer: { email: string; name: string } | null;
  messages: ChatMessage[];
}

/**
 * The built-in chat: conversations and messages in the shop's database, answered by operators
 * with the support role at /ops/support-inbox. The customer's page polls for answers.
 */
export class ShopSupportInbox implements SupportChat {
  readonly name = 'Shop support inbox (built in)';
  readonly answeredInShop = true;

  constructor(
    private readonly repository: SupportChatRepository,
    private readonly now: () => Date,
  ) {}

  async openConversation(customerId: string, afterId: string | null): Promise<ChatView | null> {
    const conversation = await this.repository.findOpenByCustomer(customerId);
    if (!conversation) return null;
    return { conversation, messages: await this.repository.findMessages(conversation.id, afterId) };
  }

  async postFromCustomer(customerId: string, body: string): Promise<ChatView> {
    const now = this.now();
    const conversation = await this.repository.openFor(customerId, now);
    await this.repository.addMessage(
      conversation.id,
      { author: 'customer', operatorId: null, body },
      now,
    );
    return { conversation, messages: await this.repository.findMessages(conversation.id, null) };
  }

  async closeByCustomer(customerId: string): Promise<boolean> {
    const conversation = await this.repository.findOpenByCustomer(customerId);
    if (!conversation) return false;
    return this.repository.close(conversation.id, null, this.now());
  }

  /** Open conversations, the longest waiting first. */
  inbox(): Promise<InboxEntry[]> {
    return this.repository.findOpenInbox();
  }

  async conversationForOperator(id: string): Promise<InboxConversation | null> {
    const conversation = await this.repository.findById(id);
    if (!conversation) return null;
    return {
      conversation,
      customer: await this.repository.findCustomerOf(conversation),
      messages: await this.repository.findMessages(conversation.id, null),
    };
  }

  /** Support answers; refused (false) once the conversation is closed. */
  async reply(id: string, operatorId: string, body: string): Promise<boolean> {
    const conversation = await this.repository.findById(id);
    if (!conversation || conversation.status !== 'open' || conversation.providerReference) {
      return false;
    }
    await this.repository.addMessage(id, { author: 'support', operatorId, body }, this.now());
    return true;
  }

  closeByOperator(id: string, operatorId: string): Promise<boolean> {
    return this.repository.close(id, operatorId, this.now());
  }
}
