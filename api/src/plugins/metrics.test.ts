import { randomUUID } from 'node:crypto';
import { buildOf, RegistryClient, report } from '../modules/registry/test-support';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

let open: TestApp;
let guarded: TestApp;

beforeAll(async () => {
  [open, guarded] = await Promise.all([
    buildTestApp({ seedDemoData: false }),
    buildTestApp({ seedDemoData: false, metricsToken: 'scraper-token-for-tests' }),
  ]);
}, 180_000);

afterAll(() => Promise.all([open.close(), guarded.close()]));

describe('GET /metrics', () => {
  it('counts requests per route and reports remote load failures from the shell', async () => {
    await open.app.inject({ method: 'GET', url: '/health' });
    const registry = await RegistryClient.signIn(open.app);
    await registry.publish(buildOf('mfe-catalog', '0.1.0-abc'));
    await registry.pin('local', 'mfe-catalog', '0.1.0-abc');
    const reported = await report(open.app, 'local', randomUUID(), [
      { remote: 'mfe-catalog', version: '0.1.0-abc', outcome: 'load_failed' },
    ]);
    expect(reported.statusCode).toBe(204);

    const response = await open.app.inject({ method: 'GET', url: '/metrics' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(
      /shop_http_request_duration_seconds_count\{method="GET",route="\/health",status_code="200"\} 1/,
    );
    expect(response.body).toMatch(
      /shop_remote_load_failures_total\{remote="mfe-catalog",outcome="load_failed"\} 1/,
    );
    expect(response.body).toMatch(/shop_job_lag_seconds 0/);
    expect(response.body).toMatch(/process_resident_memory_bytes/);
  });

  it('is refused to callers from other machines when no scraper token is set', async () => {
    const response = await open.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
    });

    expect(response.statusCode).toBe(401);
    expect(response.json().error.id).toBe('unauthorized');
  });

  it('needs the scraper token when one is set, even on this machine', async () => {
    const without = await guarded.app.inject({ method: 'GET', url: '/metrics' });
    const wrong = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scraper-token-for-test' },
    });
    const right = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer scraper-token-for-tests' },
    });

    expect([without.statusCode, wrong.statusCode, right.statusCode]).toEqual([401, 401, 200]);
  });
});

describe('GET /health/live', () => {
  it('answers while the process runs, without asking the database', async () => {
    const response = await open.app.inject({ method: 'GET', url: '/health/live' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
