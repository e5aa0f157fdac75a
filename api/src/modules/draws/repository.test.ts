import { type Kysely, type KyselyPlugin } from 'kysely';
import { type Database } from '../../database/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { DrawRepository } from './repository';
import { DrawService } from './service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

/** The database, and the SQL of every statement run through it. */
function recorded(database: Kysely<Database>) {
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      statements.push(database.getExecutor().compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { database: database.withPlugin(plugin), statements };
}

const readsDraws = (statement: string) => /\bdraws\b/.test(statement);

describe('DrawRepository with a read replica', () => {
  it('reads the results lists and the statistics from the read instance only', async () => {
    const primary = recorded(testApp.app.database);
    const replica = recorded(testApp.app.database);
    const service = new DrawService(new DrawRepository(primary.database, replica.database));

    const past = await service.findPast({ offerKey: 'powerball' });
    const latest = await service.findLatestResults();
    const statistics = await service.findStatistics('powerball');

    expect(past.total).toBeGreaterThan(0);
    expect(latest.length).toBeGreaterThan(0);
    expect(statistics.drawsCounted).toBeGreaterThan(0);
    expect(replica.statements.filter(readsDraws).length).toBeGreaterThanOrEqual(4);
    expect(primary.statements.filter(readsDraws)).toEqual([]);
  });

  it('finds a single draw on the primary, which a replica may not have caught up with', async () => {
    const primary = recorded(testApp.app.database);
    const replica = recorded(testApp.app.database);
    const service = new DrawService(new DrawRepository(primary.database, replica.database));
    const [latest] = (
      await new DrawService(new DrawRepository(testApp.app.database)).findPast({
        offerKey: 'powerball',
        limit: 1,
      })
    ).draws;
    if (!latest) throw new Error('the demo data has no Powerball result');

    const details = await service.findDetails('powerball', latest.drawNo);

    expect(details.drawNo).toBe(latest.drawNo);
    expect(replica.statements).toEqual([]);
    expect(primary.statements.filter(readsDraws).length).toBeGreaterThan(0);
  });

  it('reads everything from the primary when the shop has no replica', () => {
    expect(testApp.app.readDatabase).toBe(testApp.app.database);
  });
});
