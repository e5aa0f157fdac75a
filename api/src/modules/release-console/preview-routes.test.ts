import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signInOperator, type TestOperator } from '../operators/test-support';
import { previewCookieName, readPreview } from '../registry/preview-cookie';
import { consolePost, publishCatalog } from './test-support';

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
const post = (url: string, form: Record<string, string>, cookie = manager.cookie) =>
  consolePost(testApp.app, url, form, cookie);

describe('previews', () => {
  it('sets a signed preview cookie that the release honours, and ends it', async () => {
    const version = await publish();

    const started = await post(
      '/ops/releases/preview',
      { environment: 'local', remote: 'mfe-catalog', version },
      viewer.cookie,
    );

    expect(started.statusCode).toBe(303);
    expect(started.headers.location).toBe('/');
    const setCookie = String(started.headers['set-cookie']);
    expect(setCookie).toMatch(
      new RegExp(`^${previewCookieName}=[^;]+; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax$`),
    );
    const value = /^[^=]+=([^;]+)/.exec(setCookie)?.[1];
    const preview = readPreview(
      value,
      testApp.app.serverSecrets.release_preview_secret,
      testApp.app.config.now(),
    );
    expect(preview).toMatchObject({
      environment: 'local',
      operator: viewer.email,
      overrides: { 'mfe-catalog': version },
    });

    const release = await testApp.app.inject({
      method: 'GET',
      url: '/registry/local/release',
      headers: { cookie: `${previewCookieName}=${value}` },
    });
    const document = release.json().result;
    expect(document.preview).toMatchObject({ operator: viewer.email });
    expect(document.remotes).toContainEqual(
      expect.objectContaining({ remote: 'mfe-catalog', version, track: 'preview' }),
    );

    const ended = await testApp.app.inject({ method: 'DELETE', url: '/registry/preview' });
    expect(ended.statusCode).toBe(204);
    expect(String(ended.headers['set-cookie'])).toBe(
      `${previewCookieName}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  it('shows the versions on the shop without overriding any', async () => {
    const started = await post('/ops/releases/preview', { environment: 'local' }, viewer.cookie);
    expect(started.statusCode).toBe(303);
    const value = /^[^=]+=([^;]+)/.exec(String(started.headers['set-cookie']))?.[1];
    const secret = testApp.app.serverSecrets.release_preview_secret;
    expect(readPreview(value, secret, testApp.app.config.now())?.overrides).toEqual({});
    const unknown = await post('/ops/releases/preview', { environment: 'nowhere' }, viewer.cookie);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain('There is no release environment');
  });

  it('refuses to preview a withdrawn version', async () => {
    const version = await publish();
    await post(`/ops/releases/remotes/mfe-catalog/versions/${version}/withdraw`, {
      reason: 'Never again',
    });
    const refused = await post(
      '/ops/releases/preview',
      { environment: 'local', remote: 'mfe-catalog', version },
      viewer.cookie,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });
});
