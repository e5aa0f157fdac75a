import { type CustomerDetailsWire, type CustomerOverviewWire } from 'shared-kernel/wire/customer';
import { bodyOf, TestClock, type TestSession } from '../auth/test-support';
import { accountTestApp, detailsVersion } from './details-test-support';

const clock = new TestClock();
let account: Awaited<ReturnType<typeof accountTestApp>>;

beforeAll(async () => {
  account = await accountTestApp(clock);
});

afterAll(() => account.testApp.close());

async function overviewOf(session: TestSession): Promise<CustomerOverviewWire> {
  const response = await account.client.call('GET', '/v2/customer', { session });
  return bodyOf<CustomerOverviewWire>(response).result;
}

describe('address confirmation', () => {
  it('is needed after an address change, and the emailed link confirms it signed out', async () => {
    const { session, email } = await account.signUp();
    await account.client.call('POST', '/v2/customer/details', {
      session,
      ...detailsVersion,
      payload: { address: '3 New Lane', suburb: 'Manly', postcode: '2095' },
    });
    expect((await overviewOf(session)).address_confirmation_required).toBe(true);
    const token = await account.linkTokenTo(email, '/my-account/confirm-address');

    const confirmed = await account.patch('/v2/customer/confirm-address', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(bodyOf(confirmed).result).toMatchObject({ address_confirmation_required: false });
    expect((await overviewOf(session)).address_confirmation_required).toBe(false);

    const again = await account.patch('/v2/customer/confirm-address', { token });
    expect(again.statusCode).toBe(422);
    expect(bodyOf(again).error).toEqual({
      id: 'email_link_invalid',
      message: 'Email link no longer valid',
    });
  });

  it('is confirmed by the signed-in customer flagged by support, without a token', async () => {
    const session = await account.logIn('address@lottoshop.test');
    expect((await overviewOf(session)).address_confirmation_required).toBe(true);
    const anonymous = await account.patch('/v2/customer/confirm-address', {});
    expect(anonymous.statusCode).toBe(401);
    expect((await overviewOf(session)).address_confirmation_required).toBe(true);

    const confirmed = await account.patch('/v2/customer/confirm-address', {}, session);
    expect(confirmed.statusCode).toBe(200);
    expect((await overviewOf(session)).address_confirmation_required).toBe(false);
    const changes = await account.testApp.app.database
      .selectFrom('customer_changes')
      .select(['kind', 'actor_kind'])
      .where('customer_id', '=', session.customerId)
      .execute();
    expect(changes).toEqual([{ kind: 'address', actor_kind: 'customer' }]);
  });
});

describe('account upgrade and terms', () => {
  it('holds the customer until the missing details are given and the terms accepted', async () => {
    const session = await account.logIn('upgrade@lottoshop.test');
    expect((await overviewOf(session)).account_upgrade).toBe(true);
    const details = await account.client.call('GET', '/v2/customer/details', {
      session,
      ...detailsVersion,
    });
    expect(bodyOf<CustomerDetailsWire>(details).result).toMatchObject({
      account_upgrade: true,
      missing_fields: ['phone_number'],
      terms_accepted: false,
    });

    const terms = await account.client.call('POST', '/v2/customer/terms-and-conditions', {
      session,
    });
    expect(terms.statusCode).toBe(200);
    // The terms alone are not the whole upgrade: the phone number is still missing.
    expect(bodyOf(terms).result).toMatchObject({ terms_accepted: true, account_upgrade: true });

    const completed = await account.client.call('POST', '/v2/customer/details', {
      session,
      ...detailsVersion,
      payload: { phone_number: '0412 000 111' },
    });
    expect(completed.statusCode).toBe(200);
    expect(bodyOf<CustomerDetailsWire>(completed).result).toMatchObject({
      account_upgrade: false,
      missing_fields: [],
    });
    expect((await overviewOf(session)).account_upgrade).toBe(false);
  });

  it('stores which terms were accepted and when', async () => {
    const { session } = await account.signUp();
    await account.client.call('POST', '/v2/customer/terms-and-conditions', { session });
    const row = await account.testApp.app.database
      .selectFrom('customers')
      .select(['terms_version', 'terms_accepted_at'])
      .where('id', '=', session.customerId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ terms_version: '2025-01', terms_accepted_at: clock.now() });
  });

  it('clears the banned-country confirmation with the location terms', async () => {
    const { session } = await account.signUp();
    await account.testApp.app.database
      .updateTable('customers')
      .set({ country_banned_confirmation_required: true })
      .where('id', '=', session.customerId)
      .execute();
    expect((await overviewOf(session)).country_banned_confirmation_required).toBe(true);
    const accepted = await account.client.call(
      'POST',
      '/v2/customer/terms-and-conditions/location',
      { session },
    );
    expect(accepted.statusCode).toBe(200);
    expect((await overviewOf(session)).country_banned_confirmation_required).toBe(false);
  });
});

