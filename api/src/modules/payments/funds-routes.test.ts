import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock, type TestSession } from '../auth/test-support';
import { moneyCall, newCustomer } from '../purchase/test-support';
import { saveCard } from './test-support';

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

type Fund = {
  id: string;
  default: boolean;
  type: string;
  flags: Record<string, boolean>;
  brand: string;
  name: string;
  number: string;
  bank_type?: string;
  bank_code?: string | null;
  account_name?: string;
  verification_status?: string;
  email?: string;
};
type Method = { code: string; funds: Fund[]; rules: { min_amount: number | null } };

const call = (
  session: TestSession,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) =>
  moneyCall(testApp.app, clock, method, url, {
    session,
    version: '3.2',
    ...(payload ? { payload } : {}),
  });

const addBankAccount = (session: TestSession, payload: Record<string, unknown>) =>
  call(session, 'POST', '/v2/funds/bank-account', payload);

const national = {
  type: 'national',
  code: '062-000',
  account_number: '12345678',
  account_name: 'Alex Nguyen',
};

async function fundsOf(session: TestSession): Promise<Fund[]> {
  return (await call(session, 'GET', '/v2/funds')).json().entities as Fund[];
}

async function methodsOf(session: TestSession, ...filters: string[]): Promise<Method[]> {
  const query = filters.map((filter) => `filter[]=${encodeURIComponent(filter)}`).join('&');
  const response = await call(session, 'GET', `/v2/payment_methods?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().entities as Method[];
}

async function payPalNonce(email: string): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/test-gateway/paypal/account-nonces',
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  return response.json().nonce as string;
}

describe('POST /v2/funds/bank-account', () => {
  it('adds an Australian account in the customer’s own name as Verified, masked on the wire', async () => {
    const session = await newCustomer(testApp.app, clock);

    const added = await addBankAccount(session, { ...national, account_name: '  alex   NGUYEN ' });

    expect(added.statusCode).toBe(200);
    expect(added.json().result).toMatchObject({
      type: 'bank',
      default: true,
      brand: 'bank',
      number: '•••• 5678',
      bank_type: 'national',
      bank_code: '062-000',
      verification_status: 'Verified',
      flags: { cart: false, withdraw: true, digital_wallets: false, failed_verification: false },
    });
    expect(added.body).not.toContain('12345678');
    expect(await fundsOf(session)).toHaveLength(1);
  });

  it('marks an account in another name Failed Verification, which cannot receive withdrawals', async () => {
    const session = await newCustomer(testApp.app, clock);

    const added = await addBankAccount(session, { ...national, account_name: 'Sam Smith' });

    expect(added.json().result).toMatchObject({
      verification_status: 'Failed Verification',
      flags: { withdraw: false, failed_verification: true },
    });
  });

  it('accepts international accounts (SWIFT and IBAN) and PayIDs', async () => {
    const session = await newCustomer(testApp.app, clock);

    const international = await addBankAccount(session, {
      type: 'international',
      code: 'deutdeff500',
      account_number: 'DE89 3704 0044 0532 0130 00',
      account_name: 'Alex Nguyen',
    });
    const email = await addBankAccount(session, {
      type: 'payid_email',
      account_number: 'Alex@Example.com',
      account_name: 'Alex Nguyen',
    });
    const phone = await addBankAccount(session, {
      type: 'payid_phone',
      account_number: '0412 345 678',
      account_name: 'Alex Nguyen',
    });

    expect(international.json().result).toMatchObject({
      bank_type: 'international',
      bank_code: 'DEUTDEFF500',
      number: '•••• 3000',
    });
    expect(email.json().result).toMatchObject({
      bank_type: 'payid_email',
      number: 'a•••@example.com',
    });
    expect(phone.json().result).toMatchObject({ bank_type: 'payid_phone', number: '•••• 678' });
  });

  it.each([
    [{ ...national, code: '06200' }, { bsb: ['Please enter a 6 digit BSB, e.g. 062-000'] }],
    [
      { ...national, account_number: '1234' },
      { account_number: ['Please enter an account number of 5 to 9 digits'] },
    ],
    [
      { type: 'international', code: 'DEUT', account_number: 'DE89!', account_name: 'Alex Nguyen' },
      {
        swift: ['Please enter a SWIFT/BIC code of 8 or 11 letters and digits'],
        account_number: ['Please enter an IBAN or account number of up to 34 letters and digits'],
      },
    ],
    [
      { type: 'payid_email', account_number: 'not-an-email', account_name: 'Alex Nguyen' },
      { account_number: ['Please enter a valid email address'] },
    ],
    [
      { ...national, account_name: '4242424242424242' },
      { account_name: ["Please enter the account holder's name."] },
    ],
    [
      { ...national, account_name: ' ' },
      { account_name: ["Please enter the account holder's name."] },
    ],
  ])('refuses %j with field errors and stores nothing', async (payload, errors) => {
    const session = await newCustomer(testApp.app, clock);

    const refused = await addBankAccount(session, payload);

    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(errors);
    expect(refused.json().error.id).toBe('invalid_bank_account');
    expect(await fundsOf(session)).toEqual([]);
  });

  it('refuses an unknown type with the envelope error, not a 500', async () => {
    const session = await newCustomer(testApp.app, clock);

    const refused = await addBankAccount(session, { ...national, type: 'offshore' });

    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBeTruthy();
    expect(await fundsOf(session)).toEqual([]);
  });
});

describe('POST /v2/funds/pl/braintree', () => {
  it('links a PayPal account from the sandbox’s nonce, once per address', async () => {
    const session = await newCustomer(testApp.app, clock);
    const nonce = await payPalNonce('alex@example.com');

    const added = await call(session, 'POST', '/v2/funds/pl/braintree', { nonce });
    const again = await call(session, 'POST', '/v2/funds/pl/braintree', { nonce });

    expect(added.statusCode).toBe(200);
    expect(added.json().result).toMatchObject({
      type: 'paypal',
      brand: 'paypal',
      email: 'alex@example.com',
      default: true,
      flags: { cart: true, withdraw: true },
    });
    expect(again.json().result.id).toBe(added.json().result.id);
    expect(await fundsOf(session)).toHaveLength(1);
  });

  it('refuses a nonce PayPal did not issue and stores nothing', async () => {
    const session = await newCustomer(testApp.app, clock);

    const refused = await call(session, 'POST', '/v2/funds/pl/braintree', { nonce: 'made-up' });

    expect(refused.statusCode).toBe(422);
    expect(refused.json().messages[0].message).toBe(
      'PayPal did not confirm the account. Please link it again.',
    );
    expect(await fundsOf(session)).toEqual([]);
  });
});

describe('POST /v2/funds/stripe/setup', () => {
  it('answers a setup intent in Stripe’s shape from the built-in gateway', async () => {
    const session = await newCustomer(testApp.app, clock);

    const intent = await call(session, 'POST', '/v2/funds/stripe/setup');

    expect(intent.statusCode).toBe(200);
    expect(intent.json().result).toMatchObject({
      id: expect.stringMatching(/^seti_/),
      client_secret: expect.stringMatching(/^seti_.+_secret_/),
      status: 'requires_payment_method',
      gateway: 'test',
      publishable_key: null,
    });
  });
});

describe('GET /v2/payment_methods (v3.2)', () => {
  let session: TestSession;
  let cardId: string;

  beforeAll(async () => {
    session = await newCustomer(testApp.app, clock);
    cardId = await saveCard(testApp.app, clock, session, '4242 4242 4242 4242');
    await addBankAccount(session, national);
    await addBankAccount(session, { ...national, account_name: 'Sam Smith' });
    await addBankAccount(session, {
      type: 'international',
      code: 'DEUTDEFF',
      account_number: 'DE89370400440532013000',
      account_name: 'Alex Nguyen',
    });
    const nonce = await payPalNonce('alex@example.com');
    await call(session, 'POST', '/v2/funds/pl/braintree', { nonce });
  });

  const codes = (methods: Method[]) => methods.map((method) => method.code);
  const fundTypes = (method: Method | undefined) => method?.funds.map((fund) => fund.type);

  it('lists cart methods with cards and PayPal accounts', async () => {
    const methods = await methodsOf(session, 'funds.cart eq true');

    expect(codes(methods)).toEqual(['cc', 'pl']);
    expect(methods[0]?.funds.map((fund) => fund.id)).toEqual([cardId]);
    expect(fundTypes(methods[1])).toEqual(['paypal']);
    expect(methods[0]?.rules).toMatchObject({ enabled: true, min_amount: 0.01, max_amount: 5000 });
  });

  it('lists deposit methods whose funds cannot receive withdrawals', async () => {
    const methods = await methodsOf(session, 'funds.withdraw eq false');

    expect(codes(methods)).toEqual(['cc', 'pl', 'ap', 'gp', 'bd', 'bp', 'td', 'dd']);
    expect(fundTypes(methods[0])).toEqual(['cc']);
    expect(fundTypes(methods[1])).toEqual([]);
  });

  it('lists the digital wallets', async () => {
    expect(codes(await methodsOf(session, 'funds.digital_wallets eq true'))).toEqual(['ap', 'gp']);
  });

  it('lists withdrawal methods with the accounts that can receive them', async () => {
    const methods = await methodsOf(session, 'funds.withdraw eq true');

    expect(codes(methods)).toEqual(['tt', 'tw', 'pl', 'do']);
    const [tt, tw, pl, donation] = methods;
    expect(tt?.funds.map((fund) => fund.verification_status)).toEqual(['Verified']);
    expect(tw?.funds.map((fund) => fund.bank_type)).toEqual(['international']);
    expect(fundTypes(pl)).toEqual(['paypal']);
    expect(donation?.funds).toEqual([]);
    expect(tt?.rules.min_amount).toBe(10);
  });

  it('lists the bank accounts that failed verification', async () => {
    const methods = await methodsOf(session, 'funds.failed_verification eq true');

    expect(codes(methods)).toEqual(['tt']);
    expect(methods[0]?.funds.map((fund) => fund.account_name)).toEqual(['Sam Smith']);
  });

  it('refuses a filter it does not know, with the envelope error', async () => {
    const response = await call(
      session,
      'GET',
      `/v2/payment_methods?filter[]=${encodeURIComponent('funds.colour eq true')}`,
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().error.id).toBe('invalid_filter');
  });
});

describe('POST /v2/funds/{id}/default and DELETE /v2/funds/{id}', () => {
  it('sets a default per type and deletes any type; the newest left becomes the default', async () => {
    const session = await newCustomer(testApp.app, clock);
    const first = (await addBankAccount(session, national)).json().result.id as string;
    const second = (
      await addBankAccount(session, { ...national, account_number: '87654321' })
    ).json().result.id as string;
    const card = await saveCard(testApp.app, clock, session, '4242 4242 4242 4242');

    const defaulted = await call(session, 'POST', `/v2/funds/${second}/default`);
    expect(defaulted.statusCode).toBe(200);
    const byId = (funds: unknown) =>
      Object.fromEntries((funds as Fund[]).map((fund) => [fund.id, fund.default]));
    expect(byId(defaulted.json().entities)).toEqual({
      [first]: false,
      [second]: true,
      [card]: true,
    });

    const deleted = await call(session, 'DELETE', `/v2/funds/${second}`);
    expect(deleted.statusCode).toBe(200);
    expect(byId(deleted.json().entities)).toEqual({ [first]: true, [card]: true });
    const cardDeleted = await call(session, 'DELETE', `/v2/funds/${card}`);
    expect(byId(cardDeleted.json().entities)).toEqual({ [first]: true });
  });

  it('answers 404 for another customer’s fund and changes nothing', async () => {
    const owner = await newCustomer(testApp.app, clock);
    const other = await newCustomer(testApp.app, clock);
    const fundId = (await addBankAccount(owner, national)).json().result.id as string;
    const paypal = (
      await call(owner, 'POST', '/v2/funds/pl/braintree', {
        nonce: await payPalNonce('owner@example.com'),
      })
    ).json().result.id as string;

    for (const id of [fundId, paypal]) {
      const defaulted = await call(other, 'POST', `/v2/funds/${id}/default`);
      const deleted = await call(other, 'DELETE', `/v2/funds/${id}`);
      expect(defaulted.statusCode).toBe(404);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json().error.id).toBe('fund_not_found');
    }
    expect((await fundsOf(owner)).map((fund) => fund.id).sort()).toEqual([fundId, paypal].sort());
  });

  it('asks for a fresh second factor to delete a fund or add an account when two-factor is on', async () => {
    const session = await newCustomer(testApp.app, clock);
    const fundId = (await addBankAccount(session, national)).json().result.id as string;
    await testApp.app.database
      .insertInto('two_factor_settings')
      .values({ customer_id: session.customerId, method: 'email', enabled_at: clock.now() })
      .onConflict((conflict) =>
        conflict.column('customer_id').doUpdateSet({ method: 'email', enabled_at: clock.now() }),
      )
      .execute();

    const deleted = await call(session, 'DELETE', `/v2/funds/${fundId}`);
    const added = await addBankAccount(session, { ...national, account_number: '87654321' });

    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().error.id).toBe('REQUIRED');
    expect(added.statusCode).toBe(403);
    expect((await fundsOf(session)).map((fund) => fund.id)).toEqual([fundId]);
  });
});
