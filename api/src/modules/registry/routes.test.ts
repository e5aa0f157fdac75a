import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type RemoteVersionsWire } from 'shared-kernel/wire/registry';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signInOperator, type TestOperator } from '../operators/test-support';

let testApp: TestApp;
let releaseManager: TestOperator;

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoData: false, publicUrl: 'http://shop.test' });
  releaseManager = await signInOperator(testApp.app, ['release_manager']);
});

afterAll(() => testApp.close());

function registerVersion(
  remote: string,
  body: object,
  authorization = releaseManager.authorization,
) {
  return testApp.app.inject({
    method: 'POST',
    url: `/registry/remotes/${remote}/versions`,
    headers: { authorization },
    payload: body,
  });
}

function pin(
  environment: string,
  remote: string,
  version: string,
  authorization = releaseManager.authorization,
) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/registry/${environment}/pins/${remote}`,
    headers: { authorization },
    payload: { version },
  });
}

async function release(environment: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/registry/${environment}/release`,
    // Links come from PUBLIC_URL, whatever Host the caller sends.
    headers: { host: 'evil.example', ...headers },
  });
  return response;
}

describe('registering versions', () => {
  it('needs an operator with the release_manager role', async () => {
    const editor = await signInOperator(testApp.app, ['content_editor', 'support']);
    const build = { version: '0.1.0-aa', build_id: 'aa' };
    const missing = await registerVersion('mfe-wallet', build, '');
    const wrong = await registerVersion('mfe-wallet', build, 'Bearer guessed');
    const formerDefault = await registerVersion('mfe-wallet', build, 'Bearer local-release-token');
    const otherRole = await registerVersion('mfe-wallet', build, editor.authorization);
    const pinByOtherRole = await pin('local', 'mfe-wallet', '0.1.0-aa', editor.authorization);

    for (const response of [missing, wrong, formerDefault]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.id).toBe('operator_unauthorized');
    }
    for (const response of [otherRole, pinByOtherRole]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.id).toBe('operator_forbidden');
    }
    const remotes = await testApp.app.inject({ method: 'GET', url: '/registry/remotes' });
    expect(JSON.stringify(remotes.json())).not.toContain('0.1.0-aa');
  });

  it('registers a build once; the same version cannot name another build', async () => {
    const created = await registerVersion('mfe-wallet', {
      version: '0.1.0-1a2b3c',
      build_id: '1a2b3c',
    });
    const again = await registerVersion('mfe-wallet', {
      version: '0.1.0-1a2b3c',
      build_id: '1a2b3c',
    });
    const other = await registerVersion('mfe-wallet', {
      version: '0.1.0-1a2b3c',
      build_id: 'ffffff',
    });

    expect(created.statusCode).toBe(201);
    expect(created.json().result).toMatchObject({
      remote: 'mfe-wallet',
      version: '0.1.0-1a2b3c',
      build_id: '1a2b3c',
      entry: 'remoteEntry.js',
    });
    expect(again.statusCode).toBe(200);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.id).toBe('version_exists');
  });

  it('refuses names and versions that are not safe path segments', async () => {
    const badVersion = await registerVersion('mfe-wallet', { version: '../../etc', build_id: 'x' });
    const badRemote = await registerVersion('..', { version: '0.1.0', build_id: 'x' });

    expect(badVersion.statusCode).toBe(422);
    expect(badVersion.json().errors).toHaveProperty('version');
    expect(badRemote.statusCode).not.toBe(201);
  });
});

