import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { type TestSession, TestClock } from '../auth/test-support';
import { LedgerRepository } from '../ledger/repository';
import { balanceOf, resultOf, saveCard } from '../payments/test-support';
import { fundWallet, moneyCall, newCustomer, newKey, webPurchase } from '../purchase/test-support';
import { joinBody, leaveBody, prepareProgramme, rewardsCall } from './test-support';

const clock = new TestClock(new Date('2026-03-05T04:00:00.000Z'));
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now, seedDemoData: false });
  await prepareProgramme(testApp.app);
});

afterAll(() => testApp.close());

const call = (
  method: 'GET' | 'PUT',
  url: string,
  session: TestSession | null,
  payload?: Record<string, unknown>,
) => rewardsCall(testApp.app, clock, method, url, { session, ...(payload ? { payload } : {}) });

const membershipOf = async (session: TestSession) =>
  resultOf<Record<string, unknown>>(await call('GET', '/rewards/membership', session));

describe('joining and leaving Daily Winners', () => {
  it('answers a customer who never joined as a non-member', async () => {
    const session = await newCustomer(testApp.app, clock);
    expect(await membershipOf(session)).toEqual({
      membership_program: 'daily_winners',
      membership_status: 'non-member',
      membership_updated: null,
      membership_tier: null,
      eligibility: 'eligible',
      ineligible_reason: null,
      locked: false,
      premium_until: null,
      premium_renews: false,
    });
  });

  it('joins free at once, shows on the customer overview, and refuses joining twice', async () => {
    const session = await newCustomer(testApp.app, clock);

    const joined = await call('PUT', '/rewards/membership', session, joinBody());
    const again = await call('PUT', '/rewards/membership', session, joinBody('free'));
    const overview = await moneyCall(testApp.app, clock, 'GET', '/v2/customer', { session });

    expect(joined.statusCode).toBe(200);
    expect(resultOf(joined)).toMatchObject({
      membership: {
        membership_status: 'member',
        membership_tier: 'free',
        membership_updated: clock.now().toISOString(),
      },
      next: 'none',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      id: 'already_member',
      message: "You're already a Daily Winners member.",
    });
    expect(resultOf<{ membership_programs: unknown[] }>(overview).membership_programs).toEqual([
      expect.objectContaining({ membership_status: 'member', membership_tier: 'free' }),
    ]);
  });

  it('leaves, and refuses leaving when not a member', async () => {
    const session = await newCustomer(testApp.app, clock);
    await call('PUT', '/rewards/membership', session, joinBody());

    const left = await call('PUT', '/rewards/membership', session, leaveBody);
    const again = await call('PUT', '/rewards/membership', session, leaveBody);

    expect(resultOf(left)).toMatchObject({
      membership: { membership_status: 'non-member', membership_tier: null },
      next: 'none',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.id).toBe('not_a_member');
  });

  it('sells premium through the cart: the purchase makes a renewing Premium member, paid once', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 2500, clock.now());

    const joined = await call('PUT', '/rewards/membership', session, joinBody('premium'));
    await call('PUT', '/rewards/membership', session, joinBody('premium'));
    const cart = await moneyCall(testApp.app, clock, 'GET', '/v2/cart/items', { session });

    expect(resultOf(joined)).toMatchObject({
      membership: { membership_status: 'member', membership_tier: 'free' },
      next: 'checkout',
    });
    expect(resultOf<{ cart_items: unknown[] }>(cart).cart_items).toEqual([
      expect.objectContaining({
        product_type: 'membership',
        lottery_key: 'daily_winners',
        game_offer: 'premium_monthly',
        description: 'Daily Winners Premium, 1 month',
        unit_price: { amount: '10.00', currency: 'AUD' },
        draw_no: null,
        membership_program: 'daily_winners',
        membership_offer: 'premium_monthly',
        membership_offer_name: 'Daily Winners Premium, 1 month',
      }),
    ]);

    const bought = await moneyCall(testApp.app, clock, 'POST', '/v2/cart/purchase', {
      session,
      key: newKey(),
      payload: webPurchase,
    });

    expect(bought.statusCode).toBe(200);
    expect(await membershipOf(session)).toMatchObject({
      membership_status: 'member',
      membership_tier: 'premium',
      // One month later on Sydney's calendar.
      premium_until: '2026-04-05T05:00:00.000Z',
      premium_renews: true,
    });
    expect(await balanceOf(testApp.app, clock, session)).toBe('15.00');
    expect(await new LedgerRepository(testApp.app.database).unbalancedTransferIds()).toEqual([]);

    const premiumAgain = await call('PUT', '/rewards/membership', session, joinBody('premium'));
    expect(premiumAgain.statusCode).toBe(409);
    expect(premiumAgain.json().error.message).toBe(
      "You're already a Daily Winners Premium member.",
    );

    const past = await moneyCall(testApp.app, clock, 'GET', '/v2/orders?status=past_products', {
      session,
    });
    const upcoming = await moneyCall(
      testApp.app,
      clock,
      'GET',
      '/v2/orders?status=upcoming_products',
      { session },
    );
    expect(past.statusCode).toBe(200);
    expect(resultOf(past)).toBeNull();
    expect(past.json().entities).toEqual([
      expect.objectContaining({
        status: 'past',
        product_type: 'membership',
        description: 'Daily Winners Premium, 1 month',
        draws: [],
      }),
    ]);
    expect(upcoming.json().entities).toEqual([]);
  });

  it('waits for a deposit when the wallet is short, and a deposit purchase of type membership completes it', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = await saveCard(testApp.app, clock, session, '4242424242424242');

    const joined = await call('PUT', '/rewards/membership', session, joinBody('premium'));

    expect(resultOf(joined)).toMatchObject({
      membership: { membership_status: 'pending-deposit', membership_tier: 'free' },
      next: 'deposit',
    });

    const deposited = await moneyCall(testApp.app, clock, 'POST', '/v2/deposits/deposit_purchase', {
      session,
      key: newKey(),
      payload: {
        type: 'membership',
        deposit: { amount: 10, csc: '123', customer_fund_id: fundId },
        purchase: webPurchase,
      },
    });

    expect(deposited.statusCode).toBe(200);
    expect(await membershipOf(session)).toMatchObject({
      membership_status: 'member',
      membership_tier: 'premium',
      premium_renews: true,
    });
    expect(await balanceOf(testApp.app, clock, session)).toBe('0.00');
  });

  it('refuses without the capability and on bad input, changing nothing', async () => {
    const session = await newCustomer(testApp.app, clock);
    await testApp.app.database
      .insertInto('capability_segments')
      .values({ segment_name: 'no_programme', capability: 'faq' })
      .execute();
    await testApp.app.database
      .updateTable('customers')
      .set({ segment_name: 'no_programme' })
      .where('id', '=', session.customerId)
      .execute();

    const refused = await call('PUT', '/rewards/membership', session, joinBody());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.id).toBe('capability_unavailable');

    const other = await newCustomer(testApp.app, clock);
    for (const body of [
      { membership_program: 'other', membership_status: 'member' },
      { membership_program: 'daily_winners', membership_status: 'gold' },
      { ...joinBody(), metadata: { tier: 'platinum' } },
    ]) {
      const response = await call('PUT', '/rewards/membership', other, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ result: null, error: { id: 'validation_failed' } });
    }
    expect(await membershipOf(session)).toMatchObject({ membership_status: 'non-member' });
    expect(await membershipOf(other)).toMatchObject({ membership_status: 'non-member' });

    const anonymous = await call('GET', '/rewards/membership', null);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('partner benefits', () => {
  it('gives members a signed link to their benefits page, which cannot be forged', async () => {
    const session = await newCustomer(testApp.app, clock);
    const refused = await call('GET', '/rewards/v3/benefits', session);
    expect(refused.statusCode).toBe(422);

    await call('PUT', '/rewards/membership', session, joinBody());
    const benefits = await call('GET', '/rewards/v3/benefits', session);
    const ssoUrl = resultOf<{ sso_url: string }>(benefits).sso_url;
    expect(ssoUrl).toMatch(/^http:\/\/localhost:\d+\/rewards\/partner-benefits\?token=/);

    const url = new URL(ssoUrl);
    const page = await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Partner benefits</h1>');
    expect(page.body).toContain('Daily Winners member');

    const token = url.searchParams.get('token') ?? '';
    const [payload = '', signature = ''] = token.split('.');
    const someoneElse = Buffer.from(
      JSON.stringify({ c: 'another-customer', e: clock.now().getTime() + 60_000 }),
    ).toString('base64url');
    for (const forged of [
      `${someoneElse}.${signature}`,
      `${payload}.${'x'.repeat(43)}`,
      'nonsense',
      '',
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/rewards/partner-benefits?token=${encodeURIComponent(forged)}`,
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('This link has expired or is not valid.');
    }

    clock.advance(11 * 60 * 1000);
    const expired = await testApp.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
    });
    expect(expired.statusCode).toBe(403);
  });
});
