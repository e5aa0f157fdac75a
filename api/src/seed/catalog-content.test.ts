import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { seedDemoData } from './seed-demo-data';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

describe('the catalogue seed', () => {
  it('fills a demo shop seeded before results and content existed, once', async () => {
    const { database } = testApp.app;
    const drawn = async () => {
      const { rows } = await sql<{ count: number }>`
        select count(*)::int as count from draw_results`.execute(database);
      return Number(rows[0]?.count ?? 0);
    };
    const drawnBefore = await drawn();
    for (const table of ['cms_items', 'cms_files', 'tips', 'raffle_prizes', 'raffle_draws']) {
      await sql`delete from ${sql.table(table)}`.execute(database);
    }
    // Such a shop had no past tickets (nor recurring purchases) either.
    await sql`delete from recurring_purchases`.execute(database);
    await sql`delete from tickets`.execute(database);
    await sql`delete from draws where status <> 'DRAW_OPEN'`.execute(database);
    expect(await drawn()).toBe(0);

    expect(await seedDemoData(database, new Date())).toBe(true);
    expect(await drawn()).toBe(drawnBefore);
    expect(await seedDemoData(database, new Date())).toBe(false);
  });
});