describe('pinning and releases', () => {
  beforeAll(async () => {
    for (const build of ['aaaaaa', 'bbbbbb']) {
      await registerVersion('mfe-catalog', { version: `0.1.0-${build}`, build_id: build });
    }
  });

  it('answers 404 for an unknown environment or remote and 422 for an unregistered version', async () => {
    const environment = await pin('moon', 'mfe-catalog', '0.1.0-aaaaaa');
    const remote = await pin('local', 'mfe-nothing', '0.1.0-aaaaaa');
    const version = await pin('local', 'mfe-catalog', '9.9.9');

    expect(environment.statusCode).toBe(404);
    expect(environment.json().error.id).toBe('environment_not_found');
    expect(remote.statusCode).toBe(404);
    expect(remote.json().error.id).toBe('remote_not_found');
    expect(version.statusCode).toBe(422);
    expect(version.json().errors).toEqual({
      version: ['Version 9.9.9 of mfe-catalog is not registered.'],
    });
    expect((await release('moon')).statusCode).toBe(404);
  });

  it('releases the pinned version and keeps the one before it as previous', async () => {
    const first = await pin('staging', 'mfe-catalog', '0.1.0-aaaaaa');
    const afterFirst = (await release('staging')).json().result;
    await pin('staging', 'mfe-catalog', '0.1.0-bbbbbb');
    const afterSecond = (await release('staging')).json().result;
    await pin('staging', 'mfe-catalog', '0.1.0-bbbbbb');
    const afterRepeat = (await release('staging')).json().result;

    expect(first.statusCode).toBe(200);
    expect(afterFirst).toEqual({
      environment: 'staging',
      remotes: [
        {
          remote: 'mfe-catalog',
          version: '0.1.0-aaaaaa',
          entry_url: 'http://shop.test/remotes/mfe-catalog/0.1.0-aaaaaa/remoteEntry.js',
          previous_version: null,
          previous_entry_url: null,
        },
      ],
    });
    expect(afterSecond.remotes[0]).toEqual({
      remote: 'mfe-catalog',
      version: '0.1.0-bbbbbb',
      entry_url: 'http://shop.test/remotes/mfe-catalog/0.1.0-bbbbbb/remoteEntry.js',
      previous_version: '0.1.0-aaaaaa',
      previous_entry_url: 'http://shop.test/remotes/mfe-catalog/0.1.0-aaaaaa/remoteEntry.js',
    });
    expect(afterRepeat).toEqual(afterSecond);
  });

  it('must be revalidated, and answers 304 without a body until a pin changes it', async () => {
    const first = await release('staging');
    const tag = String(first.headers.etag);
    const unchanged = await release('staging', { 'if-none-match': tag });
    const unchangedGzip = await release('staging', {
      'if-none-match': `"other", ${tag}`,
      'accept-encoding': 'gzip',
    });
    await pin('staging', 'mfe-catalog', '0.1.0-aaaaaa');
    const afterPin = await release('staging', { 'if-none-match': tag });
    await pin('staging', 'mfe-catalog', '0.1.0-bbbbbb');

    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(tag).toMatch(/^W\/"[^"]+"$/);
    for (const response of [unchanged, unchangedGzip]) {
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(tag);
    }
    expect(afterPin.statusCode).toBe(200);
    expect(afterPin.headers.etag).not.toBe(tag);
    expect(afterPin.json().result.remotes[0].version).toBe('0.1.0-aaaaaa');
  });

  it('rolls back: the version rolled back from becomes the previous one', async () => {
    await pin('production', 'mfe-catalog', '0.1.0-aaaaaa');
    await pin('production', 'mfe-catalog', '0.1.0-bbbbbb');
    const rolledBack = await pin('production', 'mfe-catalog', '0.1.0-aaaaaa');

    expect(rolledBack.json().result).toMatchObject({
      version: '0.1.0-aaaaaa',
      previous_version: '0.1.0-bbbbbb',
    });
    const history = await testApp.app.database
      .selectFrom('remote_pin_history')
      .select(['version', 'previous_version'])
      .where('environment', '=', 'production')
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { version: '0.1.0-aaaaaa', previous_version: null },
      { version: '0.1.0-bbbbbb', previous_version: '0.1.0-aaaaaa' },
      { version: '0.1.0-aaaaaa', previous_version: '0.1.0-bbbbbb' },
    ]);
  });

  it('lists every registered version per remote', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/registry/remotes' });

    const catalog = response
      .json<{ result: RemoteVersionsWire }>()
      .result.remotes.find((entry) => entry.remote === 'mfe-catalog');
    expect(catalog?.versions.map((version) => version.version).sort()).toEqual([
      '0.1.0-aaaaaa',
      '0.1.0-bbbbbb',
    ]);
    expect(catalog?.versions[0]).toEqual({
      version: expect.any(String),
      build_id: expect.any(String),
      entry: 'remoteEntry.js',
      registered_at: expect.stringMatching(/Z$/),
    });
  });
});

