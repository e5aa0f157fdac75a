import { type Kysely, sql } from 'kysely';
import { type Database } from '../../database/schema';

/** An offer on sale with its next open draw. */
export interface NextDraw {
  productOfferKey: string;
  name: string;
  url: string;
  drawNo: number;
  stop: Date;
  /** Null while the jackpot is not announced. */
  jackpotCents: number | null;
}

/** One offer the customer bought, with their latest order of it. */
export interface BoughtOffer {
  productOfferKey: string;
  name: string;
  url: string;
  timesBought: number;
  lastBoughtAt: Date;
  checkoutId: string;
  description: string;
  priceCents: number;
}

// Giveaways are drawn for members, never sold; a syndicate is bought through its group pages.
const offerTypesOnSale = ['lottery_ticket', 'raffle_ticket', 'syndicate_share'];

interface NextDrawRow {
  product_offer_key: string;
  name: string;
  url: string;
  draw_no: number;
  stop: Date | string;
  prize_pool_cents: string | number | null;
  is_prize_pool_unknown: boolean;
}

export class RecommendRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /** Every offer on sale with its next open draw still on sale at `now`. */
  async findNextDraws(now: Date): Promise<NextDraw[]> {
    const { rows } = await sql<NextDrawRow>`
      select distinct on (product_offers.key) product_offers.key as product_offer_key,
        product_offers.name, product_offers.url, draws.draw_no, draws.stop,
        draws.prize_pool_cents, draws.is_prize_pool_unknown
      from product_offers
      join draws on draws.product_offer_key = product_offers.key
      where product_offers.type = any(${offerTypesOnSale}::text[])
        and product_offers.availability = 'available'
        and not product_offers.suspended
        and draws.status = 'DRAW_OPEN' and draws.stop > ${now}
      order by product_offers.key, draws.stop, draws.draw_no`.execute(this.database);
    return rows.map((row) => ({
      productOfferKey: row.product_offer_key,
      name: row.name,
      url: `/${row.url.replace(/^\/+/, '')}`,
      drawNo: row.draw_no,
      stop: new Date(row.stop),
      jackpotCents:
        row.is_prize_pool_unknown || row.prize_pool_cents === null
          ? null
          : Number(row.prize_pool_cents),
    }));
  }

  /** The offers the customer bought most often (then most recently), with their latest order. */
  async findMostBought(customerId: string, limit: number): Promise<BoughtOffer[]> {
    const { rows } = await sql<{
      product_offer_key: string;
      name: string;
      url: string;
      times_bought: string | number;
      last_bought_at: Date | string;
      checkout_id: string;
      description: string;
      price_cents: string | number;
    }>`
      with bought as (
        select tickets.product_offer_key,
          count(distinct tickets.checkout_id) as times_bought,
          max(tickets.created_at) as last_bought_at
        from tickets
        join product_offers on product_offers.key = tickets.product_offer_key
        where tickets.customer_id = ${customerId}
          and tickets.voided_at is null
          and product_offers.type = any(${offerTypesOnSale}::text[])
        group by tickets.product_offer_key
      )
      select bought.product_offer_key, product_offers.name, product_offers.url,
        bought.times_bought, bought.last_bought_at,
        latest.checkout_id, latest.description, latest.price_cents
      from bought
      join product_offers on product_offers.key = bought.product_offer_key
      join lateral (
        select tickets.checkout_id, tickets.description, tickets.price_cents
        from tickets
        where tickets.customer_id = ${customerId}
          and tickets.product_offer_key = bought.product_offer_key
          and tickets.voided_at is null
        order by tickets.created_at desc, tickets.id desc
        limit 1
      ) latest on true
      where product_offers.availability = 'available' and not product_offers.suspended
      order by bought.times_bought desc, bought.last_bought_at desc, bought.product_offer_key
      limit ${limit}`.execute(this.database);
    return rows.map((row) => ({
      productOfferKey: row.product_offer_key,
      name: row.name,
      url: `/${row.url.replace(/^\/+/, '')}`,
      timesBought: Number(row.times_bought),
      lastBoughtAt: new Date(row.last_bought_at),
      checkoutId: row.checkout_id,
      description: row.description,
      priceCents: Number(row.price_cents),
    }));
  }
}
