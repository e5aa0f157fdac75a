import { novuFeed, novuSettingsFrom } from './novu-feed';

/** A stand-in for `fetch` that answers Novu's replies and records the requests. */
function fakeFetch(replies: Array<{ status: number; body: unknown }>) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const implementation = (url: string, init?: RequestInit) => {
    requests.push({ url, init: init ?? {} });
    const reply = replies.shift();
    if (!reply) throw new Error('no reply left');
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { requests, implementation: implementation as unknown as typeof fetch };
}

const settings = { apiUrl: 'https://api.novu.co', secretKey: 'nv_secret', workflowId: 'shop-card' };
const card = {
  id: 'b8f7c2a0-0000-4000-8000-000000000001',
  customerId: 'customer-1',
  source: 'deposit:d1',
  title: 'Deposit successful',
  icon: 'deposit',
  message: 'A$20.00 has been added to your wallet.',
  actions: [
    {
      id: 'transactions',
      text: 'View transactions',
      link: '/my-account/transactions',
      deepLink: null,
    },
  ],
  createdAt: new Date('2026-11-27T00:00:00Z'),
  viewedAt: null,
};

describe('the Novu feed', () => {
  it('is chosen by NOVU_SECRET_KEY, with the API and workflow it names', () => {
    expect(novuSettingsFrom({})).toBeNull();
    expect(
      novuSettingsFrom({ NOVU_SECRET_KEY: 'k', NOVU_API_URL: 'https://eu.api.novu.co/' }),
    ).toEqual({
      apiUrl: 'https://eu.api.novu.co',
      secretKey: 'k',
      workflowId: 'shop-card',
    });
  });

  it("triggers the workflow for the customer with the card, keyed by the card's id", async () => {
    const fake = fakeFetch([{ status: 201, body: { data: { acknowledged: true } } }]);
    await novuFeed(settings, fake.implementation).deliver?.(card);

    const [sent] = fake.requests;
    expect(sent?.url).toBe('https://api.novu.co/v1/events/trigger');
    expect((sent?.init.headers as Record<string, string>).authorization).toBe('ApiKey nv_secret');
    expect(JSON.parse(sent?.init.body as string)).toEqual({
      name: 'shop-card',
      to: { subscriberId: 'customer-1' },
      transactionId: card.id,
      payload: {
        card_id: card.id,
        title: 'Deposit successful',
        icon: 'deposit',
        message: 'A$20.00 has been added to your wallet.',
        actions: [
          {
            id: 'transactions',
            text: 'View transactions',
            link: '/my-account/transactions',
            deep_link: null,
          },
        ],
      },
    });
  });

  it('fails a trigger Novu refuses, so the relay tries again later', async () => {
    const fake = fakeFetch([{ status: 500, body: { message: 'down' } }]);
    await expect(novuFeed(settings, fake.implementation).deliver?.(card)).rejects.toThrow(
      'Novu answered 500 to a trigger',
    );
  });

  it('reads the feed page and the unseen count, and marks messages seen', async () => {
    const fake = fakeFetch([
      {
        status: 200,
        body: {
          totalCount: 11,
          data: [
            {
              _id: 'm1',
              seen: false,
              createdAt: '2026-11-27T01:00:00.000Z',
              payload: {
                title: 'Deposit successful',
                icon: 'deposit',
                message: 'A$20.00…',
                actions: card.actions.map((action) => ({ ...action, deep_link: null })),
              },
            },
          ],
        },
      },
      { status: 200, body: { data: { count: 3 } } },
      { status: 201, body: { data: [] } },
      { status: 404, body: { message: 'not found' } },
    ]);
    const feed = novuFeed(settings, fake.implementation);

    expect(await feed.page('customer-1', { limit: 10, offset: 10 })).toEqual({
      total: 11,
      cards: [
        {
          id: 'm1',
          title: 'Deposit successful',
          icon: 'deposit',
          message: 'A$20.00…',
          actions: [
            {
              id: 'transactions',
              text: 'View transactions',
              link: '/my-account/transactions',
              deepLink: null,
            },
          ],
          createdAt: new Date('2026-11-27T01:00:00.000Z'),
          viewed: false,
        },
      ],
    });
    expect(await feed.unviewedCount('customer-1')).toBe(3);
    expect(await feed.markViewed('customer-1', null)).toBe(true);
    expect(await feed.markViewed('customer-1', 'someone-elses')).toBe(false);
    expect(fake.requests.map((request) => `${request.init.method} ${request.url}`)).toEqual([
      'GET https://api.novu.co/v1/subscribers/customer-1/notifications/feed?page=1&limit=10',
      'GET https://api.novu.co/v1/subscribers/customer-1/notifications/unseen?seen=false',
      'POST https://api.novu.co/v1/subscribers/customer-1/messages/mark-all',
      'POST https://api.novu.co/v1/subscribers/customer-1/messages/mark-as',
    ]);
  });
});
