import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { bodyOf, TestClock, testClient } from '../auth/test-support';
import { signInOperator, type TestOperator } from '../operators/test-support';
import { newCustomer } from '../purchase/test-support';
import { ChatwootSupportChat, chatwootSettingsFrom } from './chatwoot-support-chat';
import { SupportChatRepository } from './repository';

const clock = new TestClock();
let testApp: TestApp;
let supportOperator: TestOperator;

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
  supportOperator = await signInOperator(testApp.app, ['support']);
}, 180_000);

afterAll(() => testApp.close());

interface ConversationBody {
  id: string;
  status: string;
  messages: Array<{ id: string; author: string; body: string }>;
}

const client = () => testClient(testApp.app, clock);

async function operatorPage(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
  return testApp.app.inject({
    method,
    url,
    headers: {
      cookie: supportOperator.cookie,
      accept: 'text/html',
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
  });
}

describe('support chat', () => {
  it('a customer starts a chat, support answers in the inbox, and the customer sees the reply', async () => {
    const customer = await newCustomer(testApp.app, clock);
    const none = await client().call('GET', '/v2/support/conversation', { session: customer });
    expect(none.statusCode).toBe(200);
    expect(bodyOf(none).result).toBeNull();

    const sent = await client().call('POST', '/v2/support/conversation/messages', {
      session: customer,
      payload: { body: '  Where is my ticket?  ' },
    });
    expect(sent.statusCode).toBe(201);
    const conversation = bodyOf<ConversationBody>(sent).result;
    expect(conversation.status).toBe('open');
    expect(conversation.messages).toMatchObject([
      { author: 'customer', body: 'Where is my ticket?' },
    ]);

    const inbox = await operatorPage('GET', '/ops/support-inbox');
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain(customer.email);
    expect(inbox.body).toContain('Waiting for support');

    const page = await operatorPage('GET', `/ops/support-inbox/${conversation.id}`);
    expect(page.body).toContain('Where is my ticket?');
    const replied = await operatorPage('POST', `/ops/support-inbox/${conversation.id}/reply`, {
      body: 'It is in My account, upcoming tickets.',
    });
    expect(replied.statusCode).toBe(303);

    const lastSeen = conversation.messages[0]?.id ?? '';
    const newer = await client().call(
      'GET',
      `/v2/support/conversation?after=${encodeURIComponent(lastSeen)}`,
      { session: customer },
    );
    expect(bodyOf<ConversationBody>(newer).result.messages).toMatchObject([
      { author: 'support', body: 'It is in My account, upcoming tickets.' },
    ]);

    const closed = await operatorPage('POST', `/ops/support-inbox/${conversation.id}/close`);
    expect(closed.statusCode).toBe(303);
    const after = await client().call('GET', '/v2/support/conversation', { session: customer });
    expect(bodyOf(after).result).toBeNull();
    const refusedReply = await operatorPage('POST', `/ops/support-inbox/${conversation.id}/reply`, {
      body: 'Anything else?',
    });
    expect(refusedReply.headers.location).toContain('done=unchanged');
  });

  it('keeps one open conversation per customer and never shows it to another customer', async () => {
    const owner = await newCustomer(testApp.app, clock);
    const other = await newCustomer(testApp.app, clock);
    for (const text of ['First', 'Second']) {
      await client().call('POST', '/v2/support/conversation/messages', {
        session: owner,
        payload: { body: text },
      });
    }
    const mine = await client().call('GET', '/v2/support/conversation', { session: owner });
    expect(bodyOf<ConversationBody>(mine).result.messages.map((message) => message.body)).toEqual([
      'First',
      'Second',
    ]);
    const theirs = await client().call('GET', '/v2/support/conversation', { session: other });
    expect(bodyOf(theirs).result).toBeNull();

    const closedByCustomer = await client().call('POST', '/v2/support/conversation/close', {
      session: owner,
    });
    expect(closedByCustomer.statusCode).toBe(200);
    const reopened = await client().call('POST', '/v2/support/conversation/messages', {
      session: owner,
      payload: { body: 'One more thing' },
    });
    expect(bodyOf<ConversationBody>(reopened).result.messages).toHaveLength(1);
  });

  it('refuses an empty or overlong message, and anonymous callers', async () => {
    const customer = await newCustomer(testApp.app, clock);
    const empty = await client().call('POST', '/v2/support/conversation/messages', {
      session: customer,
      payload: { body: '   ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(bodyOf(empty).errors).toEqual({ body: ['This field is required'] });
    const long = await client().call('POST', '/v2/support/conversation/messages', {
      session: customer,
      payload: { body: 'x'.repeat(2001) },
    });
    expect(long.statusCode).toBe(422);
    const anonymous = await client().call('GET', '/v2/support/conversation');
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 422 capability_unavailable to a customer whose segment has no chat', async () => {
    const customer = await newCustomer(testApp.app, clock);
    await testApp.app.database
      .updateTable('customers')
      .set({ segment_name: 'default' })
      .where('id', '=', customer.customerId)
      .execute();
    const refused = await client().call('GET', '/v2/support/conversation', { session: customer });
    expect(refused.statusCode).toBe(422);
    expect(bodyOf(refused).error).toMatchObject({ id: 'capability_unavailable' });
  });

  it('keeps the inbox to support operators', async () => {
    const draws = await signInOperator(testApp.app, ['draws']);
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/ops/support-inbox',
      headers: { cookie: draws.cookie },
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await operatorPage('GET', '/ops/support-inbox/not-a-conversation');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the Chatwoot adapter', () => {
  it('is chosen only when both its URL and inbox are configured', () => {
    expect(chatwootSettingsFrom({ SUPPORT_CHAT_CHATWOOT_URL: 'https://chat.example' })).toBeNull();
    expect(
      chatwootSettingsFrom({
        SUPPORT_CHAT_CHATWOOT_URL: 'https://chat.example',
        SUPPORT_CHAT_CHATWOOT_INBOX: 'inbox-1',
      }),
    ).toEqual({ baseUrl: 'https://chat.example', inboxIdentifier: 'inbox-1' });
  });

  it('creates a contact and a conversation once, posts messages, reads answers and resolves', async () => {
    const calls: string[] = [];
    const remoteMessages: Array<{
      id: number;
      content: string;
      message_type: number;
      created_at: number;
    }> = [];
    const fetchImpl = ((url: string, init?: RequestInit) => {
      const target = url.replace('https://chat.example/public/api/v1/inboxes/inbox-1', '');
      calls.push(`${init?.method ?? 'GET'} ${target}`);
      const json = (value: unknown) =>
        Promise.resolve(
          new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } }),
        );
      if (target === '/contacts') return json({ source_id: 'contact-7' });
      if (target === '/contacts/contact-7/conversations') return json({ id: 42 });
      if (target.endsWith('/messages') && init?.method === 'POST') {
        const { content } = JSON.parse(init.body as string) as { content: string };
        remoteMessages.push({
          id: remoteMessages.length + 1,
          content,
          message_type: 0,
          created_at: 1_700_000_000,
        });
        return json(remoteMessages.at(-1));
      }
      if (target.endsWith('/messages')) return json(remoteMessages);
      return json({});
    }) as typeof fetch;
    const chat = new ChatwootSupportChat(
      { baseUrl: 'https://chat.example/', inboxIdentifier: 'inbox-1' },
      new SupportChatRepository(testApp.app.database),
      clock.now,
      fetchImpl,
    );
    const customer = await newCustomer(testApp.app, clock);
    await chat.postFromCustomer(customer.customerId, 'Hello');
    remoteMessages.push({
      id: 2,
      content: 'Hi, how can we help?',
      message_type: 1,
      created_at: 1_700_000_060,
    });
    remoteMessages.push({
      id: 3,
      content: 'Assigned to Sam',
      message_type: 2,
      created_at: 1_700_000_061,
    });
    await chat.postFromCustomer(customer.customerId, 'My ticket');
    const view = await chat.openConversation(customer.customerId, '1');
    expect(view?.messages.map((message) => [message.author, message.body])).toEqual([
      ['support', 'Hi, how can we help?'],
      ['customer', 'My ticket'],
    ]);
    expect(calls.filter((call) => call === 'POST /contacts')).toHaveLength(1);
    await expect(chat.closeByCustomer(customer.customerId)).resolves.toBe(true);
    expect(calls).toContain('POST /contacts/contact-7/conversations/42/toggle_status');
    await expect(chat.openConversation(customer.customerId, null)).resolves.toBeNull();
  });
});
