import { type FastifyPluginAsync } from 'fastify';
import { activityStatementRoutes } from './activity-statement-routes';
import { sendMonthlyStatements } from './monthly-statements';
import { playBreakRoutes } from './play-break-routes';
import { PlayBreakService } from './service';

/**
 * Responsible play: breaks and self-exclusion (/v2/play-break), the activity statement
 * (/v2/activity-statement) and the monthly statement emails. The monthly job runs where the
 * server's jobs run (the config's `drawEngine`, off in tests, which call it themselves):
 * `monthly-statements`, hourly, in one process at a time (see jobs/plugin.ts); a run at start-up
 * may overlap one elsewhere, which is safe because each statement is written once (see
 * monthly-statements.ts). The email relay job delivers the emails.
 */
export const responsiblePlayModule: FastifyPluginAsync = async (app) => {
  const playBreaks = new PlayBreakService(app.database, {
    publicUrl: app.config.publicUrl,
    sendEmail: (email) => app.outbox.send(email),
  });
  await app.register(playBreakRoutes, { playBreaks });
  await app.register(activityStatementRoutes);
  if (!app.config.drawEngine) return;

  const write = async () => {
    const written = await sendMonthlyStatements(
      app.database,
      app.config.now(),
      app.config.publicUrl,
    );
    if (written > 0) app.log.info({ written }, 'monthly statements written');
  };
  app.jobs.schedule({ name: 'monthly-statements', everySeconds: 60 * 60, work: write });
};
