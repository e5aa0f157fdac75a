import { capabilityNames } from 'shared-kernel/contract/platform';
import {
  type BrandingWire,
  type CapabilitiesWire,
  type ContentItemWire,
  type DiscoveryWire,
  type SiteConfigWire,
} from 'shared-kernel/wire/platform';
import { type ErrorEnvelopeWire } from 'shared-kernel/wire/envelope';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedHeaders } from '../../testing/signed-headers';
import { envelopeKeys, keysNotSnakeCase } from '../../testing/wire-assertions';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ publicUrl: 'http://shop.test:8080' });
});

afterAll(() => testApp.close());

async function getSigned(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: await signedHeaders() });
}

describe('GET /discover', () => {
  it('lists every service below PUBLIC_URL whatever the Host, without a signature', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/discover',
      headers: { host: 'evil.example' },
    });

    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(envelopeKeys);
    expect(response.json().result.services).toEqual({
      api: 'http://shop.test:8080/v2',
      auth: 'http://shop.test:8080/auth',
      cms: 'http://shop.test:8080/cms',
      social: 'http://shop.test:8080/social/v3',
      rewards: 'http://shop.test:8080/rewards',
      customer_verify: 'http://shop.test:8080/customer-verify',
      recommend: 'http://shop.test:8080/recommend',
      registry: 'http://shop.test:8080/registry',
    });
  });
});

