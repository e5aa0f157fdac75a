import { sql } from 'kysely';
import { apiVersions } from 'shared-kernel';
import { migrations } from '../database/migrate';
import { demoOffers } from '../seed/demo-data';
import { call, type Cluster, startCluster } from './cluster';

// Two API processes started at the same moment on a new, empty database: one migrates (under
// Kysely's migration lock) and one seeds the demo shop (under the seeding lock); both serve.
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ together: true });
});

afterAll(() => cluster?.close());

it('migrates and seeds the demo shop once, and both processes serve it', async () => {
  const database = cluster.connection.database;
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(database);
  expect(applied.rows.map((row) => row.name).sort()).toEqual(Object.keys(migrations).sort());
  const offers = await database.selectFrom('product_offers').select('key').execute();
  expect(offers.map((offer) => offer.key)).toEqual(
    expect.arrayContaining(demoOffers.map((offer) => offer.key)),
  );
  const { rows: doubledDraws } = await sql<{ product_offer_key: string }>`
    select product_offer_key from draws group by product_offer_key, draw_no having count(*) > 1
  `.execute(database);
  expect(doubledDraws).toEqual([]);
  const { rows: doubledCustomers } = await sql<{ email: string }>`
    select email from customers group by email having count(*) > 1
  `.execute(database);
  expect(doubledCustomers).toEqual([]);

  for (const shop of [cluster.a, cluster.b]) {
    const answer = await call<{ entities?: unknown[] }>(
      shop,
      'GET',
      '/v2/pricing/default/product_offers',
      { version: apiVersions.productOffers },
    );
    expect([shop.name, answer.status]).toEqual([shop.name, 200]);
    expect(shop.output()).not.toMatch(/"level":(50|60)/);
  }
});
