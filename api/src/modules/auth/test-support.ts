import { type FastifyInstance } from 'fastify';
import { computeSignature, headerNames } from 'shared-kernel';
import { type LoginResultWire } from 'shared-kernel/wire/auth';
import { testAppKey, testAppSecret } from '../../testing/signed-headers';

/** A signed-in customer as a test client holds it. */
export interface TestSession {
  customerId: string;
  customerToken: string;
  accessToken: string;
  refreshToken: string;
  deviceUuid: string | null;
}

export function sessionOf(result: LoginResultWire): TestSession {
  return {
    customerId: result.customer.customer_id,
    customerToken: result.customer.customer_token,
    accessToken: result.access_token,
    refreshToken: result.refresh_token,
    deviceUuid: result.device_uuid,
  };
}

/**
 * The headers the client sends: signed with the customer's token when a session is given (plus
 * x-customer-id, the bearer token and the device id), anonymous otherwise.
 */
export async function clientHeaders(
  options: {
    session?: Partial<TestSession> | null;
    at?: Date;
    version?: string;
    deviceUuid?: string;
  } = {},
): Promise<Record<string, string>> {
  const timestamp = Math.floor((options.at ?? new Date()).getTime() / 1000);
  const session = options.session ?? null;
  const headers: Record<string, string> = {
    [headerNames.appKey]: testAppKey,
    [headerNames.timestamp]: String(timestamp),
    [headerNames.signature]: await computeSignature({
      appKey: testAppKey,
      appSecret: testAppSecret,
      timestamp,
      customerToken: session?.customerToken ?? '',
    }),
  };
  if (options.version) headers[headerNames.version] = options.version;
  if (session?.customerId) headers[headerNames.customerId] = session.customerId;
  if (session?.accessToken) headers[headerNames.authorization] = `Bearer ${session.accessToken}`;
  const deviceUuid = options.deviceUuid ?? session?.deviceUuid;
  if (deviceUuid) headers[headerNames.deviceId] = deviceUuid;
  return headers;
}

export interface EnvelopeBody<Result = unknown> {
  result: Result;
  messages: Array<{ code?: string; level: string; message: string; target?: string }>;
  errors: unknown;
  error: { id: string; message: string } | null;
}

export function bodyOf<Result = unknown>(response: { body: string }): EnvelopeBody<Result> {
  return JSON.parse(response.body) as EnvelopeBody<Result>;
}

/** POST /v2/login; returns the response. */
export async function postLogin(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  options: { at?: Date; deviceUuid?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/v2/login',
    headers: await clientHeaders({ ...options, version: '3.3' }),
    payload,
  });
}

/** Logs in and returns the session; fails the test when the login fails. */
export async function logIn(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  options: { at?: Date; deviceUuid?: string } = {},
): Promise<TestSession> {
  const response = await postLogin(app, payload, options);
  if (response.statusCode !== 200) {
    throw new Error(`login failed with ${response.statusCode}: ${response.body}`);
  }
  return sessionOf(bodyOf<LoginResultWire>(response).result);
}

/** A clock tests move forward; the app, signatures and TOTP codes read it. */
export class TestClock {
  constructor(public current = new Date()) {}
  now = (): Date => this.current;
  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

/** A test client of one app: anonymous or signed in, with the clock's timestamps. */
export function testClient(app: FastifyInstance, clock: TestClock) {
  return {
    async call(
      method: 'GET' | 'POST' | 'DELETE' | 'PUT',
      url: string,
      options: {
        session?: Partial<TestSession> | null;
        payload?: Record<string, unknown> | string;
        form?: boolean;
        deviceUuid?: string;
        version?: string;
        /** The client address the call comes from (rate limits count per address). */
        remoteAddress?: string;
      } = {},
    ) {
      const headers = await clientHeaders({
        session: options.session ?? null,
        at: clock.now(),
        ...(options.deviceUuid ? { deviceUuid: options.deviceUuid } : {}),
        ...(options.version ? { version: options.version } : {}),
      });
      let payload = options.payload;
      if (options.form && payload !== undefined && typeof payload !== 'string') {
        payload = new URLSearchParams(
          Object.entries(payload).map(([key, value]) => [key, String(value)]),
        ).toString();
        headers['content-type'] = 'application/x-www-form-urlencoded';
      }
      return app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload }),
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      });
    },
  };
}

/** The latest email to `recipient` in the outbox. */
export async function latestEmailTo(app: FastifyInstance, recipient: string): Promise<string> {
  const row = await app.database
    .selectFrom('email_outbox')
    .select('text_body')
    .where('recipient', '=', recipient)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.text_body;
}

let signupCount = 0;

/** A valid signup body for a new, unique email address. */
export function signupBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  signupCount += 1;
  return {
    email: `new.customer.${signupCount}.${Date.now()}@example.test`,
    password: 'Sunny-Day-42',
    first_name: 'Alex',
    last_name: 'Nguyen',
    date_of_birth: '1990-04-12',
    phone_number: '0412 345 678',
    address: '12 Ocean Road',
    suburb: 'Bondi',
    postcode: '2026',
    state: 'NSW',
    country: 'AU',
    accept_terms: true,
    ...overrides,
  };
}
