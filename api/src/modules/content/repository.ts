import { type Kysely } from 'kysely';
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
}
