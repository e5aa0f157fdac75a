import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedHeaders } from '../../testing/signed-headers';
import { keysNotSnakeCase } from '../../testing/wire-assertions';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  version = '3.3',
) {
  return testApp.app.inject({
    method,
    url,
    headers: await signedHeaders({ version }),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function newCart(): Promise<string> {
  const response = await call('POST', '/v2/anon-cart');
  expect(response.statusCode).toBe(201);
  return response.json().result.token as string;
}

interface CartItem {
  id: string;
  product_type: string;
  description: string;
  unit_price: { amount: string; currency: string };
  draw_no: number;
  num_draws: number;
  num_games: number;
  games: Array<Record<string, number[]>>;
  cause_key: string | null;
  recurring_purchase: { type: string; enabled: boolean } | null;
  scheduled_purchase: { type: string } | null;
}

const saturdayGames = [{ Numbers: [1, 2, 3, 4, 5, 6] }, { numbers: [7, 8, 9, 10, 11, 12] }];

const saturdayTicket = {
  lottery: 'saturday_lotto',
  game_type: 'standard',
  game_offer: 'standard',
  games: saturdayGames,
  num_draws: 1,
  cause_key: null,
  price: '0.01',
};

async function upcomingDrawNos(offerKey: string): Promise<number[]> {
  const response = await call('GET', '/v2/pricing/default/product_offers', undefined, '3.9');
  const offer = (
    response.json().entities as Array<{ key: string; draws: Array<{ draw_no: number }> }>
  ).find((candidate) => candidate.key === offerKey);
  return offer?.draws.map((draw) => draw.draw_no) ?? [];
}

describe('POST /v2/anon-cart and GET /v2/anon-cart/{token}', () => {
  it('creates an empty cart named by an unguessable token', async () => {
    const first = await call('POST', '/v2/anon-cart');
    const second = await call('POST', '/v2/anon-cart');
    const { token, cart } = first.json().result;

    expect(keysNotSnakeCase(first.json())).toEqual([]);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.json().result.token).not.toBe(token);
    expect(cart).toEqual({
      cart_reference: expect.stringMatching(/^C[0-9A-F]{10}$/),
      cart_items: [],
      voucher_items: [],
      discount_total: { amount: '0.00', currency: 'AUD' },
      auto_removed_items: [],
      cart_total: { amount: '0.00', currency: 'AUD' },
      pre_order_total: { amount: '0.00', currency: 'AUD' },
      requires_unattended_payment_method: false,
      blocked_reasons: {},
      show_regulation: false,
    });
    const fetched = await call('GET', `/v2/anon-cart/${token}`);
    expect(fetched.json().result.cart_reference).toBe(cart.cart_reference);
  });

  it('answers 404 for an unknown token, and refuses another API version', async () => {
    const unknown = await call('GET', `/v2/anon-cart/${'x'.repeat(43)}`);
    const version = await call('POST', '/v2/anon-cart', undefined, '3.0');

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.id).toBe('cart_not_found');
    expect(version.statusCode).toBe(400);
  });
});

describe('POST /v2/anon-cart/{token}/build', () => {
  it('adds a ticket priced by the shop, whatever price the client sends', async () => {
    const token = await newCart();
    const response = await call('POST', `/v2/anon-cart/${token}/build`, saturdayTicket);
    const cart = response.json().result;
    const [item] = cart.cart_items as CartItem[];

    expect(response.statusCode).toBe(200);
    expect(keysNotSnakeCase(cart.cart_items[0].recurring_purchase)).toEqual([]);
    expect(item).toMatchObject({
      product_type: 'lottery_ticket',
      description: '2 x Standard games',
      lottery_key: 'saturday_lotto',
      lottery_name: 'Saturday Lotto',
      quantity: 1,
      unit_price: { amount: '1.50', currency: 'AUD' },
      draw_no: (await upcomingDrawNos('saturday_lotto'))[0],
      num_draws: 1,
      num_games: 2,
      games: [{ Numbers: [1, 2, 3, 4, 5, 6] }, { Numbers: [7, 8, 9, 10, 11, 12] }],
      scheduled_purchase: null,
    });
    expect(cart.cart_total).toEqual({ amount: '1.50', currency: 'AUD' });
    const fetched = await call('GET', `/v2/anon-cart/${token}`);
    expect(fetched.json().result.cart_items).toHaveLength(1);
  });

  it('prices several draws and a later first draw', async () => {
    const token = await newCart();
    const drawNos = await upcomingDrawNos('saturday_lotto');
    const response = await call('POST', `/v2/anon-cart/${token}/build`, {
      ...saturdayTicket,
      num_draws: 3,
      first_draw_no: drawNos[1],
    });
    const [item] = response.json().result.cart_items as CartItem[];

    expect(item).toMatchObject({
      product_type: 'multi_draw_ticket',
      num_draws: 3,
      draw_no: drawNos[1],
      unit_price: { amount: '4.50', currency: 'AUD' },
    });
  });

  it('turns autoplay into one draw with the recurring purchase enabled', async () => {
    const token = await newCart();
    const response = await call('POST', `/v2/anon-cart/${token}/build`, {
      ...saturdayTicket,
      num_draws: 'autoplay',
    });
    const cart = response.json().result;

    expect(cart.cart_items[0]).toMatchObject({
      num_draws: 1,
      recurring_purchase: { type: 'autoplay', availability: 'optional', enabled: true },
      unit_price: { amount: '1.50' },
    });
    expect(cart.requires_unattended_payment_method).toBe(true);
  });

  it('fills a quickpick ticket with unique numbers in range', async () => {
    const token = await newCart();
    const response = await call('POST', `/v2/anon-cart/${token}/build`, {
      lottery: 'powerball',
      game_type: 'standard',
      game_offer: 'standard',
      games: [{ numbers: Array(7).fill(null), powerball: [null] }],
      quickpick: true,
    });
    const [item] = response.json().result.cart_items as CartItem[];
    const numbers = item?.games[0]?.Numbers ?? [];

    expect(response.statusCode).toBe(200);
    expect(new Set(numbers).size).toBe(7);
    expect(numbers.every((number) => number >= 1 && number <= 35)).toBe(true);
    expect(item?.games[0]?.Powerball).toHaveLength(1);
    expect(item?.unit_price.amount).toBe('1.50');
  });

  it('sells raffle ticket books for a cause, and pre-orders the next draw', async () => {
    const token = await newCart();
    const raffle = {
      lottery: 'hearts_raffle',
      game_type: 'standard',
      game_offer: 'tickets',
      num_raffle_tickets: 5,
      cause_key: 'reef_restoration_project',
    };
    await call('POST', `/v2/anon-cart/${token}/build`, raffle);
    const response = await call('POST', `/v2/anon-cart/${token}/build`, {
      ...raffle,
      draw_offset: 1,
    });
    const cart = response.json().result;
    const items = cart.cart_items as CartItem[];

    expect(items.map((item) => item.description)).toEqual(['5 Ticket Book', '5 Ticket Book']);
    expect(items[0]).toMatchObject({
      product_type: 'raffle_ticket',
      cause_key: 'reef_restoration_project',
      unit_price: { amount: '40.00' },
      scheduled_purchase: null,
    });
    expect(items[1]?.scheduled_purchase).toEqual({ type: 'pre_order' });
    expect(cart.cart_total.amount).toBe('80.00');
    expect(cart.pre_order_total.amount).toBe('40.00');
  });

  it('sells syndicate shares at the cost per share', async () => {
    const token = await newCart();
    const response = await call('POST', `/v2/anon-cart/${token}/build`, {
      lottery: 'powerball_syndicate',
      game_type: 'syndicate',
      game_offer: 'syndicate_share',
      syndicate: { num_shares: 3 },
    });

    expect(response.json().result.cart_items[0]).toMatchObject({
      product_type: 'syndicate_share',
      description: '3 x Syndicate shares',
      unit_price: { amount: '37.50' },
    });
  });

  it('answers 422 with per-field errors and adds nothing', async () => {
    const token = await newCart();
    const cases: Array<[unknown, string, string]> = [
      [
        { ...saturdayTicket, games: [saturdayGames[0]] },
        'this',
        'Please complete at least 2 games',
      ],
      [
        { ...saturdayTicket, games: [{ Numbers: [1, 1, 2, 3, 4, 5] }, saturdayGames[1]] },
        'games',
        'A number cannot be chosen twice in a game',
      ],
      [
        {
          lottery: 'hearts_raffle',
          game_type: 'standard',
          game_offer: 'tickets',
          num_raffle_tickets: 1,
        },
        'cause_key',
        'Please choose a cause',
      ],
      [
        {
          lottery: 'hearts_raffle',
          game_type: 'standard',
          game_offer: 'tickets',
          num_raffle_tickets: 1,
          cause_key: 'not_a_cause',
        },
        'cause_key',
        'Please choose one of the listed causes',
      ],
      [{ ...saturdayTicket, num_draws: 9 }, 'num_draws', 'Please choose between 1 and 5 draws'],
      [{ ...saturdayTicket, lottery: 'no_such_lotto' }, 'lottery', 'This lottery is not on sale.'],
      [
        { ...saturdayTicket, game_offer: 'system_99' },
        'game_offer',
        'This game is not played in this lottery.',
      ],
      [{ ...saturdayTicket, first_draw_no: 1 }, 'first_draw_no', 'This draw is not open for sale.'],
    ];
    for (const [ticket, field, message] of cases) {
      const response = await call('POST', `/v2/anon-cart/${token}/build`, ticket);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        result: null,
        error: { id: 'invalid_ticket' },
        errors: { [field]: [message] },
        messages: expect.arrayContaining([
          { code: 'invalid_ticket', level: 'error', message, target: field },
        ]),
      });
    }
    const malformed = await call('POST', `/v2/anon-cart/${token}/build`, { lottery: 'powerball' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toHaveProperty('game_type');

    const cart = await call('GET', `/v2/anon-cart/${token}`);
    expect(cart.json().result.cart_items).toEqual([]);
  });

  it('answers 404 for an unknown cart', async () => {
    const response = await call('POST', `/v2/anon-cart/${'y'.repeat(43)}/build`, saturdayTicket);
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /v2/anon-cart/{token}/items', () => {
  it('refuses a cause the lottery does not take with a field error, and adds nothing', async () => {
    const token = await newCart();
    const response = await call('POST', `/v2/anon-cart/${token}/items`, {
      item: { ...saturdayTicket, cause_key: 'no_such_cause' },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: { id: 'invalid_ticket' },
      errors: { cause_key: ['This lottery does not take a cause.'] },
    });
    const cart = await call('GET', `/v2/anon-cart/${token}`);
    expect(cart.json().result.cart_items).toEqual([]);
  });

  it('adds an item with the affiliate code, draw count and recurring purchase choice', async () => {
    const token = await newCart();
    const response = await call('POST', `/v2/anon-cart/${token}/items`, {
      item: { ...saturdayTicket, num_draws: 1 },
      affiliate_code: 'partner-7',
      num_draws: 2,
      recurring_purchase: { type: 'autoplay', enabled: true },
    });
    const [item] = response.json().result.cart_items as Array<
      CartItem & { affiliate_code: string }
    >;

    expect(response.statusCode).toBe(200);
    expect(item).toMatchObject({
      num_draws: 2,
      affiliate_code: 'partner-7',
      recurring_purchase: { type: 'autoplay', enabled: true },
      unit_price: { amount: '3.00' },
    });
  });

  it('refuses an item without a ticket', async () => {
    const token = await newCart();
    const response = await call('POST', `/v2/anon-cart/${token}/items`, { affiliate_code: 'x' });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('item');
  });
});

describe('PUT and DELETE /v2/anon-cart/{token}/items/{id}', () => {
  it('edits an item, priced again, and removes it', async () => {
    const token = await newCart();
    const added = await call('POST', `/v2/anon-cart/${token}/build`, saturdayTicket);
    const [item] = added.json().result.cart_items as CartItem[];
    const url = `/v2/anon-cart/${token}/items/${item?.id}`;

    const edited = await call('PUT', url, { ...saturdayTicket, num_draws: 2 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().result.cart_items).toEqual([
      expect.objectContaining({
        id: item?.id,
        num_draws: 2,
        unit_price: expect.objectContaining({ amount: '3.00' }),
      }),
    ]);

    const removed = await call('DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().result).toMatchObject({ cart_items: [], cart_total: { amount: '0.00' } });
  });

  it("refuses an invalid edit, an unknown item or another cart's item, changing nothing", async () => {
    const token = await newCart();
    const other = await newCart();
    const added = await call('POST', `/v2/anon-cart/${token}/build`, saturdayTicket);
    const [item] = added.json().result.cart_items as CartItem[];
    const url = `/v2/anon-cart/${token}/items/${item?.id}`;

    const invalid = await call('PUT', url, { ...saturdayTicket, games: [] });
    const unknown = await call(
      'DELETE',
      `/v2/anon-cart/${token}/items/00000000-0000-4000-8000-000000000000`,
    );
    const foreign = await call('DELETE', `/v2/anon-cart/${other}/items/${item?.id}`);
    const malformed = await call('DELETE', `/v2/anon-cart/${token}/items/not-an-id`);

    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ this: ['Please complete at least 2 games'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.id).toBe('cart_item_not_found');
    expect(foreign.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(422);
    const cart = await call('GET', `/v2/anon-cart/${token}`);
    expect(cart.json().result.cart_items).toEqual([
      expect.objectContaining({
        id: item?.id,
        num_draws: 1,
        unit_price: expect.objectContaining({ amount: '1.50' }),
      }),
    ]);
  });
});

describe('items whose draw closed', () => {
  it('are removed from the cart and reported once', async () => {
    const token = await newCart();
    const added = await call('POST', `/v2/anon-cart/${token}/build`, saturdayTicket);
    const [item] = added.json().result.cart_items as CartItem[];
    await testApp.app.database
      .updateTable('draws')
      .set({ status: 'DRAW_CLOSED' })
      .where('product_offer_key', '=', 'saturday_lotto')
      .where('draw_no', '=', item?.draw_no ?? 0)
      .execute();

    const first = await call('GET', `/v2/anon-cart/${token}`);
    const second = await call('GET', `/v2/anon-cart/${token}`);

    expect(first.json().result).toMatchObject({
      cart_items: [],
      auto_removed_items: [{ id: item?.id, reason: 'draw_closed' }],
      cart_total: { amount: '0.00' },
    });
    expect(second.json().result.auto_removed_items).toEqual([]);
  });
});
