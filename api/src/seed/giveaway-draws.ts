import { type Insertable, type Transaction } from 'kysely';
import { DateTime } from 'luxon';
import { type DrawSchedulesTable } from '../database/draw-engine-schema';
import { jsonb } from '../database/json';
import { type Database } from '../database/schema';
import { commitmentRowOf } from '../modules/draw-engine/schedule/commitments';
import { keepSchedule } from '../modules/draw-engine/schedule/keeper';
import { drawZone } from '../modules/draw-engine/schedule/schedule-rules';
import { type PrizePayout } from '../modules/draw-engine/steps/prize-fulfilments';

/**
 * The Daily Winners programme's offers: the premium membership (bought through the cart) and the
 * five giveaways, whose draws the draw engine makes, closes, draws and pays: schedules, prize
 * templates (the prizes of their first draws, copied by the schedule to the draws after), and a
 * special giveaway ~3 weeks ahead without a schedule.
 */

export interface GiveawayPrizeTemplate {
  name: string;
  valueCents: number;
  quantity: number;
  payout: PrizePayout;
}

export interface DemoGiveaway {
  key: string;
  name: string;
  url: string;
  ranking: number;
  /** Absent: one-off draws seeded by hand (the special giveaway). */
  schedule: Omit<Insertable<DrawSchedulesTable>, 'product_offer_key'> | null;
  prizes: GiveawayPrizeTemplate[];
}

const prize = (
  name: string,
  valueCents: number,
  quantity: number,
  payout: PrizePayout,
): GiveawayPrizeTemplate => ({ name, valueCents, quantity, payout });

/** Sydney times of every giveaway: sales close at 19:00, the draw at 19:30. */
const times = { close_time: '19:00', draw_time: '19:30' } as const;

export const demoGiveaways: DemoGiveaway[] = [
  {
    key: 'daily_winners_daily',
    name: 'Daily giveaway',
    url: 'daily-winners/giveaways/daily',
    ranking: 901,
    schedule: {
      kind: 'periodic',
      period_days: 1,
      reference_date: '2026-01-01',
      first_draw_no: 1,
      upcoming_draws: 2,
      ...times,
    },
    prizes: [
      prize('A$100 cash', 10000, 1, 'cash'),
      prize('A$10 bonus credit', 1000, 9, 'promo_credit'),
    ],
  },
  {
    key: 'daily_winners_monthly',
    name: 'Monthly giveaway',
    url: 'daily-winners/giveaways/monthly',
    ranking: 902,
    schedule: {
      kind: 'monthly',
      period_months: 1,
      reference_date: '2026-01-01',
      first_draw_no: 1,
      upcoming_draws: 1,
      ...times,
    },
    prizes: [
      prize('A$1,000 cash', 100000, 1, 'cash'),
      prize('A$50 bonus credit', 5000, 20, 'promo_credit'),
    ],
  },
  {
    key: 'daily_winners_major',
    name: 'Major giveaway',
    url: 'daily-winners/giveaways/major',
    ranking: 903,
    // Every 3 months: the last days of March, June, September and December.
    schedule: {
      kind: 'monthly',
      period_months: 3,
      reference_date: '2026-03-01',
      first_draw_no: 1,
      upcoming_draws: 1,
      ...times,
    },
    prizes: [
      prize('Toyota Corolla Hybrid', 3500000, 1, 'physical'),
      prize('A$500 cash', 50000, 5, 'cash'),
    ],
  },
  {
    key: 'daily_winners_preview',
    name: 'Premium preview giveaway',
    url: 'daily-winners/giveaways/preview',
    ranking: 904,
    // Fridays (2026-01-02 was one); the next Friday's draw only.
    schedule: {
      kind: 'weekly',
      weekdays: jsonb([5]),
      reference_date: '2026-01-02',
      first_draw_no: 1,
      horizon_days: 7,
      ...times,
    },
    prizes: [
      prize('A$250 cash', 25000, 1, 'cash'),
      prize('A$20 bonus credit', 2000, 4, 'promo_credit'),
    ],
  },
  {
    key: 'daily_winners_special',
    name: 'Special giveaway',
    url: 'daily-winners/giveaways/special',
    ranking: 905,
    schedule: null,
    prizes: [
      prize('Weekend in the Blue Mountains', 150000, 1, 'physical'),
      prize('A$25 bonus credit', 2500, 20, 'promo_credit'),
    ],
  },
];

/** The premium membership: A$10.00 a month, bought through the cart. */
export const premiumMembershipOffer = {
  key: 'daily_winners',
  name: 'Daily Winners',
  url: 'daily-winners',
  gameType: { key: 'membership', name: 'Membership' },
  gameOffer: { key: 'premium_monthly', name: 'Daily Winners Premium', priceCents: 1000 },
} as const;

/** How far ahead the special giveaway seeded with the demo closes. */
const specialLeadDays = 21;

function offerRow(key: string, name: string, url: string, ranking: number, onSale: boolean) {
  return {
    key,
    type: 'membership',
    name,
    url,
    // Giveaways are never sold: the cart and the catalogue refuse an offer that is unavailable.
    availability: onSale ? 'available' : 'unavailable',
    display_category: 'Membership',
    suspended: false,
    ranking,
    recurring_purchase_type: null,
    recurring_purchase_availability: 'never',
  };
}