describe('the services discovery lists', () => {
  it('each have calls, and the customer-verify service answers the verification status', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/discover' });
    const services = Object.values(response.json<{ result: DiscoveryWire }>().result.services);
    const urls = testApp.app.declaredRoutes().map((route) => route.url);
    const withoutCalls = services
      .map((address) => new URL(address).pathname)
      .filter((path) => !urls.some((url) => url === path || url.startsWith(`${path}/`)));
    expect(withoutCalls).toEqual([]);

    const anonymous = await getSigned('/customer-verify/status');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /health', () => {
  it('reports the service and its database as ok', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET /blank.html', () => {
  it('answers a tiny uncached page for the heartbeat', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/blank.html' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.length).toBeLessThan(200);
  });
});

describe('GET /v2/config', () => {
  it('answers the site configuration with the navigation the shell renders', async () => {
    const response = await getSigned('/v2/config');

    expect(response.statusCode).toBe(200);
    const body = response.json<{ result: SiteConfigWire }>();
    expect(keysNotSnakeCase(body)).toEqual([]);
    expect(body.result).toMatchObject({
      site_name: 'Lotto Shop',
      hide_site_name: false,
      locale: 'en-AU',
      currency: 'AUD',
      default_pricing_id: 'default',
      session_timeout: 3600,
      heartbeat_active_timeout: 600,
      remember_for_days: 30,
      payment_logos: ['VISA', 'MASTERCARD', 'AMEX', 'PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY'],
    });
    expect(body.result.support_number).not.toBe('');
    expect(body.result.support_email).toContain('@');
    const routesOf = (items: Array<{ label: string; route: string }>) =>
      items.map((item) => [item.label, item.route]);
    expect(routesOf(body.result.navigation.primary)).toEqual(
      expect.arrayContaining([
        ['Lotto tickets', '/lotto-tickets'],
        ['Charity tickets', '/charity-tickets'],
        ['Syndicates', '/syndicates'],
        ['Results', '/lotto-results'],
        ['Daily Winners', '/daily-winners'],
        ['Lotto Party', '/lotto-party'],
      ]),
    );
    expect(routesOf(body.result.navigation.secondary)).toEqual([
      ['My account', '/my-account'],
      ['Deposit', '/deposit'],
      ['Cart', '/cart'],
    ]);
    expect(body.result.navigation.primary[0]).toEqual({
      label: 'Lotto tickets',
      route: '/lotto-tickets',
      route_type: 'internal',
      type: 'lotto',
    });
  });
});

describe('GET /v2/config markets', () => {
  it('lists the sub-variants and the segments with a market of their own', async () => {
    const response = await getSigned('/v2/config');

    const { sub_variants, segment_locales } = response.json<{ result: SiteConfigWire }>().result;
    expect(sub_variants).toEqual([
      {
        key: 'GB',
        name: 'United Kingdom',
        locale: 'en-GB',
        currency: 'GBP',
        branding_region: 'GB',
        url_aliases: [{ path: '/uk', route: '/' }],
      },
    ]);
    expect(segment_locales).toEqual([{ segment_name: 'uk', locale: 'en-GB', currency: 'GBP' }]);
  });
});

describe('GET /v2/capabilities', () => {
  it('lists the segments, default first, with known capability names', async () => {
    const response = await getSigned('/v2/capabilities');

    expect(response.statusCode).toBe(200);
    const { segments, current_segment } = response.json<{ result: CapabilitiesWire }>().result;
    expect(current_segment).toBe('default');
    const names = segments.map((segment) => segment.segment_name);
    expect(names[0]).toBe('default');
    expect(names).toContain('customer');
    for (const segment of segments) {
      for (const capability of segment.capabilities) expect(capabilityNames).toContain(capability);
    }
    const capabilitiesOf = (name: string): string[] =>
      segments.find((segment) => segment.segment_name === name)?.capabilities ?? [];
    expect(capabilitiesOf('default')).toEqual(
      expect.arrayContaining(['commercial_lotteries', 'charity_lotteries', 'responsible_gambling']),
    );
    expect(capabilitiesOf('default')).not.toContain('wallet_balance');
    expect(capabilitiesOf('customer')).toEqual(
      expect.arrayContaining(['wallet_balance', 'viewing_orders']),
    );
  });
});

describe('GET /v2/branding', () => {
  it('answers the product branding', async () => {
    const response = await getSigned('/v2/branding');

    expect(response.statusCode).toBe(200);
    const branding = response.json<{ result: BrandingWire }>().result;
    expect(branding).toMatchObject({
      id: 'lottoshop',
      name: 'Lotto Shop',
      region_overrides: [{ branding_regions: ['GB'], logo_text: 'Lotto Shop UK' }],
      subvariant: null,
      logo_text: 'Lotto Shop',
    });
    for (const colour of Object.values(branding.colours)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(keysNotSnakeCase(response.json())).toEqual([]);
  });
});

describe('GET /v2/{locale}/items', () => {
  const idsOf = (body: { entities: ContentItemWire[] }) => body.entities.map((item) => item.id);

  it('filters by bracketed category, id and type arrays', async () => {
    const response = await getSigned(
      '/v2/en-AU/items?c[]=layout&id[]=nav.cart&id[]=footer.copyright&id[]=nav.login&t[]=plain',
    );

    expect(response.statusCode).toBe(200);
    const body = response.json<{ result: null; entities: ContentItemWire[] }>();
    expect(body.result).toBeNull();
    expect(idsOf(body).sort()).toEqual(['footer.copyright', 'nav.cart', 'nav.login']);
    expect(body.entities.find((item) => item.id === 'nav.cart')).toEqual({
      id: 'nav.cart',
      type: 'plain',
      value: 'Cart',
      category: 'layout',
    });
  });

  it('takes a single value, bracketed or not, as a list of one', async () => {
    const bracketed = await getSigned(
      '/v2/en-AU/items?c[]=layout&id[]=footer.responsible_gambling',
    );
    const plain = await getSigned('/v2/en-AU/items?c=layout&id=footer.responsible_gambling');

    expect(idsOf(bracketed.json<{ entities: ContentItemWire[] }>())).toEqual([
      'footer.responsible_gambling',
    ]);
    expect(plain.json().entities).toEqual(bracketed.json().entities);
    expect(bracketed.json().entities[0].value).toContain('1800 858 858');
  });

  it('answers every layout text of the shell', async () => {
    const response = await getSigned('/v2/en-AU/items?c[]=layout');

    expect(idsOf(response.json<{ entities: ContentItemWire[] }>())).toEqual(
      expect.arrayContaining([
        'nav.login',
        'nav.cart',
        'footer.responsible_gambling',
        'footer.copyright',
        'footer.privacy_policy',
      ]),
    );
  });

  it('answers the en-GB texts, with the en-AU text of each id en-GB does not have', async () => {
    const response = await getSigned('/v2/en-GB/items?c[]=layout');

    expect(response.statusCode).toBe(200);
    const items = response.json<{ entities: ContentItemWire[] }>().entities;
    const valueOf = (id: string) =>
      items.filter((item) => item.id === id).map((item) => item.value);
    expect(valueOf('nav.lotto_tickets')).toEqual(['Lottery tickets']);
    expect(valueOf('footer.responsible_gambling')[0]).toContain('0808 8020 133');
    expect(valueOf('nav.cart')).toEqual(['Cart']);
    const australian = await getSigned('/v2/en-AU/items?c[]=layout');
    expect(items.map((item) => item.id)).toEqual(
      australian.json<{ entities: ContentItemWire[] }>().entities.map((item) => item.id),
    );
  });

  it("names each market's regulators, whose logos the footer shows, and no other market's", async () => {
    const regulatorsIn = async (locale: string) =>
      (await getSigned(`/v2/${locale}/items?c[]=layout`))
        .json<{ entities: ContentItemWire[] }>()
        .entities.filter((item) => item.id.startsWith('footer.regulation.') && item.value !== '')
        .map((item) => item.value);

    expect(await regulatorsIn('en-AU')).toEqual(['NT Racing and Wagering Commission']);
    expect(await regulatorsIn('en-GB')).toEqual(['Gambling Commission']);
  });

  it('refuses an unknown item type with a field error', async () => {
    const response = await getSigned('/v2/en-AU/items?t[]=video');

    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorEnvelopeWire>();
    expect(body.error?.id).toBe('validation_failed');
    expect(Object.keys(body.errors)[0]).toMatch(/^t\[\]/);
  });
});

describe('GET /v2/config Android store link', () => {
  async function storeUrlWhenStored(value: unknown): Promise<unknown> {
    await testApp.app.database
      .insertInto('app_settings')
      .values({ key: 'android_store_url', value: JSON.stringify(value) })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ value: JSON.stringify(value) }),
      )
      .execute();
    const response = await getSigned('/v2/config?clear_cache=1');
    return response.json<{ result: SiteConfigWire }>().result.android_store_url;
  }

  afterAll(() =>
    storeUrlWhenStored('https://play.google.com/store/apps/details?id=au.com.lottoshop'),
  );

  it('gives the store listing the shop configured', async () => {
    const response = await getSigned('/v2/config?clear_cache=1');

    expect(response.json<{ result: SiteConfigWire }>().result.android_store_url).toBe(
      'https://play.google.com/store/apps/details?id=au.com.lottoshop',
    );
  });

  it('is null while there is no listing, or when the stored one is not an https address', async () => {
    expect(await storeUrlWhenStored(null)).toBeNull();
    expect(await storeUrlWhenStored('javascript:alert(1)')).toBeNull();
    expect(await storeUrlWhenStored('http://play.example/app')).toBeNull();
    await testApp.app.database
      .deleteFrom('app_settings')
      .where('key', '=', 'android_store_url')
      .execute();
    const response = await getSigned('/v2/config?clear_cache=1');
    expect(response.json<{ result: SiteConfigWire }>().result.android_store_url).toBeNull();
  });
});
