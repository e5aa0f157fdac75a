import { type ChatMessage, type Conversation } from './repository';

/** What the customer's chat shows: the open conversation and its messages (oldest first). */
export interface ChatView {
  conversation: Conversation;
  messages: ChatMessage[];
}

/**
 * Where customer chats are answered. The built-in adapter is a support inbox in the shop's own
 * database, answered by operators at /ops/support-inbox; a hosted chat provider's adapter hands
 * the conversation to that provider's agents instead. Either way the shop keeps which
 * conversation is the customer's, so only its owner ever reads it.
 */
export interface SupportChat {
  /** Shown on the operator home and in logs: which adapter answers. */
  readonly name: string;
  /** Whether operators answer in /ops/support-inbox (the built-in inbox) or elsewhere. */
  readonly answeredInShop: boolean;
  /** The customer's open conversation, with messages after `afterId`; null when none is open. */
  openConversation(customerId: string, afterId: string | null): Promise<ChatView | null>;
  /** Adds the customer's message, opening a conversation when none is open. */
  postFromCustomer(customerId: string, body: string): Promise<ChatView>;
  /** The customer ends the chat; false when nothing was open. */
  closeByCustomer(customerId: string): Promise<boolean>;
}
