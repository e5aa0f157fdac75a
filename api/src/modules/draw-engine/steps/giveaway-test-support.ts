import { type Kysely } from 'kysely';
import { type Database } from '../../../database/schema';
import { seedGiveawayDraws } from '../../../seed/giveaway-draws';
import { DrawEngine } from '../engine/engine';
import { type DrawEngineSettings, type GiveawayEntrants } from '../engine/step';
import { testEngineSettings } from '../jobs/engine-test-support';
import { keepSchedule } from '../schedule/keeper';
import { noBeacon } from '../verifiable/randomness-beacon';
import { type TestClock } from './draw-run-support';
import { drawSteps } from './index';

/** Giveaway draws in a test: the programme's offers and draws, and an engine of every step. */

/** Seeds the giveaway offers, schedules, prize templates and the special draw at `now`. */
export function seedGiveaways(database: Kysely<Database>, now: Date): Promise<void> {
  return database.transaction().execute((transaction) => seedGiveawayDraws(transaction, now));
}

/** The giveaway's draws, the next to close first. */
export function giveawayDrawsOf(database: Kysely<Database>, offerKey: string) {
  return database
    .selectFrom('draws')
    .selectAll()
    .where('product_offer_key', '=', offerKey)
    .orderBy('stop')
    .execute();
}

/**
 * The engine with every real step (close, draw, score, pay, email), the schedule keeper, no
 * recurring purchases, and `entrants` as who is entered in any giveaway draw.
 */
export function giveawayEngineOf(
  database: Kysely<Database>,
  clock: TestClock,
  entrants: readonly string[] | GiveawayEntrants,
  settings: DrawEngineSettings = testEngineSettings,
): DrawEngine {
  const giveawayEntrants: GiveawayEntrants =
    typeof entrants === 'function' ? entrants : () => Promise.resolve([...entrants]);
  return new DrawEngine(
    database,
    drawSteps,
    keepSchedule,
    () => Promise.resolve(),
    settings,
    { beacon: noBeacon, giveawayEntrants },
    clock.now,
  );
}

/** The giveaway entry tickets of a draw, with their checkouts. */
export function entriesOf(database: Kysely<Database>, drawId: string) {
  return database
    .selectFrom('tickets')
    .innerJoin('checkouts', 'checkouts.id', 'tickets.checkout_id')
    .select([
      'tickets.id',
      'tickets.customer_id',
      'tickets.product_type',
      'tickets.game_type',
      'tickets.game_offer',
      'tickets.quantity',
      'tickets.num_raffle_tickets',
      'tickets.num_draws',
      'tickets.price_cents',
      'checkouts.id as checkout_id',
      'checkouts.status',
      'checkouts.channel_key',
      'checkouts.total_cents',
      'checkouts.subtotal_cents',
      'checkouts.paid_from_cash_cents',
      'checkouts.paid_from_promo_credit_cents',
      'checkouts.transfer_id',
    ])
    .where('tickets.draw_id', '=', drawId)
    .orderBy('tickets.customer_id')
    .execute();
}

/** The balances of the customer's cash wallet and promo credit. */
export async function balancesOf(
  database: Kysely<Database>,
  customerId: string,
): Promise<{ cash: number; promoCredit: number }> {
  const rows = await database
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance_cents'])
    .where('customer_id', '=', customerId)
    .execute();
  const balanceOf = (kind: string) =>
    Number(rows.find((row) => row.kind === kind)?.balance_cents ?? 0);
  return { cash: balanceOf('customer_cash'), promoCredit: balanceOf('customer_promo_credit') };
}
