import fc from 'fast-check';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type InjectOptions } from 'fastify';
import { type RouteInputs } from '../plugins/route-inputs';
import { TestClock, clientHeaders } from '../modules/auth/test-support';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import {
  type BadValueLabel,
  type FieldTarget,
  type Mutation,
  type RequestDraft,
  type RequestPart,
  badValueLabels,
  badValues,
  describeRequest,
  injectOptionsOf,
  mutateField,
  requestMutationLabels,
} from './mutations';
import { type JsonSchema, type JsonValue, exampleOf, pathsOf } from './request-examples';
import { ShopFixture } from './shop-fixture';
import { WriteLog } from './write-log';

/**
 * Every route the app registers, sent requests that are plausible except for one bad field or
 * one bad property of the request as a whole, anonymously, signed as a customer and unsigned.
 * No answer may be a server error; every refusal (4xx) must be the error envelope and leave every
 * table as it was.
 *
 * FUZZ_RUNS sets the number of cases across all routes (default 2,000; `npm run test:fuzz` sends
 * 10,000), FUZZ_SEED the seed (printed with every failure), FUZZ_ROUTE a substring of
 * "METHOD /url" to fuzz matching routes only.
 */
const runsTotal = Number(process.env.FUZZ_RUNS ?? 2_000);
const seed = Number(process.env.FUZZ_SEED ?? 20_250_101);
const routeFilter = process.env.FUZZ_ROUTE ?? '';

let testApp: TestApp;
let fixture: ShopFixture;
let writeLog: WriteLog;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({
    // Limits are tested in rate-limits.test.ts; here they would hide the routes behind 429s.
    rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
    now: () => clock.now(),
  });
  // Page routes serve the shell's index.html; without one they answer 503 "not built".
  const shellDist = path.join(testApp.directory, 'shell');
  await mkdir(shellDist, { recursive: true });
  await writeFile(path.join(shellDist, 'index.html'), '<!doctype html><title>Shop</title>');
  fixture = await ShopFixture.create(testApp.app, clock);
  writeLog = await WriteLog.install(testApp.app.database);
});

afterAll(() => testApp.close());

/**
 * The routes worth fuzzing. HEAD routes are the GET routes again without a body (an envelope
 * cannot be checked); OPTIONS answers CORS preflights for every path and reads no input.
 */
function fuzzableRoutes(routes: readonly RouteInputs[]): RouteInputs[] {
  return routes.filter(
    (route) =>
      route.method !== 'HEAD' &&
      route.method !== 'OPTIONS' &&
      `${route.method} ${route.url}`.includes(routeFilter),
  );
}

type Identity = 'anonymous' | 'customer' | 'unsigned';

interface FuzzCase {
  identity: Identity;
  mutation: Mutation;
}

/** Extra query parameters every route is tried with: the names the paging code reads. */
const pagingNames = ['limit', 'offset', 'page'];

function partSchemaOf(route: RouteInputs, part: RequestPart): JsonSchema | undefined {
  return (route.schema as Record<string, JsonSchema | undefined>)[part];
}

/** The plausible request of a route, and the fields a mutation may target. */
function draftOf(
  route: RouteInputs,
  known: Record<string, JsonValue>,
): { draft: RequestDraft; fields: FieldTarget[] } {
  const pathNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((match) => match[1] ?? '*');
  const paramsSchema = partSchemaOf(route, 'params');
  const params: Record<string, JsonValue> = Object.fromEntries(
    pathNames.map((name) => [
      name,
      exampleOf(paramsSchema?.properties?.[name] ?? { type: 'string' }, known, name),
    ]),
  );
  const querySchema = partSchemaOf(route, 'querystring');
  const query = querySchema ? exampleOf(querySchema, known) : {};
  const querystring: Record<string, unknown> =
    query !== null && typeof query === 'object' && !Array.isArray(query) ? query : {};
  const bodySchema = partSchemaOf(route, 'body');
  const takesBody = !['GET', 'DELETE'].includes(route.method);
  const body = bodySchema
    ? exampleOf(bodySchema, known)
    : takesBody
      ? { value: 'example' }
      : undefined;

  const fields: FieldTarget[] = [];
  // The roots of the path parameters and the query string are not values a client can send as a
  // whole; they are mutated through their fields.
  for (const path of pathsOf(params).slice(1)) fields.push({ part: 'params', path });
  for (const path of pathsOf(query).slice(1)) fields.push({ part: 'querystring', path });
  if (body !== undefined) for (const path of pathsOf(body)) fields.push({ part: 'body', path });
  for (const name of pagingNames) {
    if (!fields.some((field) => field.part === 'querystring' && field.path[0] === name)) {
      fields.push({ part: 'querystring', path: [name] });
    }
  }
  return {
    draft: { method: route.method, url: route.url, params, querystring, body, headers: {} },
    fields,
  };
}

function caseArbitrary(fields: FieldTarget[]): fc.Arbitrary<FuzzCase> {
  const identity = fc.constantFrom<Identity>('customer', 'anonymous', 'customer', 'unsigned');
  const field = fc.constantFrom(...fields);
  const badValue = fc.constantFrom<BadValueLabel>(...badValueLabels);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 6, arbitrary: fc.record({ field, value: badValue }) },
    {
      weight: 1,
      arbitrary: fc.record({
        field: field.filter((target) => target.part !== 'params'),
        extra: badValue,
      }),
    },
    { weight: 2, arbitrary: fc.record({ request: fc.constantFrom(...requestMutationLabels) }) },
  );
  return fc.record({ identity, mutation });
}

/** API version a route is served in, found from its answer to the default version. */
const versionsByRoute = new Map<string, string>();
const defaultVersion = '3.3';

