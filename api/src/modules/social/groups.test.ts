import { type GroupWire, type InviteLinkWire } from 'shared-kernel/wire/social';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { type TestSession, TestClock } from '../auth/test-support';
import { newCustomer } from '../purchase/test-support';
import { errorOf, socialClient, tokenOf, uniqueGroupName } from './test-support';

const clock = new TestClock();
let testApp: TestApp;
let social: ReturnType<typeof socialClient>;
let owner: TestSession;
let other: TestSession;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  social = socialClient(testApp.app, clock);
  owner = await newCustomer(testApp.app, clock);
  other = await newCustomer(testApp.app, clock);
});

afterAll(() => testApp.close());

describe('creating a group', () => {
  it('makes the caller its owner and first member, with an invite link', async () => {
    const name = uniqueGroupName('Office Pool');
    const response = await social.call('POST', '/group', {
      session: owner,
      payload: { group_name: `  ${name}  `, publicity_status: 'public' },
    });

    expect(response.statusCode).toBe(201);
    const group = response.json<{ result: GroupWire }>().result;
    expect(group).toMatchObject({
      group_name: name,
      publicity_status: 'public',
      owner_name: 'Alex N.',
      member_count: 1,
      is_member: true,
      is_owner: true,
      open_session: null,
    });
    expect(group.invite_url).toMatch(/\/lotto-party\/group\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('is private unless said', async () => {
    const response = await social.call('POST', '/group', {
      session: owner,
      payload: { group_name: uniqueGroupName() },
    });

    expect(response.json<{ result: GroupWire }>().result.publicity_status).toBe('private');
  });

  it.each([
    ['Bloody Shit Club', 'plain'],
    ['sh1t happens', 'letter swaps'],
    ['The F*ck Crew FUCK', 'upper case'],
  ])('refuses a profane name (%s: %s) on the name field', async (name) => {
    const response = await social.call('POST', '/group', {
      session: owner,
      payload: { group_name: name },
    });

    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({
      id: 'group_name_profane',
      message: 'Please choose a different group name.',
    });
    expect(response.json()).toMatchObject({
      errors: { group_name: ['Please choose a different group name.'] },
    });
  });

  it('refuses a name another group has, whatever its case', async () => {
    const name = uniqueGroupName('Lucky Dip');
    await social.createGroup(owner, { name });

    const response = await social.call('POST', '/group', {
      session: other,
      payload: { group_name: name.toUpperCase() },
    });

    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      id: 'group_name_taken',
      message: 'A group with this name already exists.',
    });
  });

  it.each(['ab', '   ab   ', 'x'.repeat(41)])(
    'refuses the name "%s" as too short or long',
    async (name) => {
      const response = await social.call('POST', '/group', {
        session: owner,
        payload: { group_name: name },
      });

      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toEqual({
        id: 'group_name_invalid',
        message: 'Give your group a name of 3 to 40 characters.',
      });
    },
  );

  it('needs a signed-in customer', async () => {
    const response = await social.call('POST', '/group', {
      payload: { group_name: uniqueGroupName() },
    });

    expect(response.statusCode).toBe(401);
  });
});

describe('reading a group', () => {
  it('keeps a private group from others, who can read it with its invite link', async () => {
    const group = await social.createGroup(owner, { publicity: 'private' });

    const asOther = await social.call('GET', `/group/${group.id}`, { session: other });
    const asVisitor = await social.call('GET', `/group/${group.id}`);
    const byToken = await social.expectResult<GroupWire>(
      200,
      'GET',
      `/group/token/${tokenOf(group.invite_url)}`,
      { session: other },
    );

    expect(asOther.statusCode).toBe(404);
    expect(errorOf(asOther).id).toBe('group_not_found');
    expect(asVisitor.statusCode).toBe(404);
    expect(byToken).toMatchObject({
      id: group.id,
      group_name: group.group_name,
      is_member: false,
      is_owner: false,
      invite_url: null,
    });
  });

  it('lets anyone read a public or promoted group, without its invite link', async () => {
    const group = await social.createGroup(owner, { publicity: 'promoted' });

    const asVisitor = await social.expectResult<GroupWire>(200, 'GET', `/group/${group.id}`);

    expect(asVisitor).toMatchObject({ id: group.id, is_member: false, invite_url: null });
  });

  it('answers 404 for an unknown group or invite token', async () => {
    const unknown = await social.call('GET', '/group/00000000-0000-4000-8000-000000000000');
    const malformed = await social.call('GET', '/group/not-an-id');
    const badToken = await social.call('GET', '/group/token/not-a-token');

    expect([unknown.statusCode, malformed.statusCode]).toEqual([404, 404]);
    expect(badToken.statusCode).toBe(404);
    expect(errorOf(badToken)).toEqual({
      id: 'invite_not_found',
      message: 'This invite link is no longer valid.',
    });
  });

  it('lists the caller’s groups newest first, 6 a page', async () => {
    const member = await newCustomer(testApp.app, clock);
    const names: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      clock.advance(1000);
      names.push((await social.createGroup(member)).group_name);
    }
    await social.createGroup(other);

    const first = await social.call('GET', '/group', { session: member });
    const second = await social.call('GET', '/group?offset=6', { session: member });

    const body = first.json<{ entities: GroupWire[]; page_info: unknown }>();
    expect(body.entities.map((group) => group.group_name)).toEqual(names.slice(1).reverse());
    expect(body.page_info).toEqual({ limit: 6, offset: 0, total: 7 });
    expect(second.json<{ entities: GroupWire[] }>().entities.map((g) => g.group_name)).toEqual([
      names[0],
    ]);
  });
});

