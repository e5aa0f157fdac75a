import { type GroupWire, type SessionWire } from 'shared-kernel/wire/social';
import { demoCustomerPassword } from '../../seed/customers';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { logIn, type TestSession, TestClock } from '../auth/test-support';
import { newCustomer } from '../purchase/test-support';
import { errorOf, socialClient, tokenOf } from './test-support';

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

describe('the service', () => {
  it('is refused when the caller’s segment has Lotto Party off', async () => {
    const removed = await testApp.app.database
      .deleteFrom('capability_segments')
      .where('capability', '=', 'social_syndicates')
      .returning(['segment_name', 'capability'])
      .execute();
    try {
      const response = await social.call('GET', '/group', { session: owner });

      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toEqual({
        id: 'capability_unavailable',
        message: 'Lotto Party is not available on your account.',
      });
    } finally {
      await testApp.app.database.insertInto('capability_segments').values(removed).execute();
    }
  });

  it('answers only API versions 3.0 to 3.9', async () => {
    const response = await social.call('GET', '/config', { version: '1.0' });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).id).toBe('unsupported_api_version');
  });
});

describe('the demo shop', () => {
  it('has a public group of the demo customer with an open Powerball session', async () => {
    const demo = await logIn(
      testApp.app,
      { email: 'demo@lottoshop.test', password: demoCustomerPassword },
      { at: clock.now() },
    );

    const groups = await social.call('GET', '/group', { session: demo });
    const [group] = groups.json<{ entities: GroupWire[] }>().entities;
    const byLink = await social.expectResult<GroupWire>(
      200,
      'GET',
      `/group/token/${tokenOf(group?.invite_url ?? null)}`,
    );
    const discovered = await social.call('GET', '/session/discover');

    expect(group).toMatchObject({
      group_name: 'Friday Night Syndicate',
      publicity_status: 'public',
      is_owner: true,
      open_session: {
        share_price: { amount: '5.00', currency: 'AUD' },
        total_shares: 10,
        shares_sold: 0,
        status: 'open',
        draws: [expect.objectContaining({ lottery_key: 'powerball' })],
      },
    });
    expect(byLink.id).toBe(group?.id);
    expect(
      discovered.json<{ entities: SessionWire[] }>().entities.map((s) => s.group_name),
    ).toContain('Friday Night Syndicate');
  });
});
