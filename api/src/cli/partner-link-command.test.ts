import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { clientHeaders, TestClock } from '../modules/auth/test-support';
import { newCustomer } from '../modules/purchase/test-support';
import { partnerItemOf, partnerLinkOf } from './partner-link-command';

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

describe('npm run ops -- partner-link', () => {
  it("prints a link that signs the customer in once and carries the partner's items", async () => {
    const customer = await newCustomer(testApp.app, clock);
    const link = await partnerLinkOf(testApp.app.database, {
      slug: 'lotto-partner',
      email: customer.email,
      items: ['powerball:2', 'oz_lotto:1:autoplay'],
      publicUrl: 'https://shop.example/',
      now: clock.now(),
    });

    const url = new URL(link);
    expect(url.origin).toBe('https://shop.example');
    const [, , slug, , token = ''] = url.pathname.split('/');
    expect(slug).toBe('lotto-partner');
    expect(
      JSON.parse(Buffer.from(url.searchParams.get('cart') ?? '', 'base64url').toString()),
    ).toEqual([
      { lottery: 'powerball', num_games: 2 },
      { lottery: 'oz_lotto', num_games: 1, num_draws: 'autoplay' },
    ]);
    const signIn = await testApp.app.inject({
      method: 'GET',
      url: `/v2/autologin?token=${token}`,
      headers: await clientHeaders({ at: clock.now(), version: '3.5' }),
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses an unknown partner, an unknown customer and an item it cannot read', async () => {
    const customer = await newCustomer(testApp.app, clock);
    const input = {
      slug: 'lotto-partner',
      email: customer.email,
      items: ['powerball'],
      publicUrl: 'https://shop.example',
      now: clock.now(),
    };
    await expect(partnerLinkOf(testApp.app.database, { ...input, slug: 'nobody' })).rejects.toThrow(
      'No partner nobody.',
    );
    await expect(
      partnerLinkOf(testApp.app.database, { ...input, email: 'nobody@shop.example' }),
    ).rejects.toThrow('No customer nobody@shop.example.');
    expect(() => partnerItemOf('powerball:two')).toThrow('is not offer[:games][:autoplay]');
  });
});