describe('invite links', () => {
  it('revoked by the owner: the old link stops working, the new one works', async () => {
    const group = await social.createGroup(owner);

    const revoked = await social.expectResult<InviteLinkWire>(
      200,
      'POST',
      `/group/${group.id}/token`,
      { session: owner },
    );
    const oldLink = await social.call('GET', `/group/token/${tokenOf(group.invite_url)}`);
    const newLink = await social.call('GET', `/group/token/${tokenOf(revoked.invite_url)}`);
    const shown = await social.expectResult<GroupWire>(200, 'GET', `/group/${group.id}`, {
      session: owner,
    });

    expect(revoked.invite_url).not.toBe(group.invite_url);
    expect(oldLink.statusCode).toBe(404);
    expect(newLink.statusCode).toBe(200);
    expect(shown.invite_url).toBe(revoked.invite_url);
  });

  it('cannot be revoked by a member who is not the owner', async () => {
    const group = await social.createGroup(owner);
    await social.expectResult(200, 'POST', `/group/${group.id}/join`, {
      session: other,
      payload: { invite_token: tokenOf(group.invite_url) },
    });

    const response = await social.call('POST', `/group/${group.id}/token`, { session: other });

    expect(response.statusCode).toBe(422);
    expect(errorOf(response).id).toBe('not_group_owner');
  });
});

describe('joining a group', () => {
  it('joins a private group with its invite link, once', async () => {
    const group = await social.createGroup(owner);
    const token = tokenOf(group.invite_url);

    const joined = await social.expectResult<GroupWire>(200, 'POST', `/group/${group.id}/join`, {
      session: other,
      payload: { invite_token: token },
    });
    const again = await social.expectResult<GroupWire>(200, 'POST', `/group/${group.id}/join`, {
      session: other,
      payload: { invite_token: token },
    });

    expect(joined).toMatchObject({ is_member: true, is_owner: false, member_count: 2 });
    expect(joined.invite_url).toBe(group.invite_url);
    expect(again.member_count).toBe(2);
  });

  it('refuses a private group without a valid invite token as unknown', async () => {
    const group = await social.createGroup(owner);
    const stranger = await newCustomer(testApp.app, clock);

    const withoutToken = await social.call('POST', `/group/${group.id}/join`, {
      session: stranger,
      payload: {},
    });
    const withWrongToken = await social.call('POST', `/group/${group.id}/join`, {
      session: stranger,
      payload: { invite_token: 'A'.repeat(43) },
    });

    expect([withoutToken.statusCode, withWrongToken.statusCode]).toEqual([404, 404]);
  });

  it('joins a public group without a token', async () => {
    const group = await social.createGroup(owner, { publicity: 'public' });

    const joined = await social.expectResult<GroupWire>(200, 'POST', `/group/${group.id}/join`, {
      session: other,
      payload: {},
    });

    expect(joined).toMatchObject({ is_member: true, member_count: 2 });
  });
});
