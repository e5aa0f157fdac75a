import {
  createTestClient,
  type RecordedCall,
  testOrigin,
} from '../../client/recording-fetch.test-support';
import { fetchContentItems } from '../content/endpoints';
import { fetchProductOffers } from '../product-offers/endpoints';
import { fetchRelease } from '../registry/endpoints';
import { fetchBranding, fetchCapabilities, fetchConfig, fetchDiscovery } from './endpoints';

function serve(routes: Record<string, unknown>) {
  return createTestClient((call: RecordedCall) => {
    const path = call.target.split('?')[0]!;
    return path in routes ? { body: routes[path] } : { status: 404, body: { messages: [] } };
  });
}

describe('endpoint helpers', () => {
  it('fetchDiscovery lists the services', async () => {
    const { client } = serve({});
    await expect(fetchDiscovery({ client })).resolves.toMatchObject({
      api: `${testOrigin}/v2`,
      customerVerify: `${testOrigin}/customer-verify`,
    });
  });

  it('fetchConfig returns the camelCased site configuration', async () => {
    const { client } = serve({
      '/v2/config': {
        result: {
          site_name: 'Lotto Shop',
          hide_site_name: false,
          default_pricing_id: 'default',
          session_timeout: 3600,
          navigation: {
            primary: [
              {
                label: 'Lotto tickets',
                route: '/lotto-tickets',
                route_type: 'internal',
                type: 'lotto',
              },
            ],
            secondary: [],
          },
          payment_logos: ['VISA'],
        },
      },
    });

    const config = await fetchConfig({ client });

    expect(config.siteName).toBe('Lotto Shop');
    expect(config.sessionTimeout).toBe(3600);
    expect(config.navigation.primary[0]).toEqual({
      label: 'Lotto tickets',
      route: '/lotto-tickets',
      routeType: 'internal',
      type: 'lotto',
    });
    expect(config.paymentLogos).toEqual(['VISA']);
  });

  it('fetchCapabilities returns segments with camelCased keys', async () => {
    const { client } = serve({
      '/v2/capabilities': {
        result: {
          segments: [{ segment_name: 'default', capabilities: ['blog'] }],
          current_segment: 'default',
        },
      },
    });

    await expect(fetchCapabilities({ client })).resolves.toEqual({
      segments: [{ segmentName: 'default', capabilities: ['blog'] }],
      currentSegment: 'default',
    });
  });

  it('fetchBranding caches the branding for 24 hours', async () => {
    let now = 0;
    const test = createTestClient(
      () => ({ body: { result: { id: 'lottoshop', region_overrides: [], subvariant: null } } }),
      { now: () => now },
    );

    await fetchBranding({ client: test.client });
    now = 86_000_000;
    const branding = await fetchBranding({ client: test.client });

    expect(branding).toMatchObject({ id: 'lottoshop', regionOverrides: [] });
    expect(test.apiCalls()).toHaveLength(1);
  });

  it('fetchProductOffers sends v3.9, turns money strings into numbers and sorts by ranking', async () => {
    const test = serve({
      '/v2/pricing/default/product_offers': {
        entities: [
          {
            key: 'raffle',
            type: 'raffle_ticket',
            ranking: 2,
            draws: [],
            game_types: [],
          },
          {
            key: 'powerball',
            type: 'lottery_ticket',
            ranking: 1,
            draws: [
              {
                id: 'd1',
                draw_no: 1,
                stop: '2030-01-01T09:00:00Z',
                prize_pool: { amount: '20000000.00', currency: 'AUD' },
                is_prize_pool_unknown: false,
              },
              { id: 'd2', draw_no: 2, prize_pool: null, is_prize_pool_unknown: true },
            ],
            game_types: [
              {
                key: 'standard',
                game_offers: [
                  {
                    key: 'standard',
                    prices: [{ games: 18, price: '21.60' }],
                    price_currency: 'AUD',
                  },
                ],
              },
            ],
          },
        ],
      },
    });

    const offers = await fetchProductOffers('default', { client: test.client });

    expect(test.apiCalls()[0]!.headers['x-api-version']).toBe('3.9');
    expect(offers.map((offer) => offer.key)).toEqual(['powerball', 'raffle']);
    expect(offers[0]!.draws[0]!.prizePool).toEqual({ amount: 20_000_000, currency: 'AUD' });
    expect(offers[0]!.draws[1]!.prizePool).toBeNull();
    expect(offers[0]!.gameTypes[0]!.gameOffers[0]!.prices).toEqual([{ games: 18, price: 21.6 }]);
  });

  it('fetchProductOffers keeps offers for 18 minutes', async () => {
    let now = 0;
    const test = createTestClient(() => ({ body: { entities: [] } }), { now: () => now });

    await fetchProductOffers('default', { client: test.client });
    now = 17 * 60_000;
    await fetchProductOffers('default', { client: test.client });
    now = 19 * 60_000;
    await fetchProductOffers('default', { client: test.client });

    expect(test.apiCalls()).toHaveLength(2);
  });

  it('fetchContentItems asks with bracket arrays and keeps only items with a type and a value', async () => {
    const test = serve({
      '/v2/en-AU/items': {
        entities: [
          { id: 'nav.cart', type: 'plain', value: 'Cart', category: 'layout' },
          { id: 'nav.login', type: 'plain', value: '' },
          { id: 'footer.copyright', value: '© Lotto Shop' },
        ],
      },
    });

    const items = await fetchContentItems(
      { categories: ['layout'], ids: ['nav.cart', 'nav.login'], types: ['plain'] },
      { client: test.client },
    );

    expect(test.apiCalls()[0]!.target).toBe(
      '/v2/en-AU/items?c[]=layout&id[]=nav.cart&id[]=nav.login&t[]=plain',
    );
    expect(items).toEqual([{ id: 'nav.cart', type: 'plain', value: 'Cart', category: 'layout' }]);
  });

  it('fetchRelease reads the registry, uncached, with camelCased fields', async () => {
    const entryUrl = 'http://localhost:8080/remotes/mfe-catalog/0.2.0-b/remoteEntry.js';
    const fallbackUrl = 'http://localhost:8080/remotes/mfe-catalog/0.1.0-a/remoteEntry.js';
    const release = {
      result: {
        environment: 'local',
        revision: 7,
        remotes: [
          {
            remote: 'mfe-catalog',
            version: '0.2.0-b',
            entry_url: entryUrl,
            integrity: 'sha384-b',
            track: 'canary',
            fallbacks: [{ version: '0.1.0-a', entry_url: fallbackUrl, integrity: 'sha384-a' }],
          },
        ],
        preview: null,
      },
    };
    const test = serve({ '/registry/local/release': release });

    const first = await fetchRelease('local', { client: test.client });
    await fetchRelease('local', { client: test.client });

    expect(first).toEqual({
      environment: 'local',
      revision: 7,
      remotes: [
        {
          remote: 'mfe-catalog',
          version: '0.2.0-b',
          entryUrl,
          integrity: 'sha384-b',
          track: 'canary',
          fallbacks: [{ version: '0.1.0-a', entryUrl: fallbackUrl, integrity: 'sha384-a' }],
        },
      ],
      preview: null,
    });
    expect(test.apiCalls()).toHaveLength(2);
  });
});
