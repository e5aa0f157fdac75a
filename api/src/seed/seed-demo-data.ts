import { type Kysely, type Transaction, sql } from 'kysely';
import { jsonb } from '../database/json';
import { type Database } from '../database/schema';
import { keepSchedule } from '../modules/draw-engine/schedule/keeper';
import {
  demoBranding,
  demoBrandingRegionOverrides,
  demoCapabilitySegments,
  demoCauses,
  demoOffers,
  demoSettings,
  type DemoOffer,
} from './demo-data';
import { seedCatalog, seedCatalogWhenMissing } from './catalog-content';
import { seedDemoCustomers } from './customers';
import { seedDemoMoney } from './money';
import { seedPastTickets } from './past-tickets';
import { seedDemoRecurringPurchases } from './recurring-purchases';
import { seedDemoPromotions } from './promotions';
import { seedGiveawayDraws } from './giveaway-draws';
import { seedMembership } from './membership';
import { seedDemoMarkets, seedDemoTexts } from './markets';

/** How far ahead the demo schedules draws. */
export const demoDrawWeeks = 8;

/** Advisory lock key so that processes starting together seed once. */
const seedLockKey = 7_302_114_551;

async function insertOffer(transaction: Transaction<Database>, offer: DemoOffer) {
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
      recurring_purchase_type: offer.recurringPurchaseType ?? 'autoplay',
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
  await insertSchedules(transaction, [offer]);
}

/** The offers' draw schedules; an offer that has one keeps it. */
async function insertSchedules(transaction: Transaction<Database>, offers: readonly DemoOffer[]) {
  if (offers.length === 0) return;
  await transaction
    .insertInto('draw_schedules')
    .values(
      offers.map(({ key, schedule, jackpot }) => ({
        product_offer_key: key,
        kind: schedule.kind,
        weekdays: jsonb(schedule.weekdays),
        period_days: schedule.periodDays,
        reference_date: schedule.referenceDate,
        first_draw_no: schedule.firstDrawNo,
        close_time: schedule.closeTime,
        draw_time: schedule.drawTime,
        upcoming_draws: schedule.upcomingDraws,
        base_jackpot_cents: jackpot.nextCents,
        jackpot_step_cents: jackpot.stepCents,
        prize_pool_suffix: jackpot.suffix,
        ticket_cap: schedule.ticketCap ?? null,
      })),
    )
    .onConflict((conflict) => conflict.column('product_offer_key').doNothing())
    .execute();
}

/**
 * Seeds the demo shop into a database without product offers: catalogue with its draw schedules
 * and draws for the next weeks (from `now`, Sydney time), site settings, capability segments, branding and layout
 * texts. Does nothing when offers exist. Returns whether it seeded.
 */
export async function seedDemoData(database: Kysely<Database>, now: Date): Promise<boolean> {
  return database.transaction().execute(async (transaction) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(seedLockKey)})`.execute(transaction);
    // Promotion codes are added to demo databases seeded before they existed, too.
    await seedDemoPromotions(transaction, now);
    // Texts new to the catalogue and the markets reach demo shops seeded before them, too.
    await seedDemoTexts(transaction);
    await seedDemoMarkets(transaction);
    const { count } = await transaction
      .selectFrom('product_offers')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    if (count > 0) {
      // A demo shop seeded before the draw engine gets its offers' schedules.
      const offers = await transaction.selectFrom('product_offers').select('key').execute();
      const keys = new Set(offers.map((offer) => offer.key));
      await insertSchedules(
        transaction,
        demoOffers.filter((offer) => keys.has(offer.key)),
      );
      const seeded = await seedCatalogWhenMissing(transaction, now);
      // A demo shop seeded before the membership programme gets it (what exists is kept).
      await seedGiveawayDraws(transaction, now);
      await seedMembership(transaction, now);
      return seeded;
    }

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
        region_overrides: jsonb(demoBrandingRegionOverrides),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    await transaction
      .insertInto('causes')
      .values(
        demoCauses.map((cause) => ({ key: cause.key, url_slug: cause.urlSlug, name: cause.name })),
      )
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    for (const offer of demoOffers) await insertOffer(transaction, offer);
    // The draw engine's schedule keeper makes the upcoming draws, with their commitments.
    await keepSchedule(transaction, now, { horizonDays: demoDrawWeeks * 7 });
    await seedCatalog(transaction, now);
    await seedDemoCustomers(transaction, now);
    await seedDemoMoney(transaction, now);
    await seedPastTickets(transaction, now);
    await seedDemoRecurringPurchases(transaction, now);
    await seedGiveawayDraws(transaction, now);
    await seedMembership(transaction, now);
    return true;
  });
}
