import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { newCustomer } from '../purchase/test-support';
import { hundredChangesAtOnce } from './test-support';

// PGlite runs one transaction at a time, so this proves the answers, not the lock: the same
// scenario runs on PostgreSQL in concurrency.pg.test.ts.
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
