import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';

/** A conversation as the chat and the inbox use it (rows stay in this file). */
export interface Conversation {
  id: string;
  customerId: string;
  status: 'open' | 'closed';
  providerReference: string | null;
  createdAt: Date;
  lastMessageAt: Date;
  closedAt: Date | null;
}

export interface ChatMessage {
  id: string;
  author: 'customer' | 'support';
  operatorId: string | null;
  body: string;
  createdAt: Date;
}

/** An open conversation as the inbox lists it: who, when, and what they wrote last. */
export interface InboxEntry {
  conversation: Conversation;
  customerEmail: string;
  customerName: string;
  messageCount: number;
  lastAuthor: 'customer' | 'support' | null;
}

function conversationOf(row: {
  id: string;
  customer_id: string;
  status: 'open' | 'closed';
  provider_reference: string | null;
  created_at: Date;
  last_message_at: Date;
  closed_at: Date | null;
}): Conversation {
  return {
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    providerReference: row.provider_reference,
    createdAt: new Date(row.created_at),
    lastMessageAt: new Date(row.last_message_at),
    closedAt: row.closed_at === null ? null : new Date(row.closed_at),
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class SupportChatRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async findOpenByCustomer(customerId: string): Promise<Conversation | null> {
    const row = await this.database
      .selectFrom('support_conversations')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return row ? conversationOf(row) : null;
  }

  async findById(id: string): Promise<Conversation | null> {
    if (!uuidPattern.test(id)) return null;
    const row = await this.database
      .selectFrom('support_conversations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? conversationOf(row) : null;
  }

  /**
   * The customer's open conversation, opened now when there is none. The partial unique index
   * keeps one open conversation per customer even when two tabs start one at once.
   */
  async openFor(customerId: string, now: Date): Promise<Conversation> {
    const existing = await this.findOpenByCustomer(customerId);
    if (existing) return existing;
    await this.database
      .insertInto('support_conversations')
      .values({
        customer_id: customerId,
        status: 'open',
        created_at: now,
        last_message_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('customer_id').where('status', '=', 'open').doNothing(),
      )
      .execute();
    const opened = await this.findOpenByCustomer(customerId);
    if (!opened) throw new Error('The support conversation could not be opened');
    return opened;
  }

  async setProviderReference(id: string, reference: string): Promise<void> {
    await this.database
      .updateTable('support_conversations')
      .set({ provider_reference: reference })
      .where('id', '=', id)
      .execute();
  }

  async addMessage(
    conversationId: string,
    message: { author: 'customer' | 'support'; operatorId: string | null; body: string },
    now: Date,
  ): Promise<void> {
    await this.database.transaction().execute(async (transaction) => {
      await transaction
        .insertInto('support_messages')
        .values({
          conversation_id: conversationId,
          author: message.author,
          operator_id: message.operatorId,
          body: message.body,
          created_at: now,
        })
        .execute();
      await transaction
        .updateTable('support_conversations')
        .set({ last_message_at: now })
        .where('id', '=', conversationId)
        .execute();
    });
  }

  /** Messages oldest first; only those with an id above `afterId` when given. */
  async findMessages(conversationId: string, afterId: string | null): Promise<ChatMessage[]> {
    let query = this.database
      .selectFrom('support_messages')
      .selectAll()
      .where('conversation_id', '=', conversationId);
    if (afterId !== null) query = query.where('id', '>', afterId as never);
    const rows = await query.orderBy('id', 'asc').execute();
    return rows.map((row) => ({
      id: String(row.id),
      author: row.author,
      operatorId: row.operator_id,
      body: row.body,
      createdAt: new Date(row.created_at),
    }));
  }

  /** Closes an open conversation; false when it was not open (a second close changes nothing). */
  async close(id: string, operatorId: string | null, now: Date): Promise<boolean> {
    const result = await this.database
      .updateTable('support_conversations')
      .set({ status: 'closed', closed_at: now, closed_by_operator_id: operatorId })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Open conversations of the built-in inbox (none at a chat provider), the longest waiting first. */
  async findOpenInbox(): Promise<InboxEntry[]> {
    const rows = await this.database
      .selectFrom('support_conversations as conversation')
      .innerJoin('customers as customer', 'customer.id', 'conversation.customer_id')
      .select([
        'conversation.id',
        'conversation.customer_id',
        'conversation.status',
        'conversation.provider_reference',
        'conversation.created_at',
        'conversation.last_message_at',
        'conversation.closed_at',
        'customer.email',
        'customer.firstname',
        'customer.lastname',
      ])
      .select((builder) => [
        builder
          .selectFrom('support_messages')
          .whereRef('support_messages.conversation_id', '=', 'conversation.id')
          .select(builder.fn.countAll<number>().as('count'))
          .as('message_count'),
        builder
          .selectFrom('support_messages')
          .whereRef('support_messages.conversation_id', '=', 'conversation.id')
          .select('support_messages.author')
          .orderBy('support_messages.id', 'desc')
          .limit(1)
          .as('last_author'),
      ])
      .where('conversation.status', '=', 'open')
      .where('conversation.provider_reference', 'is', null)
      .orderBy('conversation.last_message_at', 'asc')
      .limit(200)
      .execute();
    return rows.map((row) => ({
      conversation: conversationOf(row),
      customerEmail: row.email,
      customerName: `${row.firstname} ${row.lastname}`.trim(),
      messageCount: Number(row.message_count ?? 0),
      lastAuthor: row.last_author ?? null,
    }));
  }

  async findCustomerOf(
    conversation: Conversation,
  ): Promise<{ email: string; name: string } | null> {
    const row = await this.database
      .selectFrom('customers')
      .select(['email', 'firstname', 'lastname'])
      .where('id', '=', conversation.customerId)
      .executeTakeFirst();
    return row ? { email: row.email, name: `${row.firstname} ${row.lastname}`.trim() } : null;
  }
}
