import { randomUUID } from 'node:crypto';
import { ApiError } from '../../http/envelope';
import { sanitisedCmsValue } from './html';
import { type CmsFile, type CmsItem, type CmsRepository, type CmsStatus } from './repository';

/** api.md §9: lists are 10 to a page unless the caller asks otherwise. */
export const cmsPageSizeDefault = 10;

export interface CmsQuery {
  path?: string | undefined;
  slug?: string | undefined;
  category?: string | undefined;
  /** Adds drafts, archived items or both (`all`) to the published ones. */
  status?: 'draft' | 'archived' | 'all' | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  page?: number | undefined;
}

function statusesOf(status: CmsQuery['status']): CmsStatus[] {
  if (status === 'all') return ['published', 'draft', 'archived'];
  return status === undefined ? ['published'] : ['published', status];
}

const itemNotFound = (collection: string, id: string) =>
  new ApiError(404, 'item_not_found', `There is no item "${id}" in "${collection}".`);

/** The item with every text of its fields reduced to the HTML allow-list (see html.ts). */
function sanitisedItem(item: CmsItem): CmsItem {
  return { ...item, data: sanitisedCmsValue(item.data) as Record<string, unknown> };
}

/**
 * The content service: items are visible when published (drafts and archived ones only when
 * asked) and their publish date is empty or not in the future (product.md §5). Operator-written
 * HTML is sanitised when written and again when read (rows stored before the rule).
 */
export class CmsService {
  constructor(
    private readonly repository: CmsRepository,
    private readonly now: () => Date,
  ) {}

  async find(
    collection: string,
    query: CmsQuery,
  ): Promise<{ items: CmsItem[]; total: number; limit: number; offset: number }> {
    const limit = query.limit ?? cmsPageSizeDefault;
    // Page numbers are coerced to at least 1 (api.md §5); an explicit offset wins.
    const page = Math.max(1, query.page ?? 1);
    const offset = query.offset ?? (page - 1) * limit;
    const found = await this.repository.find({
      collection,
      statuses: statusesOf(query.status),
      visibleAt: this.now(),
      path: query.path,
      slug: query.slug,
      category: query.category,
      limit,
      offset,
    });
    return { items: found.items.map(sanitisedItem), total: found.total, limit, offset };
  }

  async findById(collection: string, id: string, status?: CmsQuery['status']): Promise<CmsItem> {
    const { items } = await this.repository.find({
      collection,
      id,
      statuses: statusesOf(status),
      visibleAt: this.now(),
      limit: 1,
      offset: 0,
    });
    const [item] = items;
    if (!item) throw itemNotFound(collection, id);
    return sanitisedItem(item);
  }

  /** The one item of a singleton collection (theme, site_config). */
  async findSingleton(collection: string): Promise<CmsItem> {
    const { items } = await this.find(collection, { limit: 1 });
    const [item] = items;
    if (!item) throw itemNotFound(collection, collection);
    return item;
  }

  async create(
    collection: string,
    fields: Record<string, unknown> & {
      id?: string | undefined;
      status?: CmsStatus | undefined;
      published_at?: string | null | undefined;
    },
  ): Promise<CmsItem> {
    const { id, status, published_at: publishedAt, ...data } = fields;
    const item: CmsItem = {
      collection,
      id: id ?? (typeof data.slug === 'string' ? data.slug : randomUUID()),
      status: status ?? 'draft',
      publishedAt: publishedAt ? new Date(publishedAt) : null,
      data: sanitisedCmsValue(data) as Record<string, unknown>,
    };
    if (!(await this.repository.insert(item))) {
      throw new ApiError(
        409,
        'item_exists',
        `The collection "${collection}" already has an item "${item.id}".`,
      );
    }
    return item;
  }

  async findFile(id: string): Promise<CmsFile> {
    const file = await this.repository.findFile(id);
    if (!file) throw new ApiError(404, 'file_not_found', `There is no file "${id}".`);
    return file;
  }
}
