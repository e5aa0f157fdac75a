import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** Debian's Chromium as this machine runs it (shared with the Lighthouse benchmark). */
const chromiumFlags: string[] = JSON.parse(
  readFileSync(path.join(__dirname, '../tooling/chromium-flags.json'), 'utf8'),
);

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;

/**
 * The release journey's own server: it publishes, canaries and rolls back versions of a remote,
 * which would change what every other journey loads, so it never shares their server.
 */
const releasePort = Number(process.env.E2E_RELEASE_PORT ?? port + 1);
export const releaseBaseURL = `http://localhost:${releasePort}`;
/** Where the release server keeps published versions (emptied when it starts). */
const releaseArtifactsDir = path.join(__dirname, '.data/release-artifacts');

/** The first operator of the throw-away server: support journeys read its email outbox. */
export const e2eOperator = {
  email: 'e2e-operator@localhost',
  password: 'E2e-Operator-Password-1',
  totpSecret: 'KRUGS4ZANFZSAYLOEBSTEZLFEBZWKY3S',
};

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'shop', testIgnore: 'releases.spec.ts' },
    { name: 'releases', testMatch: 'releases.spec.ts', use: { baseURL: releaseBaseURL } },
  ],
  webServer: [
    {
      // The same command a newcomer runs, on a throw-away in-memory database.
      command: 'node ../scripts/start.mjs',
      url: `${baseURL}/health`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATABASE_URL: 'pglite://memory',
        PUBLIC_URL: baseURL,
        OUTBOX_VIEWER: 'true',
        OPERATOR_EMAIL: e2eOperator.email,
        OPERATOR_PASSWORD: e2eOperator.password,
        OPERATOR_TOTP_SECRET: e2eOperator.totpSecret,
        // Journeys of a cooling-off time send x-test-clock-offset-seconds (see README).
        TEST_CLOCK: 'on',
      },
    },
    {
      // Started after the first server, which has built whatever was missing.
      command: `rm -rf '${releaseArtifactsDir}' && node ../scripts/start.mjs`,
      url: `${releaseBaseURL}/health`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(releasePort),
        DATABASE_URL: 'pglite://memory',
        PUBLIC_URL: releaseBaseURL,
        ARTIFACTS_DIR: releaseArtifactsDir,
        OPERATOR_EMAIL: e2eOperator.email,
        OPERATOR_PASSWORD: e2eOperator.password,
        OPERATOR_TOTP_SECRET: e2eOperator.totpSecret,
        // A canary is judged after a handful of sessions, and open pages look for a new
        // release every 2 seconds, so the journey sees both within seconds.
        RELEASE_CANARY_MIN_SESSIONS: '3',
        RELEASE_CANARY_MARGIN: '20',
        RELEASE_CHECK_SECONDS: '2',
      },
    },
  ],
});
