import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';

/** What the site content says of a page's place in the sitemap. */
export interface ContentPageEntry {
  path: string;
  /** False when the content hides the page from search engines (noindex or sitemap: false). */
  isListed: boolean;
}

function isListed(data: Record<string, unknown>): boolean {
  if (data.sitemap === false) return false;
  const seo = data.seo;
  return !(typeof seo === 'object' && seo !== null && (seo as { noindex?: unknown }).noindex);
}

/** The public things the sitemap lists: offers, causes, blog posts and CMS pages. */
export class SitemapRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async findOfferUrls(): Promise<string[]> {
    const rows = await this.database
      .selectFrom('product_offers')
      .select('url')
      .where('availability', '=', 'available')
      .where('suspended', '=', false)
      .orderBy('ranking')
      .execute();
    return rows.map((row) => row.url);
  }

  async findCauseSlugs(): Promise<string[]> {
    const rows = await this.database
      .selectFrom('causes')
      .select('url_slug')
      .orderBy('url_slug')
      .execute();
    return rows.map((row) => row.url_slug);
  }

  /** Published items of a collection whose publish date is empty or past (product.md §5). */
  private publishedItems(collection: string, now: Date) {
    return this.database
      .selectFrom('cms_items')
      .select(['slug', 'path', 'data'])
      .where('collection', '=', collection)
      .where('status', '=', 'published')
      .where((builder) =>
        builder.or([builder('published_at', 'is', null), builder('published_at', '<=', now)]),
      );
  }

  async findBlogSlugs(now: Date): Promise<string[]> {
    const rows = await this.publishedItems('blog', now).orderBy('published_at', 'desc').execute();
    return rows
      .filter((row) => row.slug !== null && isListed(row.data))
      .map((row) => row.slug as string);
  }

  async findContentPages(now: Date): Promise<ContentPageEntry[]> {
    const rows = await this.publishedItems('pages', now).execute();
    return rows
      .filter((row) => row.path !== null)
      .map((row) => ({ path: row.path as string, isListed: isListed(row.data) }));
  }
}