describe('publishLocalBuilds', () => {
  async function writeBuild(distDir: string, version: string, script: string) {
    await rm(distDir, { recursive: true, force: true });
    await mkdir(distDir, { recursive: true });
    const buildId = version.split('-')[1] ?? 'none';
    await writeFile(
      path.join(distDir, 'release.json'),
      JSON.stringify({ remote: 'mfe-account', version, buildId, entry: 'remoteEntry.js' }),
    );
    await writeFile(path.join(distDir, 'remoteEntry.js'), script);
  }

  it('copies, registers and pins a build, never overwriting a published version', async () => {
    const distDir = path.join(testApp.directory, 'mfe-account', 'dist');
    const artifactsDir = path.join(testApp.directory, 'artifacts');
    await writeBuild(distDir, '0.1.0-c0ffee', 'first build');

    const first = await testApp.app.publishLocalBuilds({ distDirs: [distDir] });
    await writeFile(path.join(distDir, 'remoteEntry.js'), 'changed files, same version');
    const again = await testApp.app.publishLocalBuilds({ distDirs: [distDir] });

    expect(first).toEqual({
      published: [{ remote: 'mfe-account', version: '0.1.0-c0ffee', copied: true, pinned: true }],
      skipped: [],
    });
    expect(again.published).toEqual([
      { remote: 'mfe-account', version: '0.1.0-c0ffee', copied: false, pinned: false },
    ]);
    const published = path.join(artifactsDir, 'mfe-account', '0.1.0-c0ffee', 'remoteEntry.js');
    expect(await readFile(published, 'utf8')).toBe('first build');
    const served = await testApp.app.inject({
      method: 'GET',
      url: '/remotes/mfe-account/0.1.0-c0ffee/remoteEntry.js',
    });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('first build');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('pins a new build with the old one as previous, and skips a folder without release.json', async () => {
    const distDir = path.join(testApp.directory, 'mfe-account', 'dist');
    await writeBuild(distDir, '0.1.0-decade', 'second build');
    const missing = path.join(testApp.directory, 'mfe-nothing', 'dist');

    const report = await testApp.app.publishLocalBuilds({
      distDirs: [distDir, missing],
      environment: 'local',
    });
    const local = (await release('local')).json().result;

    expect(report.published).toEqual([
      { remote: 'mfe-account', version: '0.1.0-decade', copied: true, pinned: true },
    ]);
    expect(report.skipped).toEqual([
      { distDir: missing, reason: expect.stringContaining('release.json is missing') },
    ]);
    expect(local.remotes).toContainEqual({
      remote: 'mfe-account',
      version: '0.1.0-decade',
      entry_url: 'http://shop.test/remotes/mfe-account/0.1.0-decade/remoteEntry.js',
      previous_version: '0.1.0-c0ffee',
      previous_entry_url: 'http://shop.test/remotes/mfe-account/0.1.0-c0ffee/remoteEntry.js',
    });
  });

  it('creates the environment it publishes into', async () => {
    const distDir = path.join(testApp.directory, 'mfe-account', 'dist');

    await testApp.app.publishLocalBuilds({ distDirs: [distDir], environment: 'preview-42' });

    const preview = await release('preview-42');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().result.remotes[0].version).toBe('0.1.0-decade');
  });

  it('writes brotli and gzip siblings of the larger text files, served to clients that accept them', async () => {
    const distDir = path.join(testApp.directory, 'mfe-account', 'dist');
    const chunk = `${'export const line = "a chunk of the account remote";\n'.repeat(100)}`;
    await writeBuild(distDir, '0.1.0-5eed00', 'small entry');
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
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decompress(response.rawPayload).toString()).toBe(chunk);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(smallEntry.headers['content-encoding']).toBeUndefined();
    expect(smallEntry.body).toBe('small entry');
  });

  it('adds the missing siblings to a version published without them, leaving its files alone', async () => {
    const versionDir = path.join(testApp.directory, 'artifacts', 'mfe-account', '0.1.0-01d000');
    const distDir = path.join(testApp.directory, 'mfe-account', 'dist');
    const published = `${'const published = true;\n'.repeat(100)}`;
    await writeBuild(distDir, '0.1.0-01d000', 'rebuilt entry');
    await mkdir(versionDir, { recursive: true });
    await writeFile(path.join(versionDir, 'remoteEntry.js'), published);

    const report = await testApp.app.publishLocalBuilds({ distDirs: [distDir] });
    const served = await testApp.app.inject({
      method: 'GET',
      url: '/remotes/mfe-account/0.1.0-01d000/remoteEntry.js',
      headers: { 'accept-encoding': 'br' },
    });

    expect(report.published[0]?.copied).toBe(false);
    expect(served.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(served.rawPayload).toString()).toBe(published);
  });
});
