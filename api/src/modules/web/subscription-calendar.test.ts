import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { TestClock, testClient } from '../auth/test-support';
import { newCustomer } from '../purchase/test-support';
import { recurringPurchaseOf } from '../recurring/test-support';

const clock = new TestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
}, 180_000);

afterAll(() => testApp.close());

const calendarUrl = (key: string) => `/v2/public/pdf/subscription/${key}-calendar.pdf`;

describe('the subscription calendar PDF', () => {
  it('gives the owner a PDF of the upcoming draws, and nobody else anything', async () => {
    const { customer, recurringId } = await recurringPurchaseOf(testApp.app, clock, {
      type: 'subscription',
    });
    const client = testClient(testApp.app, clock);

    const mine = await client.call('GET', calendarUrl(recurringId), { session: customer });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mine.rawPayload.length).toBeGreaterThan(1000);

    const stranger = await newCustomer(testApp.app, clock);
    const theirs = await client.call('GET', calendarUrl(recurringId), { session: stranger });
    expect(theirs.statusCode).toBe(404);
    const anonymous = await client.call('GET', calendarUrl(recurringId));
    expect(anonymous.statusCode).toBe(401);
    const malformed = await client.call('GET', '/v2/public/pdf/subscription/x-calendar.pdf', {
      session: customer,
    });
    expect(malformed.statusCode).toBe(404);
  });
});
