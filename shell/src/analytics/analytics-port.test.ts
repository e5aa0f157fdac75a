import { cookieConsentCookie, createSessionStore } from 'shared-kernel';
import { type AnalyticsEventWire } from 'shared-kernel/contract/support';
import { createMemoryCookieJar, readCookie, writeCookie } from '../session/session-cookies';
import {
  analyticsBatchDelayMs,
  anonymousIdCookie,
  createCollectorAnalytics,
  signedOutEvent,
} from './analytics-port';

describe('the collector analytics adapter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setUp(consent: 'essential' | 'non_essential' | null) {
    const cookies = createMemoryCookieJar();
    if (consent) writeCookie(cookies, cookieConsentCookie.name, consent);
    const session = createSessionStore();
    session.updateSession({ sessionId: 'session-1' });
    const sent: AnalyticsEventWire[][] = [];
    const analytics = createCollectorAnalytics({
      cookies,
      session,
      now: () => Date.parse('2026-03-01T10:00:00Z'),
      createId: () => 'anonymous-0001',
      send: (events) => {
        sent.push(events);
        return Promise.resolve();
      },
    });
    return { cookies, analytics, sent };
  }

  it('sends nothing and keeps no analytics cookie without non-essential consent', async () => {
    for (const consent of [null, 'essential'] as const) {
      const { cookies, analytics, sent } = setUp(consent);
      analytics.record({ type: 'page', name: '/powerball' });
      await jest.advanceTimersByTimeAsync(analyticsBatchDelayMs);
      expect(sent).toEqual([]);
      expect(readCookie(cookies, anonymousIdCookie.name)).toBeNull();
    }
  });

  it('with consent, batches events with the anonymous id (kept in its cookie) and session id', async () => {
    const { cookies, analytics, sent } = setUp('non_essential');
    analytics.record({ type: 'page', name: '/powerball' });
    analytics.record({
      type: 'track',
      name: 'Product Added',
      products: [{ brand: 'powerball', num_draws: 1, price: 7.35 }],
    });
    analytics.record(signedOutEvent('logout'));
    expect(sent).toEqual([]);
    await jest.advanceTimersByTimeAsync(analyticsBatchDelayMs);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual([
      expect.objectContaining({
        type: 'page',
        name: '/powerball',
        anonymous_id: 'anonymous-0001',
        session_id: 'session-1',
        occurred_at: '2026-03-01T10:00:00.000Z',
      }),
      expect.objectContaining({
        type: 'track',
        products: [{ brand: 'powerball', num_draws: 1, price: 7.35 }],
      }),
      expect.objectContaining({
        type: 'reset',
        name: 'signed_out',
        properties: { reason: 'logout' },
      }),
    ]);
    expect(readCookie(cookies, anonymousIdCookie.name)).toBe('anonymous-0001');
  });
});
