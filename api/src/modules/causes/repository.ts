import { type Kysely, sql } from 'kysely';
import { type Database } from '../../database/schema';

export interface Cause {
  key: string;
  urlSlug: string;
  name: string;
  description: string;
  category: string;
  state: string;
  logo: string | null;
  website: string | null;
  productOfferKeys: string[];
}

export interface CauseFilter {
  /** A url slug, or a key (the slug with underscores). */
  slugOrKey?: string | undefined;
  productOfferKey?: string | undefined;
  limit: number;
  offset: number;
}

export class CauseRepository {
  constructor(private readonly database: Kysely<Database>) {}

  private filtered(filter: Omit<CauseFilter, 'limit' | 'offset'>) {
    let query = this.database.selectFrom('causes');
    if (filter.slugOrKey !== undefined) {
      const wanted = filter.slugOrKey.toLowerCase();
      query = query.where((where) =>
        where.or([where('causes.url_slug', '=', wanted), where('causes.key', '=', wanted)]),
      );
    }
    if (filter.productOfferKey !== undefined) {
      const offerKey = filter.productOfferKey;
      query = query.where((where) =>
        where.exists(
          where
            .selectFrom('product_offer_causes')
            .select('product_offer_causes.cause_key')
            .whereRef('product_offer_causes.cause_key', '=', 'causes.key')
            .where('product_offer_causes.product_offer_key', '=', offerKey),
        ),
      );
    }
    return query;
  }

  /** Causes matching the filter by name, with the offers supporting each, and the total. */
  async find(filter: CauseFilter): Promise<{ causes: Cause[]; total: number }> {
    const query = this.filtered(filter);
    const [{ total }, rows] = await Promise.all([
      query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      query
        .selectAll('causes')
        .select(
          sql<string[]>`coalesce((select jsonb_agg(product_offer_key order by product_offer_key)
            from product_offer_causes where cause_key = causes.key), '[]'::jsonb)`.as(
            'product_offer_keys',
          ),
        )
        .orderBy('causes.name')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
    ]);
    return {
      total: Number(total),
      causes: rows.map((row) => ({
        key: row.key,
        urlSlug: row.url_slug,
        name: row.name,
        description: row.description,
        category: row.category,
        state: row.state,
        logo: row.logo,
        website: row.website,
        productOfferKeys: row.product_offer_keys,
      })),
    };
  }
}
