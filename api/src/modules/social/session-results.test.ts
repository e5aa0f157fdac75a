import {
  type SessionOrderWire,
  type SessionWire,
  type ShareTicketWire,
} from 'shared-kernel/wire/social';
import { jsonb } from '../../database/json';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { type TestSession, TestClock } from '../auth/test-support';
import { newCustomer } from '../purchase/test-support';
import { addPowerballDraw, fundedCustomer, socialClient } from './test-support';

// What a session shows once its draw is closed, drawn, scored and paid: the rows the draw engine
// writes are written here by hand, so each test controls them.
const clock = new TestClock();
let testApp: TestApp;
let social: ReturnType<typeof socialClient>;
let owner: TestSession;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  social = socialClient(testApp.app, clock);
  owner = await newCustomer(testApp.app, clock);
});

afterAll(() => testApp.close());

const sessionOf = (id: string, customer: TestSession | null) =>
  social.expectResult<SessionWire>(200, 'GET', `/session/${id}`, { session: customer });

describe('after the draw', () => {
  /** A Powerball draw of its own, so that the test can draw and pay it. */
  const ownDraw = () =>
    addPowerballDraw(testApp.app, {
      drawNo: 8_000_000 + Math.floor(Math.random() * 100_000),
      stop: new Date(clock.now().getTime() + 2 * 24 * 60 * 60 * 1000),
      status: 'DRAW_OPEN',
    });

  it('shows the drawn numbers, the prize, each holder’s part, and paid once the draw is paid', async () => {
    const first = await fundedCustomer(testApp.app, clock);
    const second = await fundedCustomer(testApp.app, clock);
    const group = await social.createGroup(owner, { publicity: 'public' });
    const ownDrawId = await ownDraw();
    const session = await social.createSession(owner, group.id, ownDrawId, { totalShares: 5 });
    await social.buyShares(first, session.session_id, 2);
    clock.advance(1000);
    await social.buyShares(second, session.session_id, 3);
    // What the draw engine writes: the session closed with its games, the draw's numbers, and
    // each share ticket's part of the prize.
    const database = testApp.app.database;
    await database
      .updateTable('social_sessions')
      .set({
        status: 'closed',
        closed_at: clock.now(),
        games: jsonb([{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] }]),
      })
      .where('id', '=', session.session_id)
      .execute();
    await database
      .insertInto('draw_results')
      .values({
        draw_id: ownDrawId,
        drawn_at: clock.now(),
        number_sets: jsonb([
          { name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6, 7] },
          { name: 'Powerball', numbers: [9] },
        ]),
        supplementaries: jsonb([]),
      })
      .execute();
    const tickets = await database
      .selectFrom('tickets')
      .select(['id', 'customer_id'])
      .where('game_offer', '=', session.session_id)
      .execute();
    await database
      .insertInto('ticket_results')
      .values(
        tickets.map((ticket) => ({
          ticket_id: ticket.id,
          draw_id: ownDrawId,
          division: 2,
          prize_cents: ticket.customer_id === first.customerId ? 40_001 : 60_002,
          scored_at: clock.now(),
        })),
      )
      .execute();
    await database
      .updateTable('draws')
      .set({ status: 'DRAW_PAID' })
      .where('id', '=', ownDrawId)
      .execute();

    const asFirst = await sessionOf(session.session_id, first);
    const order = await social.expectResult<SessionOrderWire>(
      200,
      'GET',
      `/session/${session.session_id}/order?show_details=true`,
      { session: second },
    );
    const shares = await social.call('GET', '/shares', { session: second });

    expect(asFirst).toMatchObject({
      status: 'paid',
      games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] }],
      result: {
        drawn: { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [9] },
        prize: { amount: '1000.03', currency: 'AUD' },
        division: 2,
      },
      my_shares: 2,
      my_prize: { amount: '400.01', currency: 'AUD' },
    });
    expect(order).toMatchObject({
      games_bought: 1,
      holdings: [
        { is_me: false, shares: 2, prize: { amount: '400.01', currency: 'AUD' } },
        { is_me: true, shares: 3, prize: { amount: '600.02', currency: 'AUD' } },
      ],
    });
    expect(shares.json<{ entities: ShareTicketWire[] }>().entities[0]).toMatchObject({
      session_status: 'paid',
      prize: { amount: '600.02', currency: 'AUD' },
    });
  });

  it('marks the shares of a cancelled session refunded', async () => {
    const holder = await fundedCustomer(testApp.app, clock);
    const group = await social.createGroup(owner, { publicity: 'public' });
    const session = await social.createSession(owner, group.id, await ownDraw());
    await social.buyShares(holder, session.session_id, 1);
    await testApp.app.database
      .updateTable('social_sessions')
      .set({ status: 'cancelled', cancel_reason: 'The shares sold did not pay for a game' })
      .where('id', '=', session.session_id)
      .execute();
    await testApp.app.database
      .updateTable('tickets')
      .set({ voided_at: clock.now() })
      .where('game_offer', '=', session.session_id)
      .execute();

    const shares = await social.call('GET', '/shares', { session: holder });

    expect(shares.json<{ entities: ShareTicketWire[] }>().entities).toEqual([
      expect.objectContaining({ session_status: 'cancelled', refunded: true, prize: null }),
    ]);
    expect(await sessionOf(session.session_id, holder)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'The shares sold did not pay for a game',
      result: null,
    });
  });
});
