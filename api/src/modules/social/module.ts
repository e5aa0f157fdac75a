import { type FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../http/envelope';
import { seedLottoParty } from '../../seed/lotto-party';
import { inviteLinks } from './invite-tokens';
import { groupRoutes } from './routes';
import { GroupService } from './service';
import { SessionService } from './session-service';
import { sessionRoutes } from './session-routes';
import { ShareTicketService } from './share-tickets';

export const socialPrefix = '/social/v3';

const socialVersionPattern = /^3\.[0-9]$/;

/**
 * Lotto Party, the social service under /social/v3 (api.md §7.9, versions 3.0 to 3.9): every
 * call needs the social_syndicates capability of the caller's segment (the default segment's for
 * a visitor). Invite links are derived from the server's social invite secret. With demo data,
 * the demo group is seeded here (its invite token needs that secret).
 */
export const socialModule: FastifyPluginAsync = async (app) => {
  const now = () => app.config.now();
  const links = inviteLinks(app.serverSecrets.social_invite_secret, app.config.publicUrl);
  const groups = new GroupService(app.database, links, now);
  const sessions = new SessionService(app.database, groups, {
    now,
    publicUrl: app.config.publicUrl,
  });
  const shareTickets = new ShareTicketService(app.database);
  // The demo group's invite token is derived from the server's secret, known only from here on.
  if (app.config.seedDemoData)
    await seedLottoParty(
      app.database,
      (groupId, createdAt) => links.tokenOf(groupId, createdAt),
      now(),
    );

  await app.register(
    async (social) => {
      social.addHook('onRequest', (request, _reply, done) => {
        done(
          socialVersionPattern.test(request.apiVersion)
            ? undefined
            : new ApiError(
                400,
                'unsupported_api_version',
                `API version ${request.apiVersion} does not exist here; use 3.0 to 3.9.`,
              ),
        );
      });
      // Declared on every route of the scope, for the route-capability hook to enforce.
      social.addHook('onRoute', (route) => {
        route.config = { ...route.config, capability: 'social_syndicates' };
      });
      await social.register(groupRoutes, { groups, sessions });
      await social.register(sessionRoutes, { sessions, shareTickets });
    },
    { prefix: socialPrefix },
  );
};
