import path from 'node:path';
import fastifyPlugin from 'fastify-plugin';

/** Everything the services need to know about their surroundings, resolved once at build time. */
export interface AppConfig {
  /** `pglite://memory`, `pglite:///absolute/dir`, `pglite://./relative/dir` or `postgres://…`. */
  databaseUrl: string;
  /** Connections this process may hold on a PostgreSQL server (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /**
   * `postgres://…` of a read replica (DATABASE_READ_URL) that answers the heavy read-only queries
   * (draw results, statistics); null reads them from DATABASE_URL.
   */
  databaseReadUrl: string | null;
  /**
   * Proxies whose X-Forwarded-For/-Proto/-Host are believed (TRUST_PROXY): false (none, the
   * default), how many proxies stand in front, or their addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /**
   * `redis://…` (REDIS_URL): rate-limit counters and the GET cache shared by every API process.
   * Null keeps both in this process (one process, the embedded default).
   */
  redisUrl: string | null;
  /**
   * Bearer token a metrics scraper sends to GET /metrics (METRICS_TOKEN). Without one, only
   * callers on this machine (loopback) may read the metrics.
   */
  metricsToken: string | null;
  /** Where immutable remote builds live: `{artifactsDir}/{remote}/{version}/`. */
  artifactsDir: string;
  /**
   * An S3-compatible bucket (OBJECT_STORE_URL) for remote builds (`remotes/{remote}/{version}/…`,
   * public, immutable) and identity documents (`documents/…`, private, encrypted), shared by every
   * API process: `s3://{bucket}?endpoint={origin}&region={region}&force_path_style=true`, e.g.
   * `s3://shop-objects?endpoint=http://127.0.0.1:9000&region=us-east-1&force_path_style=true`
   * (endpoint only for a server other than AWS; region defaults to AWS_REGION, else us-east-1).
   * Credentials come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or the machine's role),
   * never from the URL. Null keeps both on this machine's disk (ARTIFACTS_DIR, DOCUMENTS_DIR).
   */
  objectStoreUrl: string | null;
  /**
   * Public origin of the bucket's `remotes/` (OBJECT_STORE_PUBLIC_URL: a CDN, or the bucket's own
   * origin), e.g. `https://cdn.shop.example`. When set, release entry URLs point there and the
   * pages allow scripts from it; when null, the API serves `/remotes/…` from the store itself.
   */
  objectStorePublicUrl: string | null;
  /** The shell's built files, served at `/`. */
  shellDist: string;
  /**
   * Public origin (`https://shop.example`) of every link the services write: emails, discovery,
   * runtime config, release entry URLs. Never taken from a request's Host header.
   */
  publicUrl: string;
  /** Release environment named in the runtime config of the served index.html. */
  environment: string;
  /** Release environments, canary judgement and how often pages look for a new release. */
  release: ReleaseConfig;
  /** App key → app secret, for request signatures. */
  appKeys: Readonly<Record<string, string>>;
  /**
   * Server secrets set in the environment; the others are generated on first start and kept in
   * the database (see plugins/server-secrets.ts).
   */
  secrets: Readonly<Partial<Record<ServerSecretName, string>>>;
  /** The operator created on first start, when there is none yet (OPERATOR_*). */
  firstOperator: FirstOperatorConfig;
  /** Serve the email outbox to support operators at /ops/outbox (OUTBOX_VIEWER). */
  outboxViewer: boolean;
  /** NODE_ENV=production: cookies are Secure whatever the public URL's scheme. */
  production: boolean;
  /** Browser origins allowed to call the API cross-origin. */
  allowedOrigins: readonly string[];
  /** Requests per window and client address on auth-sensitive routes. */
  rateLimit: { max: number; timeWindowMs: number };
  /** Seed the demo shop when the database has no product offers. */
  seedDemoData: boolean;
  /**
   * Run the draw engine's job: ticks at start and on a schedule (DRAW_ENGINE, on for the server;
   * off unless asked for apps built in tests, which tick it themselves).
   */
  drawEngine: boolean;
  /** The clock; tests may fix it. */
  now: () => Date;
  /**
   * TEST_CLOCK=on, for browser journeys only: a request's `x-test-clock-offset-seconds` header
   * shifts `now` for that request (plugins/test-clock.ts). Refused in production.
   */
  testClock: boolean;
}

