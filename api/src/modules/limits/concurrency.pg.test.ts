import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { newCustomer } from '../purchase/test-support';
import { hundredChangesAtOnce } from './test-support';

// Concurrency is only real on PostgreSQL (DATABASE_URL=postgres://…: each request runs on its own
// pooled connection, so without the customer's lock the changes would lose one another's writes
// or collide creating the limit); skipped otherwise.
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');
const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('limit changes on PostgreSQL', () => {
  const clock = new TestClock();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now, seedDemoData: false });
  });

  afterAll(() => testApp.close());

  it('leaves one consistent limit after 100 changes at once', async () => {
    const session = await newCustomer(testApp.app, clock);
    await hundredChangesAtOnce(testApp.app, clock, session);
  });
});
