import { type CartWire } from 'shared-kernel/wire/cart';
import {
  type SessionOrderWire,
  type SessionWire,
  type SharesAddedWire,
  type ShareTicketWire,
} from 'shared-kernel/wire/social';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { type TestSession, TestClock } from '../auth/test-support';
import { balanceOf, resultOf } from '../payments/test-support';
import { fundWallet, moneyCall, newCustomer } from '../purchase/test-support';
import {
  fundedCustomer,
  powerballDraws,
  purchaseCart,
  socialClient,
  tokenOf,
} from './test-support';

const clock = new TestClock();
let testApp: TestApp;
let social: ReturnType<typeof socialClient>;
let owner: TestSession;
let drawId: string;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  social = socialClient(testApp.app, clock);
  owner = await newCustomer(testApp.app, clock);
  [drawId = ''] = await powerballDraws(testApp.app, clock);
});

afterAll(() => testApp.close());

async function openSession(publicity: 'private' | 'public', totalShares = 10) {
  const group = await social.createGroup(owner, { publicity });
  const session = await social.createSession(owner, group.id, drawId, {
    sharePrice: '5.00',
    totalShares,
  });
  return { group, session };
}

const sessionOf = (id: string, customer: TestSession | null) =>
  social.expectResult<SessionWire>(200, 'GET', `/session/${id}`, { session: customer });

describe('buying shares', () => {
  it('puts the shares in the cart at shares × price; buying the cart makes a share ticket', async () => {
    const buyer = await fundedCustomer(testApp.app, clock);
    const { group, session } = await openSession('public');

    const added = await social.expectResult<SharesAddedWire>(
      201,
      'POST',
      `/session/${session.session_id}/shares`,
      { session: buyer, payload: { num_shares: 3 } },
    );
    const cart = resultOf<CartWire>(
      await moneyCall(testApp.app, clock, 'GET', '/v2/cart/items', { session: buyer }),
    );
    const purchase = await purchaseCart(testApp.app, clock, buyer);

    expect(added.next).toBe('checkout');
    expect(cart.cart_items).toEqual([
      expect.objectContaining({
        product_type: 'social_syndicate_share',
        description: expect.stringMatching(
          new RegExp(`^Lotto Party shares in ${group.group_name}, draw \\d+$`),
        ),
        quantity: 1,
        num_shares: 3,
        unit_price: { amount: '15.00', currency: 'AUD' },
        social_session_id: session.session_id,
        social_group_name: group.group_name,
      }),
    ]);
    expect(cart.cart_total).toEqual({ amount: '15.00', currency: 'AUD' });
    expect(purchase.statusCode).toBe(200);
    expect(await balanceOf(testApp.app, clock, buyer)).toBe('85.00');
    const after = await sessionOf(session.session_id, buyer);
    expect(after).toMatchObject({
      shares_sold: 3,
      shares_remaining: 7,
      pool: { amount: '15.00', currency: 'AUD' },
      my_shares: 3,
      my_prize: null,
    });
    expect(after.my_ticket_ids).toHaveLength(1);
    const joined = await social.expectResult<{ is_member: boolean }>(
      200,
      'GET',
      `/group/${group.id}`,
      { session: buyer },
    );
    expect(joined.is_member).toBe(true);
  });

  it('asks once per session: asking again replaces the shares in the cart', async () => {
    const buyer = await fundedCustomer(testApp.app, clock);
    const { session } = await openSession('public');

    for (const numShares of [2, 4]) {
      await social.expectResult(201, 'POST', `/session/${session.session_id}/shares`, {
        session: buyer,
        payload: { num_shares: numShares },
      });
    }
    const cart = resultOf<CartWire>(
      await moneyCall(testApp.app, clock, 'GET', '/v2/cart/items', { session: buyer }),
    );

    expect(cart.cart_items.map((item) => item.num_shares)).toEqual([4]);
  });

  it('refuses more shares than are left, and changes nothing', async () => {
    const first = await fundedCustomer(testApp.app, clock);
    const second = await fundedCustomer(testApp.app, clock);
    const { session } = await openSession('public', 5);
    await social.buyShares(first, session.session_id, 4);

    const refused = await social.call('POST', `/session/${session.session_id}/shares`, {
      session: second,
      payload: { num_shares: 2 },
    });
    const cart = resultOf<CartWire>(
      await moneyCall(testApp.app, clock, 'GET', '/v2/cart/items', { session: second }),
    );

    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: { id: 'shares_unavailable', message: 'Only 1 shares are left in this session.' },
    });
    expect(cart.cart_items).toEqual([]);
    expect(await balanceOf(testApp.app, clock, second)).toBe('100.00');
  });

  it('refuses the purchase when the shares went meanwhile, charging nothing', async () => {
    const early = await fundedCustomer(testApp.app, clock);
    const late = await fundedCustomer(testApp.app, clock);
    const { session } = await openSession('public', 5);
    await social.expectResult(201, 'POST', `/session/${session.session_id}/shares`, {
      session: late,
      payload: { num_shares: 3 },
    });
    await social.buyShares(early, session.session_id, 3);

    const refused = await purchaseCart(testApp.app, clock, late);

    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: { id: 'shares_unavailable', message: 'Only 2 shares are left in this session.' },
    });
    expect(await balanceOf(testApp.app, clock, late)).toBe('100.00');
    expect(await sessionOf(session.session_id, late)).toMatchObject({
      shares_sold: 3,
      my_shares: 0,
    });
  });

  it('refuses shares of a session that is no longer open with draw_closed', async () => {
    const buyer = await fundedCustomer(testApp.app, clock);
    const { session } = await openSession('public');
    await testApp.app.database
      .updateTable('social_sessions')
      .set({ status: 'cancelled', cancel_reason: 'The draw was cancelled' })
      .where('id', '=', session.session_id)
      .execute();

    const refused = await social.call('POST', `/session/${session.session_id}/shares`, {
      session: buyer,
      payload: { num_shares: 1 },
    });

    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: { id: 'draw_closed', message: 'This draw has closed. Choose another draw.' },
    });
  });

  it('lets a visitor of a private group buy with the invite link, and nobody without it', async () => {
    const { group, session } = await openSession('private');
    const invited = await fundedCustomer(testApp.app, clock);
    const stranger = await fundedCustomer(testApp.app, clock);

    const withoutToken = await social.call('POST', `/session/${session.session_id}/shares`, {
      session: stranger,
      payload: { num_shares: 1 },
    });
    const bought = await social.buyShares(
      invited,
      session.session_id,
      2,
      tokenOf(group.invite_url),
    );

    expect(withoutToken.statusCode).toBe(404);
    expect(bought.statusCode).toBe(200);
    expect(await sessionOf(session.session_id, invited)).toMatchObject({ my_shares: 2 });
    const unreadable = await social.call('GET', `/session/${session.session_id}`, {
      session: stranger,
    });
    expect(unreadable.statusCode).toBe(404);
  });
});

