import { ApiError } from '../../http/envelope';
import { type Cause, type CauseRepository } from './repository';

/** api.md §9: lists are 10 to a page unless the caller asks otherwise. */
export const causesPageSizeDefault = 10;

export class CauseService {
  constructor(private readonly repository: CauseRepository) {}

  async find(query: {
    slug?: string | undefined;
    productOfferKey?: string | undefined;
    limit?: number | undefined;
    offset?: number | undefined;
  }): Promise<{ causes: Cause[]; total: number; limit: number; offset: number }> {
    const limit = query.limit ?? causesPageSizeDefault;
    const offset = query.offset ?? 0;
    const found = await this.repository.find({
      slugOrKey: query.slug,
      productOfferKey: query.productOfferKey,
      limit,
      offset,
    });
    return { ...found, limit, offset };
  }

  /** One cause by key, which is its url slug with underscores (`heart_health_foundation`). */
  async findByKey(key: string): Promise<Cause> {
    const { causes } = await this.repository.find({ slugOrKey: key, limit: 1, offset: 0 });
    const [cause] = causes;
    if (!cause) throw new ApiError(404, 'cause_not_found', `There is no cause "${key}".`);
    return cause;
  }
}
