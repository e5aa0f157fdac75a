import { type LoginResultWire } from 'shared-kernel/wire/auth';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  bodyOf,
  clientHeaders,
  latestEmailTo,
  sessionOf,
  signupBody,
  type TestClock,
  testClient,
  type TestSession,
} from '../auth/test-support';

/** A fresh app on an in-memory database, with calls of every method the account pages make. */
export async function accountTestApp(clock: TestClock) {
  const testApp: TestApp = await buildTestApp({ now: clock.now });
  const client = testClient(testApp.app, clock);
  return {
    testApp,
    client,
    async patch(url: string, payload: Record<string, unknown>, session?: TestSession) {
      const headers = await clientHeaders({ session: session ?? null, at: clock.now() });
      return testApp.app.inject({ method: 'PATCH', url, headers, payload });
    },
    async logIn(email: string, password = 'Demo-Password-1'): Promise<TestSession> {
      const response = await client.call('POST', '/v2/login', { payload: { email, password } });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return sessionOf(bodyOf<LoginResultWire>(response).result);
    },
    /** A new customer of its own (not verified), signed in. */
    async signUp(): Promise<{ session: TestSession; email: string }> {
      const body = signupBody();
      const response = await client.call('POST', '/v2/signup', { payload: body });
      if (response.statusCode !== 200) throw new Error(`signup failed: ${response.body}`);
      return {
        session: sessionOf(bodyOf<LoginResultWire>(response).result),
        email: String(body.email),
      };
    },
    /** The token of the latest link to `path` emailed to `recipient`. */
    async linkTokenTo(recipient: string, path: string): Promise<string> {
      const text = await latestEmailTo(testApp.app, recipient);
      const match = new RegExp(`${path}/([^\\s]+)`).exec(text);
      if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
      return decodeURIComponent(match[1]);
    },
  };
}

export const detailsVersion = { version: '3.2' };
