import { ApiError } from '../../http/envelope';
import { type ProductOffer, type ProductOfferRepository, type UpcomingDraw } from './repository';

/** How many upcoming draws each offer lists unless the caller asks for another number. */
export const upcomingDrawsPerOfferDefault = 5;

export interface ProductOfferWithDraws extends ProductOffer {
  /** Upcoming draws by closing time; index 0 is the next draw to close. */
  draws: UpcomingDraw[];
}

export class ProductOfferService {
  constructor(private readonly repository: ProductOfferRepository) {}

  /** The offers of a pricing, by ranking, each with its next open draws. */
  async findForPricing(
    pricingId: string,
    now: Date,
    drawsPerOffer = upcomingDrawsPerOfferDefault,
  ): Promise<ProductOfferWithDraws[]> {
    if (!(await this.repository.pricingExists(pricingId))) {
      throw new ApiError(404, 'pricing_not_found', `There is no pricing "${pricingId}".`);
    }
    const [offers, draws] = await Promise.all([
      this.repository.findAll(),
      this.repository.findUpcomingDraws(now, drawsPerOffer),
    ]);
    return offers.map((offer) => ({
      ...offer,
      draws: draws.filter((draw) => draw.productOfferKey === offer.key),
    }));
  }
}
