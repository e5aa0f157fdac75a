import path from 'node:path';
import fastifyPlugin from 'fastify-plugin';

/** Everything the services need to know about their surroundings, resolved once at build time. */
export interface AppConfig {
  /** `pglite://memory`, `pglite:///absolute/dir`, `pglite://./relative/dir` or `postgres://…`. */
  databaseUrl: string;
  /** Where immutable remote builds live: `{artifactsDir}/{remote}/{version}/`. */
  artifactsDir: string;
  /** The shell's built files, served at `/`. */
  shellDist: string;
  /** Public origin (`https://shop.example`); null means "the origin the request came to". */
  publicUrl: string | null;
  /** Release environment named in the runtime config of the served index.html. */
  environment: string;
  /** App key → app secret, for request signatures. */
  appKeys: Readonly<Record<string, string>>;
  /** Bearer token of the registry's write routes. */
  registryToken: string;
  /** Browser origins allowed to call the API cross-origin. */
  allowedOrigins: readonly string[];
  /** Requests per window and client address on auth-sensitive routes. */
  rateLimit: { max: number; timeWindowMs: number };
  /** Seed the demo shop when the database has no product offers. */
  seedDemoData: boolean;
  /** The clock; tests may fix it. */
  now: () => Date;
}

export const repositoryRoot = path.resolve(__dirname, '../../..');

export const defaultAllowedOrigins: readonly string[] = [
  'http://localhost:8080',
  ...[0, 1, 2, 3, 4, 5, 6].map((digit) => `http://localhost:300${digit}`),
];

export const defaultConfig: AppConfig = {
  databaseUrl: 'pglite://./.data/db',
  artifactsDir: path.join(repositoryRoot, '.artifacts/remotes'),
  shellDist: path.join(repositoryRoot, 'shell/dist'),
  publicUrl: null,
  environment: 'local',
  appKeys: { 'shop-web': 'shop-web-public-secret' },
  registryToken: 'local-release-token',
  allowedOrigins: defaultAllowedOrigins,
  rateLimit: { max: 30, timeWindowMs: 60_000 },
  seedDemoData: false,
  now: () => new Date(),
};

export function resolveConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const defined = Object.fromEntries(
    Object.entries(overrides).filter(([, value]) => value !== undefined),
  ) as Partial<AppConfig>;
  const config = { ...defaultConfig, ...defined };
  return { ...config, publicUrl: config.publicUrl?.replace(/\/+$/, '') ?? null };
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
  const artifactsDir = value('ARTIFACTS_DIR');
  if (artifactsDir) config.artifactsDir = path.resolve(artifactsDir);
  const shellDist = value('SHELL_DIST');
  if (shellDist) config.shellDist = path.resolve(shellDist);
  config.publicUrl = value('PUBLIC_URL');
  config.environment = value('SHOP_ENVIRONMENT');
  const appKeys = value('APP_KEYS');
  if (appKeys) config.appKeys = parseAppKeys(appKeys);
  config.registryToken = value('REGISTRY_TOKEN');
  const allowedOrigins = value('ALLOWED_ORIGINS');
  if (allowedOrigins) config.allowedOrigins = parseList(allowedOrigins);
  const seed = value('SEED_DEMO_DATA');
  config.seedDemoData = seed === undefined ? true : parseBoolean(seed, 'SEED_DEMO_DATA');
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
