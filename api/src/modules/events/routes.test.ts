import { TestClock, type TestSession } from '../auth/test-support';
import { accountTestApp } from '../customer/details-test-support';
import { signInOperator, type TestOperator } from '../operators/test-support';
import { EventsRepository } from './repository';

const clock = new TestClock();
let account: Awaited<ReturnType<typeof accountTestApp>>;
let support: TestOperator;

beforeAll(async () => {
  account = await accountTestApp(clock);
  support = await signInOperator(account.testApp.app, ['support']);
});

afterAll(() => account.testApp.close());

const repository = () => new EventsRepository(account.testApp.app.database);
let clients = 0;
/** Each post from its own address: the anonymous-write rate limit is not under test here. */
const post = (payload: Record<string, unknown>, session: TestSession | null = null) => {
  clients += 1;
  return account.client.call('POST', '/v2/event', {
    session,
    payload,
    remoteAddress: `198.51.100.${clients % 250}`,
  });
};
const feedbackPage = (url = '/ops/feedback', operator = support) =>
  account.testApp.app.inject({
    method: 'GET',
    url,
    headers: { cookie: operator.cookie, accept: 'text/html' },
  });

const feedback = {
  event_type: 'feedback_event',
  category: 'user',
  name: 'feedback',
  rating: 1,
  comment: 'Easy to buy a ticket',
  source: '/powerball',
  variant: null,
  client_information: {
    build: 'internal',
    name: 'Web',
    version: '0.1.0',
    client_environment: { timezone: 'Australia/Sydney', locale: 'en-AU' },
  },
};

describe('POST /v2/event', () => {
  it('stores a feedback event', async () => {
    const before = await repository().countEvents('feedback_event');
    const response = await post(feedback);

    expect(response.statusCode).toBe(201);
    expect(response.json().result.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await repository().countEvents('feedback_event')).toBe(before + 1);
  });

  it.each([
    ['a rating off the scale', { rating: 5 }, 'rating'],
    ['an email that is not one', { email: 'not-an-email' }, 'email'],
    ['a comment over 2,000 characters', { comment: 'x'.repeat(2001) }, 'comment'],
    ['a source that is not a path', { source: 'https://elsewhere.test/' }, 'source'],
    [
      'a client other than the web app',
      { client_information: { ...feedback.client_information, name: 'iOS' } },
      'client_information.name',
    ],
  ])('refuses %s with 422 naming the field, and stores nothing', async (_case, change, field) => {
    const before = await repository().countEvents('feedback_event');
    const response = await post({ ...feedback, ...change });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty([field]);
    expect(await repository().countEvents('feedback_event')).toBe(before);
  });

  it('refuses feedback without a source', async () => {
    const { source: _source, ...withoutSource } = feedback;
    const response = await post(withoutSource);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('source');
  });

  it('stores an analytics event, and refuses one without a name', async () => {
    const signedOut = {
      event_type: 'analytics_event',
      category: 'analytics',
      type: 'reset',
      name: 'signed_out',
      properties: { reason: 'logout' },
      occurred_at: '2026-11-21T05:00:00.000Z',
    };
    const before = await repository().countEvents('analytics_event');
    const stored = await post(signedOut);
    const { name: _name, ...withoutName } = signedOut;
    const refused = await post(withoutName);

    expect(stored.statusCode).toBe(201);
    expect(refused.statusCode).toBe(422);
    expect(await repository().countEvents('analytics_event')).toBe(before + 1);
  });
});

describe('GET /ops/feedback', () => {
  it('lists feedback newest first: mood, comment, page and who gave it', async () => {
    const session = await account.logIn('demo@lottoshop.test');
    await post({
      ...feedback,
      rating: -1,
      comment: 'The results page was slow',
      source: '/lotto-results',
    });
    await post({ ...feedback, rating: 0, comment: 'Fine', email: 'visitor@example.test' });
    await post({ ...feedback, comment: 'Signed in and happy', source: '/cart' }, session);

    const response = await feedbackPage();

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body;
    const positions = ['Signed in and happy', 'Fine', 'The results page was slow'].map((text) =>
      body.indexOf(text),
    );
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(body).toContain('<th scope="row">Not satisfied</th>');
    expect(body).toContain('Visitor (visitor@example.test)');
    expect(body).toContain(`href="/ops/customers/${session.customerId}"`);
    expect(body).toContain('<code>/lotto-results</code>');
  });

  it('pages the list, and is on the support home page', async () => {
    for (let index = 0; index < 25; index += 1) {
      await post({ ...feedback, comment: `Comment ${index}` });
    }
    const first = await feedbackPage();
    const second = await feedbackPage('/ops/feedback?page=2');
    const home = await feedbackPage('/ops');

    expect(first.body).toContain('rel="next" href="/ops/feedback?page=2"');
    expect(first.body).toContain('Comment 24');
    expect(second.body).toContain('Page 2 of');
    expect(second.body).not.toContain('Comment 24');
    expect(home.body).toContain('<a href="/ops/feedback">Feedback</a>');
  });

  it('is for support operators only', async () => {
    const draws = await signInOperator(account.testApp.app, ['draws']);
    expect((await feedbackPage('/ops/feedback', draws)).statusCode).toBe(403);
  });
});

describe('feedback without the feedback capability', () => {
  it('is refused with 422 capability_unavailable, while analytics events are still taken', async () => {
    await account.testApp.app.database
      .deleteFrom('capability_segments')
      .where('capability', '=', 'feedback')
      .execute();
    const refused = await post(feedback);
    const analytics = await post({
      event_type: 'analytics_event',
      category: 'analytics',
      type: 'page',
      name: 'page_view',
      properties: {},
      occurred_at: '2026-11-21T05:00:00.000Z',
    });

    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({
      id: 'capability_unavailable',
      message: 'Feedback is not available for your account.',
    });
    expect(analytics.statusCode).toBe(201);
  });
});
