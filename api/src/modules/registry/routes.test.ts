import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signInOperator } from '../operators/test-support';
import { signUpAs } from '../verification/test-support';
import { type EnvironmentsWire } from 'shared-kernel/wire/registry';
import { buildOf, installedKernelRange, pinIn, RegistryClient, resultOf } from './test-support';

let testApp: TestApp;
let manager: RegistryClient;

beforeAll(async () => {
  testApp = await buildTestApp({
    seedDemoData: false,
    publicUrl: 'http://shop.test',
    rateLimit: { max: 10_000, timeWindowMs: 60_000 },
  });
  manager = await RegistryClient.signIn(testApp.app);
});

afterAll(() => testApp.close());

describe('publishing', () => {
  it('publishes a build once: 201, the same files again 200, other files 409', async () => {
    const build = buildOf('mfe-wallet', '0.1.0-1a2b3c');
    const created = await manager.publish(build);
    const again = await manager.publish(build);
    const other = await manager.publish(buildOf('mfe-wallet', '0.1.0-1a2b3c', { entry: 'other' }));

    expect(created.statusCode).toBe(201);
    expect(created.json().result).toMatchObject({
      remote: 'mfe-wallet',
      version: '0.1.0-1a2b3c',
      manifest: { build_id: '1a2b3c', entry: 'remoteEntry.js', commit: 'abc123' },
      digest: expect.stringMatching(/^[0-9a-f]{64}$/),
      published_by: manager.operator.email,
      withdrawn: null,
      live_in: [],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().result.digest).toBe(created.json().result.digest);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toEqual({
      id: 'version_exists',
      message:
        'Version 0.1.0-1a2b3c of mfe-wallet is already published with other files; a version cannot change.',
    });
    const entry = path.join(testApp.directory, 'artifacts/mfe-wallet/0.1.0-1a2b3c/remoteEntry.js');
    expect(await readFile(entry, 'utf8')).toBe('console.log("mfe-wallet 0.1.0-1a2b3c")');
  });

  it('refuses a wrong integrity, a missing or broken entry, unsafe paths and unknown remotes (422/404)', async () => {
    const badIntegrity = buildOf('mfe-wallet', '0.1.0-bad1');
    badIntegrity.body.manifest.integrity = buildOf('mfe-wallet', '0.1.0-x').body.manifest.integrity;
    const noEntry = buildOf('mfe-wallet', '0.1.0-bad2');
    noEntry.body.files = noEntry.body.files.filter((file) => file.path !== 'remoteEntry.js');
    const traversal = buildOf('mfe-wallet', '0.1.0-bad3');
    traversal.body.files.push({ path: '../../escape.js', content_base64: '' });
    const absolute = buildOf('mfe-wallet', '0.1.0-bad4');
    absolute.body.files.push({ path: '/etc/passwd', content_base64: '' });
    const truncated = buildOf('mfe-wallet', '0.1.0-bad5', { entry: 'var mfe_wallet = {' });

    const responses = await Promise.all(
      [badIntegrity, noEntry, traversal, absolute, truncated].map((build) =>
        manager.publish(build),
      ),
    );
    const unknownRemote = await manager.publish(buildOf('mfe-nothing', '0.1.0-a'));
    const badVersion = await manager.publish(buildOf('mfe-wallet', '../../etc'));

    expect(responses.map((response) => response.statusCode)).toEqual([422, 422, 422, 422, 422]);
    expect(
      responses.map((response) => response.json<{ error: { id: string } }>().error.id),
    ).toEqual([
      'integrity_mismatch',
      'entry_missing',
      'invalid_file_path',
      'invalid_file_path',
      'entry_invalid',
    ]);
    expect(unknownRemote.statusCode).toBe(404);
    expect(unknownRemote.json().error.id).toBe('remote_not_found');
    expect(badVersion.statusCode).toBe(422);
    const versions = await manager.get('/registry/remotes/mfe-wallet/versions');
    expect(JSON.stringify(versions.json())).not.toContain('bad');
  });

  it('needs a release manager: anonymous 401, customer 401, another role 403', async () => {
    const build = buildOf('mfe-wallet', '0.1.0-aa').body;
    const post = (headers: Record<string, string>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/registry/remotes/mfe-wallet/versions',
        headers,
        payload: build,
      });
    const viewer = await signInOperator(testApp.app, ['release_viewer']);
    const customer = (await signUpAs(testApp.app, 'Customer')).accessToken;

    const anonymous = await post({});
    const asCustomer = await post({ authorization: `Bearer ${customer}` });
    const asViewer = await post({ authorization: viewer.authorization });
    const viewerReads = await testApp.app.inject({
      method: 'GET',
      url: '/registry/remotes',
      headers: { authorization: viewer.authorization },
    });
    const anonymousReads = await testApp.app.inject({ method: 'GET', url: '/registry/remotes' });

    expect(anonymous.statusCode).toBe(401);
    expect(asCustomer.statusCode).toBe(401);
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json().error.id).toBe('operator_forbidden');
    expect(viewerReads.statusCode).toBe(200);
    expect(anonymousReads.statusCode).toBe(401);
  });
});

