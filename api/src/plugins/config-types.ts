// The shape of the app's configuration (AppConfig and the types it is made of), and the server
// secrets the environment may set.
import { type ReleaseConfig } from './config-release';

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

export interface FirstOperatorConfig {
  email: string;
  /** Generated (and printed once) when null. */
  password: string | null;
  /** Base32; generated (and printed once) when null. */
  totpSecret: string | null;
}
