import { type CustomerDetailsWire, type CustomerOverviewWire } from 'shared-kernel/wire/customer';
import { bodyOf, latestEmailTo, TestClock, type TestSession } from '../auth/test-support';
import { accountTestApp, detailsVersion } from './details-test-support';

const clock = new TestClock();
let account: Awaited<ReturnType<typeof accountTestApp>>;

beforeAll(async () => {
  account = await accountTestApp(clock);
});

afterAll(() => account.testApp.close());

async function detailsOf(session: TestSession) {
  const response = await account.client.call('GET', '/v2/customer/details', {
    session,
    ...detailsVersion,
  });
  expect(response.statusCode).toBe(200);
  return bodyOf<CustomerDetailsWire>(response).result;
}

async function changesOf(customerId: string): Promise<Array<{ kind: string; changes: unknown }>> {
  return account.testApp.app.database
    .selectFrom('customer_changes')
    .select(['kind', 'changes'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .execute();
}

describe('GET /v2/customer/details', () => {
  it("answers the signed-in customer's details in version 3.2", async () => {
    const session = await account.logIn('demo@lottoshop.test');
    expect(await detailsOf(session)).toMatchObject({
      firstname: 'Dana',
      lastname: 'Demo',
      date_of_birth: '1985-06-15',
      phone_number: '0412 345 678',
      address: '1 George Street',
      suburb: 'Sydney',
      postcode: '2000',
      state: 'NSW',
      country: 'AU',
      email: 'demo@lottoshop.test',
      pending_email: null,
      is_verified: true,
      missing_fields: [],
      terms_accepted: true,
    });
    const otherVersion = await account.client.call('GET', '/v2/customer/details', { session });
    expect(otherVersion.statusCode).toBe(400);
    expect(bodyOf(otherVersion).error?.id).toBe('unsupported_api_version');
  });
});

describe('POST /v2/customer/details', () => {
  it('refuses a bad post code with its message on the field, and changes nothing', async () => {
    const { session } = await account.signUp();
    const before = await detailsOf(session);
    const response = await account.client.call('POST', '/v2/customer/details', {
      session,
      ...detailsVersion,
      payload: { firstname: 'Changed', postcode: '12' },
    });
    expect(response.statusCode).toBe(422);
    expect(bodyOf(response).errors).toEqual({ postcode: ['Please enter a valid post code'] });
    expect(await detailsOf(session)).toEqual(before);
    expect(await changesOf(session.customerId)).toEqual([]);
  });

  it('answers the signup messages per field', async () => {
    const { session } = await account.signUp();
    const response = await account.client.call('POST', '/v2/customer/details', {
      session,
      ...detailsVersion,
      payload: { firstname: ' ', phone_number: '12345', email: 'not-an-email', state: 'GB' },
    });
    expect(response.statusCode).toBe(422);
    expect(bodyOf(response).errors).toEqual({
      firstname: ['This field is required'],
      phone_number: ['Please enter a valid phone number'],
      email: ['Please enter a valid email address'],
      state: ['Please choose a state or territory'],
    });
  });

  it('saves a good change, records who changed what, and needs no confirmation for it', async () => {
    const { session } = await account.signUp();
    const response = await account.client.call('POST', '/v2/customer/details', {
      session,
      ...detailsVersion,
      payload: { firstname: 'Jordan', phone_number: '0298765432' },
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).messages[0]?.message).toBe('Your details have been saved.');
    expect(bodyOf<CustomerDetailsWire>(response).result).toMatchObject({
      firstname: 'Jordan',
      phone_number: '0298765432',
      address_confirmation_required: false,
    });
    expect(await changesOf(session.customerId)).toEqual([
      {
        kind: 'details',
        changes: {
          firstname: { from: 'Alex', to: 'Jordan' },
          phoneNumber: { from: '0412 345 678', to: '0298765432' },
        },
      },
    ]);
  });

  it('keeps the date of birth once the customer is verified', async () => {
    const verified = await account.logIn('limited@lottoshop.test');
    const refused = await account.client.call('POST', '/v2/customer/details', {
      session: verified,
      ...detailsVersion,
      payload: { date_of_birth: '1980-01-01' },
    });
    expect(refused.statusCode).toBe(422);
    expect(bodyOf(refused).errors).toEqual({
      date_of_birth: ['Your date of birth cannot be changed once your account is verified.'],
    });
    expect((await detailsOf(verified)).date_of_birth).toBe('1985-06-15');

    const { session } = await account.signUp();
    const changed = await account.client.call('POST', '/v2/customer/details', {
      session,
      ...detailsVersion,
      payload: { date_of_birth: '1980-01-01' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await detailsOf(session)).date_of_birth).toBe('1980-01-01');
  });

  it('refuses an email address another account uses, with the signup message', async () => {
    const { session } = await account.signUp();
    const response = await account.client.call('POST', '/v2/customer/details', {
      session,
      ...detailsVersion,
      payload: { email: 'Demo@LottoShop.test' },
    });
    expect(response.statusCode).toBe(422);
    expect(bodyOf(response).errors).toEqual({
      email: ['An account with this email address already exists. Please log in instead.'],
    });
  });
});

describe('changing the email address', () => {
  it('waits for the link sent to the new address, which works once', async () => {
    const { session, email } = await account.signUp();
    const newEmail = `moved.${Date.now()}@example.test`;
    const response = await account.client.call('POST', '/v2/customer/details', {
      session,
      ...detailsVersion,
      payload: { email: newEmail },
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf<CustomerDetailsWire>(response).result).toMatchObject({
      email,
      pending_email: newEmail,
      email_address_confirmation_required: true,
    });
    const overview = await account.client.call('GET', '/v2/customer', { session });
    expect(bodyOf<CustomerOverviewWire>(overview).result).toMatchObject({
      email,
      email_address_confirmation_required: true,
    });
    const token = await account.linkTokenTo(newEmail, '/my-account/confirm-email');
    expect(await latestEmailTo(account.testApp.app, email)).toContain(newEmail);

    const confirmed = await account.patch('/v2/customer/confirm-email-address', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(bodyOf(confirmed).result).toMatchObject({
      email: newEmail,
      email_address_confirmation_required: false,
    });
    await account.logIn(newEmail, 'Sunny-Day-42');

    const again = await account.patch('/v2/customer/confirm-email-address', { token });
    expect(again.statusCode).toBe(422);
    expect(bodyOf(again).error).toEqual({
      id: 'email_link_invalid',
      message: 'Email link no longer valid',
    });
    expect((await changesOf(session.customerId)).map((change) => change.kind)).toEqual([
      'email',
      'email',
    ]);
  });

  it('refuses a link after 24 hours, and an unknown one', async () => {
    const { session } = await account.signUp();
    const newEmail = `late.${Date.now()}@example.test`;
    await account.client.call('POST', '/v2/customer/details', {
      session,
      ...detailsVersion,
      payload: { email: newEmail },
    });
    const token = await account.linkTokenTo(newEmail, '/my-account/confirm-email');
    const unknown = await account.patch('/v2/customer/confirm-email-address', { token: 'nope' });
    expect(bodyOf(unknown).error?.id).toBe('email_link_invalid');
    clock.advance(25 * 60 * 60 * 1000);
    const late = await account.patch('/v2/customer/confirm-email-address', { token });
    expect(late.statusCode).toBe(422);
    expect(bodyOf(late).error?.message).toBe('Email link no longer valid');
  });
});

describe('ownership', () => {
  it("never shows or changes another customer's details", async () => {
    const first = await account.signUp();
    const second = await account.signUp();
    await account.client.call('POST', '/v2/customer/details', {
      session: second.session,
      ...detailsVersion,
      payload: { firstname: 'Second', address: '9 Other Street' },
    });
    const firstDetails = await detailsOf(first.session);
    expect(firstDetails).toMatchObject({
      firstname: 'Alex',
      email: first.email,
      address: '12 Ocean Road',
      address_confirmation_required: false,
    });
    // A customer id of another customer in the headers does not change whose details answer.
    const mixed = await account.client.call('GET', '/v2/customer/details', {
      session: { ...second.session, customerId: first.session.customerId },
      ...detailsVersion,
    });
    expect(mixed.statusCode).not.toBe(200);
    // Confirming an address without a token confirms only the caller's own.
    await account.patch('/v2/customer/confirm-address', {}, first.session);
    expect((await detailsOf(second.session)).address_confirmation_required).toBe(true);
  });
});
