import { type CardAction } from './repository';
import { type FeedCard, type NotificationFeed } from './feed';

/** Where and how the shop reaches Novu (https://docs.novu.co, REST API v1). */
export interface NovuSettings {
  /** `https://api.novu.co`, `https://eu.api.novu.co` or a self-hosted API. */
  apiUrl: string;
  secretKey: string;
  /** The workflow with an In-App step that renders the card's payload. */
  workflowId: string;
}

/** NOVU_SECRET_KEY selects Novu; NOVU_WORKFLOW_ID names the workflow (default shop-card). */
export function novuSettingsFrom(environment: NodeJS.ProcessEnv): NovuSettings | null {
  const secretKey = environment.NOVU_SECRET_KEY?.trim();
  if (!secretKey) return null;
  return {
    apiUrl: (environment.NOVU_API_URL?.trim() || 'https://api.novu.co').replace(/\/+$/, ''),
    secretKey,
    workflowId: environment.NOVU_WORKFLOW_ID?.trim() || 'shop-card',
  };
}

interface NovuMessage {
  _id: string;
  seen?: boolean;
  createdAt?: string;
  content?: unknown;
  payload?: {
    title?: unknown;
    icon?: unknown;
    message?: unknown;
    actions?: unknown;
  };
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function actionsOf(value: unknown): CardAction[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const action = entry as Record<string, unknown>;
    if (typeof action.text !== 'string' || typeof action.link !== 'string') return [];
    return [
      {
        id: text(action.id, action.link),
        text: action.text,
        link: action.link,
        deepLink: typeof action.deep_link === 'string' ? action.deep_link : null,
      },
    ];
  });
}

function feedCardOf(message: NovuMessage): FeedCard {
  const payload = message.payload ?? {};
  return {
    id: message._id,
    title: text(payload.title, ''),
    icon: text(payload.icon, 'info'),
    message: text(payload.message, text(message.content, '')),
    actions: actionsOf(payload.actions),
    createdAt: new Date(message.createdAt ?? 0),
    viewed: message.seen === true,
  };
}

/**
 * The feed kept by Novu: the relay triggers the workflow once per card (the card's id is the
 * transaction id, so a retried trigger is not a second message) and the bell reads the
 * subscriber's In-App feed, its unseen count, and marks messages seen there. Subscribers are the
 * shop's customer ids.
 */
export function novuFeed(
  settings: NovuSettings,
  fetchImpl: typeof fetch = fetch,
): NotificationFeed {
  async function call<Body>(method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await fetchImpl(`${settings.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `ApiKey ${settings.secretKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      return { ok: false as const, status: response.status, body: null };
    }
    return { ok: true as const, status: response.status, body: (await response.json()) as Body };
  }
  function failed(status: number, what: string): Error {
    return new Error(`Novu answered ${status} to ${what}`);
  }
  const subscriber = (customerId: string) => `/v1/subscribers/${encodeURIComponent(customerId)}`;

  return {
    name: 'novu',
    async deliver(card) {
      const answer = await call('POST', '/v1/events/trigger', {
        name: settings.workflowId,
        to: { subscriberId: card.customerId },
        transactionId: card.id,
        payload: {
          card_id: card.id,
          title: card.title,
          icon: card.icon,
          message: card.message,
          actions: card.actions.map((action) => ({
            id: action.id,
            text: action.text,
            link: action.link,
            deep_link: action.deepLink,
          })),
        },
      });
      // 409: this transaction id was triggered before (an earlier attempt got through).
      if (!answer.ok && answer.status !== 409) throw failed(answer.status, 'a trigger');
    },
    async page(customerId, { limit, offset }) {
      const page = Math.floor(offset / limit);
      const answer = await call<{ data?: NovuMessage[]; totalCount?: number }>(
        'GET',
        `${subscriber(customerId)}/notifications/feed?page=${page}&limit=${limit}`,
      );
      if (!answer.ok) throw failed(answer.status, 'the feed');
      const cards = (answer.body.data ?? []).map(feedCardOf);
      return { cards, total: answer.body.totalCount ?? offset + cards.length };
    },
    async unviewedCount(customerId) {
      const answer = await call<{ data?: { count?: number } }>(
        'GET',
        `${subscriber(customerId)}/notifications/unseen?seen=false`,
      );
      if (!answer.ok) throw failed(answer.status, 'the unseen count');
      return answer.body.data?.count ?? 0;
    },
    async markViewed(customerId, cardId) {
      const answer =
        cardId === null
          ? await call('POST', `${subscriber(customerId)}/messages/mark-all`, { markAs: 'seen' })
          : await call('POST', `${subscriber(customerId)}/messages/mark-as`, {
              messageId: cardId,
              markAs: 'seen',
            });
      if (answer.ok) return true;
      if (answer.status === 404 || answer.status === 400) return false;
      throw failed(answer.status, 'marking seen');
    },
  };
}
