import { randomBytes, randomUUID } from 'node:crypto';
import { type Kysely } from 'kysely';
import { openDatabase } from '../../../database/connection';
import { jsonb } from '../../../database/json';
import { migrateToLatest } from '../../../database/migrate';
import { type Database } from '../../../database/schema';
import { onServer } from '../../../testing/build-test-app';
import { type DrawEngineSettings } from '../engine/step';

/**
 * A migrated database of its own for a draw-engine test (in-memory PGlite, or a new database on
 * the PostgreSQL server of DATABASE_URL), with a small catalogue: Powerball, its syndicate and a
 * raffle, their schedules, and helpers to sign up customers and sell tickets.
 */
export interface DrawTestDatabase {
  database: Kysely<Database>;
  close(): Promise<void>;
}

export async function openDrawTestDatabase(): Promise<DrawTestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl && /^postgres(ql)?:\/\//.test(serverUrl)) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const connection = await openDatabase(url.toString());
    await migrateToLatest(connection.database);
    return {
      database: connection.database,
      close: async () => {
        await connection.close();
        await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const connection = await openDatabase('pglite://memory');
  await migrateToLatest(connection.database);
  return { database: connection.database, close: () => connection.close() };
}

export const testSettings: DrawEngineSettings = {
  horizonDays: 56,
  claimThresholdCents: 500_000_00,
  recurringLeadMs: 60 * 60 * 1000,
  publicUrl: 'http://shop.test',
};

const weekly = { kind: 'weekly', weekdays: jsonb([4]), reference_date: '2020-01-06' } as const;

/** Powerball (Thursdays 19:30, drawn 20:30), its syndicate (18:30) and a four-weekly raffle. */
export async function addTestOffers(database: Kysely<Database>): Promise<void> {
  const offer = (key: string, type: string, name: string, ranking: number) => ({
    key,
    type,
    name,
    url: key,
    availability: 'available',
    display_category: 'Jackpot',
    ranking,
    recurring_purchase_type: null,
    recurring_purchase_availability: 'optional',
  });
  await database
    .insertInto('product_offers')
    .values([
      offer('powerball', 'lottery_ticket', 'Powerball', 1),
      offer('powerball_syndicate', 'syndicate_share', 'Powerball Syndicate', 2),
      offer('hearts_raffle', 'raffle_ticket', 'Hearts Home Raffle', 3),
    ])
    .execute();
  await database
    .insertInto('game_types')
    .values({ product_offer_key: 'powerball', key: 'standard', name: 'Standard', ranking: 1 })
    .execute();
  await database
    .insertInto('game_offers')
    .values({
      product_offer_key: 'powerball',
      game_type_key: 'standard',
      key: 'standard',
      name: 'Standard',
      min_games: 1,
      max_games: 50,
      default_games: 18,
      number_sets: jsonb([]),
      prices: jsonb([1, 2, 10].map((games) => ({ games, price_cents: games * 150 }))),
      price_currency: 'AUD',
      ranking: 1,
    })
    .execute();
  await database
    .insertInto('draw_schedules')
    .values([
      {
        ...weekly,
        product_offer_key: 'powerball',
        first_draw_no: 1233,
        close_time: '19:30',
        draw_time: '20:30',
        base_jackpot_cents: 20_000_000_00,
        jackpot_step_cents: 10_000_000_00,
      },
      {
        ...weekly,
        product_offer_key: 'powerball_syndicate',
        first_draw_no: 1233,
        close_time: '18:30',
        draw_time: '20:30',
        base_jackpot_cents: 20_000_000_00,
        jackpot_step_cents: 10_000_000_00,
      },
      {
        product_offer_key: 'hearts_raffle',
        kind: 'periodic',
        period_days: 28,
        reference_date: '2020-01-12',
        first_draw_no: 301,
        close_time: '23:59',
        draw_time: '10:00',
        base_jackpot_cents: 1_250_000_00,
        prize_pool_suffix: 'prize home package',
        ticket_cap: 50_000,
      },
    ])
    .execute();
}

/** Empties the draws and the tickets sold, and lifts suspensions: the next test starts afresh. */
export async function resetDraws(database: Kysely<Database>): Promise<void> {
  for (const table of [
    'social_sessions',
    'prize_payouts',
    'ticket_results',
    'draw_entries',
    'raffle_winners',
    'tickets',
    'checkouts',
    'draws',
  ] as const) {
    await database.deleteFrom(table).execute();
  }
  await database.updateTable('product_offers').set({ suspended: false }).execute();
}

export async function addCustomer(
  database: Kysely<Database>,
  name: { firstname: string; lastname: string; suburb?: string; state?: string },
): Promise<string> {
  const id = randomUUID();
  await database
    .insertInto('customers')
    .values({
      id,
      email: `${id}@shop.test`,
      password_hash: 'x',
      customer_token: id,
      firstname: name.firstname,
      lastname: name.lastname,
      date_of_birth: '1980-01-01',
      phone_number: '0400000000',
      address: '1 Test Street',
      suburb: name.suburb ?? 'Parramatta',
      postcode: '2150',
      state: name.state ?? 'NSW',
      country: 'AU',
      terms_accepted_at: new Date(0),
      attribution: jsonb({}),
      favourite_numbers: jsonb({}),
    })
    .execute();
  return id;
}

export interface TicketToSell {
  customerId: string;
  drawId: string;
  offerKey: string;
  games?: Array<Record<string, number[]>>;
  gameType?: string;
  quantity?: number;
  numDraws?: number;
  /** Default: the number of games (a Super Combo's is its entry count). */
  numGames?: number;
  priceCents: number;
  numRaffleTickets?: number;
  numShares?: number;
  voided?: boolean;
}

/** Sells tickets, one successful checkout each; returns their ids in the order given. */
export async function sellTickets(
  database: Kysely<Database>,
  tickets: readonly TicketToSell[],
  at: Date,
): Promise<string[]> {
  if (tickets.length === 0) return [];
  const checkoutIds = tickets.map(() => `ck_${randomBytes(12).toString('base64url')}`);
  await database
    .insertInto('checkouts')
    .values(
      tickets.map((ticket, index) => ({
        id: checkoutIds[index] ?? '',
        customer_id: ticket.customerId,
        status: 'success' as const,
        purchase_status: 'standard' as const,
        subtotal_cents: ticket.priceCents,
        discount_cents: 0,
        total_cents: ticket.priceCents,
        paid_from_promo_credit_cents: 0,
        paid_from_cash_cents: ticket.priceCents,
        promo_credit_added_cents: 0,
        channel_key: 'web',
        partner_key: null,
        metadata: jsonb({}),
        transfer_id: null,
        created_at: at,
        order_reference: `T${randomBytes(6).toString('hex')}`,
      })),
    )
    .execute();
  const rows = await database
    .insertInto('tickets')
    .values(
      tickets.map((ticket, index) => ({
        checkout_id: checkoutIds[index] ?? '',
        customer_id: ticket.customerId,
        product_type: 'lottery_ticket',
        product_offer_key: ticket.offerKey,
        game_type: ticket.gameType ?? (ticket.numShares ? 'syndicate' : 'standard'),
        game_offer: 'standard',
        draw_id: ticket.drawId,
        description: 'Test ticket',
        quantity: ticket.quantity ?? 1,
        price_cents: ticket.priceCents,
        num_draws: ticket.numDraws ?? 1,
        num_weeks: 1,
        num_games: ticket.numGames ?? ticket.games?.length ?? 0,
        games: jsonb(ticket.games ?? []),
        quickpick: false,
        cause_key: null,
        day: null,
        num_raffle_tickets: ticket.numRaffleTickets ?? null,
        num_shares: ticket.numShares ?? null,
        has_favourite_numbers: false,
        recurring_purchase_type: null,
        recurring_purchase_enabled: false,
        purchase_status: 'standard' as const,
        created_at: at,
        voided_at: ticket.voided ? at : null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
