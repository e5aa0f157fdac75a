import { type Kysely } from 'kysely';
import { type Database } from '../../../database/schema';

/**
 * What a draw is a draw of: a lottery, a raffle, or a syndicate that plays a lottery's draw. A
 * giveaway (an offer of type membership with draws) is drawn exactly as a raffle.
 */
export type DrawKind = 'lottery' | 'raffle' | 'syndicate';

export interface OfferOfDraw {
  key: string;
  name: string;
  kind: DrawKind;
  /** A membership giveaway: its entries are made at close, and only its winners are emailed. */
  isGiveaway: boolean;
}

/** The offer type of the membership programme; an offer of it with draws is a giveaway. */
export const giveawayOfferType = 'membership';

export function drawKindOf(offerType: string): DrawKind {
  if (offerType === 'raffle_ticket' || offerType === giveawayOfferType) return 'raffle';
  if (offerType === 'syndicate_share') return 'syndicate';
  return 'lottery';
}

/** The lottery a syndicate plays (`powerball_syndicate` → `powerball`); a lottery is its own. */
export function lotteryKeyOf(offerKey: string): string {
  return offerKey.replace(/_syndicate$/, '');
}

/** The syndicate offer that plays a lottery's draws (`powerball` → `powerball_syndicate`). */
export function syndicateKeyOf(lotteryKey: string): string {
  return `${lotteryKey}_syndicate`;
}

/**
 * The draw key the numbers are derived with (`{offerKey}:{drawNo}`). A syndicate draw plays its
 * lottery's numbers, so its key is the lottery draw's.
 */
export function drawKeyOf(offerKey: string, drawNo: number): string {
  return `${lotteryKeyOf(offerKey)}:${drawNo}`;
}

export async function findOfferOfDraw(
  database: Kysely<Database>,
  offerKey: string,
): Promise<OfferOfDraw> {
  const offer = await database
    .selectFrom('product_offers')
    .select(['key', 'name', 'type'])
    .where('key', '=', offerKey)
    .executeTakeFirst();
  if (!offer) throw new Error(`The draw's offer ${offerKey} does not exist`);
  return {
    key: offer.key,
    name: offer.name,
    kind: drawKindOf(offer.type),
    isGiveaway: offer.type === giveawayOfferType,
  };
}

/** The lottery draw a syndicate draw plays: its lottery's draw of the same number. */
export async function findLotteryDraw(
  database: Kysely<Database>,
  syndicateOfferKey: string,
  drawNo: number,
) {
  return database
    .selectFrom('draws')
    .selectAll()
    .where('product_offer_key', '=', lotteryKeyOf(syndicateOfferKey))
    .where('draw_no', '=', drawNo)
    .executeTakeFirst();
}
