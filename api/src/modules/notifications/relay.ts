import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { type NotificationFeed } from './feed';
import { NotificationCardsRepository } from './repository';

/**
 * Hands the cards the shop wrote (inside other modules' transactions) to the messaging provider,
 * like the email outbox's relay: each batch in one transaction holding its rows' locks, so
 * several processes never deliver one card twice; a failed delivery is counted and tried again
 * on a later run, at most `attemptsMax` times. Does nothing with the built-in feed.
 */
export class NotificationRelay {
  constructor(
    private readonly database: Kysely<Database>,
    private readonly feed: NotificationFeed,
    private readonly now: () => Date,
    private readonly onDeliveryFailure: (error: unknown) => void = () => {},
  ) {}

  async deliverPending(
    options: { batchSize?: number; attemptsMax?: number } = {},
  ): Promise<number> {
    const deliver = this.feed.deliver;
    if (!deliver) return 0;
    const batchSize = options.batchSize ?? 50;
    let delivered = 0;
    for (;;) {
      const batch = await this.database.transaction().execute(async (transaction) => {
        const repository = new NotificationCardsRepository(transaction);
        const cards = await repository.lockUndelivered({
          attemptsMax: options.attemptsMax ?? 5,
          limit: batchSize,
        });
        let sent = 0;
        for (const card of cards) {
          try {
            await deliver(card);
            await repository.markDelivered(card.id, this.now());
            sent += 1;
          } catch (error) {
            await repository.countFailedDelivery(card.id);
            this.onDeliveryFailure(error);
          }
        }
        return { found: cards.length, sent };
      });
      delivered += batch.sent;
      if (batch.found < batchSize || batch.sent === 0) return delivered;
    }
  }
}