/** Secrets the server keeps, and the environment variable that may set each. */
export const serverSecretVariables = {
  auth_token_secret: 'AUTH_TOKEN_SECRET',
  release_preview_secret: 'RELEASE_PREVIEW_SECRET',
  partner_benefits_secret: 'PARTNER_BENEFITS_SECRET',
  social_invite_secret: 'SOCIAL_INVITE_SECRET',
} as const;
export type ServerSecretName = keyof typeof serverSecretVariables;

export interface ReleaseConfig {
  /** Environments in promotion order (RELEASE_ENVIRONMENTS); created at start when missing. */
  environments: readonly string[];
  /** Candidate sessions a canary needs before it is judged (RELEASE_CANARY_MIN_SESSIONS). */
  canarySessionsMin: number;
  /**
   * Percentage points by which a canary's error rate may exceed the stable version's before it
   * is rolled back (RELEASE_CANARY_MARGIN).
   */
  canaryMarginPoints: number;
  /** Seconds between an open page's checks for a newer release (RELEASE_CHECK_SECONDS). */
  checkSeconds: number;
}

export interface FirstOperatorConfig {
  email: string;
  /** Generated (and printed once) when null. */
  password: string | null;
  /** Base32; generated (and printed once) when null. */
  totpSecret: string | null;
}

export const portDefault = 8080;

export const repositoryRoot = path.resolve(__dirname, '../../..');

export const defaultAllowedOrigins: readonly string[] = [
  'http://localhost:8080',
  ...[0, 1, 2, 3, 4, 5, 6].map((digit) => `http://localhost:300${digit}`),
];

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

/** An absolute http(s) URL without a trailing slash. */
function publicUrlOf(text: string, name = 'PUBLIC_URL'): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} "${text}" is not an absolute URL such as https://shop.example`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} "${text}" must start with http:// or https://`);
  }
  return text.replace(/\/+$/, '');
}

/** Whether DATABASE_URL names the embedded database (PGlite) rather than a Postgres server. */
export function isEmbeddedDatabase(databaseUrl: string): boolean {
  return databaseUrl.startsWith('pglite://');
}

/** Parses `key:secret,key2:secret2`. */
export function parseAppKeys(text: string): Record<string, string> {
  const pairs = text
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const separator = pair.indexOf(':');
      if (separator <= 0 || separator === pair.length - 1) {
        throw new Error(`APP_KEYS entry "${pair}" is not of the form key:secret`);
      }
      return [pair.slice(0, separator), pair.slice(separator + 1)] as const;
    });
  return Object.fromEntries(pairs);
}

function parseList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function parseWholeNumber(text: string, name: string): number {
  if (!/^[0-9]{1,9}$/.test(text)) throw new Error(`${name} must be a whole number, not "${text}"`);
  return Number(text);
}

function releaseConfigOf(value: (name: string) => string | undefined): ReleaseConfig {
  const defaults = defaultConfig.release;
  const environments = value('RELEASE_ENVIRONMENTS');
  const number = (name: string, fallback: number) => {
    const text = value(name);
    return text === undefined ? fallback : parseWholeNumber(text, name);
  };
  const release: ReleaseConfig = {
    environments: environments ? parseList(environments) : defaults.environments,
    canarySessionsMin: number('RELEASE_CANARY_MIN_SESSIONS', defaults.canarySessionsMin),
    canaryMarginPoints: number('RELEASE_CANARY_MARGIN', defaults.canaryMarginPoints),
    checkSeconds: number('RELEASE_CHECK_SECONDS', defaults.checkSeconds),
  };
  const badName = release.environments.find((name) => !/^[a-z][a-z0-9-]{0,62}$/.test(name));
  if (badName !== undefined) {
    throw new Error(
      `RELEASE_ENVIRONMENTS entry "${badName}" must be lower-case letters, digits and dashes`,
    );
  }
  // These name the registry's own paths (/registry/remotes, /registry/audit, …).
  const reserved = release.environments.find((name) =>
    ['remotes', 'environments', 'audit', 'preview'].includes(name),
  );
  if (reserved !== undefined) {
    throw new Error(`RELEASE_ENVIRONMENTS cannot name an environment "${reserved}"`);
  }
  if (release.checkSeconds < 1) throw new Error('RELEASE_CHECK_SECONDS must be at least 1');
  return release;
}

