import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { installedKernelRange, RegistryClient, releaseFor, remoteIn } from './test-support';

let testApp: TestApp;
let distDir: string;

beforeAll(async () => {
  testApp = await buildTestApp({
    seedDemoData: false,
    publicUrl: 'http://shop.test',
    rateLimit: { max: 10_000, timeWindowMs: 60_000 },
  });
  distDir = path.join(testApp.directory, 'mfe-account', 'dist');
});

afterAll(() => testApp.close());

/** A build of mfe-account in `distDir`, as tooling/webpack-config.mjs writes it (`script`: its entry). */
async function writeBuild(version: string, script: string) {
  await rm(distDir, { recursive: true, force: true });
  await mkdir(distDir, { recursive: true });
  await writeFile(
    path.join(distDir, 'release.json'),
    JSON.stringify({
      remote: 'mfe-account',
      version,
      buildId: version.split('-')[1] ?? 'none',
      commit: 'unknown',
      entry: 'remoteEntry.js',
      integrity: `sha384-${createHash('sha384').update(script).digest('base64')}`,
      requires: { 'shared-kernel': installedKernelRange },
      routes: ['/my-account'],
      builtAt: '2026-11-26T22:00:00.000Z',
    }),
  );
  await writeFile(path.join(distDir, 'remoteEntry.js'), script);
}

async function liveAccount(environment = 'local') {
  return remoteIn(await releaseFor(testApp.app, environment, randomUUID()), 'mfe-account');
}

describe('publishLocalBuilds', () => {
  it('publishes and pins a build; the same version with other files is refused', async () => {
    await writeBuild('0.1.0-c0ffee', '// first build');

    const first = await testApp.app.publishLocalBuilds({ distDirs: [distDir] });
    await writeBuild('0.1.0-c0ffee', '// changed files, same version');
    const again = await testApp.app.publishLocalBuilds({ distDirs: [distDir] });

    expect(first).toEqual({
      published: [
        { remote: 'mfe-account', version: '0.1.0-c0ffee', created: true, pinned: true, note: null },
      ],
      skipped: [],
    });
    expect(again.skipped).toEqual([
      { distDir, reason: expect.stringContaining('already published with other files') },
    ]);
    const published = path.join(
      testApp.directory,
      'artifacts/mfe-account/0.1.0-c0ffee/remoteEntry.js',
    );
    expect(await readFile(published, 'utf8')).toBe('// first build');
    const served = await testApp.app.inject({
      method: 'GET',
      url: '/remotes/mfe-account/0.1.0-c0ffee/remoteEntry.js',
    });
    expect(served.body).toBe('// first build');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const revision = await testApp.app.registry.liveRevision('local');
    expect(revision).toMatchObject({ action: 'local_build', author: 'system' });
  });

  it('moves a pin a local build set, never one a person set', async () => {
    await writeBuild('0.1.0-decade', '// second build');
    const missing = path.join(testApp.directory, 'mfe-nothing', 'dist');
    const moved = await testApp.app.publishLocalBuilds({ distDirs: [distDir, missing] });
    const afterMove = await liveAccount();

    const manager = await RegistryClient.signIn(testApp.app);
    await manager.pin('local', 'mfe-account', '0.1.0-c0ffee');
    await writeBuild('0.1.0-facade', '// third build');
    const kept = await testApp.app.publishLocalBuilds({ distDirs: [distDir] });
    const afterKeep = await liveAccount();

    expect(moved.published).toEqual([
      { remote: 'mfe-account', version: '0.1.0-decade', created: true, pinned: true, note: null },
    ]);
    expect(moved.skipped).toEqual([
      { distDir: missing, reason: expect.stringContaining('release.json is missing') },
    ]);
    expect(afterMove.version).toBe('0.1.0-decade');
    expect(kept.published).toEqual([
      {
        remote: 'mfe-account',
        version: '0.1.0-facade',
        created: true,
        pinned: false,
        note: expect.stringContaining(`${manager.operator.email} chose 0.1.0-c0ffee`),
      },
    ]);
    expect(afterKeep.version).toBe('0.1.0-c0ffee');
  });

  it('creates the environment it publishes into, with this server’s shell', async () => {
    await testApp.app.publishLocalBuilds({ distDirs: [distDir], environment: 'preview-42' });

    expect((await liveAccount('preview-42')).version).toBe('0.1.0-facade');
  });

  it('writes brotli and gzip siblings of the larger text files, served to clients that accept them', async () => {
    const chunk = `${'export const line = "a chunk of the account remote";\n'.repeat(100)}`;
    await writeBuild('0.1.0-5eed00', '// small entry');
    await writeFile(path.join(distDir, '123.0123456789.js'), chunk);
    await writeFile(path.join(distDir, 'logo.png'), Buffer.alloc(4096, 7));

    await testApp.app.publishLocalBuilds({ distDirs: [distDir] });
    const get = (file: string, acceptEncoding?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/remotes/mfe-account/0.1.0-5eed00/${file}`,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const brotli = await get('123.0123456789.js', 'gzip, deflate, br');
    const gzip = await get('123.0123456789.js', 'gzip');
    const plain = await get('123.0123456789.js');
    const smallEntry = await get('remoteEntry.js', 'br');

    const files = await readdir(
      path.join(testApp.directory, 'artifacts', 'mfe-account', '0.1.0-5eed00'),
    );
    expect(files.sort()).toEqual([
      '123.0123456789.js',
      '123.0123456789.js.br',
      '123.0123456789.js.gz',
      'logo.png',
      'release.json',
      'remoteEntry.js',
    ]);
    for (const [response, encoding, decompress] of [
      [brotli, 'br', brotliDecompressSync],
      [gzip, 'gzip', gunzipSync],
    ] as const) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decompress(response.rawPayload).toString()).toBe(chunk);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
    expect(smallEntry.headers['content-encoding']).toBeUndefined();
    expect(smallEntry.body).toBe('// small entry');
  });

  it('adds the missing siblings to a version folder written without them, leaving its files alone', async () => {
    const versionDir = path.join(testApp.directory, 'artifacts', 'mfe-account', '0.1.0-01d000');
    const published = `${'const published = true;\n'.repeat(100)}`;
    await writeBuild('0.1.0-01d000', '// rebuilt entry');
    await mkdir(versionDir, { recursive: true });
    await writeFile(path.join(versionDir, 'remoteEntry.js'), published);

    await testApp.app.publishLocalBuilds({ distDirs: [distDir] });
    const served = await testApp.app.inject({
      method: 'GET',
      url: '/remotes/mfe-account/0.1.0-01d000/remoteEntry.js',
      headers: { 'accept-encoding': 'br' },
    });

    expect(served.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(served.rawPayload).toString()).toBe(published);
  });
});
