import { type FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {
  NotificationCardParamsWire,
  NotificationFeedEnvelopeWire,
  NotificationFeedQueryWire,
  type NotificationCardWire,
  UnviewedCountEnvelopeWire,
  type UnviewedCountWire,
} from 'shared-kernel/wire/notifications';
import { ApiError, entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { type FeedCard, type NotificationFeed, storedFeed } from './feed';
import { novuFeed, novuSettingsFrom } from './novu-feed';
import { NotificationRelay } from './relay';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notifications feed port (the built-in table, or Novu when NOVU_SECRET_KEY is set). */
    notificationFeed: NotificationFeed;
    /** Hands stored cards to the messaging provider; does nothing with the built-in feed. */
    notificationRelay: NotificationRelay;
  }
}

function cardToWire(card: FeedCard): NotificationCardWire {
  return {
    id: card.id,
    title: card.title,
    icon: card.icon,
    message: card.message,
    // Cards are news, never something to act on before going on: a toast of one goes by itself.
    is_auto_dismissed: true,
    actions: card.actions.map((action) => ({
      id: action.id,
      text: action.text,
      link: action.link,
      deep_link: action.deepLink,
    })),
    created_at: card.createdAt.toISOString(),
    viewed: card.viewed,
  };
}

const cardNotFound = () =>
  new ApiError(404, 'notification_not_found', 'We could not find that notification.');

/**
 * The bell's card feed (product.md §2), for customers whose segment grants notifications_feed:
 * GET /v2/notifications (paged, newest first), GET /v2/notifications/unviewed-count, and
 * POST /v2/notifications/viewed (every card) or /v2/notifications/{id}/viewed (one).
 */
export const notificationsModule = fastifyPlugin(
  (app: FastifyInstance, _options: unknown, done: (error?: Error) => void) => {
    const novu = novuSettingsFrom(process.env);
    const feed = novu ? novuFeed(novu) : storedFeed(app.database, app.config.now);
    const relay = new NotificationRelay(app.database, feed, app.config.now, (error) =>
      app.log.error({ err: error }, 'notification delivery failed'),
    );
    app.decorate('notificationFeed', feed);
    app.decorate('notificationRelay', relay);
    const config = { access: 'customer', capability: 'notifications_feed' } as const;

    app.get<{ Querystring: NotificationFeedQueryWire }>(
      '/v2/notifications',
      {
        config,
        schema: {
          querystring: NotificationFeedQueryWire,
          response: responses(NotificationFeedEnvelopeWire),
        },
      },
      async (request) => {
        const { customerId } = customerOf(request);
        const limit = request.query.limit ?? 10;
        const offset = request.query.offset ?? 0;
        const page = await feed.page(customerId, { limit, offset });
        return entitiesEnvelope(page.cards.map(cardToWire), { limit, offset, total: page.total });
      },
    );

    app.get(
      '/v2/notifications/unviewed-count',
      { config, schema: { response: responses(UnviewedCountEnvelopeWire) } },
      async (request) => {
        const { customerId } = customerOf(request);
        return resultEnvelope<UnviewedCountWire>({ count: await feed.unviewedCount(customerId) });
      },
    );

    app.post(
      '/v2/notifications/viewed',
      { config, schema: { response: responses(UnviewedCountEnvelopeWire) } },
      async (request) => {
        const { customerId } = customerOf(request);
        await feed.markViewed(customerId, null);
        return resultEnvelope<UnviewedCountWire>({ count: await feed.unviewedCount(customerId) });
      },
    );

    app.post<{ Params: NotificationCardParamsWire }>(
      '/v2/notifications/:id/viewed',
      {
        config,
        schema: {
          params: NotificationCardParamsWire,
          response: responses(UnviewedCountEnvelopeWire),
        },
      },
      async (request) => {
        const { customerId } = customerOf(request);
        if (!(await feed.markViewed(customerId, request.params.id))) throw cardNotFound();
        return resultEnvelope<UnviewedCountWire>({ count: await feed.unviewedCount(customerId) });
      },
    );
    done();
  },
  { name: 'notifications', dependencies: ['config', 'database'], fastify: '5.x' },
);
