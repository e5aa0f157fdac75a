import { configFromEnvironment, resolveConfig } from './config';

const resolved = (environment: NodeJS.ProcessEnv) =>
  resolveConfig(configFromEnvironment(environment));

describe('configFromEnvironment', () => {
  it('seeds demo data on the embedded database unless told not to', () => {
    expect(resolved({}).seedDemoData).toBe(true);
    expect(resolved({ DATABASE_URL: 'pglite://memory' }).seedDemoData).toBe(true);
    expect(resolved({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('seeds demo data on a Postgres server only when SEED_DEMO_DATA=true', () => {
    const server = 'postgres://shop@db.internal:5432/shop';
    expect(resolved({ DATABASE_URL: server }).seedDemoData).toBe(false);
    expect(resolved({ DATABASE_URL: `postgresql://x@y/z` }).seedDemoData).toBe(false);
    expect(resolved({ DATABASE_URL: server, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('refuses to start in production on a secret left as the example file has it', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' };
    expect(() =>
      resolved({
        ...production,
        AUTH_TOKEN_SECRET: 'change-me-openssl-rand-base64-32',
        DATABASE_URL: 'postgres://shop:change-me-openssl-rand-hex-24@postgres:5432/shop',
      }),
    ).toThrow(
      'AUTH_TOKEN_SECRET, DATABASE_URL still hold the placeholder of deploy/.env.example; ' +
        'set a secret of your own (openssl rand -hex 24)',
    );
    expect(resolved({ ...production, AUTH_TOKEN_SECRET: 'k3Yq9c2f' }).production).toBe(true);
    // Outside production the placeholder is only a weak value, as any other.
    expect(resolved({ AUTH_TOKEN_SECRET: 'change-me' }).production).toBe(false);
  });

  it('resolves PUBLIC_URL to http://localhost:$PORT when unset, and never to null', () => {
    expect(resolved({}).publicUrl).toBe('http://localhost:8080');
    expect(resolved({ PORT: '8183' }).publicUrl).toBe('http://localhost:8183');
    expect(resolved({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe(
      'https://shop.example',
    );
    expect(resolveConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(() => resolved({ PUBLIC_URL: 'shop.example' })).toThrow(/PUBLIC_URL/);
    expect(() => resolved({ PUBLIC_URL: 'ftp://shop.example' })).toThrow(/PUBLIC_URL/);
  });

  it('reads the release environments and canary judgement, with defaults', () => {
    expect(resolved({}).release).toEqual({
      environments: ['local', 'staging', 'production'],
      canarySessionsMin: 50,
      canaryMarginPoints: 5,
      checkSeconds: 60,
    });
    expect(
      resolved({
        RELEASE_ENVIRONMENTS: 'dev, qa ,live',
        RELEASE_CANARY_MIN_SESSIONS: '200',
        RELEASE_CANARY_MARGIN: '2',
        RELEASE_CHECK_SECONDS: '30',
      }).release,
    ).toEqual({
      environments: ['dev', 'qa', 'live'],
      canarySessionsMin: 200,
      canaryMarginPoints: 2,
      checkSeconds: 30,
    });
    expect(() => resolved({ RELEASE_CANARY_MARGIN: '1.5' })).toThrow(/RELEASE_CANARY_MARGIN/);
    expect(() => resolved({ RELEASE_ENVIRONMENTS: 'Live' })).toThrow(/RELEASE_ENVIRONMENTS/);
    expect(() => resolved({ RELEASE_ENVIRONMENTS: 'local,remotes' })).toThrow(/"remotes"/);
  });

  it('takes server secrets from the environment only when set', () => {
    expect(resolved({}).secrets).toEqual({});
    expect(resolved({ AUTH_TOKEN_SECRET: ' from-the-vault ' }).secrets).toEqual({
      auth_token_secret: 'from-the-vault',
    });
  });

  it('has no shared bearer tokens any more', () => {
    const config = resolved({ REGISTRY_TOKEN: 'x', CMS_TOKEN: 'y' }) as unknown as Record<
      string,
      unknown
    >;
    expect(JSON.stringify(config)).not.toMatch(/local-release-token|local-cms-token|"x"|"y"/);
  });

  it('keeps the outbox viewer off unless OUTBOX_VIEWER=true', () => {
    expect(resolved({}).outboxViewer).toBe(false);
    expect(resolved({ OUTBOX_VIEWER: 'true' }).outboxViewer).toBe(true);
    expect(() => resolved({ OUTBOX_VIEWER: 'maybe' })).toThrow(/OUTBOX_VIEWER/);
  });

  it('runs the draw engine for the server unless DRAW_ENGINE=off, and not for a built app', () => {
    expect(resolved({}).drawEngine).toBe(true);
    expect(resolved({ DRAW_ENGINE: 'off' }).drawEngine).toBe(false);
    expect(resolveConfig({}).drawEngine).toBe(false);
    expect(() => resolved({ DRAW_ENGINE: 'sometimes' })).toThrow(/DRAW_ENGINE/);
  });

  it('names the first operator from OPERATOR_*, else admin@localhost with generated credentials', () => {
    expect(resolved({}).firstOperator).toEqual({
      email: 'admin@localhost',
      password: null,
      totpSecret: null,
    });
    expect(
      resolved({
        OPERATOR_EMAIL: 'lead@shop.example',
        OPERATOR_PASSWORD: 'Long-Pass-1',
        OPERATOR_TOTP_SECRET: 'JBSWY3DPEHPK3PXP',
      }).firstOperator,
    ).toEqual({
      email: 'lead@shop.example',
      password: 'Long-Pass-1',
      totpSecret: 'JBSWY3DPEHPK3PXP',
    });
  });

  it('marks production from NODE_ENV', () => {
    expect(resolved({}).production).toBe(false);
    expect(resolved({ NODE_ENV: 'production' }).production).toBe(true);
  });
});