describe('the session order view', () => {
  it('shows holdings with masked names to members, and none to others', async () => {
    const buyer = await fundedCustomer(testApp.app, clock);
    const { session } = await openSession('public');
    await social.buyShares(buyer, session.session_id, 2);
    clock.advance(1000);
    await social.buyShares(await ownerWithMoney(), session.session_id, 1);

    const asBuyer = await social.expectResult<SessionOrderWire>(
      200,
      'GET',
      `/session/${session.session_id}/order?show_details=true`,
      { session: buyer },
    );
    const asVisitor = await social.expectResult<SessionOrderWire>(
      200,
      'GET',
      `/session/${session.session_id}/order?show_details=true`,
    );

    expect(asBuyer.holdings).toEqual([
      { holder_name: 'Alex N.', is_me: true, shares: 2, prize: null },
      { holder_name: 'Alex N.', is_me: false, shares: 1, prize: null },
    ]);
    expect(asBuyer).toMatchObject({
      game_price: { amount: '1.50', currency: 'AUD' },
      games_bought: 0,
    });
    expect(asVisitor.holdings).toEqual([]);
  });
});

/** The owner, with money to buy their own group's shares. */
async function ownerWithMoney(): Promise<TestSession> {
  await fundWallet(testApp.app, owner.customerId, 10_000, clock.now());
  return owner;
}

describe('share tickets', () => {
  it('lists the caller’s share tickets only, and keeps each one to its holder', async () => {
    const holder = await fundedCustomer(testApp.app, clock);
    const someoneElse = await fundedCustomer(testApp.app, clock);
    const { group, session } = await openSession('public');
    await social.buyShares(holder, session.session_id, 2);
    await social.buyShares(someoneElse, session.session_id, 1);

    const mine = await social.call('GET', '/shares', { session: holder });
    const body = mine.json<{ entities: ShareTicketWire[]; page_info: unknown }>();
    const [ticket] = body.entities;
    const one = await social.expectResult<ShareTicketWire>(200, 'GET', `/shares/${ticket?.id}`, {
      session: holder,
    });
    const notTheirs = await social.call('GET', `/shares/${ticket?.id}`, { session: someoneElse });

    expect(body.page_info).toEqual({ limit: 10, offset: 0, total: 1 });
    expect(one).toMatchObject({
      session_id: session.session_id,
      group_id: group.id,
      group_name: group.group_name,
      num_shares: 2,
      price: { amount: '10.00', currency: 'AUD' },
      session_status: 'open',
      refunded: false,
      prize: null,
      draw: expect.objectContaining({ draw_id: drawId, lottery_name: 'Powerball' }),
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toMatchObject({ error: { id: 'share_not_found' } });
  });
});
