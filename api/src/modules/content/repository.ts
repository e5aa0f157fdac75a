import { type Kysely } from 'kysely';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';

export interface Tip {
  key: string;
  productOfferKey: string | null;
  title: string;
  text: string;
}

export class ContentRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async findTips(): Promise<Tip[]> {
    const rows = await this.database.selectFrom('tips').selectAll().orderBy('ranking').execute();
    return rows.map((row) => ({
      key: row.key,
      productOfferKey: row.product_offer_key,
      title: row.title,
      text: row.text,
    }));
  }

  /** Stores a client event; returns its id. */
  async insertEvent(eventType: string, payload: unknown): Promise<string> {
    const row = await this.database
      .insertInto('client_events')
      .values({ event_type: eventType, payload: jsonb(payload) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async countEvents(eventType: string): Promise<number> {
    const rows = await this.database
      .selectFrom('client_events')
      .select('id')
      .where('event_type', '=', eventType)
      .execute();
    return rows.length;
  }
}
