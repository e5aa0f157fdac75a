import { build } from './app';
import { configFromEnvironment } from './plugins/config';

/**
 * Starts the one process that serves the shop: API, registry, shell and remote builds.
 * Environment: PORT (8080), HOST (0.0.0.0), DATABASE_URL (pglite://./.data/db), ARTIFACTS_DIR,
 * SHELL_DIST, PUBLIC_URL (http://localhost:$PORT), SHOP_ENVIRONMENT, APP_KEYS, ALLOWED_ORIGINS,
 * AUTH_TOKEN_SECRET, RELEASE_PREVIEW_SECRET (generated on first start and kept in the database),
 * OPERATOR_EMAIL,
 * OPERATOR_PASSWORD, OPERATOR_TOTP_SECRET (the first operator), OUTBOX_VIEWER (false),
 * PUBLISH_REMOTES (comma-separated absolute dist folders), PUBLISH_ENVIRONMENT (local),
 * RELEASE_ENVIRONMENTS (local,staging,production: promotion order), RELEASE_CANARY_MIN_SESSIONS
 * (50), RELEASE_CANARY_MARGIN (5 percentage points), RELEASE_CHECK_SECONDS (60),
 * SEED_DEMO_DATA (true on the embedded database only), LOG_LEVEL (info), DRAW_ENGINE (on) and
 * the draw engine's settings (README "Draw engine"). See README.md.
 */
const perAddressListenText = 'server listening on an address';

async function start(): Promise<void> {
  const environment = process.env;
  const port = Number(environment.PORT ?? 8080);
  const host = environment.HOST ?? '0.0.0.0';
  const app = await build({
    ...configFromEnvironment(environment),
    logger: {
      level: environment.LOG_LEVEL ?? 'info',
      hooks: {
        // Fastify logs one line per interface when listening on 0.0.0.0; start() logs one.
        logMethod(parameters, method) {
          if (parameters[0] !== perAddressListenText) method.apply(this, parameters);
        },
      },
    },
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  try {
    const distDirs = (environment.PUBLISH_REMOTES ?? '')
      .split(',')
      .map((distDir) => distDir.trim())
      .filter((distDir) => distDir !== '');
    if (distDirs.length > 0) {
      const report = await app.publishLocalBuilds({
        distDirs,
        environment: environment.PUBLISH_ENVIRONMENT?.trim() || 'local',
      });
      for (const published of report.published) {
        // A build a person's pin holds back is published and left for them to pin.
        if (published.note === null) app.log.info(published, 'remote published');
        else app.log.warn(published, 'remote published, not pinned');
      }
      for (const skipped of report.skipped) app.log.warn(skipped, 'remote not published');
    }
    await app.listen({ port, host, listenTextResolver: () => perAddressListenText });
    app.log.info(`Lotto Shop is listening on ${app.config.publicUrl}`);
  } catch (error) {
    app.log.error({ err: error }, 'start failed');
    await app.close();
    process.exit(1);
  }
}

start().catch((error: unknown) => {
  // build() failed before a logger existed (for example: the database directory is locked).
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
