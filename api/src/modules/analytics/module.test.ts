import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { bodyOf, TestClock, testClient } from '../auth/test-support';
import { newCustomer } from '../purchase/test-support';
import { type CollectedEvent } from './customer-data-port';
import {
  SegmentCustomerData,
  segmentMessageOf,
  segmentSettingsFrom,
} from './segment-customer-data';
import { StoredAnalyticsEvents } from './stored-events';

const clock = new TestClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoData: false, now: clock.now });
}, 180_000);

afterAll(() => testApp.close());

const anonymousId = 'a1b2c3d4-0000-4000-8000-000000000001';

function productAdded(overrides: Record<string, unknown> = {}) {
  return {
    type: 'track',
    name: 'Product Added',
    anonymous_id: anonymousId,
    session_id: 'session-1',
    occurred_at: clock.now().toISOString(),
    properties: { cart_id: 'cart-1' },
    products: [{ brand: 'powerball', category: 'lottery_ticket', num_draws: 1, price: 7.35 }],
    ...overrides,
  };
}

describe('POST /v2/analytics/events', () => {
  it('keeps a batch of page and product events, with the signed-in customer attached', async () => {
    const customer = await newCustomer(testApp.app, clock);
    const response = await testClient(testApp.app, clock).call('POST', '/v2/analytics/events', {
      session: customer,
      payload: {
        events: [
          {
            type: 'page',
            name: '/powerball',
            anonymous_id: anonymousId,
            occurred_at: clock.now().toISOString(),
          },
          productAdded(),
        ],
      },
    });
    expect(response.statusCode).toBe(202);
    expect(bodyOf(response).result).toEqual({ accepted: 2 });

    const stored = await new StoredAnalyticsEvents(testApp.app.database).findByAnonymousId(
      anonymousId,
    );
    expect(stored.map((event) => [event.type, event.name, event.customerId])).toEqual([
      ['track', 'Product Added', customer.customerId],
      ['page', '/powerball', customer.customerId],
    ]);
    expect(stored[0]?.products).toEqual([
      { brand: 'powerball', category: 'lottery_ticket', num_draws: 1, price: 7.35 },
    ]);
  });

  it('drops fields that are not analytics product fields, and refuses unknown types and empty batches', async () => {
    const client = testClient(testApp.app, clock);
    const strangerId = 'a1b2c3d4-0000-4000-8000-000000000002';
    const stranger = await client.call('POST', '/v2/analytics/events', {
      payload: {
        events: [
          productAdded({
            anonymous_id: strangerId,
            products: [{ name: 'Powerball', password: 'x' }],
          }),
        ],
      },
    });
    expect(stranger.statusCode).toBe(202);
    const [kept] = await new StoredAnalyticsEvents(testApp.app.database).findByAnonymousId(
      strangerId,
    );
    expect(kept?.products).toEqual([{ name: 'Powerball' }]);
    const unknownType = await client.call('POST', '/v2/analytics/events', {
      payload: { events: [productAdded({ type: 'alias' })] },
    });
    expect(unknownType.statusCode).toBe(422);
    const empty = await client.call('POST', '/v2/analytics/events', { payload: { events: [] } });
    expect(empty.statusCode).toBe(422);
  });
});

describe('the Segment adapter', () => {
  const event: CollectedEvent = {
    type: 'track',
    name: 'Product Added',
    anonymousId,
    customerId: 'customer-1',
    sessionId: 'session-1',
    properties: { cart_id: 'cart-1' },
    products: [{ brand: 'powerball' }],
    occurredAt: new Date('2026-01-02T03:04:05Z'),
    receivedAt: new Date('2026-01-02T03:04:06Z'),
  };

  it('is chosen by SEGMENT_WRITE_KEY', () => {
    expect(segmentSettingsFrom({})).toBeNull();
    expect(segmentSettingsFrom({ SEGMENT_WRITE_KEY: 'key' })).toEqual({
      writeKey: 'key',
      apiUrl: 'https://api.segment.io',
    });
  });

  it('posts a batch with the write key as the basic-auth user', async () => {
    const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
    const fetchImpl = ((url: string, init?: RequestInit) => {
      requests.push({ url, init });
      return Promise.resolve(new Response('{}', { status: 200 }));
    }) as typeof fetch;
    await new SegmentCustomerData(
      { writeKey: 'key', apiUrl: 'https://api.segment.io/' },
      fetchImpl,
    ).record([event, { ...event, type: 'reset', name: 'signed_out', products: [] }]);
    expect(requests[0]?.url).toBe('https://api.segment.io/v1/batch');
    const headers = requests[0]?.init?.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from('key:').toString('base64')}`);
    const body = JSON.parse(requests[0]?.init?.body as string) as { batch: unknown[] };
    expect(body.batch).toEqual([
      segmentMessageOf(event),
      expect.objectContaining({ type: 'track', event: 'Signed Out', userId: 'customer-1' }),
    ]);
    expect(segmentMessageOf(event)).toMatchObject({
      type: 'track',
      event: 'Product Added',
      properties: { cart_id: 'cart-1', products: [{ brand: 'powerball' }] },
    });
  });
});