describe('PUT /v2/favourite-numbers', () => {
  const put = (session: TestSession | undefined, favouriteNumbers: unknown[]) =>
    account.client.call('PUT', '/v2/favourite-numbers', {
      ...(session ? { session } : {}),
      payload: { favourite_numbers: favouriteNumbers },
    });
  const ozLotto = { lottery_key: 'oz_lotto', numbers: [[7, 6, 5, 4, 3, 2, 1]] };

  it('keeps numbers that fit the lottery, keys as sent, and the overview carries them', async () => {
    const { session } = await account.signUp();
    const saved = await put(session, [
      { lottery_key: 'powerball', numbers: [[7, 1, 3, 4, 5, 6, 2], [20]] },
      ozLotto,
    ]);
    expect(saved.statusCode).toBe(200);
    const expected = [
      { lottery_key: 'oz_lotto', numbers: [[1, 2, 3, 4, 5, 6, 7]] },
      { lottery_key: 'powerball', numbers: [[1, 2, 3, 4, 5, 6, 7], [20]] },
    ];
    expect(bodyOf(saved).result).toEqual({ favourite_numbers: expected });
    expect((await overviewOf(session)).favourite_numbers).toEqual(expected);

    const cleared = await put(session, [{ lottery_key: 'powerball', numbers: [] }]);
    expect(bodyOf(cleared).result).toEqual({ favourite_numbers: [] });
    expect((await overviewOf(session)).favourite_numbers).toEqual([]);
  });

  it.each([
    ['an unknown lottery', { lottery_key: 'no_such_lottery', numbers: [[1]] }, 'lottery_key'],
    [
      'a number out of range',
      { lottery_key: 'powerball', numbers: [[1, 2, 3, 4, 5, 6, 36], [1]] },
      'numbers',
    ],
    ['a duplicate', { lottery_key: 'powerball', numbers: [[1, 1, 3, 4, 5, 6, 7], [1]] }, 'numbers'],
    ['too few numbers', { lottery_key: 'powerball', numbers: [[1, 2, 3], [1]] }, 'numbers'],
    [
      'a missing number set',
      { lottery_key: 'powerball', numbers: [[1, 2, 3, 4, 5, 6, 7]] },
      'numbers',
    ],
    ['a lottery twice', ozLotto, 'lottery_key'],
  ])('refuses %s and changes nothing', async (_case, entry, field) => {
    const { session } = await account.signUp();
    await put(session, [ozLotto]);
    const before = (await overviewOf(session)).favourite_numbers;
    const refused = await put(session, [{ lottery_key: 'oz_lotto', numbers: [] }, entry]);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(bodyOf(refused).errors as object)).toEqual([`favourite_numbers.1.${field}`]);
    expect((await overviewOf(session)).favourite_numbers).toEqual(before);
  });

  it('refuses the old map shape with a 422', async () => {
    const { session } = await account.signUp();
    const response = await account.client.call('PUT', '/v2/favourite-numbers', {
      session,
      payload: { favourite_numbers: { powerball: [[1, 2, 3, 4, 5, 6, 7], [1]] } },
    });
    expect(response.statusCode).toBe(422);
  });

  it("changes only the caller's own favourites", async () => {
    const first = await account.signUp();
    const second = await account.signUp();
    await put(second.session, [ozLotto]);
    await put(first.session, []);
    expect((await overviewOf(second.session)).favourite_numbers).toEqual([
      { lottery_key: 'oz_lotto', numbers: [[1, 2, 3, 4, 5, 6, 7]] },
    ]);
  });

  it('answers 401 without a customer', async () => {
    const response = await put(undefined, []);
    expect(response.statusCode).toBe(401);
  });
});