async function seedOffers(transaction: Transaction<Database>): Promise<void> {
  const premium = premiumMembershipOffer;
  await transaction
    .insertInto('product_offers')
    .values([
      offerRow(premium.key, premium.name, premium.url, 900, true),
      ...demoGiveaways.map((giveaway) =>
        offerRow(giveaway.key, giveaway.name, giveaway.url, giveaway.ranking, false),
      ),
    ])
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  await transaction
    .insertInto('game_types')
    .values({
      product_offer_key: premium.key,
      key: premium.gameType.key,
      name: premium.gameType.name,
      ranking: 1,
    })
    .onConflict((conflict) => conflict.columns(['product_offer_key', 'key']).doNothing())
    .execute();
  await transaction
    .insertInto('game_offers')
    .values({
      product_offer_key: premium.key,
      game_type_key: premium.gameType.key,
      key: premium.gameOffer.key,
      name: premium.gameOffer.name,
      min_games: 1,
      max_games: 1,
      default_games: 1,
      number_sets: jsonb([]),
      prices: jsonb([{ games: 1, price_cents: premium.gameOffer.priceCents }]),
      price_currency: 'AUD',
      ranking: 1,
    })
    .onConflict((conflict) =>
      conflict.columns(['product_offer_key', 'game_type_key', 'key']).doNothing(),
    )
    .execute();
}

/** Gives the giveaway's draws that have no prizes yet (its first ones) the prize template. */
async function addPrizeTemplates(transaction: Transaction<Database>): Promise<void> {
  for (const giveaway of demoGiveaways) {
    const draws = await transaction
      .selectFrom('draws')
      .select('id')
      .where('product_offer_key', '=', giveaway.key)
      .where('status', 'in', ['DRAW_OPEN', 'DRAW_CAPPED'])
      .where((where) =>
        where.not(
          where.exists(
            where
              .selectFrom('raffle_prizes')
              .select('raffle_prizes.ranking')
              .whereRef('raffle_prizes.draw_id', '=', 'draws.id'),
          ),
        ),
      )
      .execute();
    if (draws.length === 0) continue;
    await transaction
      .insertInto('raffle_prizes')
      .values(
        draws.flatMap((draw) =>
          giveaway.prizes.map((template, index) => ({
            draw_id: draw.id,
            ranking: index + 1,
            name: template.name,
            value_cents: template.valueCents,
            image: null,
            quantity: template.quantity,
            payout: template.payout,
          })),
        ),
      )
      .onConflict((conflict) => conflict.columns(['draw_id', 'ranking']).doNothing())
      .execute();
  }
}

/** The special giveaway's one seeded draw (number 1), closing ~3 weeks after `now`. */
async function seedSpecialDraw(transaction: Transaction<Database>, now: Date): Promise<void> {
  const special = demoGiveaways.find((giveaway) => giveaway.schedule === null);
  if (!special) return;
  const day = DateTime.fromJSDate(now, { zone: drawZone }).plus({ days: specialLeadDays });
  const stop = day.set({ hour: 19, minute: 0, second: 0, millisecond: 0 });
  const inserted = await transaction
    .insertInto('draws')
    .values({
      product_offer_key: special.key,
      draw_no: 1,
      stop: stop.toJSDate(),
      draw_at: stop.set({ minute: 30 }).toJSDate(),
      status: 'DRAW_OPEN',
      prize_pool_cents: null,
      prize_pool_suffix: null,
      is_prize_pool_unknown: true,
      purchase_status: 'open',
    })
    .onConflict((conflict) => conflict.constraint('draws_offer_draw_no_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return;
  await transaction
    .insertInto('draw_verifications')
    .values(commitmentRowOf(inserted.id, now))
    .execute();
  await transaction
    .insertInto('raffle_draws')
    .values({
      draw_id: inserted.id,
      name: `${special.name} 1`,
      feature_image: null,
      pre_order_starts_at: null,
    })
    .execute();
}

/**
 * Seeds the programme's offers, the giveaways' schedules and prize templates, and the special
 * giveaway's draw, in the caller's transaction. Safe to run on a shop seeded before: what exists
 * is kept. The schedule keeper makes the giveaways' upcoming draws (each committed) before their
 * first prizes are set; it copies those prizes to every later draw.
 */
export async function seedGiveawayDraws(
  transaction: Transaction<Database>,
  now: Date,
): Promise<void> {
  await seedOffers(transaction);
  const scheduled = demoGiveaways.flatMap((giveaway) =>
    giveaway.schedule === null ? [] : [{ ...giveaway.schedule, product_offer_key: giveaway.key }],
  );
  await transaction
    .insertInto('draw_schedules')
    .values(scheduled)
    .onConflict((conflict) => conflict.column('product_offer_key').doNothing())
    .execute();
  await keepSchedule(transaction, now, { horizonDays: 56 });
  await seedSpecialDraw(transaction, now);
  await addPrizeTemplates(transaction);
}
