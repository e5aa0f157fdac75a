import { type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createBus, type Bus, type BusEventName, type BusEvents } from '../bus';
import { createSessionStore, type SessionSnapshot, type SessionStore } from '../session';
import { createApiClient, type ApiClient, type ApiClientOptions } from './api-client';
import { type ApiError } from './api-error';
import { encodeUtf8 } from './utf-8';

/** Test support only: an axios adapter that answers from a script and records every call. */

export const testOrigin = 'http://shop.test';

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
  headers: Record<string, string>;
  data: unknown;
  config: InternalAxiosRequestConfig;
}

export interface ScriptedAnswer {
  status?: number;
  /** Objects are sent as JSON; strings and bytes as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Rejects the call as the transport would (no answer). */
  failure?: Error;
}

export type Script = (call: RecordedCall) => ScriptedAnswer | Promise<ScriptedAnswer>;

function bodyBytes(body: unknown): ArrayBuffer {
  if (body instanceof ArrayBuffer) return body;
  if (body instanceof Uint8Array) return body.slice().buffer;
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  return encodeUtf8(text).buffer;
}

export function createRecordingAdapter(script: Script): {
  adapter: AxiosAdapter;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = config.url ?? '';
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON())) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
    }
    const call: RecordedCall = {
      url,
      target: url.startsWith(testOrigin) ? url.slice(testOrigin.length) : url,
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      data: config.data,
      config,
    };
    calls.push(call);
    const answer = await script(call);
    if (answer.failure) throw answer.failure;
    const response: AxiosResponse = {
      data: bodyBytes(answer.body),
      status: answer.status ?? 200,
      statusText: '',
      headers: { 'content-type': 'application/json', ...answer.headers },
      config,
      request: {},
    };
    return response;
  };
  return { adapter, calls };
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
  const { adapter, calls } = createRecordingAdapter(withDiscovery(script));
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
    runtimeConfig: {
      environment: 'test',
      discoveryBase: testOrigin,
      appKey: 'shop-web',
      appSecret: 'shop-web-public-secret',
    },
    adapter,
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
