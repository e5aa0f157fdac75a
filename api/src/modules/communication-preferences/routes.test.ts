import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { newCustomer } from '../purchase/test-support';
import {
  bodyOf,
  latestEmailTo,
  signupBody,
  TestClock,
  testClient,
  type TestSession,
} from '../auth/test-support';
import { CustomerChanges } from '../customer/changes';
import { CommunicationPreferencesRepository } from './repository';
import { subscribedEmailSubject } from './service';
import { unsubscribeFooterFor, unsubscribeLinkLifetimeMs } from './unsubscribe-links';

let testApp: TestApp;
const clock = new TestClock();
const version = '3.2';

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

const client = () => testClient(testApp.app, clock);
const path = (customerId: string) => `/v2/customer/${customerId}/communication-preferences`;

interface PreferencesOnWire {
  preferences: Record<string, Record<string, boolean>>;
  options: Array<{ channel: string; id: string; product_offer_key: string | null }>;
  is_subscribed_to_marketing_email: boolean;
}

const fetchPreferences = async (session: TestSession) => {
  const response = await client().call('GET', path(session.customerId), { session, version });
  expect(response.statusCode).toBe(200);
  return bodyOf<PreferencesOnWire>(response).result;
};

const put = (session: TestSession, preferences: unknown, customerId = session.customerId) =>
  client().call('PUT', path(customerId), { session, version, payload: { preferences } as never });

const unsubscribeLinkIn = (text: string) => {
  const match = /\/unsubscribe\/([^/?\s]+)(?:\/([^?\s]+))?\?token=([^\s]+)/.exec(text);
  if (!match) throw new Error(`no unsubscribe link in: ${text}`);
  return { customerId: match[1] ?? '', offer: match[2], token: decodeURIComponent(match[3] ?? '') };
};

const unsubscribe = (customerId: string, payload: Record<string, unknown>) =>
  client().call('PUT', `${path(customerId)}/unsubscribe`, { version, payload });

describe('communication preferences', () => {
  it('starts with everything off but account updates, marketing email as signed up', async () => {
    const session = await newCustomer(testApp.app, clock);
    const result = await fetchPreferences(session);
    expect(result.preferences.email).toMatchObject({
      account_updates: true,
      offers_and_news: false,
      draw_results: false,
    });
    expect(Object.values(result.preferences.sms ?? {})).not.toContain(true);
    expect(result.is_subscribed_to_marketing_email).toBe(false);
    expect(result.options.some((option) => option.product_offer_key !== null)).toBe(true);
  });

  it('saves preferences, keeps the marketing subscription in the overview, records the change', async () => {
    const session = await newCustomer(testApp.app, clock);
    const response = await put(session, {
      email: { offers_and_news: true },
      sms: { draw_results: true },
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).messages[0]?.message).toBe(
      'Your communication preferences have been saved.',
    );

    const result = await fetchPreferences(session);
    expect(result.preferences.email?.offers_and_news).toBe(true);
    expect(result.preferences.sms?.draw_results).toBe(true);
    const overview = await client().call('GET', '/v2/customer', { session });
    expect(overview.json().result.is_subscribed_to_marketing_email).toBe(true);
    const [change] = await new CustomerChanges(testApp.app.database).latestOf(session.customerId);
    expect(change).toMatchObject({
      kind: 'communication_preferences',
      actor: { kind: 'customer' },
      changes: {
        'email.offers_and_news': { from: false, to: true },
        'sms.draw_results': { from: false, to: true },
      },
    });
  });

  it('refuses unknown ids, non-boolean values and switching service messages off; nothing changes', async () => {
    const session = await newCustomer(testApp.app, clock);
    for (const preferences of [
      { email: { draw_results: true, no_such_preference: true } },
      { email: { draw_results: 'yes' } },
      { email: { draw_results: 1 } },
      { push: { draw_results: true } },
      { email: { draw_results: true, account_updates: false } },
    ]) {
      const response = await put(session, preferences);
      expect(response.statusCode).toBe(422);
      expect(bodyOf(response).error?.id).toBe('validation_failed');
      expect(Object.keys(response.json().errors as object)[0]).toMatch(/^preferences\./);
    }
    expect((await fetchPreferences(session)).preferences.email?.draw_results).toBe(false);
    expect(await new CustomerChanges(testApp.app.database).latestOf(session.customerId)).toEqual(
      [],
    );
  });

  it("answers 404 for another customer's preferences, reading or writing, and changes nothing", async () => {
    const owner = await newCustomer(testApp.app, clock);
    const other = await newCustomer(testApp.app, clock);
    const read = await client().call('GET', path(owner.customerId), { session: other, version });
    expect(read.statusCode).toBe(404);
    const write = await put(other, { email: { draw_results: true } }, owner.customerId);
    expect(write.statusCode).toBe(404);
    expect((await fetchPreferences(owner)).preferences.email?.draw_results).toBe(false);
  });

  it('needs a signed-in customer and API version 3.2', async () => {
    const session = await newCustomer(testApp.app, clock);
    expect((await client().call('GET', path(session.customerId))).statusCode).toBe(401);
    const oldVersion = await client().call('GET', path(session.customerId), { session });
    expect(oldVersion.statusCode).toBe(400);
  });
});

