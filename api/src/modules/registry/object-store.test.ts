import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { parseObjectStoreUrl } from '../../object-store/store-url';
import { s3ClientFor } from '../../object-store/s3-store';
import { startS3Server, type TestS3Server } from '../../object-store/test-support';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { buildOf, RegistryClient, releaseFor, remoteIn } from './test-support';

// Remote builds in an S3-compatible bucket (OBJECT_STORE_URL), as every API process shares them.

let s3: TestS3Server;
let testApp: TestApp;
let manager: RegistryClient;

beforeAll(async () => {
  s3 = await startS3Server();
  testApp = await buildTestApp({
    seedDemoData: false,
    publicUrl: 'http://shop.test',
    objectStoreUrl: s3.url,
    rateLimit: { max: 10_000, timeWindowMs: 60_000 },
  });
  manager = await RegistryClient.signIn(testApp.app);
});

afterAll(async () => {
  await testApp?.close();
  await s3?.close();
});

const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

describe('remote builds in the object store', () => {
  it('publishes into remotes/{remote}/{version}/, immutable and typed; other files stay refused', async () => {
    s3.requests.length = 0;
    const build = buildOf('mfe-wallet', '0.1.0-s3a1b2');
    const created = await manager.publish(build);
    const again = await manager.publish(build);
    const other = await manager.publish(buildOf('mfe-wallet', '0.1.0-s3a1b2', { entry: 'other' }));

    expect(created.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.id).toBe('version_exists');
    const puts = s3.requests.filter((request) => request.method === 'PUT');
    expect(new Set(puts.map((request) => request.path))).toEqual(
      new Set([
        '/shop-objects/remotes/mfe-wallet/0.1.0-s3a1b2/remoteEntry.js',
        '/shop-objects/remotes/mfe-wallet/0.1.0-s3a1b2/chunks/spa.js',
      ]),
    );
    for (const put of puts) {
      expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(put.headers['content-type']).toBe('text/javascript; charset=utf-8');
    }
    expect(existsSync(path.join(testApp.directory, 'artifacts'))).toBe(false);
  });

  it('serves /remotes/… from the store with the entry the release names, and its integrity', async () => {
    await manager.publish(buildOf('mfe-catalog', '0.1.0-s3c3d4', { routes: ['/'] }));
    const pinned = await manager.pin('local', 'mfe-catalog', '0.1.0-s3c3d4');
    const entry = remoteIn(await releaseFor(testApp.app, 'local'), 'mfe-catalog');

    expect(pinned.statusCode).toBe(200);
    expect(entry.entry_url).toBe(
      'http://shop.test/remotes/mfe-catalog/0.1.0-s3c3d4/remoteEntry.js',
    );
    const served = await testApp.app.inject({
      method: 'GET',
      url: '/remotes/mfe-catalog/0.1.0-s3c3d4/remoteEntry.js',
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(served.body).toBe('console.log("mfe-catalog 0.1.0-s3c3d4")');
    expect(sha384(served.rawPayload)).toBe(entry.integrity);

    const unchanged = await testApp.app.inject({
      method: 'GET',
      url: '/remotes/mfe-catalog/0.1.0-s3c3d4/remoteEntry.js',
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
  });

  it('answers 404 for a file that is not there or a path that leaves the version', async () => {
    for (const url of [
      '/remotes/mfe-catalog/0.1.0-s3c3d4/missing.js',
      '/remotes/mfe-catalog/0.1.0-s3c3d4/remoteEntry.js.br',
      '/remotes/mfe-catalog/%2e%2e/%2e%2e/documents/x',
      '/remotes/mfe-catalog/0.1.0-s3c3d4/..%2f..%2fmfe-wallet/0.1.0-s3a1b2/remoteEntry.js',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
  });

  it('refuses to release a version whose entry is gone from the store', async () => {
    await manager.publish(buildOf('mfe-catalog', '0.1.0-s3gone'));
    const client = s3ClientFor(parseObjectStoreUrl(s3.url));
    await client.send(
      new DeleteObjectCommand({
        Bucket: s3.bucket,
        Key: 'remotes/mfe-catalog/0.1.0-s3gone/remoteEntry.js',
      }),
    );
    client.destroy();

    const missing = await manager.pin('local', 'mfe-catalog', '0.1.0-s3gone');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.id).toBe('artifact_missing');
  });

  it('names entries under OBJECT_STORE_PUBLIC_URL when remotes are served from there', async () => {
    const cdnApp = await buildTestApp({
      seedDemoData: false,
      publicUrl: 'http://shop.test',
      objectStoreUrl: s3.url,
      objectStorePublicUrl: 'https://cdn.shop.test',
    });
    try {
      const cdnManager = await RegistryClient.signIn(cdnApp.app);
      // The bucket is shared: the version another process published is there already.
      await cdnManager.publish(buildOf('mfe-catalog', '0.1.0-s3c3d4', { routes: ['/'] }));
      await cdnManager.pin('local', 'mfe-catalog', '0.1.0-s3c3d4');
      const release = await releaseFor(cdnApp.app, 'local');

      expect(remoteIn(release, 'mfe-catalog').entry_url).toBe(
        'https://cdn.shop.test/remotes/mfe-catalog/0.1.0-s3c3d4/remoteEntry.js',
      );
      const policy = String(release.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self' https://cdn.shop.test");
      expect(policy).toMatch(/connect-src 'self'(;|$)/);

      // The page preloads the entry as the shell loads it from another origin: in CORS mode.
      await mkdir(path.join(cdnApp.directory, 'shell'), { recursive: true });
      await writeFile(
        path.join(cdnApp.directory, 'shell/index.html'),
        '<!doctype html><html><head><!-- shop-runtime-config --></head><body></body></html>',
      );
      const page = await cdnApp.app.inject({
        method: 'GET',
        url: '/powerball',
        headers: { accept: 'text/html' },
      });
      expect(page.body).toMatch(
        /<link rel="preload" as="script" href="https:\/\/cdn\.shop\.test\/remotes\/mfe-catalog\/0\.1\.0-s3c3d4\/remoteEntry\.js" integrity="sha384-[^"]+" crossorigin="anonymous">/,
      );
      expect(String(page.headers['content-security-policy'])).toMatch(
        /script-src 'self' https:\/\/cdn\.shop\.test 'nonce-/,
      );
    } finally {
      await cdnApp.close();
    }
  });
});
