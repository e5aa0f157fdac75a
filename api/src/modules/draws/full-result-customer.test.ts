import { newOrderReference } from '../purchase/order-reference';
import { jsonb } from '../../database/json';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { clientHeaders, logIn, type TestSession } from '../auth/test-support';

let testApp: TestApp;
let session: TestSession;

beforeAll(async () => {
  testApp = await buildTestApp();
  session = await logIn(testApp.app, {
    email: 'demo@lottoshop.test',
    password: 'Demo-Password-1',
  });
});

afterAll(() => testApp.close());

interface CustomerResult {
  draw_no: number;
  lottery_key: string;
  number_sets: Array<{ name: string; numbers: number[] }>;
  dividends: unknown[];
  customer_data: { orders: Array<{ id: string }> } | null;
  customer_tickets: Array<{
    id: string;
    checkout_id: string;
    description: string;
    first_draw_no: number | null;
    num_draws: number;
    price: { amount: string; currency: string };
  }> | null;
}

async function fullResult(drawNo: number, signedIn: boolean) {
  return testApp.app.inject({
    method: 'GET',
    url: `/v2/draw/full_result_customer/powerball/${drawNo}`,
    headers: await clientHeaders({ session: signedIn ? session : null }),
  });
}

/** The numbers of Powerball's last drawn draws, newest first. */
async function drawnPowerballDraws(): Promise<Array<{ id: string; draw_no: number }>> {
  return testApp.app.database
    .selectFrom('draws')
    .innerJoin('draw_results', 'draw_results.draw_id', 'draws.id')
    .select(['draws.id', 'draws.draw_no'])
    .where('draws.product_offer_key', '=', 'powerball')
    .orderBy('draws.draw_no', 'desc')
    .limit(4)
    .execute();
}

async function buyTicket(drawId: string, numDraws: number, checkoutId: string) {
  const now = new Date();
  await testApp.app.database
    .insertInto('checkouts')
    .values({
      id: checkoutId,
      customer_id: session.customerId,
      status: 'success',
      purchase_status: 'standard',
      subtotal_cents: 300 * numDraws,
      discount_cents: 0,
      total_cents: 300 * numDraws,
      paid_from_promo_credit_cents: 0,
      paid_from_cash_cents: 300 * numDraws,
      promo_credit_added_cents: 0,
      channel_key: 'web',
      partner_key: null,
      metadata: jsonb({}),
      transfer_id: null,
      created_at: now,
      order_reference: newOrderReference(),
    })
    .execute();
  await testApp.app.database
    .insertInto('tickets')
    .values({
      checkout_id: checkoutId,
      customer_id: session.customerId,
      product_type: numDraws > 1 ? 'multi_draw_ticket' : 'lottery_ticket',
      product_offer_key: 'powerball',
      game_type: 'standard',
      game_offer: 'standard',
      draw_id: drawId,
      description: '2 x Standard games',
      quantity: 1,
      price_cents: 300 * numDraws,
      num_draws: numDraws,
      num_weeks: 1,
      num_games: 2,
      games: jsonb([
        { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] },
        { Numbers: [8, 9, 10, 11, 12, 13, 14], Powerball: [2] },
      ]),
      quickpick: false,
      cause_key: null,
      day: null,
      num_raffle_tickets: null,
      num_shares: null,
      has_favourite_numbers: false,
      recurring_purchase_type: null,
      recurring_purchase_enabled: false,
      purchase_status: 'standard',
      created_at: now,
    })
    .execute();
}

describe('GET /v2/draw/full_result_customer/{offerKey}/{drawNo}', () => {
  it('answers the full result, without customer tickets, to an anonymous visitor', async () => {
    const [latest] = await drawnPowerballDraws();
    const response = await fullResult(latest!.draw_no, false);

    expect(response.statusCode).toBe(200);
    const result = response.json().result as CustomerResult;
    expect(result).toMatchObject({ draw_no: latest!.draw_no, lottery_key: 'powerball' });
    expect(result.number_sets.map((set) => set.name)).toEqual(['Numbers', 'Powerball']);
    expect(result.dividends.length).toBeGreaterThan(0);
    expect(result.customer_tickets).toBeNull();
    expect(result.customer_data).toBeNull();
  });

  it('answers an empty list to a signed-in customer without tickets in the draw', async () => {
    const [latest] = await drawnPowerballDraws();
    const response = await fullResult(latest!.draw_no, true);

    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      customer_tickets: [],
      customer_data: { orders: [] },
    });
  });

  it("lists the customer's tickets that play the draw, multi-draw tickets included", async () => {
    const [latest, previous, older] = await drawnPowerballDraws();
    // Plays the previous and the latest draw.
    await buyTicket(previous!.id, 2, 'checkout-multi-draw');
    // Played only the older draw.
    await buyTicket(older!.id, 1, 'checkout-older');

    const latestResult = (await fullResult(latest!.draw_no, true)).json().result as CustomerResult;
    const olderResult = (await fullResult(older!.draw_no, true)).json().result as CustomerResult;

    expect(latestResult.customer_tickets).toEqual([
      expect.objectContaining({
        checkout_id: 'checkout-multi-draw',
        description: '2 x Standard games',
        first_draw_no: previous!.draw_no,
        num_draws: 2,
        price: { amount: '6.00', currency: 'AUD' },
      }),
    ]);
    expect(latestResult.customer_data).toEqual({ orders: [{ id: 'checkout-multi-draw' }] });
    expect(olderResult.customer_tickets?.map((ticket) => ticket.checkout_id)).toEqual([
      'checkout-older',
    ]);
  });

  it('answers 404 for a draw not drawn yet or unknown', async () => {
    const response = await fullResult(999_999, true);

    expect(response.statusCode).toBe(404);
  });
});