describe('subscribing and unsubscribing by email', () => {
  it('emails "You\'re subscribed" with a link that unsubscribes once, signed out, with reasons', async () => {
    const session = await newCustomer(testApp.app, clock);
    await put(session, { email: { offers_and_news: true, jackpot_alerts: true } });
    const email = await latestEmailTo(testApp.app, session.email);
    const link = unsubscribeLinkIn(email);
    expect(link.customerId).toBe(session.customerId);
    expect(email).not.toContain(session.email);

    const check = await client().call(
      'GET',
      `${path(session.customerId)}/unsubscribe?token=${encodeURIComponent(link.token)}`,
      { version },
    );
    expect(check.statusCode).toBe(200);
    expect(check.json().result).toEqual({ product_offer_key: null, product_offer_name: null });

    const response = await unsubscribe(session.customerId, {
      token: link.token,
      email: false,
      unsubscribe_reasons: ['too_many_emails', 'other'],
      other_reason: 'Once a month is plenty',
    });
    expect(response.statusCode).toBe(200);
    const result = await fetchPreferences(session);
    expect(result.preferences.email).toMatchObject({
      offers_and_news: false,
      jackpot_alerts: false,
      account_updates: true,
    });
    const [unsubscribed] = await new CommunicationPreferencesRepository(
      testApp.app.database,
    ).findUnsubscribes(session.customerId);
    expect(unsubscribed).toMatchObject({
      productOfferKey: null,
      reasons: ['too_many_emails', 'other'],
      reasonText: 'Once a month is plenty',
    });

    const again = await unsubscribe(session.customerId, { token: link.token, email: false });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toEqual({
      id: 'email_link_invalid',
      message: 'Email link no longer valid',
    });
  });

  it('sends the email at signup with email opt-in', async () => {
    const body = signupBody({ email_opt_in: true });
    const response = await client().call('POST', '/v2/signup', { payload: body, version: '3.5' });
    expect(response.statusCode).toBe(200);
    const row = await testApp.app.database
      .selectFrom('email_outbox')
      .select('subject')
      .where('recipient', '=', String(body.email))
      .executeTakeFirstOrThrow();
    expect(row.subject).toBe(subscribedEmailSubject);
  });

  it("turns off only that customer's, and only that offer's, emails for an offer link", async () => {
    const session = await newCustomer(testApp.app, clock);
    const bystander = await newCustomer(testApp.app, clock);
    const offers = (await fetchPreferences(session)).options.filter(
      (option) => option.product_offer_key !== null,
    );
    const offer = offers[0];
    if (!offer) throw new Error('the demo data has no product offers');
    const everything = { email: { offers_and_news: true, [offer.id]: true } };
    await put(session, everything);
    await put(bystander, everything);
    const footer = await unsubscribeFooterFor(testApp.app.database, {
      publicUrl: 'https://shop.example',
      now: clock.now(),
      customerId: session.customerId,
      productOfferKey: offer.product_offer_key,
    });
    expect(footer.url).toContain(`/unsubscribe/${session.customerId}/${offer.product_offer_key}?`);
    const link = unsubscribeLinkIn(footer.url);

    const response = await unsubscribe(session.customerId, { token: link.token, email: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.product_offer_key).toBe(offer.product_offer_key);
    const mine = await fetchPreferences(session);
    expect(mine.preferences.email?.[offer.id]).toBe(false);
    expect(mine.preferences.email?.offers_and_news).toBe(true);
    const theirs = await fetchPreferences(bystander);
    expect(theirs.preferences.email?.[offer.id]).toBe(true);
  });

  it('refuses a token of another customer, an expired one and bad input, keeping the token', async () => {
    const session = await newCustomer(testApp.app, clock);
    const other = await newCustomer(testApp.app, clock);
    await put(session, { email: { offers_and_news: true } });
    const footer = await unsubscribeFooterFor(testApp.app.database, {
      publicUrl: 'https://shop.example',
      now: clock.now(),
      customerId: session.customerId,
    });
    const { token } = unsubscribeLinkIn(footer.url);

    const wrongCustomer = await unsubscribe(other.customerId, { token, email: false });
    expect(wrongCustomer.json().error?.id).toBe('email_link_invalid');
    const badReason = await unsubscribe(session.customerId, {
      token,
      email: false,
      unsubscribe_reasons: ['because'],
    });
    expect(badReason.statusCode).toBe(422);
    expect(badReason.json().errors).toHaveProperty('unsubscribe_reasons');
    const emailTrue = await unsubscribe(session.customerId, { token, email: true });
    expect(emailTrue.json().errors).toHaveProperty('email');
    expect((await fetchPreferences(session)).preferences.email?.offers_and_news).toBe(true);

    clock.advance(unsubscribeLinkLifetimeMs + 1000);
    try {
      const expired = await unsubscribe(session.customerId, { token, email: false });
      expect(expired.json().error?.message).toBe('Email link no longer valid');
    } finally {
      clock.advance(-(unsubscribeLinkLifetimeMs + 1000));
    }
    const stillGood = await unsubscribe(session.customerId, { token, email: false });
    expect(stillGood.statusCode).toBe(200);
  });
});
