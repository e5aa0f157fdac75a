import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signInOperator } from '../operators/test-support';

describe('the outbox viewer, when OUTBOX_VIEWER is on', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ seedDemoData: false, outboxViewer: true });
    await testApp.app.outbox.send({
      recipient: 'dana@example.test',
      subject: 'Reset your <b>password</b>',
      textBody: 'Open http://localhost:8080/forgot-password?token=abc&x=1 within an hour.',
    });
  });

  afterAll(() => testApp.close());

  it('shows support operators the latest emails with clickable links', async () => {
    const support = await signInOperator(testApp.app, ['support']);
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/ops/outbox',
      headers: { cookie: support.cookie },
    });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Reset your &lt;b&gt;password&lt;/b&gt;');
    expect(page.body).toContain(
      '<a href="http://localhost:8080/forgot-password?token=abc&amp;x=1">',
    );
  });

  it('is closed to anonymous callers and to operators without the support role', async () => {
    const releaseManager = await signInOperator(testApp.app, ['release_manager']);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/ops/outbox' });
    const otherRole = await testApp.app.inject({
      method: 'GET',
      url: '/ops/outbox',
      headers: { authorization: releaseManager.authorization },
    });

    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('dana@example.test');
    expect(otherRole.statusCode).toBe(403);
    expect(otherRole.body).not.toContain('dana@example.test');
  });

  it('is no longer at /dev/outbox', async () => {
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
  });
});

describe('the outbox viewer, by default', () => {
  it('does not exist, even for a support operator', async () => {
    const testApp = await buildTestApp({ seedDemoData: false });
    try {
      const support = await signInOperator(testApp.app, ['support']);
      const viewer = await testApp.app.inject({
        method: 'GET',
        url: '/ops/outbox',
        headers: { authorization: support.authorization },
      });
      const old = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' });

      expect(viewer.statusCode).toBe(404);
      expect(old.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
