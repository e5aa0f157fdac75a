import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedHeaders } from '../../testing/signed-headers';
import { signInOperator, type TestOperator } from '../operators/test-support';
import { isClosedForMaintenance } from './gate';

let testApp: TestApp;
let releaseManager: TestOperator;

beforeAll(async () => {
  testApp = await buildTestApp();
  releaseManager = await signInOperator(testApp.app, ['release_manager']);
});

afterAll(() => testApp.close());

const customerCall = async (url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: await signedHeaders() });

const switchTo = (state: 'on' | 'off', message = '', operator = releaseManager) =>
  testApp.app.inject({
    method: 'POST',
    url: '/ops/maintenance',
    headers: { cookie: operator.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state, message }).toString(),
  });

const maintenancePage = (operator = releaseManager) =>
  testApp.app.inject({
    method: 'GET',
    url: '/ops/maintenance',
    headers: { cookie: operator.cookie, accept: 'text/html' },
  });

describe('the maintenance switch', () => {
  afterEach(async () => {
    await switchTo('off');
  });

  it('shows the shop open, with a form to switch maintenance on', async () => {
    const page = await maintenancePage();

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Maintenance is <strong>off</strong>');
    expect(page.body).toContain(
      '<label for="maintenance-message">Message for customers (optional)</label>',
    );
    expect(page.body).toContain('<button type="submit">Switch maintenance on</button>');
  });

  it('while on, customer calls answer 503 maintenance with the message; the shop is open again once off', async () => {
    const switched = await switchTo('on', 'Back at 6 am with new draws.');
    expect(switched.statusCode).toBe(303);
    expect(switched.headers.location).toBe('/ops/maintenance?done=on');

    const during = await customerCall('/v2/tips');
    expect(during.statusCode).toBe(503);
    expect(during.json().error).toEqual({
      id: 'maintenance',
      message: 'Back at 6 am with new draws.',
    });
    expect(during.json().messages[0]).toMatchObject({ code: 'maintenance', level: 'error' });
    expect((await maintenancePage()).body).toContain(
      'Customers read: “Back at 6 am with new draws.”',
    );

    await switchTo('off');
    expect((await customerCall('/v2/tips')).statusCode).toBe(200);
  });

  it('without a message, customers get the standard maintenance text', async () => {
    await switchTo('on');
    const during = await customerCall('/v2/tips');
    expect(during.json().error.message).toBe(
      "There's a spanner in the works! We'll be up and running again soon after this scheduled maintenance.",
    );
  });

  it('keeps what the shell needs to show the maintenance page, health and the operator apps working', async () => {
    await switchTo('on');
    expect((await customerCall('/v2/config')).statusCode).toBe(200);
    expect((await customerCall('/v2/capabilities')).statusCode).toBe(200);
    expect((await customerCall('/v2/en-AU/items?c[]=layout')).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/discover' })).statusCode).toBe(200);
    expect((await maintenancePage()).statusCode).toBe(200);
  });

  it('writes each switch to the audit log, with who and the message', async () => {
    await switchTo('on', 'Upgrading the database');
    await switchTo('off');
    const entries = await testApp.app.database
      .selectFrom('audit_log')
      .select(['action', 'actor', 'detail'])
      .where('subject_type', '=', 'maintenance')
      .execute();

    expect(entries).toContainEqual({
      action: 'maintenance.switched_on',
      actor: releaseManager.email,
      detail: { message: 'Upgrading the database' },
    });
    expect(entries).toContainEqual({
      action: 'maintenance.switched_off',
      actor: releaseManager.email,
      detail: { message: null },
    });
  });

  it('refuses a message over 500 characters, and keeps the shop open', async () => {
    const refused = await switchTo('on', 'x'.repeat(501));
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('The message can be at most 500 characters.');
    expect((await customerCall('/v2/tips')).statusCode).toBe(200);
  });

  it('is for release managers only', async () => {
    const support = await signInOperator(testApp.app, ['support']);
    expect((await maintenancePage(support)).statusCode).toBe(403);
    expect((await switchTo('on', '', support)).statusCode).toBe(403);
    expect((await customerCall('/v2/tips')).statusCode).toBe(200);
  });
});

describe('isClosedForMaintenance', () => {
  it.each([
    ['/v2/cart/items', '/v2/cart/items', true],
    ['/auth/login', undefined, true],
    ['/social/v3/groups', undefined, true],
    ['/v2/config', '/v2/config', false],
    ['/v2/en-AU/items', '/v2/:locale/items', false],
    ['/auth/refresh', '/auth/refresh', false],
    ['/ops/maintenance', '/ops/maintenance', false],
    ['/registry/local/release', '/registry/:environment/release', false],
    ['/remotes/mfe-catalog/1.0.0/remoteEntry.js', '/*', false],
    ['/', '/', false],
  ])('%s: %s', (path, routeUrl, closed) => {
    expect(isClosedForMaintenance(path, routeUrl)).toBe(closed);
  });
});
