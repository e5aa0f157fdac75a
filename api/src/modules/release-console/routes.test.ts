import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { signInOperator, type TestOperator } from '../operators/test-support';
import { newCustomer } from '../purchase/test-support';
import { consolePage, consolePost, publishCatalog } from './test-support';

const clock = new TestClock();
let testApp: TestApp;
let manager: TestOperator;
let viewer: TestOperator;

beforeAll(async () => {
  testApp = await buildTestApp({ seedDemoData: false });
  manager = await signInOperator(testApp.app, ['release_manager']);
  viewer = await signInOperator(testApp.app, ['release_viewer']);
});

afterAll(() => testApp.close());

const publish = () => publishCatalog(testApp.app, manager.email);
const page = (url: string, cookie: string) => consolePage(testApp.app, url, cookie);
const post = (url: string, form: Record<string, string>, cookie = manager.cookie) =>
  consolePost(testApp.app, url, form, cookie);
const live = (environment: string) => testApp.app.registry.liveRevision(environment);

async function pinForm(environment: string, version: string, reason: string) {
  return {
    version,
    reason,
    expectedRevision: String((await live(environment)).number),
  };
}

describe('who may use the release console', () => {
  it('sends a signed-out browser to sign in, and refuses customers and other roles', async () => {
    const signedOut = await testApp.app.inject({
      method: 'GET',
      url: '/ops/releases',
      headers: { accept: 'text/html' },
    });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe('/ops/login');

    const customer = await newCustomer(testApp.app, clock);
    const asCustomer = await testApp.app.inject({
      method: 'GET',
      url: '/registry/audit',
      headers: { authorization: `Bearer ${customer.accessToken}` },
    });
    expect(asCustomer.statusCode).toBe(401);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/registry/audit' });
    expect(anonymous.statusCode).toBe(401);

    const support = await signInOperator(testApp.app, ['support']);
    expect((await page('/ops/releases', support.cookie)).statusCode).toBe(403);
    const version = await publish();
    const refused = await post(
      '/ops/releases/staging/pins/mfe-catalog',
      await pinForm('staging', version, 'Viewers cannot pin'),
      viewer.cookie,
    );
    expect(refused.statusCode).toBe(403);

    const home = await page('/ops', viewer.cookie);
    expect(home.body).toContain('href="/ops/releases"');
  });

  it('shows a viewer every environment without actions, and a manager the actions', async () => {
    await publish();
    const asViewer = await page('/ops/releases', viewer.cookie);
    expect(asViewer.statusCode).toBe(200);
    expect(asViewer.headers['cache-control']).toBe('no-store');
    for (const environment of ['local', 'staging', 'production']) {
      expect(asViewer.body).toContain(`<caption>Remotes in ${environment}</caption>`);
    }
    expect(asViewer.body).not.toContain('<form method="post"');

    const asManager = await page('/ops/releases', manager.cookie);
    expect(asManager.body).toContain('action="/ops/releases/staging/pins/mfe-catalog"');
    expect(asManager.body).toContain('action="/ops/releases/production/canaries/mfe-catalog"');
  });
});

