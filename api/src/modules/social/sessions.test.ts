import { type SessionWire, type SocialConfigWire } from 'shared-kernel/wire/social';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { type TestSession, TestClock } from '../auth/test-support';
import { newCustomer } from '../purchase/test-support';
import { addPowerballDraw, errorOf, powerballDraws, socialClient, tokenOf } from './test-support';

const clock = new TestClock();
let testApp: TestApp;
let social: ReturnType<typeof socialClient>;
let owner: TestSession;
let draws: string[];

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  social = socialClient(testApp.app, clock);
  owner = await newCustomer(testApp.app, clock);
  draws = await powerballDraws(testApp.app, clock);
});

afterAll(() => testApp.close());

const firstDraw = () => draws[0] ?? '';

describe('the config', () => {
  it('lists the limits and each lottery’s next four draws still on sale', async () => {
    const config = await social.expectResult<SocialConfigWire>(200, 'GET', '/config');

    expect(config).toMatchObject({
      wizard_steps: [
        'name_group',
        'select_draw',
        'set_share_price',
        'select_auto_session',
        'join_session',
      ],
      group_name: { min_length: 3, max_length: 40 },
      share_price: {
        min: { amount: '1.00', currency: 'AUD' },
        max: { amount: '100.00', currency: 'AUD' },
        default: { amount: '5.00', currency: 'AUD' },
      },
      total_shares: { min: 2, max: 1000, default: 10 },
      page_sizes: { groups: 6, sessions: 10 },
    });
    const powerball = config.lotteries.find((lottery) => lottery.lottery_key === 'powerball');
    expect(powerball?.game_price).toEqual({ amount: '1.50', currency: 'AUD' });
    expect(powerball?.draws).toHaveLength(4);
    const soon = clock.now().getTime() + 5 * 60 * 1000;
    for (const lottery of config.lotteries) {
      for (const draw of lottery.draws) expect(Date.parse(draw.close_date)).toBeGreaterThan(soon);
    }
    expect(config.lotteries.map((lottery) => lottery.lottery_key)).not.toContain('hearts_raffle');
  });

  it('answers one lottery by its key, and 404 for another key', async () => {
    const config = await social.expectResult<SocialConfigWire>(200, 'GET', '/config/powerball');
    const unknown = await social.call('GET', '/config/hearts_raffle');

    expect(config.lotteries.map((lottery) => lottery.lottery_key)).toEqual(['powerball']);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('opening a session', () => {
  it('opens a session of the owner’s group for an open draw', async () => {
    const group = await social.createGroup(owner);

    const session = await social.createSession(owner, group.id, firstDraw(), {
      sharePrice: '2.50',
      totalShares: 20,
    });

    expect(session).toMatchObject({
      group_id: group.id,
      group_name: group.group_name,
      share_price: { amount: '2.50', currency: 'AUD' },
      total_shares: 20,
      shares_sold: 0,
      shares_remaining: 20,
      pool: { amount: '0.00', currency: 'AUD' },
      status: 'open',
      autosession_status: 'off',
      my_shares: 0,
      my_prize: null,
      can_edit: true,
      result: null,
    });
    expect(session.draws).toEqual([
      expect.objectContaining({ draw_id: firstDraw(), lottery_key: 'powerball' }),
    ]);
    const shown = await social.expectResult<SessionWire>(
      200,
      'GET',
      `/group/${group.id}/session/open`,
      { session: owner },
    );
    expect(shown.session_id).toBe(session.session_id);
  });

  it('answers 404 session_not_found for a group without an open session', async () => {
    const group = await social.createGroup(owner);

    const response = await social.call('GET', `/group/${group.id}/session/open`, {
      session: owner,
    });

    expect(response.statusCode).toBe(404);
    expect(errorOf(response).id).toBe('session_not_found');
  });

  it('refuses a closed draw with draw_closed', async () => {
    const group = await social.createGroup(owner);
    const closedDrawId = await addPowerballDraw(testApp.app, {
      drawNo: 9_000_001,
      stop: new Date(clock.now().getTime() - 60_000),
      status: 'DRAW_CLOSED',
    });

    const response = await social.call('POST', '/session', {
      session: owner,
      payload: { group_id: group.id, draw_id: closedDrawId, share_price: '5.00', total_shares: 10 },
    });

    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({
      id: 'draw_closed',
      message: 'This draw has closed. Choose another draw.',
    });
  });

  it('refuses a share price or shares outside the limits, on their fields', async () => {
    const group = await social.createGroup(owner);

    const response = await social.call('POST', '/session', {
      session: owner,
      payload: {
        group_id: group.id,
        draw_id: firstDraw(),
        share_price: '0.50',
        total_shares: 1001,
      },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: {
        share_price: ['Enter a share price from $1.00 to $100.00.'],
        total_shares: ['Enter a whole number from 2 to 1000.'],
      },
    });
  });

  it('is for the group’s owner only', async () => {
    const group = await social.createGroup(owner, { publicity: 'public' });
    const member = await newCustomer(testApp.app, clock);
    await social.expectResult(200, 'POST', `/group/${group.id}/join`, {
      session: member,
      payload: {},
    });

    const response = await social.call('POST', '/session', {
      session: member,
      payload: { group_id: group.id, draw_id: firstDraw(), share_price: '5.00', total_shares: 10 },
    });

    expect(response.statusCode).toBe(422);
    expect(errorOf(response).id).toBe('not_group_owner');
  });

  it('allows one open session per group and draw', async () => {
    const group = await social.createGroup(owner);
    await social.createSession(owner, group.id, firstDraw());

    const again = await social.call('POST', '/session', {
      session: owner,
      payload: { group_id: group.id, draw_id: firstDraw(), share_price: '5.00', total_shares: 10 },
    });

    expect(again.statusCode).toBe(409);
    expect(errorOf(again).id).toBe('session_exists');
  });

  it('emails every other member a link to the group when asked to invite them', async () => {
    const group = await social.createGroup(owner);
    const member = await newCustomer(testApp.app, clock);
    await social.expectResult(200, 'POST', `/group/${group.id}/join`, {
      session: member,
      payload: { invite_token: tokenOf(group.invite_url) },
    });

    await social.createSession(owner, group.id, firstDraw(), { inviteAll: true });

    const emails = await testApp.app.database
      .selectFrom('email_outbox')
      .innerJoin('customers', 'customers.email', 'email_outbox.recipient')
      .select(['customers.id', 'email_outbox.subject', 'email_outbox.text_body'])
      .where('email_outbox.subject', '=', 'A new Lotto Party session is open')
      .where('customers.id', 'in', [owner.customerId, member.customerId])
      .execute();
    expect(emails).toEqual([expect.objectContaining({ id: member.customerId })]);
    expect(emails[0]?.text_body).toContain(
      `${testApp.app.config.publicUrl}/lotto-party/group/${group.id}`,
    );
    expect(emails[0]?.text_body).toContain('10 shares at A$5.00 each');
  });
});

describe('auto-session', () => {
  it('is switched by the owner, and by nobody else', async () => {
    const group = await social.createGroup(owner, { publicity: 'public' });
    const session = await social.createSession(owner, group.id, firstDraw());
    const visitor = await newCustomer(testApp.app, clock);

    const paused = await social.expectResult<SessionWire>(
      200,
      'PUT',
      `/session/${session.session_id}`,
      {
        session: owner,
        payload: { autosession_status: 'paused' },
      },
    );
    const refused = await social.call('PUT', `/session/${session.session_id}`, {
      session: visitor,
      payload: { autosession_status: 'on' },
    });
    const shown = await social.expectResult<SessionWire>(
      200,
      'GET',
      `/session/${session.session_id}`,
      {
        session: visitor,
      },
    );

    expect(paused.autosession_status).toBe('paused');
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).id).toBe('not_group_owner');
    expect(shown).toMatchObject({ autosession_status: 'paused', can_edit: false });
  });
});

describe('finding sessions', () => {
  it('discovers open sessions of public and promoted groups only, promoted first', async () => {
    const drawId = draws[1] ?? '';
    const hidden = await social.createGroup(owner, { publicity: 'private' });
    const shown = await social.createGroup(owner, { publicity: 'public' });
    const promoted = await social.createGroup(owner, { publicity: 'promoted' });
    for (const group of [hidden, shown, promoted]) {
      await social.createSession(owner, group.id, drawId);
    }

    const all = await social.call('GET', '/session/discover');
    const ofDraw = await social.call('GET', `/session/discover/draw/${drawId}`);

    const groupsOf = (response: typeof all) =>
      response.json<{ entities: SessionWire[] }>().entities.map((session) => session.group_id);
    expect(groupsOf(all)).not.toContain(hidden.id);
    expect(groupsOf(all)).toEqual(expect.arrayContaining([shown.id, promoted.id]));
    expect(groupsOf(ofDraw)).toEqual([promoted.id, shown.id]);
    expect(all.json<{ page_info: { limit: number } }>().page_info.limit).toBe(10);
  });

  it('lists a group’s sessions newest first, 10 a page', async () => {
    const group = await social.createGroup(owner);
    const created: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      clock.advance(1000);
      const session = await social.createSession(owner, group.id, firstDraw());
      created.push(session.session_id);
      await testApp.app.database
        .updateTable('social_sessions')
        .set({ status: 'cancelled', cancel_reason: 'No shares were sold' })
        .where('id', '=', session.session_id)
        .execute();
    }

    const first = await social.call('GET', `/group/${group.id}/session`, { session: owner });
    const second = await social.call('GET', `/group/${group.id}/session?offset=10`, {
      session: owner,
    });

    const body = first.json<{ entities: SessionWire[]; page_info: unknown }>();
    expect(body.page_info).toEqual({ limit: 10, offset: 0, total: 11 });
    expect(body.entities.map((session) => session.session_id)).toEqual(created.slice(1).reverse());
    expect(body.entities[0]).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'No shares were sold',
    });
    expect(second.json<{ entities: SessionWire[] }>().entities).toHaveLength(1);
  });
});
