import { engineActor } from '../engine/step';
import { auditCount } from '../jobs/engine-test-support';
import { TestClock, testMorning } from './draw-run-support';
import { addCustomer, type DrawTestDatabase, openDrawTestDatabase } from './draw-test-support';
import { materialiseGiveawayEntries } from './giveaway-entries';
import {
  entriesOf,
  giveawayDrawsOf,
  giveawayEngineOf,
  seedGiveaways,
} from './giveaway-test-support';

let testDatabase: DrawTestDatabase;
const customers: string[] = [];

beforeAll(async () => {
  testDatabase = await openDrawTestDatabase();
  await seedGiveaways(testDatabase.database, testMorning);
  for (const firstname of ['Ann', 'Bob', 'Cat', 'Dan']) {
    customers.push(await addCustomer(testDatabase.database, { firstname, lastname: 'Lee' }));
  }
});

afterAll(() => testDatabase.close());

const database = () => testDatabase.database;

async function statusOf(drawId: string) {
  return database()
    .selectFrom('draws')
    .leftJoin('draw_verifications', 'draw_verifications.draw_id', 'draws.id')
    .select([
      'draws.status',
      'draws.last_error',
      'draw_verifications.commitment',
      'draw_verifications.ticket_lines',
      'draw_verifications.revealed_at',
    ])
    .where('draws.id', '=', drawId)
    .executeTakeFirstOrThrow();
}

describe('closing a giveaway draw', () => {
  it('enters every entrant once, with a free entry ticket, however often close runs', async () => {
    const [ann = '', bob = '', cat = '', dan = ''] = customers;
    const [daily] = await giveawayDrawsOf(database(), 'daily_winners_daily');
    if (!daily) throw new Error('the daily giveaway has no draw');
    const clock = new TestClock(new Date(daily.stop));
    const engine = giveawayEngineOf(database(), clock, [ann, bob, cat, ann]);

    await engine.runSteps(daily.id, engineActor, false);

    expect(await statusOf(daily.id)).toMatchObject({ status: 'DRAW_CLOSED', ticket_lines: 3 });
    const entries = await entriesOf(database(), daily.id);
    expect(entries.map((entry) => entry.customer_id).sort()).toEqual([ann, bob, cat].sort());
    for (const entry of entries) {
      expect(entry).toMatchObject({
        product_type: 'membership',
        game_type: 'giveaway',
        game_offer: 'daily',
        quantity: 1,
        num_raffle_tickets: 1,
        num_draws: 1,
        status: 'success',
        channel_key: 'membership',
        transfer_id: null,
      });
      expect(entry.checkout_id).toMatch(/^gw_[0-9a-f]{32}$/);
      for (const cents of [
        entry.price_cents,
        entry.total_cents,
        entry.subtotal_cents,
        entry.paid_from_cash_cents,
        entry.paid_from_promo_credit_cents,
      ]) {
        expect(Number(cents)).toBe(0);
      }
    }

    // The close runs again (its draw reopened): the same entrants get no second entry.
    await database()
      .updateTable('draws')
      .set({ status: 'DRAW_OPEN' })
      .where('id', '=', daily.id)
      .execute();
    await engine.runSteps(daily.id, engineActor, false);

    expect(await entriesOf(database(), daily.id)).toHaveLength(3);
    expect(await statusOf(daily.id)).toMatchObject({ status: 'DRAW_CLOSED', ticket_lines: 3 });
    const made = await materialiseGiveawayEntries(
      database(),
      daily,
      { name: 'Daily giveaway' },
      [ann, dan, dan],
      clock.now(),
    );
    expect(made).toBe(1);
    expect(await entriesOf(database(), daily.id)).toHaveLength(4);
    expect(await auditCount(database(), daily.id, 'draw.giveaway_entries')).toBe(2);
  });

  it('closes and draws a giveaway nobody entered: no winners, nothing paid, nobody emailed', async () => {
    const [special] = await giveawayDrawsOf(database(), 'daily_winners_special');
    if (!special?.draw_at) throw new Error('the special giveaway has no draw');
    const before = await database().selectFrom('email_outbox').select('id').execute();
    const engine = giveawayEngineOf(database(), new TestClock(new Date(special.draw_at)), []);

    const run = await engine.runSteps(special.id, engineActor, false);

    expect(run.failures).toEqual([]);
    expect(run.steps.map((step) => step.step)).toEqual(['close', 'draw', 'score', 'pay', 'email']);
    expect(await statusOf(special.id)).toMatchObject({ status: 'DRAW_EMAILED', ticket_lines: 0 });
    for (const table of ['raffle_winners', 'prize_payouts', 'prize_fulfilments'] as const) {
      const rows = await database()
        .selectFrom(table)
        .select('draw_id')
        .where('draw_id', '=', special.id)
        .execute();
      expect(rows).toEqual([]);
    }
    expect(await database().selectFrom('email_outbox').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('commits, closes and draws a giveaway draw made without a schedule', async () => {
    const [ann = ''] = customers;
    const stop = new Date(testMorning.getTime() + 2 * 60 * 60 * 1000);
    const { id } = await database()
      .insertInto('draws')
      .values({
        product_offer_key: 'daily_winners_special',
        draw_no: 2,
        stop,
        draw_at: new Date(stop.getTime() + 30 * 60 * 1000),
        status: 'DRAW_OPEN',
        prize_pool_cents: null,
        prize_pool_suffix: null,
        purchase_status: 'open',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database()
      .insertInto('raffle_prizes')
      .values({
        draw_id: id,
        ranking: 1,
        name: 'A$25 bonus credit',
        value_cents: 2500,
        image: null,
        quantity: 1,
        payout: 'promo_credit',
      })
      .execute();
    const clock = new TestClock(stop);
    const engine = giveawayEngineOf(database(), clock, [ann]);

    await engine.runSteps(id, engineActor, false);
    const closed = await statusOf(id);
    clock.set(new Date(stop.getTime() + 30 * 60 * 1000));
    await engine.runSteps(id, engineActor, false);

    expect(closed).toMatchObject({ status: 'DRAW_CLOSED', ticket_lines: 1 });
    expect(closed.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(await statusOf(id)).toMatchObject({
      status: 'DRAW_EMAILED',
      commitment: closed.commitment,
    });
    const winners = await database()
      .selectFrom('raffle_winners')
      .select(['prize_ranking', 'name'])
      .where('draw_id', '=', id)
      .execute();
    expect(winners).toEqual([{ prize_ranking: 1, name: 'A. L.' }]);
  });
});