describe('pinning', () => {
  beforeAll(async () => {
    for (const version of ['0.1.0-aaaaaa', '0.1.0-bbbbbb']) {
      await manager.publish(buildOf('mfe-catalog', version, { routes: ['/', '/causes'] }));
    }
  });

  it('makes a new revision from the one read: stale 412, missing If-Match 428', async () => {
    const before = await manager.live('staging');
    const pinned = await manager.pin('staging', 'mfe-catalog', '0.1.0-aaaaaa', before);
    const stale = await manager.pin('staging', 'mfe-catalog', '0.1.0-bbbbbb', before);
    const missing = await testApp.app.inject({
      method: 'PUT',
      url: '/registry/staging/pins/mfe-catalog',
      headers: { authorization: manager.operator.authorization },
      payload: { version: '0.1.0-bbbbbb', reason: 'No revision named.' },
    });
    const weak = await manager.change('PUT', '/registry/staging/pins/mfe-catalog', 'staging', {
      version: '0.1.0-bbbbbb',
    });

    expect(pinned.statusCode).toBe(200);
    expect(pinned.headers.etag).toBe(`"${before + 1}"`);
    expect(pinned.json().result).toMatchObject({
      environment: 'staging',
      number: before + 1,
      author: manager.operator.email,
      action: 'pin',
      reason: 'Testing a release.',
      pins: [{ remote: 'mfe-catalog', version: '0.1.0-aaaaaa', canary: null }],
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.id).toBe('revision_conflict');
    expect(missing.statusCode).toBe(428);
    expect(missing.json().error.id).toBe('revision_required');
    expect(weak.statusCode).toBe(200);
    const audit = await testApp.app.database
      .selectFrom('audit_log')
      .select(['actor', 'action', 'subject_id', 'detail'])
      .where('subject_type', '=', 'release')
      .where('subject_id', '=', 'staging')
      .orderBy('created_at')
      .execute();
    expect(audit[0]).toMatchObject({
      actor: manager.operator.email,
      action: 'release.pin',
      detail: { remote: 'mfe-catalog', version: '0.1.0-aaaaaa', revision: before + 1 },
    });
  });

  it('keeps a release manager limited to staging out of production', async () => {
    const stagingManager = await RegistryClient.signIn(testApp.app, ['staging']);
    const productionBefore = await manager.live('production');
    const staging = await stagingManager.pin('staging', 'mfe-catalog', '0.1.0-bbbbbb');
    const production = await stagingManager.pin('production', 'mfe-catalog', '0.1.0-bbbbbb');
    const withdraw = await stagingManager.post(
      '/registry/remotes/mfe-catalog/versions/0.1.0-bbbbbb/withdraw',
      { reason: 'Not mine to withdraw.' },
    );

    expect(staging.statusCode).toBe(200);
    expect(production.statusCode).toBe(403);
    expect(production.json().error).toMatchObject({
      id: 'operator_forbidden',
      message: 'You may not release to production: your releases are limited to staging.',
    });
    expect(withdraw.statusCode).toBe(403);
    expect(await manager.live('production')).toBe(productionBefore);
  });

  it('accepts If-Match as W/"n"', async () => {
    const live = await manager.live('staging');
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/registry/staging/pins/mfe-catalog',
      headers: { authorization: manager.operator.authorization, 'if-match': `W/"${live}"` },
      payload: { version: '0.1.0-aaaaaa', reason: 'Weak tags are fine.' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses unknown environments, remotes and versions, and a missing artifact', async () => {
    const environment = await manager.pin('moon', 'mfe-catalog', '0.1.0-aaaaaa', 0);
    const remote = await manager.pin('local', 'mfe-nothing', '0.1.0-aaaaaa');
    const version = await manager.pin('local', 'mfe-catalog', '9.9.9');
    await manager.publish(buildOf('mfe-catalog', '0.1.0-gone'));
    await rm(path.join(testApp.directory, 'artifacts/mfe-catalog/0.1.0-gone'), { recursive: true });
    const missing = await manager.pin('local', 'mfe-catalog', '0.1.0-gone');

    expect(environment.statusCode).toBe(404);
    expect(environment.json().error.id).toBe('environment_not_found');
    expect(remote.statusCode).toBe(404);
    expect(remote.json().error.id).toBe('remote_not_found');
    expect(version.statusCode).toBe(422);
    expect(version.json().errors).toEqual({
      version: ['Version 9.9.9 of mfe-catalog is not registered.'],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.id).toBe('artifact_missing');
  });

  it('refuses a build the shell cannot run, with one sentence per problem', async () => {
    await manager.publish(
      buildOf('mfe-catalog', '0.2.0-kernel2', {
        requires: { 'shared-kernel': '^2.0.0' },
        routes: ['/', '/deposit'],
      }),
    );
    const kernelVersion = installedKernelRange.slice(1);

    const refused = await manager.pin('local', 'mfe-catalog', '0.2.0-kernel2');

    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.id).toBe('incompatible_remote');
    expect(refused.json().errors.version).toEqual([
      `mfe-catalog 0.2.0-kernel2 needs shared-kernel ^2.0.0; the local shell provides ${kernelVersion}.`,
      'mfe-catalog 0.2.0-kernel2 claims /deposit, which belongs to mfe-wallet.',
    ]);
  });

  it('withdraws a version nobody runs; it can never be released again', async () => {
    await manager.publish(buildOf('mfe-catalog', '0.1.0-bad'));
    const live = await manager.post(
      '/registry/remotes/mfe-catalog/versions/0.1.0-aaaaaa/withdraw',
      {
        reason: 'Broken.',
      },
    );
    const withdrawn = await manager.post(
      '/registry/remotes/mfe-catalog/versions/0.1.0-bad/withdraw',
      {
        reason: 'It shows the wrong prices.',
      },
    );
    const pin = await manager.pin('local', 'mfe-catalog', '0.1.0-bad');

    expect(live.statusCode).toBe(409);
    expect(live.json().error.id).toBe('version_live');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().result.withdrawn).toEqual({
      at: expect.any(String),
      by: manager.operator.email,
      reason: 'It shows the wrong prices.',
    });
    expect(pin.statusCode).toBe(422);
    expect(pin.json().error.id).toBe('version_withdrawn');
  });
});

describe('canaries, promotions and rollbacks', () => {
  beforeAll(async () => {
    for (const version of ['0.1.0-c1', '0.1.0-c2']) {
      await manager.publish(buildOf('mfe-account', version));
    }
    await manager.pin('local', 'mfe-account', '0.1.0-c1');
  });

  it('refuses a percent that is not a whole number from 0 to 100', async () => {
    const before = await manager.live('local');
    for (const percent of [-1, 101, 1.5]) {
      const response = await manager.canary('local', 'mfe-account', '0.1.0-c2', percent);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.percent).toEqual([
        'The percent must be a whole number from 0 to 100.',
      ]);
      const promotion = await manager.change('POST', '/registry/staging/promotions', 'staging', {
        from: 'local',
        remote: 'mfe-account',
        percent: percent === -1 ? 0 : percent,
      });
      expect(promotion.statusCode).toBe(422);
      expect(promotion.json().errors.percent).toEqual([
        'A promotion goes to a whole percentage of visitors from 1 to 100.',
      ]);
    }
    expect(await manager.live('local')).toBe(before);
  });

  it('runs a canary, ends it at 0 and promotes it at 100', async () => {
    const started = await manager.canary('local', 'mfe-account', '0.1.0-c2', 10);
    const ended = await manager.canary('local', 'mfe-account', '0.1.0-c2', 0);
    const endedAgain = await manager.canary('local', 'mfe-account', '0.1.0-c2', 0);
    const promoted = await manager.canary('local', 'mfe-account', '0.1.0-c2', 100);
    const pinOf = (response: typeof started) => pinIn(response, 'mfe-account');

    expect(pinOf(started)).toEqual({
      remote: 'mfe-account',
      version: '0.1.0-c1',
      canary: { version: '0.1.0-c2', percent: 10 },
    });
    expect(pinOf(ended)).toEqual({ remote: 'mfe-account', version: '0.1.0-c1', canary: null });
    // Ending a canary that no longer runs makes no revision.
    expect(endedAgain.statusCode).toBe(422);
    expect(endedAgain.json().error.id).toBe('no_canary');
    expect(pinOf(promoted)).toEqual({ remote: 'mfe-account', version: '0.1.0-c2', canary: null });
  });

  it('promotes the stable version live in another environment', async () => {
    const promoted = await manager.change('POST', '/registry/production/promotions', 'production', {
      from: 'local',
      remote: 'mfe-account',
    });
    const asCanary = await manager.change('POST', '/registry/staging/promotions', 'staging', {
      from: 'local',
      remote: 'mfe-account',
      percent: 20,
    });

    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().result).toMatchObject({
      action: 'promote',
      pins: [{ remote: 'mfe-account', version: '0.1.0-c2', canary: null }],
    });
    expect(asCanary.statusCode).toBe(422);
    expect(asCanary.json().error.id).toBe('no_stable_version');
  });

  it('rolls back to an earlier revision: a new revision with its pins', async () => {
    const history = await manager.get('/registry/local/revisions');
    const { revisions } = history.json().result as {
      revisions: Array<{ number: number; pins: Array<{ remote: string; version: string }> }>;
    };
    const earlier = revisions.find((revision) =>
      revision.pins.some((pin) => pin.remote === 'mfe-account' && pin.version === '0.1.0-c1'),
    );
    if (earlier === undefined) throw new Error('No revision with 0.1.0-c1');

    const rolledBack = await manager.change('POST', '/registry/local/rollbacks', 'local', {
      revision: earlier.number,
    });
    const one = await manager.get(`/registry/local/revisions/${rolledBack.json().result.number}`);

    expect(rolledBack.statusCode).toBe(200);
    expect(rolledBack.json().result).toMatchObject({
      action: 'rollback',
      restored_revision: earlier.number,
      pins: earlier.pins,
    });
    expect(one.json().result).toEqual(rolledBack.json().result);
  });

  it('lists environments in promotion order with their revision and shell', async () => {
    const response = await manager.get('/registry/environments');

    const { environments } = resultOf<EnvironmentsWire>(response);
    expect(environments.map((environment) => environment.name)).toEqual([
      'local',
      'staging',
      'production',
    ]);
    expect(environments[0]).toMatchObject({
      revision: expect.any(Number),
      shell: { version: 'unbuilt', provides: { 'shared-kernel': expect.any(String) } },
    });
  });
});
