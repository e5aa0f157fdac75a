import { type Kysely, sql } from 'kysely';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';

export type CmsStatus = 'published' | 'draft' | 'archived';

export interface CmsItem {
  collection: string;
  id: string;
  status: CmsStatus;
  publishedAt: Date | null;
  data: Record<string, unknown>;
}

export interface CmsFile {
  id: string;
  title: string;
  type: string;
  filenameDownload: string;
  url: string;
  width: number | null;
  height: number | null;
}

export interface CmsItemFilter {
  collection: string;
  statuses: readonly CmsStatus[];
  /** Items whose publish date is empty or not after this moment. */
  visibleAt: Date;
  id?: string;
  /** Matched case-insensitively, ignoring a trailing slash. */
  path?: string | undefined;
  slug?: string | undefined;
  category?: string | undefined;
  limit: number;
  offset: number;
}

/** A path as pages are matched: lower case, without a trailing slash ('/' stays '/'). */
export function normalisedPath(path: string): string {
  const trimmed = path.trim().toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export class CmsRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /** Visible items of a collection, newest publish date first, and how many match in all. */
  async find(filter: CmsItemFilter): Promise<{ items: CmsItem[]; total: number }> {
    let query = this.database
      .selectFrom('cms_items')
      .where('collection', '=', filter.collection)
      .where('status', 'in', filter.statuses)
      .where((where) =>
        where.or([
          where('published_at', 'is', null),
          where('published_at', '<=', filter.visibleAt),
        ]),
      );
    if (filter.id !== undefined) query = query.where('id', '=', filter.id);
    if (filter.slug !== undefined) query = query.where('slug', '=', filter.slug);
    if (filter.category !== undefined) query = query.where('category', '=', filter.category);
    if (filter.path !== undefined) {
      query = query.where(
        sql<string>`coalesce(nullif(rtrim(lower(path), '/'), ''), '/')`,
        '=',
        normalisedPath(filter.path),
      );
    }
    const [{ total }, rows] = await Promise.all([
      query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      query
        .selectAll()
        .orderBy(sql`published_at desc nulls last`)
        .orderBy('id')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
    ]);
    return {
      total: Number(total),
      items: rows.map((row) => ({
        collection: row.collection,
        id: row.id,
        status: row.status as CmsStatus,
        publishedAt: row.published_at === null ? null : new Date(row.published_at),
        data: row.data,
      })),
    };
  }

  /** Stores a new item; false when the collection already has an item with its id. */
  async insert(item: CmsItem): Promise<boolean> {
    const text = (key: string) => {
      const value = item.data[key];
      return typeof value === 'string' ? value : null;
    };
    const result = await this.database
      .insertInto('cms_items')
      .values({
        collection: item.collection,
        id: item.id,
        status: item.status,
        published_at: item.publishedAt,
        slug: text('slug'),
        path: text('path'),
        category: text('category'),
        data: jsonb(item.data),
      })
      .onConflict((conflict) => conflict.columns(['collection', 'id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async findFile(id: string): Promise<CmsFile | null> {
    const row = await this.database
      .selectFrom('cms_files')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          title: row.title,
          type: row.type,
          filenameDownload: row.filename_download,
          url: row.url,
          width: row.width,
          height: row.height,
        }
      : null;
  }
}
