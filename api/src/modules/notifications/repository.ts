import { type Kysely, sql } from 'kysely';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';

/** A card the shop writes for a customer (product.md §3 Notification). */
export interface NewCard {
  customerId: string;
  /** What the card is about, unique per customer: a step that runs again writes nothing twice. */
  source: string;
  title: string;
  icon: string;
  message: string;
  actions: CardAction[];
}

export interface CardAction {
  id: string;
  text: string;
  /** A path in the shop, e.g. `/my-account/transactions`. */
  link: string;
  deepLink: string | null;
}

export interface Card extends NewCard {
  id: string;
  createdAt: Date;
  viewedAt: Date | null;
}

type CardRow = {
  id: string;
  customer_id: string;
  source: string;
  title: string;
  icon: string;
  message: string;
  actions: Array<{ id: string; text: string; link: string; deep_link: string | null }>;
  created_at: Date | string;
  viewed_at: Date | string | null;
};

function cardOf(row: CardRow): Card {
  return {
    id: row.id,
    customerId: row.customer_id,
    source: row.source,
    title: row.title,
    icon: row.icon,
    message: row.message,
    actions: row.actions.map((action) => ({
      id: action.id,
      text: action.text,
      link: action.link,
      deepLink: action.deep_link,
    })),
    createdAt: new Date(row.created_at),
    viewedAt: row.viewed_at === null ? null : new Date(row.viewed_at),
  };
}

const cardColumns = [
  'id',
  'customer_id',
  'source',
  'title',
  'icon',
  'message',
  'actions',
  'created_at',
  'viewed_at',
] as const;

export class NotificationCardsRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /** Writes the cards in the caller's transaction; a card already written for its source is kept. */
  async insertMany(cards: readonly NewCard[], now: Date): Promise<number> {
    if (cards.length === 0) return 0;
    const inserted = await this.database
      .insertInto('notification_cards')
      .values(
        cards.map((card) => ({
          customer_id: card.customerId,
          source: card.source,
          title: card.title,
          icon: card.icon,
          message: card.message,
          actions: jsonb(
            card.actions.map((action) => ({
              id: action.id,
              text: action.text,
              link: action.link,
              deep_link: action.deepLink,
            })),
          ),
          created_at: now,
        })),
      )
      .onConflict((conflict) => conflict.columns(['customer_id', 'source']).doNothing())
      .returning('id')
      .execute();
    return inserted.length;
  }

  /** The customer's cards, newest first, and how many there are. */
  async findPage(
    customerId: string,
    page: { limit: number; offset: number },
  ): Promise<{ cards: Card[]; total: number }> {
    const rows = await this.database
      .selectFrom('notification_cards')
      .select(cardColumns)
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const { total } = await this.database
      .selectFrom('notification_cards')
      .select((select) => select.fn.countAll<string | number>().as('total'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return { cards: rows.map(cardOf), total: Number(total) };
  }

  async countUnviewed(customerId: string): Promise<number> {
    const { count } = await this.database
      .selectFrom('notification_cards')
      .select((select) => select.fn.countAll<string | number>().as('count'))
      .where('customer_id', '=', customerId)
      .where('viewed_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Marks the customer's unviewed cards (or the one card) viewed; answers whether one matched. */
  async markViewed(customerId: string, cardId: string | null, now: Date): Promise<boolean> {
    let update = this.database
      .updateTable('notification_cards')
      .set({ viewed_at: now })
      .where('customer_id', '=', customerId)
      .where('viewed_at', 'is', null);
    if (cardId !== null) update = update.where('id', '=', cardId);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async exists(customerId: string, cardId: string): Promise<boolean> {
    const row = await this.database
      .selectFrom('notification_cards')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('id', '=', cardId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Cards not yet handed to the messaging provider, oldest first, locked until the transaction
   * ends (rows another relay holds are skipped, so no card is delivered twice).
   */
  async lockUndelivered(options: { attemptsMax: number; limit: number }): Promise<Card[]> {
    const rows = await this.database
      .selectFrom('notification_cards')
      .select(cardColumns)
      .where('delivered_at', 'is', null)
      .where('delivery_attempts', '<', options.attemptsMax)
      .where('created_at', '>', sql<Date>`now() - interval '7 days'`)
      .orderBy('created_at')
      .limit(options.limit)
      .forUpdate()
      .skipLocked()
      .execute();
    return rows.map(cardOf);
  }

  async markDelivered(cardId: string, now: Date): Promise<void> {
    await this.database
      .updateTable('notification_cards')
      .set({ delivered_at: now })
      .where('id', '=', cardId)
      .execute();
  }

  async countFailedDelivery(cardId: string): Promise<void> {
    await this.database
      .updateTable('notification_cards')
      .set((set) => ({ delivery_attempts: set('delivery_attempts', '+', 1) }))
      .where('id', '=', cardId)
      .execute();
  }
}