async function versionOf(route: RouteInputs, options: InjectOptions): Promise<string> {
  const key = `${route.method} ${route.url}`;
  const known = versionsByRoute.get(key);
  if (known !== undefined) return known;
  const probe = await testApp.app.inject({
    ...options,
    headers: { ...options.headers, ...(await clientHeaders({ version: defaultVersion })) },
  });
  await writeLog.take();
  const asked = /API version (3\.[0-9])/.exec(probe.body)?.[1];
  const version =
    probe.statusCode === 400 && probe.body.includes('unsupported_api_version') && asked
      ? asked
      : defaultVersion;
  versionsByRoute.set(key, version);
  return version;
}

let requestCount = 0;

/** The identity's headers, with a new Idempotency-Key (money routes refuse calls without). */
async function headersOf(identity: Identity, version: string): Promise<Record<string, string>> {
  requestCount += 1;
  const idempotencyKey = { 'idempotency-key': `fuzz-${requestCount}` };
  if (identity === 'unsigned') return { 'x-api-version': version, ...idempotencyKey };
  const signed = await clientHeaders({
    version,
    ...(identity === 'customer' ? { session: fixture.customer } : {}),
  });
  return { ...signed, ...idempotencyKey };
}

interface Answer {
  statusCode: number;
  body: string;
  contentType: string;
  pathname: string;
}

/** The API: everything under these answers in the error envelope. */
const apiPrefixes = ['/v2', '/auth', '/cms', '/registry', '/discover', '/health'];

function isApiPath(pathname: string): boolean {
  return apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Tables a refusal writes to by design: failed sign-ins are counted (per customer account in
 * sign_in_attempts, per operator in operators) so that guessing passwords locks the account.
 */
const refusalLedgers = new Set(['sign_in_attempts', 'operators']);

/**
 * Why an answer breaks the rules, or null when it keeps them. Pages for people outside the API
 * (the shell, the operators' console, the payment gateway's test pages) may refuse with HTML.
 */
function violationOf(answer: Answer, writes: string[]): string | null {
  const { statusCode, body } = answer;
  if (statusCode >= 500) return `answered ${statusCode}`;
  if (statusCode < 400) return null;
  const changed = writes.filter((table) => !refusalLedgers.has(table));
  if (changed.length > 0) return `refused with ${statusCode} but wrote to ${changed.join(', ')}`;
  if (answer.contentType.startsWith('text/html') && !isApiPath(answer.pathname)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `answered ${statusCode} with a body that is not JSON`;
  }
  const envelope = parsed as {
    error?: { id?: unknown; message?: unknown };
    messages?: unknown;
    errors?: unknown;
  };
  if (
    typeof envelope.error?.id !== 'string' ||
    typeof envelope.error.message !== 'string' ||
    !Array.isArray(envelope.messages) ||
    envelope.errors === undefined
  ) {
    return `answered ${statusCode} outside the error envelope`;
  }
  return null;
}

function errorTextOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A seed per route from the run's seed, the same whichever routes FUZZ_ROUTE selects. */
function seedOf(routeKey: string): number {
  let hash = seed | 0;
  for (const character of routeKey) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
}

async function runCase(route: RouteInputs, fuzzCase: FuzzCase): Promise<void> {
  const { draft } = draftOf(route, await fixture.knownValues());
  const baseline = injectOptionsOf(draft, null);
  const version = await versionOf(route, baseline);
  let mutated: RequestDraft = { ...draft, headers: await headersOf(fuzzCase.identity, version) };
  const { mutation } = fuzzCase;
  if ('value' in mutation) {
    mutated = mutateField(mutated, mutation.field, badValues[mutation.value], false);
  } else if ('extra' in mutation) {
    mutated = mutateField(mutated, mutation.field, badValues[mutation.extra], true);
  }
  const options = injectOptionsOf(mutated, 'request' in mutation ? mutation.request : null);
  await writeLog.take();
  const response = await testApp.app.inject(options);
  const writes = await writeLog.take();
  const violation = violationOf(
    {
      statusCode: response.statusCode,
      body: response.body,
      contentType: String(response.headers['content-type'] ?? ''),
      pathname: options.url.split('?', 1)[0] ?? '',
    },
    writes,
  );
  if (violation !== null) {
    throw new Error(
      [
        violation,
        '--- request',
        describeRequest(options),
        '--- response',
        response.body.slice(0, 1_000),
      ].join('\n'),
    );
  }
  if (response.statusCode < 400 && route.method !== 'GET') await fixture.refresh();
}

describe('bad input', () => {
  it(
    'never answers a server error, refuses in the error envelope and changes nothing',
    async () => {
      const routes = fuzzableRoutes(testApp.app.routeInputs);
      expect(routes.length).toBeGreaterThan(0);
      const runsPerRoute = Math.max(5, Math.ceil(runsTotal / routes.length));
      const known = await fixture.knownValues();
      const failures: string[] = [];
      for (const route of routes) {
        const { fields } = draftOf(route, known);
        const routeKey = `${route.method} ${route.url}`;
        const routeSeed = seedOf(routeKey);
        const details = await fc.check(
          fc.asyncProperty(caseArbitrary(fields), (fuzzCase) => runCase(route, fuzzCase)),
          { seed: routeSeed, numRuns: runsPerRoute },
        );
        if (details.failed) {
          failures.push(
            [
              `${routeKey} (reproduce: FUZZ_SEED=${seed} FUZZ_ROUTE='${routeKey}')`,
              fc.defaultReportMessage(details),
              errorTextOf(details.errorInstance),
            ].join('\n'),
          );
        }
      }
      if (failures.length > 0) {
        throw new Error(`${failures.length} routes failed:\n\n${failures.join('\n\n')}`);
      }
    },
    30 * 60_000,
  );
});
