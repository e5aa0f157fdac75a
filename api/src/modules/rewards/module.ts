import { type FastifyPluginAsync } from 'fastify';
import { PurchaseService } from '../purchase/service';
import { benefitsToken } from './benefits';
import { partnerBenefitsRoutes } from './benefits-routes';
import { renewPremiumMemberships } from './renewal';
import { rewardsRoutes } from './routes';

/**
 * The membership programme (the rewards service under /rewards) and the premium renewal job.
 * The job runs where the server's jobs run (the config's `drawEngine`, off in tests, which call
 * `renewPremiumMemberships` themselves): `premium-renewal`, hourly, in one process at a time (see
 * jobs/plugin.ts); a run at start-up may overlap one elsewhere, which is safe because each premium
 * month is bought once (the purchase's idempotency key) and ended once (its renewal row). The
 * email relay job delivers the emails.
 */
export const rewardsModule: FastifyPluginAsync = async (app) => {
  const secret = app.serverSecrets.partner_benefits_secret;
  await app.register(rewardsRoutes, {
    benefitsLink: (customerId) =>
      `${app.config.publicUrl}/rewards/partner-benefits?token=${encodeURIComponent(
        benefitsToken(secret, customerId, app.config.now()),
      )}`,
  });
  await app.register(partnerBenefitsRoutes, { secret });
  if (!app.config.drawEngine) return;

  const purchases = new PurchaseService(app.database, { now: app.config.now });
  const renew = async () => {
    const { renewed, ended } = await renewPremiumMemberships(
      app.database,
      purchases,
      app.config.now(),
      app.config.publicUrl,
    );
    if (renewed + ended > 0) app.log.info({ renewed, ended }, 'premium memberships renewed');
  };
  app.jobs.schedule({ name: 'premium-renewal', everySeconds: 60 * 60, work: renew });
};