/**
 * TRUST_PROXY: `off`, a number of proxies (`1`: the load balancer in front), or a comma-separated
 * list of their addresses or CIDR ranges. `true` is refused: it would believe an address the
 * client writes itself (rate limits and the metrics' loopback check go by the client address).
 */
export function parseTrustProxy(text: string): false | number | string[] {
  if (/^(0|false|no|off)$/i.test(text)) return false;
  if (/^[0-9]{1,2}$/.test(text)) return Number(text);
  const addresses = parseList(text);
  const bad = addresses.find((address) => !/^[0-9a-f.:]+(\/[0-9]{1,3})?$/i.test(address));
  if (bad !== undefined || addresses.length === 0) {
    throw new Error(
      `TRUST_PROXY must be off, a number of proxies in front (1) or their addresses, not "${text}"`,
    );
  }
  return addresses;
}

function parseBoolean(text: string, name: string): boolean {
  if (/^(1|true|yes|on)$/i.test(text)) return true;
  if (/^(0|false|no|off)$/i.test(text)) return false;
  throw new Error(`${name} must be true or false, not "${text}"`);
}

/** The configuration the environment variables ask for (unset variables keep the defaults). */
export function configFromEnvironment(environment: NodeJS.ProcessEnv): Partial<AppConfig> {
  const config: Partial<AppConfig> = {};
  const value = (name: string): string | undefined => {
    const text = environment[name]?.trim();
    return text === undefined || text === '' ? undefined : text;
  };
  config.databaseUrl = value('DATABASE_URL');
  const poolMax = value('DATABASE_POOL_MAX');
  if (poolMax) config.databasePoolMax = Math.max(1, parseWholeNumber(poolMax, 'DATABASE_POOL_MAX'));
  const readUrl = value('DATABASE_READ_URL');
  if (readUrl) {
    if (!/^postgres(ql)?:\/\//.test(readUrl)) {
      throw new Error('DATABASE_READ_URL must be the postgres:// URL of a read replica');
    }
    config.databaseReadUrl = readUrl;
  }
  const trustProxy = value('TRUST_PROXY');
  if (trustProxy) config.trustProxy = parseTrustProxy(trustProxy);
  const redisUrl = value('REDIS_URL');
  if (redisUrl) {
    if (!/^rediss?:\/\//.test(redisUrl)) {
      throw new Error(`REDIS_URL "${redisUrl}" must start with redis:// or rediss://`);
    }
    config.redisUrl = redisUrl;
  }
  config.metricsToken = value('METRICS_TOKEN') ?? null;
  const artifactsDir = value('ARTIFACTS_DIR');
  if (artifactsDir) config.artifactsDir = path.resolve(artifactsDir);
  const objectStoreUrl = value('OBJECT_STORE_URL');
  if (objectStoreUrl && !objectStoreUrl.startsWith('s3://')) {
    throw new Error(`OBJECT_STORE_URL "${objectStoreUrl}" must start with s3://`);
  }
  config.objectStoreUrl = objectStoreUrl ?? null;
  const objectStorePublicUrl = value('OBJECT_STORE_PUBLIC_URL');
  if (objectStorePublicUrl && !objectStoreUrl) {
    throw new Error(
      'OBJECT_STORE_PUBLIC_URL needs OBJECT_STORE_URL (the bucket it is the origin of)',
    );
  }
  config.objectStorePublicUrl = objectStorePublicUrl
    ? publicUrlOf(objectStorePublicUrl, 'OBJECT_STORE_PUBLIC_URL')
    : null;
  const shellDist = value('SHELL_DIST');
  if (shellDist) config.shellDist = path.resolve(shellDist);
  config.publicUrl = value('PUBLIC_URL') ?? `http://localhost:${value('PORT') ?? portDefault}`;
  config.environment = value('SHOP_ENVIRONMENT');
  config.release = releaseConfigOf(value);
  const appKeys = value('APP_KEYS');
  if (appKeys) config.appKeys = parseAppKeys(appKeys);
  const allowedOrigins = value('ALLOWED_ORIGINS');
  if (allowedOrigins) config.allowedOrigins = parseList(allowedOrigins);
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
