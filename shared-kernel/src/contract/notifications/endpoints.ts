import {
  type CallOptions,
  type CamelCased,
  clientOf,
  encode,
  type Page,
  pageOf,
  withSignal,
} from '../call';
import { type NotificationCard, notificationFeedPageSize } from './model';
import { type NotificationCardWire, type UnviewedCountWire } from './wire';

// The notifications feed (customer, notifications_feed capability): callers check the capability.

function cardFromWire(card: CamelCased<NotificationCardWire>): NotificationCard {
  return {
    ...card,
    actions: card.actions.map(({ id, text, link, deepLink }) =>
      deepLink === null ? { id, text, link } : { id, text, link, deepLink },
    ),
  };
}

/** GET /v2/notifications: a page of the customer's cards, newest first. */
export async function fetchNotificationFeed(
  query: { limit?: number; offset?: number } = {},
  options: CallOptions = {},
): Promise<Page<NotificationCard>> {
  const limit = query.limit ?? notificationFeedPageSize;
  const response = await clientOf(options).request<unknown, CamelCased<NotificationCardWire>>(
    withSignal(
      { path: '/notifications', query: { limit, offset: query.offset ?? 0 }, cache: false },
      options,
    ),
  );
  return pageOf(response.entities.map(cardFromWire), response.pageInfo, { ...query, limit });
}

/** GET /v2/notifications/unviewed-count: how many cards the customer has not seen yet. */
export async function fetchUnviewedCount(options: CallOptions = {}): Promise<number> {
  const response = await clientOf(options).request<CamelCased<UnviewedCountWire>>(
    withSignal({ path: '/notifications/unviewed-count', cache: false }, options),
  );
  return response.result.count;
}

/** POST /v2/notifications/viewed: marks every card seen; answers the count left (0). */
export async function markNotificationsViewed(options: CallOptions = {}): Promise<number> {
  const response = await clientOf(options).request<CamelCased<UnviewedCountWire>>(
    withSignal({ method: 'POST', path: '/notifications/viewed' }, options),
  );
  return response.result.count;
}

/** POST /v2/notifications/{id}/viewed: marks one card seen; answers the count left. */
export async function markNotificationViewed(
  id: string,
  options: CallOptions = {},
): Promise<number> {
  const response = await clientOf(options).request<CamelCased<UnviewedCountWire>>(
    withSignal({ method: 'POST', path: `/notifications/${encode(id)}/viewed` }, options),
  );
  return response.result.count;
}
