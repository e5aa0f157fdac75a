import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type PublishRequestWire, type RevisionWire } from 'shared-kernel/wire/registry';
import { releaseUsage, runReleaseCommand } from './release-commands';
import { type ShopClientEnvironment } from './shop-client';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function json(result: unknown, status = 200): Response {
  return new Response(JSON.stringify({ result, error: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function refusal(status: number, id: string, message: string, errors: unknown = []): Response {
  return new Response(JSON.stringify({ result: null, error: { id, message }, errors }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const environments = {
  environments: [
    { name: 'local', revision: 12, shell: null },
    {
      name: 'staging',
      revision: 4,
      shell: { version: '0.1.0-5e5e5e5e5e', provides: { 'shared-kernel': '1.0.0' } },
    },
    { name: 'production', revision: 0, shell: null },
  ],
};

function revision(overrides: Partial<RevisionWire> = {}): RevisionWire {
  return {
    environment: 'staging',
    number: 5,
    created_at: '2026-11-26T22:00:00.000Z',
    author: 'release@shop.example',
    action: 'pin',
    reason: 'New results page',
    restored_revision: null,
    pins: [
      { remote: 'mfe-catalog', version: '0.2.0-ab12', canary: null },
      { remote: 'mfe-wallet', version: '0.1.0-cd34', canary: null },
    ],
    ...overrides,
  };
}

/** A fake shop: answers the environments list, and `answer` for everything else. */
function shop(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch: ShopClientEnvironment['fetch'] = (url, init) => {
    const call = {
      url,
      method: init.method,
      headers: init.headers,
      body: init.body === undefined ? undefined : (JSON.parse(init.body) as unknown),
    };
    calls.push(call);
    return Promise.resolve(
      url.endsWith('/registry/environments') ? json(environments) : answer(call),
    );
  };
  return { calls, fetch };
}

async function release(
  args: string[],
  fetch: ShopClientEnvironment['fetch'] = () => Promise.reject(new Error('not called')),
  credentials: ShopClientEnvironment['credentials'] = { OPS_SESSION_TOKEN: 'token-1' },
): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runReleaseCommand(args, {
    publicUrl: 'http://localhost:8080/',
    repositoryRoot: '/nowhere',
    credentials,
    fetch,
    write: (text) => lines.push(text),
  });
  return { code, output: lines.join('\n') };
}

describe('npm run release -- <change>', () => {
  it('pins with the live revision as If-Match and says what the new revision serves', async () => {
    const { calls, fetch } = shop(() => json(revision()));

    const result = await release(
      ['pin', 'staging', 'mfe-catalog', '0.2.0-ab12', '--reason', 'New results page'],
      fetch,
    );

    expect(result).toEqual({
      code: 0,
      output: 'staging is now at revision 5: mfe-catalog 0.2.0-ab12 (reason: New results page)',
    });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET http://localhost:8080/registry/environments',
      'PUT http://localhost:8080/registry/staging/pins/mfe-catalog',
    ]);
    expect(calls[1]?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'if-match': '"4"',
    });
    expect(calls[1]?.body).toEqual({ version: '0.2.0-ab12', reason: 'New results page' });
  });

  it('sends the revision given with --revision instead of reading the live one', async () => {
    const { calls, fetch } = shop(() => json(revision()));

    await release(
      ['pin', 'staging', 'mfe-catalog', '0.2.0-ab12', '--revision', '3', '--reason', 'Retry'],
      fetch,
    );

    expect(calls.map((call) => call.url)).toEqual([
      'http://localhost:8080/registry/staging/pins/mfe-catalog',
    ]);
    expect(calls[0]?.headers['if-match']).toBe('"3"');
  });

  it('sends canaries, promotions and rollbacks as the registry reads them', async () => {
    const canary = revision({
      number: 6,
      environment: 'production',
      pins: [
        {
          remote: 'mfe-catalog',
          version: '0.1.0-aaaa',
          canary: { version: '0.2.0-ab12', percent: 10 },
        },
      ],
    });
    const { calls, fetch } = shop(() => json(canary));

    const canaried = await release(
      ['canary', 'production', 'mfe-catalog', '0.2.0-ab12', '10', '--reason', 'Try it'],
      fetch,
    );
    await release(
      ['promote', 'staging', 'production', 'mfe-catalog', '--percent', '10', '--reason', 'Go'],
      fetch,
    );
    await release(['promote', 'staging', 'production', 'mfe-wallet', '--reason', 'Go'], fetch);
    await release(['rollback', 'production', '2', '--reason', 'Errors'], fetch);

    expect(canaried.output).toBe(
      'production is now at revision 6: mfe-catalog 0.1.0-aaaa, canary 0.2.0-ab12 for 10% of visitors (reason: New results page)',
    );
    const changes = calls.filter((call) => call.method !== 'GET');
    expect(
      changes.map((call) => [call.method, call.url, call.headers['if-match'], call.body]),
    ).toEqual([
      [
        'PUT',
        'http://localhost:8080/registry/production/canaries/mfe-catalog',
        '"0"',
        { version: '0.2.0-ab12', percent: 10, reason: 'Try it' },
      ],
      [
        'POST',
        'http://localhost:8080/registry/production/promotions',
        '"0"',
        { from: 'staging', remote: 'mfe-catalog', percent: 10, reason: 'Go' },
      ],
      [
        'POST',
        'http://localhost:8080/registry/production/promotions',
        '"0"',
        { from: 'staging', remote: 'mfe-wallet', reason: 'Go' },
      ],
      [
        'POST',
        'http://localhost:8080/registry/production/rollbacks',
        '"0"',
        { revision: 2, reason: 'Errors' },
      ],
    ]);
  });

  it('prints a refusal with each of its problems and exits 1', async () => {
    const { fetch } = shop(() =>
      refusal(422, 'incompatible_remote', 'mfe-catalog 0.3.0-ee cannot be served in staging.', {
        version: [
          'mfe-catalog 0.3.0-ee needs shared-kernel ^2.0.0; the staging shell provides 1.0.0.',
          'mfe-catalog 0.3.0-ee claims /deposit, which belongs to mfe-wallet.',
        ],
      }),
    );
    const stale = shop(() =>
      refusal(412, 'revision_conflict', 'staging is at revision 5 now, not 4: look again.'),
    );

    const refused = await release(
      ['pin', 'staging', 'mfe-catalog', '0.3.0-ee', '--reason', 'x'],
      fetch,
    );
    const conflicted = await release(
      ['withdraw', 'mfe-catalog', '0.1.0-aa', '--reason', 'x'],
      stale.fetch,
    );

    expect(refused).toEqual({
      code: 1,
      output: [
        'mfe-catalog 0.3.0-ee cannot be served in staging.',
        '  - mfe-catalog 0.3.0-ee needs shared-kernel ^2.0.0; the staging shell provides 1.0.0.',
        '  - mfe-catalog 0.3.0-ee claims /deposit, which belongs to mfe-wallet.',
      ].join('\n'),
    });
    expect(conflicted).toEqual({
      code: 1,
      output: 'staging is at revision 5 now, not 4: look again.',
    });
  });

  it('refuses an unknown environment before sending a change', async () => {
    const { calls, fetch } = shop(() => json(revision()));

    const result = await release(['rollback', 'qa', '2', '--reason', 'x'], fetch);

    expect(result).toEqual({
      code: 1,
      output: 'There is no environment qa; the environments are local, staging, production.',
    });
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('explains its usage, and exits 2 on a command line it cannot run', async () => {
    const help = await release(['--help']);
    const cases = await Promise.all([
      release([]),
      release(['deploy', 'staging']),
      release(['pin', 'staging', 'mfe-catalog', '0.2.0-ab12']),
      release(['canary', 'staging', 'mfe-catalog', '0.2.0-ab12', 'ten', '--reason', 'x']),
      release(['rollback', 'staging', '--reason', 'x']),
      release(['status', 'staging', 'extra']),
    ]);

    expect(help).toEqual({ code: 0, output: releaseUsage });
    for (const command of ['status', 'history', 'versions', 'publish', 'pin', 'canary']) {
      expect(releaseUsage).toContain(`  ${command} `);
    }
    for (const command of ['promote', 'rollback', 'withdraw']) {
      expect(releaseUsage).toContain(`  ${command} `);
    }
    expect(cases.map(({ code }) => code)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(cases.map(({ output }) => output.split('\n')[0])).toEqual([
      'Usage: npm run release -- <command> [options]',
      'There is no command deploy.',
      'pin needs --reason <text>: it is kept with the release.',
      'percent must be a whole number.',
      'rollback takes <env> <revision>.',
      'status takes [env].',
    ]);
  });

  it('signs in with the operator credentials and signs out afterwards', async () => {
    const { calls, fetch } = shop((call) =>
      call.url.endsWith('/ops/session') ? json({ token: 'fresh' }) : json(revision()),
    );

    const result = await release(
      ['pin', 'staging', 'mfe-catalog', '0.2.0-ab12', '--reason', 'x'],
      fetch,
      {
        OPS_EMAIL: 'release@shop.example',
        OPS_PASSWORD: 'secret',
        OPS_TOTP_CODE: '123456',
      },
    );

    expect(result.code).toBe(0);
    expect(
      calls.map((call) => `${call.method} ${call.url.replace('http://localhost:8080', '')}`),
    ).toEqual([
      'POST /ops/session',
      'GET /registry/environments',
      'PUT /registry/staging/pins/mfe-catalog',
      'DELETE /ops/session',
    ]);
    expect(calls[1]?.headers.authorization).toBe('Bearer fresh');
  });
});

describe('npm run release -- <read>', () => {
  it('shows each environment, its shell and what its live revision serves', async () => {
    const { calls, fetch } = shop(() => json(revision({ number: 4 })));

    const result = await release(['status'], fetch);
    const staging = await release(['status', 'staging'], fetch);

    expect(result.code).toBe(0);
    expect(result.output.split('\n')).toEqual([
      'local: revision 12, no shell recorded yet',
      expect.stringMatching(/^ {2}made .+ by release@shop\.example \(pin\): New results page$/),
      '  mfe-catalog 0.2.0-ab12',
      '  mfe-wallet 0.1.0-cd34',
      'staging: revision 4, shell 0.1.0-5e5e5e5e5e (shared-kernel 1.0.0)',
      expect.stringMatching(/^ {2}made /),
      '  mfe-catalog 0.2.0-ab12',
      '  mfe-wallet 0.1.0-cd34',
      'production: revision 0, no shell recorded yet',
      '  no release yet',
    ]);
    expect(staging.output.split('\n')[0]).toBe(
      'staging: revision 4, shell 0.1.0-5e5e5e5e5e (shared-kernel 1.0.0)',
    );
    expect(calls.map((call) => call.url)).toContain(
      'http://localhost:8080/registry/staging/revisions/4',
    );
  });

  it('lists a page of revisions and the versions of a remote', async () => {
    const { calls, fetch } = shop((call) =>
      call.url.includes('/revisions')
        ? json({
            revisions: [revision({ number: 3, action: 'rollback', restored_revision: 1 })],
            total: 23,
          })
        : json({
            remote: 'mfe-catalog',
            versions: [
              {
                version: '0.2.0-ab12',
                manifest: { commit: 'abcdef1234567890' },
                published_at: '2026-11-26T22:00:00.000Z',
                published_by: 'release@shop.example',
                withdrawn: null,
                live_in: ['staging', 'production'],
              },
            ],
          }),
    );

    const history = await release(['history', 'staging', '--page', '2'], fetch);
    const versions = await release(['versions', 'mfe-catalog'], fetch);

    expect(calls[0]?.url).toBe('http://localhost:8080/registry/staging/revisions?page=2&size=20');
    expect(history.output).toMatch(
      /^revision 3 {2}.+ {2}release@shop\.example {2}rollback of revision 1: New results page\n/,
    );
    expect(history.output).toContain('  mfe-catalog 0.2.0-ab12; mfe-wallet 0.1.0-cd34');
    expect(history.output).toContain('(revisions 21–21 of 23, newest first; more with --page 3)');
    expect(versions.output).toMatch(
      /^0\.2\.0-ab12 {2}published .+ by release@shop\.example {2}commit abcdef123456 {2}live in staging, production$/,
    );
  });
});

describe('npm run release -- publish', () => {
  let distDir: string;
  const manifest = {
    remote: 'mfe-catalog',
    version: '0.2.0-ab12cd34ef',
    buildId: 'ab12cd34ef',
    commit: 'f'.repeat(40),
    entry: 'remoteEntry.js',
    integrity: `sha384-${'A'.repeat(64)}`,
    requires: { 'shared-kernel': '^1.0.0', react: '^19.3.1' },
    routes: ['/', '/causes'],
    builtAt: '2026-11-26T22:00:00.000Z',
  };

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'shop-release-cli-'));
    await mkdir(path.join(distDir, 'fonts'));
    await Promise.all([
      writeFile(path.join(distDir, 'release.json'), JSON.stringify(manifest)),
      writeFile(path.join(distDir, 'remoteEntry.js'), 'entry();'),
      writeFile(path.join(distDir, 'remoteEntry.js.br'), 'brotli'),
      writeFile(path.join(distDir, 'remoteEntry.js.gz'), 'gzip'),
      writeFile(path.join(distDir, 'fonts/shop.woff2'), Buffer.from([0, 1, 2, 255])),
      writeFile(path.join(distDir, 'fonts/archive.gz'), 'a download, not a sibling'),
    ]);
  });

  afterAll(() => rm(distDir, { recursive: true, force: true }));

  const published = (status: number) =>
    json({ remote: 'mfe-catalog', version: manifest.version, manifest: {}, live_in: [] }, status);

  it('uploads the manifest in snake_case and every file but the precompressed siblings', async () => {
    const { calls, fetch } = shop(() => published(201));

    const result = await release(['publish', 'mfe-catalog', '--dist', distDir], fetch);

    expect(result).toEqual({
      code: 0,
      output:
        'Published mfe-catalog 0.2.0-ab12cd34ef (4 files). It serves nobody until it is pinned, promoted or run as a canary.',
    });
    expect(calls[0]?.url).toBe('http://localhost:8080/registry/remotes/mfe-catalog/versions');
    const body = calls[0]?.body as PublishRequestWire;
    expect(body.manifest).toEqual({
      version: '0.2.0-ab12cd34ef',
      build_id: 'ab12cd34ef',
      commit: 'f'.repeat(40),
      entry: 'remoteEntry.js',
      integrity: `sha384-${'A'.repeat(64)}`,
      requires: { 'shared-kernel': '^1.0.0', react: '^19.3.1' },
      routes: ['/', '/causes'],
      built_at: '2026-11-26T22:00:00.000Z',
    });
    expect(body.files.map((file) => file.path)).toEqual([
      'fonts/archive.gz',
      'fonts/shop.woff2',
      'release.json',
      'remoteEntry.js',
    ]);
    expect(body.files.find((file) => file.path === 'fonts/shop.woff2')?.content_base64).toBe(
      Buffer.from([0, 1, 2, 255]).toString('base64'),
    );
  });

  it('says when the same build was published before, and refuses a build of another remote', async () => {
    const { fetch } = shop(() => published(200));

    const again = await release(['publish', 'mfe-catalog', '--dist', distDir], fetch);
    const other = await release(['publish', 'mfe-wallet', '--dist', distDir], fetch);
    const unbuilt = await release(['publish', 'mfe-wallet'], fetch);

    expect(again.output).toBe(
      'mfe-catalog 0.2.0-ab12cd34ef was already published with these files; nothing changed.',
    );
    expect(other).toEqual({
      code: 1,
      output: `${path.join(distDir, 'release.json')} is a build of mfe-catalog, not of mfe-wallet.`,
    });
    expect(unbuilt.code).toBe(1);
    expect(unbuilt.output).toContain('/nowhere/mfe-wallet/dist/release.json');
    expect(unbuilt.output).toContain('npm run build -w mfe-wallet');
  });
});