describe('changing a release', () => {
  it('pins a version with a reason: a new revision, in the revisions and the audit', async () => {
    const version = await publish();
    const before = (await live('staging')).number;

    const pinned = await post(
      '/ops/releases/staging/pins/mfe-catalog',
      await pinForm('staging', version, 'Ship the new catalogue'),
    );

    expect(pinned.statusCode).toBe(303);
    expect(pinned.headers.location).toBe(
      `/ops/releases?environment=staging&revision=${before + 1}`,
    );
    const after = await live('staging');
    expect(after.number).toBe(before + 1);
    expect(after.author).toBe(manager.email);
    expect(after.pins.find((pin) => pin.remote === 'mfe-catalog')?.version).toBe(version);
    const shown = await page(pinned.headers.location as string, viewer.cookie);
    expect(shown.body).toContain(
      `<p role="status">Done: revision ${before + 1} of staging is live.`,
    );

    const revisions = await page('/ops/releases/staging/revisions', manager.cookie);
    expect(revisions.body).toContain(`Revision ${before + 1} (live)`);
    expect(revisions.body).toContain('Ship the new catalogue');
    expect(revisions.body).toContain(`→ ${version}`);

    const audit = await testApp.app.inject({
      method: 'GET',
      url: '/registry/audit?environment=staging&action=pin',
      headers: { authorization: viewer.authorization },
    });
    expect(audit.statusCode).toBe(200);
    const { entries, page_info } = audit.json().result;
    expect(entries[0]).toMatchObject({
      actor: manager.email,
      action: 'pin',
      environment: 'staging',
      remote: 'mfe-catalog',
      version,
      revision: before + 1,
      reason: 'Ship the new catalogue',
    });
    expect(page_info).toMatchObject({ limit: 20, offset: 0 });
  });

  it('refuses a change without a reason, and changes nothing', async () => {
    const version = await publish();
    const before = await live('staging');

    const refused = await post(
      '/ops/releases/staging/pins/mfe-catalog',
      await pinForm('staging', version, '   '),
    );

    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(
      '<p role="alert">Give a reason for this change (1 to 500 characters).</p>',
    );
    expect((await live('staging')).number).toBe(before.number);
  });

  it('refuses a change made from a stale page, saying which revision is live', async () => {
    const [first, second] = [await publish(), await publish()];
    const stale = await pinForm('local', first, 'First change');
    expect((await post('/ops/releases/local/pins/mfe-catalog', stale)).statusCode).toBe(303);
    const now = (await live('local')).number;

    const refused = await post('/ops/releases/local/pins/mfe-catalog', {
      ...stale,
      version: second,
      reason: 'Second change from an old page',
    });

    expect(refused.statusCode).toBe(412);
    expect(refused.body).toContain(
      `Someone changed local since you opened this page (revision ${now} is live): check and try again.`,
    );
    expect((await live('local')).number).toBe(now);
  });

  it("shows the registry's sentence when it refuses, and refuses a bad percent", async () => {
    const version = await publish();
    expect(
      (
        await post(`/ops/releases/remotes/mfe-catalog/versions/${version}/withdraw`, {
          reason: 'Broken build',
        })
      ).headers.location,
    ).toBe(`/ops/releases/remotes/mfe-catalog?withdrawn=${version}`);

    const withdrawn = await post(
      '/ops/releases/production/pins/mfe-catalog',
      await pinForm('production', version, 'Try a withdrawn one'),
    );
    expect(withdrawn.statusCode).toBe(422);
    expect(withdrawn.body).toContain('was withdrawn');

    const badPercent = await post('/ops/releases/production/canaries/mfe-catalog', {
      ...(await pinForm('production', await publish(), 'Too much')),
      percent: '101',
    });
    expect(badPercent.statusCode).toBe(422);
    expect(badPercent.body).toContain(
      'The share of visitors must be a whole number from 0 to 100.',
    );
  });

  it('rolls back to an earlier revision from the revisions page', async () => {
    const [first, second] = [await publish(), await publish()];
    await post('/ops/releases/staging/pins/mfe-catalog', await pinForm('staging', first, 'One'));
    const target = (await live('staging')).number;
    await post('/ops/releases/staging/pins/mfe-catalog', await pinForm('staging', second, 'Two'));
    const shown = await page('/ops/releases/staging/revisions', manager.cookie);
    expect(shown.body).toContain(`Roll back to revision ${target}</button>`);

    const rolledBack = await post('/ops/releases/staging/rollbacks', {
      revision: String(target),
      reason: 'Two broke the catalogue',
      expectedRevision: String((await live('staging')).number),
    });

    expect(rolledBack.statusCode).toBe(303);
    const after = await live('staging');
    expect(rolledBack.headers.location).toBe(
      `/ops/releases/staging/revisions?environment=staging&revision=${after.number}`,
    );
    expect(after).toMatchObject({ action: 'rollback', restoredRevision: target });
    expect(after.pins.find((pin) => pin.remote === 'mfe-catalog')?.version).toBe(first);
  });

  it('filters the release audit by environment, remote and action', async () => {
    const version = await publish();
    await post(
      '/ops/releases/production/pins/mfe-catalog',
      await pinForm('production', version, 'Audit filter check'),
    );
    const only = await testApp.app.inject({
      method: 'GET',
      url: '/registry/audit?environment=production&remote=mfe-catalog&action=pin',
      headers: { authorization: manager.authorization },
    });
    const entries = only.json().result.entries as Array<Record<string, unknown>>;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.environment === 'production')).toBe(true);
    expect(entries.every((entry) => entry.action === 'pin')).toBe(true);
    const none = await testApp.app.inject({
      method: 'GET',
      url: '/registry/audit?environment=production&remote=mfe-wallet',
      headers: { authorization: manager.authorization },
    });
    expect(none.json().result.entries).toEqual([]);
    const pageShown = await page('/ops/releases/audit?environment=production', viewer.cookie);
    expect(pageShown.body).toContain('Audit filter check');
    expect(
      (await page('/ops/releases/audit?action=not%20an%20action', viewer.cookie)).statusCode,
    ).toBe(422);
  });
});
