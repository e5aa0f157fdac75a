import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { clientHeaders, TestClock } from '../auth/test-support';
import { fundWallet, moneyCall, newCustomer, newKey, webPurchase } from '../purchase/test-support';

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

const partnerItem = { lottery: 'saturday_lotto', game_type: 'standard', game_offer: 'standard' };

describe('partners', () => {
  it('shows the demo partner', async () => {
    const session = await newCustomer(testApp.app, clock);
    const response = await moneyCall(testApp.app, clock, 'GET', '/v2/partners/lotto-partner', {
      session,
    });
    expect(response.json().result).toEqual({
      slug: 'lotto-partner',
      key: 'lotto_partner',
      name: 'Lotto Partner',
      channels: [{ channel_key: 'web' }],
    });
  });

  it('refuses to purchase an empty partner cart', async () => {
    const session = await newCustomer(testApp.app, clock);
    const response = await moneyCall(
      testApp.app,
      clock,
      'POST',
      '/v2/cart/partner/lotto-partner/purchase',
      {
        session,
        key: newKey(),
        version: '3.2',
        payload: { cart_item: null, deposit: null, purchase: webPurchase },
      },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('Attempted to purchase an empty partner cart.');
  });

  it("buys the partner's item from the wallet and answers the checkout id", async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 5000, clock.now());

    const response = await moneyCall(
      testApp.app,
      clock,
      'POST',
      '/v2/cart/partner/lotto-partner/purchase',
      {
        session,
        key: newKey(),
        version: '3.2',
        payload: { cart_item: partnerItem, deposit: null, purchase: webPurchase },
      },
    );

    expect(response.statusCode).toBe(200);
    const checkoutId = response.json().result as string;
    const receipt = await moneyCall(testApp.app, clock, 'GET', `/v2/checkout/${checkoutId}`, {
      session,
      version: '3.4',
    });
    expect(receipt.json().result).toMatchObject({
      partner_key: 'lotto_partner',
      tickets: [expect.objectContaining({ lottery_key: 'saturday_lotto', quickpick: true })],
    });
  });

  it("prices the partner's item, for a customer with the reasons that would block it", async () => {
    const session = await newCustomer(testApp.app, clock);
    await moneyCall(testApp.app, clock, 'POST', '/v2/spend-limits/spend_daily', {
      session,
      payload: { amount: 0.5 },
      form: true,
    });

    const customerCart = await moneyCall(
      testApp.app,
      clock,
      'POST',
      '/v2/cart/partner/lotto-partner',
      {
        session,
        payload: { cart_item: { ...partnerItem, num_games: 2 } },
      },
    );
    const anonymousCart = await testApp.app.inject({
      method: 'POST',
      url: '/v2/anon-cart/partner/lotto-partner',
      headers: await clientHeaders({ at: clock.now(), version: '3.3' }),
      payload: { cart_item: partnerItem },
    });

    expect(customerCart.statusCode).toBe(200);
    expect(customerCart.json().result).toMatchObject({
      customer_id: session.customerId,
      cart_items: [expect.objectContaining({ lottery_key: 'saturday_lotto', num_games: 2 })],
      blocked_reasons: {
        spend_limit: expect.stringMatching(
          /^This purchase would exceed your daily spend limit by A\$/,
        ),
      },
    });
    expect(anonymousCart.json().result).toMatchObject({ customer_id: null, blocked_reasons: {} });
  });

  it('buys every item of a partner cart in one checkout', async () => {
    const session = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, session.customerId, 5000, clock.now());
    const cartItems = [partnerItem, { lottery: 'powerball', num_games: 2 }];

    const priced = await moneyCall(testApp.app, clock, 'POST', '/v2/cart/partner/lotto-partner', {
      session,
      payload: { cart_item: null, cart_items: cartItems },
    });
    const response = await moneyCall(
      testApp.app,
      clock,
      'POST',
      '/v2/cart/partner/lotto-partner/purchase',
      {
        session,
        key: newKey(),
        version: '3.2',
        payload: { cart_item: null, cart_items: cartItems, deposit: null, purchase: webPurchase },
      },
    );

    expect(priced.json().result.cart_items).toEqual([
      expect.objectContaining({ lottery_key: 'saturday_lotto' }),
      expect.objectContaining({ lottery_key: 'powerball', num_games: 2 }),
    ]);
    expect(response.statusCode).toBe(200);
    const receipt = await moneyCall(
      testApp.app,
      clock,
      'GET',
      `/v2/checkout/${response.json().result as string}`,
      { session, version: '3.4' },
    );
    const lotteryKeys = (receipt.json().result.tickets as Array<{ lottery_key: string }>).map(
      (ticket) => ticket.lottery_key,
    );
    expect(lotteryKeys).toEqual(expect.arrayContaining(['saturday_lotto', 'powerball']));
  });

  it('says a cart with a recurring item needs a payment method that works unattended', async () => {
    const session = await newCustomer(testApp.app, clock);
    const response = await moneyCall(testApp.app, clock, 'POST', '/v2/cart/partner/lotto-partner', {
      session,
      payload: { cart_item: null, cart_items: [{ ...partnerItem, num_draws: 'autoplay' }] },
    });
    expect(response.json().result).toMatchObject({
      requires_unattended_payment_method: true,
      cart_items: [
        expect.objectContaining({ recurring_purchase: expect.objectContaining({ enabled: true }) }),
      ],
    });
  });

  it('refuses an empty list of items as an empty partner cart', async () => {
    const session = await newCustomer(testApp.app, clock);
    const response = await moneyCall(
      testApp.app,
      clock,
      'POST',
      '/v2/cart/partner/lotto-partner/purchase',
      {
        session,
        key: newKey(),
        version: '3.2',
        payload: { cart_item: null, cart_items: [], deposit: null, purchase: webPurchase },
      },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('Attempted to purchase an empty partner cart.');
  });

  it('answers an unknown partner with 404 and an item off sale with the field error', async () => {
    const session = await newCustomer(testApp.app, clock);
    const unknown = await moneyCall(testApp.app, clock, 'GET', '/v2/partners/nobody', { session });
    const offSale = await moneyCall(testApp.app, clock, 'POST', '/v2/cart/partner/lotto-partner', {
      session,
      payload: { cart_item: { lottery: 'no_such_lottery' } },
    });
    expect(unknown.statusCode).toBe(404);
    expect(offSale.statusCode).toBe(422);
    expect(offSale.json().error.message).toBe('That lottery is not on sale.');
  });
});
