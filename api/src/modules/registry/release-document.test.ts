import { randomUUID } from 'node:crypto';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { previewCookieName, signPreview } from './preview-cookie';
import { bucketOf } from './release-document';
import { buildOf, RegistryClient, releaseFor, remoteIn, report } from './test-support';

let testApp: TestApp;
let manager: RegistryClient;

/** A visitor id whose bucket for `remote` is inside (or outside) a canary of `percent`. */
function visitorIn(remote: string, percent: number, inside: boolean): string {
  for (;;) {
    const id = randomUUID();
    if (bucketOf(id, remote) < percent === inside) return id;
  }
}

const catalogOf = (response: Awaited<ReturnType<typeof releaseFor>>) =>
  remoteIn(response, 'mfe-catalog');

beforeAll(async () => {
  testApp = await buildTestApp({
    seedDemoData: false,
    publicUrl: 'http://shop.test',
    rateLimit: { max: 10_000, timeWindowMs: 60_000 },
  });
  manager = await RegistryClient.signIn(testApp.app);
  for (const version of ['0.1.0-v1', '0.1.0-v2', '0.1.0-v3', '0.1.0-v4']) {
    await manager.publish(buildOf('mfe-catalog', version));
  }
  await manager.pin('local', 'mfe-catalog', '0.1.0-v1');
  // v1 rendered here: known good. v2 was stable but never rendered: not known good.
  await report(testApp.app, 'local', randomUUID(), [
    { remote: 'mfe-catalog', version: '0.1.0-v1', outcome: 'rendered' },
  ]);
  await manager.pin('local', 'mfe-catalog', '0.1.0-v2');
  await manager.pin('local', 'mfe-catalog', '0.1.0-v3');
  await manager.canary('local', 'mfe-catalog', '0.1.0-v4', 30);
});

afterAll(() => testApp.close());

describe('the release document', () => {
  it('gives a visitor the canary by their sticky bucket, else the stable version', async () => {
    const inside = visitorIn('mfe-catalog', 30, true);
    const outside = visitorIn('mfe-catalog', 30, false);

    const first = catalogOf(await releaseFor(testApp.app, 'local', inside));
    const again = catalogOf(await releaseFor(testApp.app, 'local', inside));
    const stable = catalogOf(await releaseFor(testApp.app, 'local', outside));

    expect(first).toEqual({
      remote: 'mfe-catalog',
      version: '0.1.0-v4',
      entry_url: 'http://shop.test/remotes/mfe-catalog/0.1.0-v4/remoteEntry.js',
      integrity: buildOf('mfe-catalog', '0.1.0-v4').body.manifest.integrity,
      track: 'canary',
      fallbacks: [
        {
          version: '0.1.0-v3',
          entry_url: 'http://shop.test/remotes/mfe-catalog/0.1.0-v3/remoteEntry.js',
          integrity: buildOf('mfe-catalog', '0.1.0-v3').body.manifest.integrity,
        },
        expect.objectContaining({ version: '0.1.0-v1' }),
      ],
    });
    expect(again).toEqual(first);
    expect(stable).toMatchObject({
      version: '0.1.0-v3',
      track: 'stable',
      fallbacks: [expect.objectContaining({ version: '0.1.0-v1' })],
    });
  });

  it('sets a visitor cookie when there is none, and keeps the one there is', async () => {
    const fresh = await releaseFor(testApp.app, 'local');
    const known = await releaseFor(testApp.app, 'local', randomUUID());

    expect(fresh.headers['set-cookie']).toMatch(
      /^shop_visitor=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(known.headers['set-cookie']).toBeUndefined();
  });

  it('is private to the visitor, revalidated every time, and 304 while unchanged', async () => {
    const visitor = visitorIn('mfe-catalog', 30, false);
    const first = await releaseFor(testApp.app, 'local', visitor);
    const tag = String(first.headers.etag);
    const unchanged = await testApp.app.inject({
      method: 'GET',
      url: '/registry/local/release',
      headers: { cookie: `shop_visitor=${visitor}`, 'if-none-match': tag },
    });

    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/cookie/i);
    expect(first.json().result).toMatchObject({ environment: 'local', preview: null });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('shows an operator their preview, and ignores a forged one', async () => {
    const secret = testApp.app.serverSecrets.release_preview_secret;
    const expiresAt = new Date(Date.now() + 60_000);
    const preview = {
      environment: 'local',
      operator: 'ops@example.com',
      overrides: { 'mfe-catalog': '0.1.0-v2' },
      expiresAt,
    };
    const get = (value: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/registry/local/release',
        headers: { cookie: `shop_visitor=${randomUUID()}; ${previewCookieName}=${value}` },
      });

    const previewed = await get(signPreview(preview, secret));
    const forged = await get(signPreview(preview, 'not the secret'));

    expect(previewed.json().result.preview).toEqual({
      operator: 'ops@example.com',
      expires_at: expiresAt.toISOString(),
    });
    expect(catalogOf(previewed)).toMatchObject({
      version: '0.1.0-v2',
      track: 'preview',
      fallbacks: [
        expect.objectContaining({ version: '0.1.0-v3' }),
        expect.objectContaining({ version: '0.1.0-v1' }),
      ],
    });
    expect(forged.json().result.preview).toBeNull();
    expect(catalogOf(forged).track).not.toBe('preview');
  });

  it('answers 404 for an unknown environment', async () => {
    const response = await releaseFor(testApp.app, 'moon');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.id).toBe('environment_not_found');
  });
});
