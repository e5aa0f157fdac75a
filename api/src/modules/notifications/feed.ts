import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { type Card, type CardAction, NotificationCardsRepository } from './repository';

/** A card as the bell's feed shows it. */
export interface FeedCard {
  id: string;
  title: string;
  icon: string;
  message: string;
  actions: CardAction[];
  createdAt: Date;
  viewed: boolean;
}

export interface FeedPage {
  cards: FeedCard[];
  total: number;
}

/**
 * The notifications feed port: where the bell's cards and their unviewed count are read. The
 * shop always writes its cards to notification_cards first (in the transaction of what they are
 * about); the built-in feed reads that table, a messaging provider's adapter receives each card
 * from the relay (`deliver`) and is then the one that keeps the feed and what was seen.
 */
export interface NotificationFeed {
  readonly name: string;
  page(customerId: string, page: { limit: number; offset: number }): Promise<FeedPage>;
  unviewedCount(customerId: string): Promise<number>;
  /** Marks every card (cardId null) or one card seen; false when the card is not the customer's. */
  markViewed(customerId: string, cardId: string | null): Promise<boolean>;
  /** Hands a stored card to the provider; null when the feed reads the table itself. */
  readonly deliver: ((card: Card) => Promise<void>) | null;
}

function feedCardOf(card: Card): FeedCard {
  return {
    id: card.id,
    title: card.title,
    icon: card.icon,
    message: card.message,
    actions: card.actions,
    createdAt: card.createdAt,
    viewed: card.viewedAt !== null,
  };
}

/** The built-in feed: the shop's own notification_cards table. */
export function storedFeed(database: Kysely<Database>, now: () => Date): NotificationFeed {
  const repository = new NotificationCardsRepository(database);
  return {
    name: 'built-in',
    async page(customerId, page) {
      const { cards, total } = await repository.findPage(customerId, page);
      return { cards: cards.map(feedCardOf), total };
    },
    unviewedCount: (customerId) => repository.countUnviewed(customerId),
    async markViewed(customerId, cardId) {
      if (cardId !== null && !(await repository.exists(customerId, cardId))) return false;
      await repository.markViewed(customerId, cardId, now());
      return true;
    },
    deliver: null,
  };
}
