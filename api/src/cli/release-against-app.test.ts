import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FastifyInstance } from 'fastify';
import { version as kernelVersion } from 'shared-kernel/package.json';
import { signInOperator } from '../modules/operators/test-support';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { runReleaseCommand } from './release-commands';
import { type ShopClientEnvironment } from './shop-client';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

/** The shop as the command reaches it over HTTP, served by the app in this process. */
function shopOf(app: FastifyInstance): ShopClientEnvironment['fetch'] {
  return async (url, init) => {
    const target = new URL(url);
    const response = await app.inject({
      method: init.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: `${target.pathname}${target.search}`,
      headers: init.headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
}

/** A remote's dist folder as the build leaves it. */
async function distOf(remote: string, version: string, routes: string[]): Promise<string> {
  const distDir = path.join(testApp.directory, 'builds', remote, version);
  await mkdir(distDir, { recursive: true });
  const entry = Buffer.from(`console.log(${JSON.stringify(version)})`);
  const manifest = {
    remote,
    version,
    buildId: version.split('-')[1],
    commit: 'abc123',
    entry: 'remoteEntry.js',
    integrity: `sha384-${createHash('sha384').update(entry).digest('base64')}`,
    requires: { 'shared-kernel': `^${kernelVersion}` },
    routes,
    builtAt: '2026-11-26T22:00:00.000Z',
  };
  await writeFile(path.join(distDir, 'remoteEntry.js'), entry);
  await writeFile(path.join(distDir, 'remoteEntry.js.gz'), 'precompressed');
  await writeFile(path.join(distDir, 'release.json'), JSON.stringify(manifest));
  return distDir;
}

async function release(...args: string[]): Promise<{ code: number; output: string }> {
  const { app } = testApp;
  const operator = await signInOperator(app, ['release_manager']);
  const lines: string[] = [];
  const code = await runReleaseCommand(args, {
    publicUrl: 'http://localhost:8080',
    repositoryRoot: testApp.directory,
    credentials: { OPS_SESSION_TOKEN: operator.token },
    fetch: shopOf(app),
    write: (text) => lines.push(text),
  });
  return { code, output: lines.join('\n') };
}

describe('npm run release (against the app)', () => {
  it('publishes a build, pins it, refuses a stale revision and shows the history', async () => {
    const good = await distOf('mfe-lotto-party', '0.9.0-aaaa', ['/lotto-party']);
    const greedy = await distOf('mfe-lotto-party', '0.9.1-bbbb', ['/lotto-party', '/deposit']);

    const published = await release('publish', 'mfe-lotto-party', '--dist', good);
    const again = await release('publish', 'mfe-lotto-party', '--dist', good);
    await release('publish', 'mfe-lotto-party', '--dist', greedy);
    const pinned = await release(
      'pin',
      'staging',
      'mfe-lotto-party',
      '0.9.0-aaaa',
      '--reason',
      'First party',
    );
    const revision = Number(/revision (\d+)/.exec(pinned.output)?.[1]);
    const stale = await release(
      'pin',
      'staging',
      'mfe-lotto-party',
      '0.9.0-aaaa',
      '--revision',
      String(revision - 1),
      '--reason',
      'Again',
    );
    const refused = await release(
      'pin',
      'staging',
      'mfe-lotto-party',
      '0.9.1-bbbb',
      '--reason',
      'Claims too much',
    );
    const status = await release('status', 'staging');
    const history = await release('history', 'staging');
    const versions = await release('versions', 'mfe-lotto-party');

    expect(published).toMatchObject({ code: 0 });
    expect(published.output).toContain('Published mfe-lotto-party 0.9.0-aaaa (2 files).');
    expect(again.output).toContain('already published with these files; nothing changed.');
    expect(pinned).toEqual({
      code: 0,
      output: `staging is now at revision ${revision}: mfe-lotto-party 0.9.0-aaaa (reason: First party)`,
    });
    expect(stale.code).toBe(1);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'mfe-lotto-party 0.9.1-bbbb claims /deposit, which belongs to mfe-wallet.',
    );
    expect(status.output).toContain(`staging: revision ${revision}, shell `);
    expect(status.output).toContain('  mfe-lotto-party 0.9.0-aaaa');
    expect(history.output).toMatch(new RegExp(`^revision ${revision} .+ pin: First party`));
    expect(versions.output).toMatch(
      /^0\.9\.1-bbbb {2}published .+\n0\.9\.0-aaaa .+live in staging$/,
    );
  });
});
