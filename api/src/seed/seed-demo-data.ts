import { DateTime } from 'luxon';
import { type Kysely, type Transaction, sql } from 'kysely';
import { jsonb } from '../database/json';
import { type Database, type NewDraw } from '../database/schema';
import {
  demoBranding,
  demoCapabilitySegments,
  demoCauses,
  demoLayoutTexts,
  demoOffers,
  demoSettings,
  type DemoOffer,
} from './demo-data';
import { seedCatalog, seedCatalogWhenMissing } from './catalog-content';
import { seedDemoCustomers } from './customers';
import { seedDemoMoney } from './money';
import { seedPastTickets } from './past-tickets';
import { seedDemoPromotions } from './promotions';
import { drawZone, periodicDraws, scheduledDraws, type ScheduledDraw } from './draw-schedule';

/** How far ahead the demo schedules draws. */
export const demoDrawWeeks = 8;

/** Advisory lock key so that processes starting together seed once. */
const seedLockKey = 7_302_114_551;

function drawsOf(offer: DemoOffer, now: Date): ScheduledDraw[] {
  if (offer.schedule.kind === 'periodic') return periodicDraws(offer.schedule.periodic, now, 2);
  const until = new Date(now.getTime() + demoDrawWeeks * 7 * 24 * 60 * 60 * 1000);
  return scheduledDraws(offer.schedule.weekly, now, until);
}

function drawRowsOf(offer: DemoOffer, now: Date): NewDraw[] {
  return drawsOf(offer, now).map((draw, index) => {
    const prizePoolCents = index === 0 ? offer.jackpot.nextCents : offer.jackpot.laterCents;
    return {
      product_offer_key: offer.key,
      draw_no: draw.drawNo,
      stop: draw.stop,
      status: 'DRAW_OPEN',
      prize_pool_cents: prizePoolCents,
      prize_pool_suffix: offer.jackpot.suffix,
      is_prize_pool_unknown: prizePoolCents === null,
      purchase_status: offer.type === 'raffle_ticket' ? (index === 0 ? 'open' : 'pre_order') : null,
    };
  });
}

async function insertOffer(transaction: Transaction<Database>, offer: DemoOffer, now: Date) {
  await transaction
    .insertInto('product_offers')
    .values({
      key: offer.key,
      type: offer.type,
      name: offer.name,
      url: offer.url,
      availability: 'available',
      display_category: offer.displayCategory,
      suspended: false,
      ranking: offer.ranking,
      recurring_purchase_type: 'autoplay',
      recurring_purchase_availability: 'optional',
    })
    .execute();
  for (const [typeIndex, gameType] of offer.gameTypes.entries()) {
    await transaction
      .insertInto('game_types')
      .values({
        product_offer_key: offer.key,
        key: gameType.key,
        name: gameType.name,
        ranking: typeIndex + 1,
      })
      .execute();
    await transaction
      .insertInto('game_offers')
      .values(
        gameType.gameOffers.map((gameOffer, offerIndex) => ({
          product_offer_key: offer.key,
          game_type_key: gameType.key,
          key: gameOffer.key,
          name: gameOffer.name,
          min_games: gameOffer.minGames,
          max_games: gameOffer.maxGames,
          default_games: gameOffer.defaultGames,
          number_sets: jsonb(gameOffer.numberSets),
          prices: jsonb(
            gameOffer.prices.map((price) => ({
              games: price.games,
              price_cents: price.priceCents,
            })),
          ),
          price_currency: 'AUD',
          ranking: offerIndex + 1,
        })),
      )
      .execute();
  }
  if (offer.causeKeys.length > 0) {
    await transaction
      .insertInto('product_offer_causes')
      .values(
        offer.causeKeys.map((causeKey, index) => ({
          product_offer_key: offer.key,
          cause_key: causeKey,
          ranking: index + 1,
        })),
      )
      .execute();
  }
  const draws = drawRowsOf(offer, now);
  if (draws.length > 0) await transaction.insertInto('draws').values(draws).execute();
}

/**
 * Seeds the demo shop into a database without product offers: catalogue with draws for the next
 * weeks (from `now`, Sydney time), site settings, capability segments, branding and layout
 * texts. Does nothing when offers exist. Returns whether it seeded.
 */
export async function seedDemoData(database: Kysely<Database>, now: Date): Promise<boolean> {
  return database.transaction().execute(async (transaction) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(seedLockKey)})`.execute(transaction);
    // Promotion codes are added to demo databases seeded before they existed, too.
    await seedDemoPromotions(transaction, now);
    const { count } = await transaction
      .selectFrom('product_offers')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    if (count > 0) return seedCatalogWhenMissing(transaction, now);

    await transaction
      .insertInto('app_settings')
      .values(Object.entries(demoSettings).map(([key, value]) => ({ key, value: jsonb(value) })))
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    await transaction
      .insertInto('capability_segments')
      .values(
        Object.entries(demoCapabilitySegments).flatMap(([segmentName, capabilities]) =>
          capabilities.map((capability) => ({ segment_name: segmentName, capability })),
        ),
      )
      .onConflict((conflict) => conflict.columns(['segment_name', 'capability']).doNothing())
      .execute();
    await transaction
      .insertInto('brandings')
      .values({
        id: demoBranding.id,
        name: demoBranding.name,
        logo_text: demoBranding.logoText,
        colours: jsonb(demoBranding.colours),
        subvariant: null,
        region_overrides: jsonb([]),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    const year = DateTime.fromJSDate(now, { zone: drawZone }).year;
    await transaction
      .insertInto('content_items')
      .values(
        demoLayoutTexts(year).map((text) => ({
          locale: 'en-AU',
          category: 'layout',
          id: text.id,
          type: text.type,
          value: text.value,
        })),
      )
      .onConflict((conflict) => conflict.columns(['locale', 'category', 'id']).doNothing())
      .execute();
    await transaction
      .insertInto('causes')
      .values(
        demoCauses.map((cause) => ({ key: cause.key, url_slug: cause.urlSlug, name: cause.name })),
      )
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    for (const offer of demoOffers) await insertOffer(transaction, offer, now);
    await seedCatalog(transaction, now);
    await seedDemoCustomers(transaction, now);
    await seedDemoMoney(transaction, now);
    await seedPastTickets(transaction, now);
    return true;
  });
}
