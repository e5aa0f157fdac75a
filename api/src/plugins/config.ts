// The app's configuration: the defaults, resolveConfig and configFromEnvironment, which reads
// every environment variable. Each area's settings are parsed in its own config-*.ts file; this
// module re-exports what the rest of the app imports.
import path from 'node:path';
import fastifyPlugin from 'fastify-plugin';
import { databaseConfigOf, isEmbeddedDatabase } from './config-database';
import { defaultAllowedOrigins, networkConfigOf, portDefault, publicUrlOf } from './config-network';
import { parseAppKeys, parseBoolean } from './config-parsers';
import { releaseConfigOf } from './config-release';
import { storageConfigOf } from './config-storage';
import { type AppConfig, type ServerSecretName, serverSecretVariables } from './config-types';

export { isEmbeddedDatabase } from './config-database';
export { defaultAllowedOrigins, parseTrustProxy, portDefault } from './config-network';
export { parseAppKeys } from './config-parsers';
export { type ReleaseConfig } from './config-release';
export {
  type AppConfig,
  type FirstOperatorConfig,
  type ServerSecretName,
  serverSecretVariables,
} from './config-types';

export const repositoryRoot = path.resolve(__dirname, '../../..');

export const defaultConfig: AppConfig = {
  databaseUrl: 'pglite://./.data/db',
  databasePoolMax: 10,
  databaseReadUrl: null,
  trustProxy: false,
  redisUrl: null,
  metricsToken: null,
  artifactsDir: path.join(repositoryRoot, '.artifacts/remotes'),
  objectStoreUrl: null,
  objectStorePublicUrl: null,
  shellDist: path.join(repositoryRoot, 'shell/dist'),
  publicUrl: `http://localhost:${portDefault}`,
  environment: 'local',
  release: {
    environments: ['local', 'staging', 'production'],
    canarySessionsMin: 50,
    canaryMarginPoints: 5,
    checkSeconds: 60,
  },
  // Public by nature: the browser bundle carries it. A signature proves nothing about who calls.
  appKeys: { 'shop-web': 'shop-web-public-secret' },
  secrets: {},
  firstOperator: { email: 'admin@localhost', password: null, totpSecret: null },
  outboxViewer: false,
  production: false,
  allowedOrigins: defaultAllowedOrigins,
  rateLimit: { max: 30, timeWindowMs: 60_000 },
  seedDemoData: false,
  drawEngine: false,
  now: () => new Date(),
  testClock: false,
};

export function resolveConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const defined = Object.fromEntries(
    Object.entries(overrides).filter(([, value]) => value !== undefined),
  ) as Partial<AppConfig>;
  const config = { ...defaultConfig, ...defined };
  return { ...config, publicUrl: publicUrlOf(config.publicUrl) };
}

/** What deploy/.env.example writes where a secret goes: each one must be replaced. */
const secretPlaceholder = 'change-me';

/** A production server does not start on a secret copied from the example file. */
function refusePlaceholders(environment: NodeJS.ProcessEnv): void {
  const copied = Object.keys(environment)
    .filter((name) => environment[name]?.includes(secretPlaceholder))
    .sort();
  if (copied.length > 0) {
    throw new Error(
      `${copied.join(', ')} still hold${copied.length === 1 ? 's' : ''} the placeholder of ` +
        'deploy/.env.example; set a secret of your own (openssl rand -hex 24)',
    );
  }
}

/** The configuration the environment variables ask for (unset variables keep the defaults). */
export function configFromEnvironment(environment: NodeJS.ProcessEnv): Partial<AppConfig> {
  const value = (name: string): string | undefined => {
    const text = environment[name]?.trim();
    return text === undefined || text === '' ? undefined : text;
  };
  const config: Partial<AppConfig> = {
    ...databaseConfigOf(value),
    ...networkConfigOf(value),
    ...storageConfigOf(value),
  };
  config.metricsToken = value('METRICS_TOKEN') ?? null;
  config.environment = value('SHOP_ENVIRONMENT');
  config.release = releaseConfigOf(value, defaultConfig.release);
  const appKeys = value('APP_KEYS');
  if (appKeys) config.appKeys = parseAppKeys(appKeys);
  // Demo data is for the embedded database; a Postgres server gets it only when asked.
  const seed = value('SEED_DEMO_DATA');
  config.seedDemoData =
    seed === undefined
      ? isEmbeddedDatabase(config.databaseUrl ?? defaultConfig.databaseUrl)
      : parseBoolean(seed, 'SEED_DEMO_DATA');
  const secrets: Partial<Record<ServerSecretName, string>> = {};
  for (const [name, variable] of Object.entries(serverSecretVariables)) {
    const secret = value(variable);
    if (secret !== undefined) secrets[name as ServerSecretName] = secret;
  }
  config.secrets = secrets;
  config.firstOperator = {
    email: value('OPERATOR_EMAIL') ?? defaultConfig.firstOperator.email,
    password: value('OPERATOR_PASSWORD') ?? null,
    totpSecret: value('OPERATOR_TOTP_SECRET') ?? null,
  };
  const outboxViewer = value('OUTBOX_VIEWER');
  config.outboxViewer =
    outboxViewer === undefined ? false : parseBoolean(outboxViewer, 'OUTBOX_VIEWER');
  const drawEngine = value('DRAW_ENGINE');
  config.drawEngine = drawEngine === undefined ? true : parseBoolean(drawEngine, 'DRAW_ENGINE');
  config.production = environment.NODE_ENV === 'production';
  if (config.production) refusePlaceholders(environment);
  const testClock = value('TEST_CLOCK');
  config.testClock = testClock === undefined ? false : parseBoolean(testClock, 'TEST_CLOCK');
  if (config.testClock && config.production) {
    throw new Error(
      'TEST_CLOCK=on is for tests only; the server does not start with NODE_ENV=production',
    );
  }
  return config;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export const configPlugin = fastifyPlugin(
  (app, options: { config: AppConfig }, done) => {
    app.decorate('config', options.config);
    done();
  },
  { name: 'config', fastify: '5.x' },
);
