import { createBus, type Bus, type BusEventName, type BusEvents } from '../bus';
import { createSessionStore, type SessionSnapshot, type SessionStore } from '../session';
import { createApiClient, type ApiClient, type ApiClientOptions } from './api-client';
import { type ApiError } from './api-error';
import { type FetchFunction } from './transport';

/**
 * Test support only: a stand-in for the platform's `fetch` that answers from a script and records
 * every call. Like `fetch`, it resolves with a `Response` for every status and rejects with the
 * signal's reason when the call is aborted.
 */

export const testOrigin = 'http://shop.test';

/** The page's runtime configuration as the test clients see it: the web app's key, discovery here. */
export const testRuntimeConfig = {
  environment: 'test',
  discoveryBase: testOrigin,
  appKey: 'shop-web',
  appSecret: 'shop-web-public-secret',
};

export const testServices = {
  api: `${testOrigin}/v2`,
  auth: `${testOrigin}/auth`,
  cms: `${testOrigin}/cms`,
  social: `${testOrigin}/social/v3`,
  rewards: `${testOrigin}/rewards`,
  customer_verify: `${testOrigin}/customer-verify`,
  recommend: `${testOrigin}/recommend`,
  registry: `${testOrigin}/registry`,
};

export interface RecordedCall {
  url: string;
  /** Path and query below the origin, e.g. `/v2/config?x=1`. */
  target: string;
  method: string;
  /** Header names lowercased. */
  headers: Record<string, string>;
  /** The body as handed to `fetch` (JSON or form text, FormData). */
  data: unknown;
  signal: AbortSignal | null;
}

export interface ScriptedAnswer {
  status?: number;
  /** Objects are sent as JSON; strings and bytes as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Rejects the call as `fetch` would (no answer). */
  failure?: Error;
}

export type Script = (call: RecordedCall) => ScriptedAnswer | Promise<ScriptedAnswer>;

function bodyOf(body: unknown, status: number): BodyInit | null {
  if (status === 204 || status === 304) return null;
  if (body instanceof ArrayBuffer || body instanceof Uint8Array) return body as BodyInit;
  return typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
}

function abortReasonOf(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error
    ? reason
    : new DOMException('This operation was aborted', 'AbortError');
}

export function createRecordingFetch(script: Script): {
  fetch: FetchFunction;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const fetch: FetchFunction = async (url, init) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of new Headers(init.headers)) headers[name] = value;
    const signal = init.signal ?? null;
    const call: RecordedCall = {
      url,
      target: url.startsWith(testOrigin) ? url.slice(testOrigin.length) : url,
      method: (init.method ?? 'GET').toUpperCase(),
      headers,
      data: init.body,
      signal,
    };
    if (signal?.aborted) throw abortReasonOf(signal);
    calls.push(call);
    const aborted = new Promise<never>((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(abortReasonOf(signal)), { once: true });
    });
    const answer = await Promise.race([script(call), aborted]);
    if (answer.failure) throw answer.failure;
    const status = answer.status ?? 200;
    return new Response(bodyOf(answer.body, status), {
      status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  return { fetch, calls };
}

/** Answers `/discover` with `testServices`, everything else with `script`. */
export function withDiscovery(script: Script): Script {
  return (call) =>
    call.target === '/discover' ? { body: { result: { services: testServices } } } : script(call);
}

export interface TestClient {
  client: ApiClient;
  calls: RecordedCall[];
  /** Calls other than discovery. */
  apiCalls: () => RecordedCall[];
  bus: Bus;
  session: SessionStore;
  reports: ApiError[];
  events: <Name extends BusEventName>(name: Name) => Array<BusEvents[Name]>;
}

export function createTestClient(
  script: Script,
  options: Omit<ApiClientOptions, 'session'> & { session?: Partial<SessionSnapshot> } = {},
): TestClient {
  const { fetch, calls } = createRecordingFetch(withDiscovery(script));
  const bus = createBus();
  const session = createSessionStore(options.session);
  const reports: ApiError[] = [];
  const published: Array<{ name: BusEventName; payload: unknown }> = [];
  const names: BusEventName[] = [
    'app/unrecoverableErrorRaised',
    'session/refreshFailed',
    'elevation/required',
  ];
  for (const name of names) {
    bus.subscribe(name, (payload: unknown) => published.push({ name, payload }));
  }
  const client = createApiClient({
    runtimeConfig: testRuntimeConfig,
    fetch,
    bus,
    reportError: (error) => reports.push(error),
    ...options,
    session,
  });
  return {
    client,
    calls,
    apiCalls: () => calls.filter((call) => call.target !== '/discover'),
    bus,
    session,
    reports,
    events: <Name extends BusEventName>(name: Name) =>
      published
        .filter((event) => event.name === name)
        .map((event) => event.payload as BusEvents[Name]),
  };
}
