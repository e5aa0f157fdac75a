import { engineOf, sydney, TestClock } from '../modules/draw-engine/steps/draw-run-support';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

const seededAt = sydney('2026-11-16T10:00');
const clock = new TestClock(seededAt);
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

const database = () => testApp.app.database;

const pastDraws = () =>
  database()
    .selectFrom('draws')
    .select(['id', 'status', 'stop', 'prize_pool_cents', 'purchase_status'])
    .where('stop', '<', seededAt)
    .orderBy('id')
    .execute();

describe('the demo draws', () => {
  it('are made by the schedule keeper, each committed, and the history is finished', async () => {
    const open = await database()
      .selectFrom('draws')
      .leftJoin('draw_verifications', 'draw_verifications.draw_id', 'draws.id')
      .select(['draws.product_offer_key', 'draw_verifications.commitment'])
      .where('draws.status', '=', 'DRAW_OPEN')
      .execute();
    expect(open.length).toBeGreaterThan(60);
    expect(open.every((draw) => draw.commitment !== null)).toBe(true);
    const past = await pastDraws();
    expect(past.length).toBeGreaterThan(500);
    expect(new Set(past.map((draw) => draw.status))).toEqual(new Set(['DRAW_EMAILED']));

    const soldOut = await database()
      .selectFrom('draws')
      .innerJoin('draw_verifications', 'draw_verifications.draw_id', 'draws.id')
      .select(['draws.id', 'draws.status', 'draw_verifications.frozen_at'])
      .where('draws.purchase_status', '=', 'sold_out')
      .executeTakeFirstOrThrow();
    expect(soldOut.status).toBe('DRAW_CLOSED');
    expect(soldOut.frozen_at).not.toBeNull();
    const prizes = await database()
      .selectFrom('raffle_prizes')
      .select('ranking')
      .where('draw_id', '=', soldOut.id)
      .execute();
    expect(prizes).toHaveLength(4);
  });

  it('run through the engine as time passes, leaving the history alone', async () => {
    const before = await pastDraws();
    clock.set(new Date(seededAt.getTime() + 9 * 24 * 60 * 60 * 1000));

    const engine = engineOf(database(), clock);
    // A syndicate draw waits for its lottery's draw, done later in the first run.
    const summaries = [await engine.tick(), await engine.tick()];

    expect(summaries.flatMap((summary) => summary.failures)).toEqual([]);
    expect(await pastDraws()).toEqual(before);
    const touched = await database()
      .selectFrom('audit_log')
      .select('subject_id')
      .where(
        'subject_id',
        'in',
        before.map((draw) => draw.id),
      )
      .execute();
    expect(touched).toEqual([]);
    const finished = await database()
      .selectFrom('draws')
      .innerJoin('draw_results', 'draw_results.draw_id', 'draws.id')
      .select(['draws.product_offer_key'])
      .where('draws.status', '=', 'DRAW_EMAILED')
      .where('draws.stop', '>', seededAt)
      .execute();
    expect(new Set(finished.map((draw) => draw.product_offer_key))).toEqual(
      new Set([
        'powerball',
        'powerball_syndicate',
        'oz_lotto',
        'saturday_lotto',
        'set_for_life',
        'weekday_windfall',
        // The giveaways drawn within those days: the daily one and the weekly preview.
        'daily_winners_daily',
        'daily_winners_preview',
      ]),
    );
    const upcoming = await database()
      .selectFrom('draws')
      .select('id')
      .where('product_offer_key', '=', 'powerball')
      .where('status', '=', 'DRAW_OPEN')
      .execute();
    expect(upcoming).toHaveLength(8);
  });
});
