import { type CartItemWire } from 'shared-kernel/wire/cart';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedHeaders } from '../../testing/signed-headers';

/**
 * The choices an offer gives a ticket (selectable days, mega_combo entry counts), as the cart
 * prices and checks them with the shared ticket rules.
 */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

async function call(method: 'GET' | 'POST', url: string, payload?: unknown, version = '3.3') {
  return testApp.app.inject({
    method,
    url,
    headers: await signedHeaders({ version }),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function build(ticket: Record<string, unknown>) {
  const created = await call('POST', '/v2/anon-cart');
  const token = created.json().result.token as string;
  return call('POST', `/v2/anon-cart/${token}/build`, ticket);
}

const superCombo = {
  lottery: 'oz_lotto',
  game_type: 'mega_combo',
  game_offer: 'super_combo',
  // The client snake_cases keys: set names arrive lower-cased.
  games: [{ numbers: [1, 2, 3, 4, 5, 6, 7], favourites: [8, 9] }],
  num_draws: 1,
};

describe('a Super Combo (mega_combo) ticket', () => {
  it('is priced at its entry count, whatever price the client sends', async () => {
    const response = await build({ ...superCombo, num_games: 20, num_draws: 2, price: '1.00' });

    expect(response.statusCode).toBe(200);
    const [item] = response.json().result.cart_items as CartItemWire[];
    expect(item?.unit_price.amount).toBe('54.00');
    expect(item?.games).toEqual([{ Numbers: [1, 2, 3, 4, 5, 6, 7], Favourites: [8, 9] }]);
    expect(item?.num_games).toBe(20);
    expect(item?.description).toBe('20 x Super Combo');
  });

  it('is refused with an unlisted entry count', async () => {
    const response = await build({ ...superCombo, num_games: 15 });

    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0].message).toBe(
      'Please choose one of the listed entry counts',
    );
  });

  it('is refused without a favourite', async () => {
    const response = await build({
      ...superCombo,
      num_games: 10,
      games: [{ numbers: [1, 2, 3, 4, 5, 6, 7], favourites: [null, null, null] }],
    });

    expect(response.statusCode).toBe(422);
  });

  it('is refused when a number is both a number and a favourite', async () => {
    const response = await build({
      ...superCombo,
      num_games: 10,
      games: [{ numbers: [1, 2, 3, 4, 5, 6, 7], favourites: [7] }],
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0].message).toBe('A number cannot be chosen twice in a game');
  });
});

function weekdayInSydney(isoDate: string | null | undefined): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', weekday: 'long' }).format(
    new Date(isoDate ?? 0),
  );
}

describe('a ticket of a lottery with selectable days', () => {
  const windfall = {
    lottery: 'weekday_windfall',
    game_type: 'standard',
    game_offer: 'standard',
    games: [{ numbers: [1, 2, 3, 4, 5, 6] }, { numbers: [7, 8, 9, 10, 11, 12] }],
    num_draws: 1,
  };

  it('needs a day', async () => {
    const response = await build(windfall);

    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0].message).toBe('Please choose a day');
  });

  it('needs one of its days', async () => {
    const response = await build({ ...windfall, day: 'Sunday' });

    expect(response.statusCode).toBe(422);
  });

  it('keeps the chosen day on the item', async () => {
    const response = await build({ ...windfall, day: 'Wednesday' });

    expect(response.statusCode).toBe(200);
    const [item] = response.json().result.cart_items as CartItemWire[];
    expect(item?.day).toBe('Wednesday');
    expect(weekdayInSydney(item?.draw_date)).toBe('Wednesday');
  });

  it('starts on a draw of the chosen day, and refuses a draw on another day', async () => {
    const friday = await build({ ...windfall, day: 'Friday' });
    const [item] = friday.json().result.cart_items as CartItemWire[];
    const other = await build({ ...windfall, day: 'Monday', first_draw_no: item?.draw_no });

    expect(weekdayInSydney(item?.draw_date)).toBe('Friday');
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.day).toEqual(['This draw is not on a Monday.']);
  });

  it('is not needed for a lottery without selectable days', async () => {
    const response = await build({
      ...windfall,
      lottery: 'saturday_lotto',
    });

    expect(response.statusCode).toBe(200);
  });
});
