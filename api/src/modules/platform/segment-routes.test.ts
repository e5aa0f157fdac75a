import { type CapabilitiesWire } from 'shared-kernel/wire/platform';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedHeaders } from '../../testing/signed-headers';
import { signInOperator, type TestOperator } from '../operators/test-support';

let testApp: TestApp;
let editor: TestOperator;

beforeAll(async () => {
  testApp = await buildTestApp();
  editor = await signInOperator(testApp.app, ['content_editor']);
});

afterAll(() => testApp.close());

const page = (url: string, operator: TestOperator = editor) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: { cookie: operator.cookie, accept: 'text/html' },
  });

const post = (url: string, form: string, operator: TestOperator = editor) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { cookie: operator.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });

const ticked = (...capabilities: string[]) =>
  capabilities.map((name) => `capabilities%5B%5D=${name}`).join('&');

async function capabilitiesOf(segmentName: string): Promise<string[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/v2/capabilities',
    headers: await signedHeaders(),
  });
  const { segments } = response.json<{ result: CapabilitiesWire }>().result;
  return segments.find((segment) => segment.segment_name === segmentName)?.capabilities ?? [];
}

async function auditOf(segmentName: string) {
  return testApp.app.database
    .selectFrom('audit_log')
    .select(['actor', 'action', 'detail'])
    .where('subject_type', '=', 'segment')
    .where('subject_id', '=', segmentName)
    .orderBy('created_at')
    .execute();
}

describe('/ops/segments', () => {
  it('lists the segments with their capabilities, one labelled checkbox per capability', async () => {
    const response = await page('/ops/segments');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/<a href="\/ops\/segments\/vip">vip<\/a>/);
    expect(response.body).toContain('Wallet withdrawal');
    expect(response.body.match(/type="checkbox"/g)).toHaveLength(42);
    expect(response.body).toContain(
      '<input type="checkbox" name="capabilities[]" value="verify_id"',
    );
    expect((await page('/ops')).body).toContain('<a href="/ops/segments">Segments</a>');
  });

  it('creates a segment, changes what it grants, and the capabilities answer follows', async () => {
    expect(await capabilitiesOf('kiosk')).toEqual([]);

    const created = await post('/ops/segments', `segment_name=kiosk&${ticked('faq', 'blog')}`);
    expect(created.statusCode).toBe(303);
    expect(created.headers.location).toBe('/ops/segments/kiosk?done=created');
    expect(await capabilitiesOf('kiosk')).toEqual(['blog', 'faq']);

    const saved = await post('/ops/segments/kiosk', ticked('faq', 'wallet_deposit'));
    expect(saved.headers.location).toBe('/ops/segments/kiosk?done=saved');
    const shown = await page('/ops/segments/kiosk?done=saved');
    expect(shown.body).toContain('<p role="status">Capabilities saved.</p>');
    expect(shown.body).toMatch(/value="wallet_deposit"[^>]* checked>/);
    expect(shown.body).not.toMatch(/value="blog"[^>]* checked>/);
    expect(await capabilitiesOf('kiosk')).toEqual(['faq', 'wallet_deposit']);

    expect(await auditOf('kiosk')).toEqual([
      {
        actor: editor.email,
        action: 'segment_created',
        detail: { before: null, after: ['faq', 'blog'] },
      },
      {
        actor: editor.email,
        action: 'segment_capabilities_changed',
        detail: { before: ['faq', 'blog'], after: ['wallet_deposit', 'faq'] },
      },
    ]);
  });

  it('keeps a segment without any capability, and deletes it while no customer is in it', async () => {
    await post('/ops/segments', 'segment_name=empty_one');
    expect((await page('/ops/segments/empty_one')).statusCode).toBe(200);

    const deleted = await post('/ops/segments/empty_one/delete', '');
    expect(deleted.headers.location).toBe('/ops/segments?done=deleted');
    expect((await page('/ops/segments/empty_one')).statusCode).toBe(404);
    expect((await auditOf('empty_one')).map((entry) => entry.action)).toEqual([
      'segment_created',
      'segment_deleted',
    ]);
  });

  it('refuses a bad or taken name, an unknown capability, and deleting a segment in use', async () => {
    const badName = await post('/ops/segments', 'segment_name=Bad%20Name');
    expect(badName.statusCode).toBe(422);
    expect(badName.body).toContain(
      '<p role="alert">A segment name is 1 to 40 lower-case letters, digits or underscores, starting with a letter.</p>',
    );
    const taken = await post('/ops/segments', 'segment_name=vip');
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('A segment named vip exists already.');
    const unknown = await post('/ops/segments/vip', ticked('faq', 'time_travel'));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain('time_travel is not a capability.');

    const defaultKept = await post('/ops/segments/default/delete', '');
    expect(defaultKept.statusCode).toBe(409);
    expect(defaultKept.body).toContain('The default segment cannot be deleted');
    const signupKept = await post('/ops/segments/customer/delete', '');
    expect(signupKept.statusCode).toBe(409);
    expect(await capabilitiesOf('customer')).toContain('wallet_withdrawal');

    await post('/ops/segments', `segment_name=busy&${ticked('faq')}`);
    await testApp.app.database
      .updateTable('customers')
      .set({ segment_name: 'busy' })
      .where('email', '=', 'demo@lottoshop.test')
      .execute();
    const inUse = await post('/ops/segments/busy/delete', '');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.body).toContain(
      '1 customer is in the segment busy: move them to another segment first.',
    );
    expect(await capabilitiesOf('busy')).toEqual(['faq']);
  });

  it('is for content editors only', async () => {
    const support = await signInOperator(testApp.app, ['support']);

    expect((await page('/ops/segments', support)).statusCode).toBe(403);
    expect((await post('/ops/segments', 'segment_name=sneaky', support)).statusCode).toBe(403);
  });
});
