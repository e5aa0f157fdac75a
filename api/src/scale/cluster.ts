// Several API processes of the shop on one PostgreSQL database and one Redis, as a load balancer
// sees them: real `src/server.ts` processes on their own ports, called over HTTP.
//
//   DATABASE_URL  postgres://… on whose server each cluster makes a throw-away database
//   REDIS_URL     redis://… the processes share
//
// Each cluster starts its own S3-compatible server (s3rver) with an empty bucket, which both
// processes use as their object store (OBJECT_STORE_URL).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiVersions } from 'shared-kernel';
import { type LoginResultWire } from 'shared-kernel/wire/auth';
import { type DatabaseConnection, openDatabase } from '../database/connection';
import {
  clientHeaders,
  sessionOf,
  signupBody,
  type TestSession,
} from '../modules/auth/test-support';
import { OperatorRepository } from '../modules/operators/repository';
import { operatorSessionCookie } from '../modules/operators/routes';
import { type OperatorRole, OperatorService } from '../modules/operators/service';
import { fundWallet } from '../modules/purchase/test-support';
import { totpCodeAt } from '../modules/two-factor/totp';
import { startS3Server, type TestS3Server } from '../object-store/test-support';
import { onServer } from '../testing/build-test-app';
import { freePort } from '../testing/free-port';

const apiDirectory = path.resolve(__dirname, '../..');

/** The host every process is called by, as behind one public name. */
export const publicHost = 'shop.scale.test';

export function scaleEnvironment(): { databaseUrl: string; redisUrl: string } {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const redisUrl = process.env.REDIS_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl) || !/^rediss?:\/\//.test(redisUrl)) {
    throw new Error(
      'The scale tests need DATABASE_URL=postgres://… and REDIS_URL=redis://… (npm run test:scale)',
    );
  }
  return { databaseUrl, redisUrl };
}

/** A new, empty database on the server of DATABASE_URL, dropped by `drop()`. */
export async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { databaseUrl } = scaleEnvironment();
  const name = `shop_scale_${randomBytes(4).toString('hex')}`;
  await onServer(databaseUrl, `create database ${name}`);
  const url = Object.assign(new URL(databaseUrl), { pathname: `/${name}` }).href;
  return {
    url,
    drop: () => onServer(databaseUrl, `drop database if exists ${name} with (force)`),
  };
}

/** One running API process. */
export interface ShopProcess {
  name: string;
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** What the process wrote to stdout and stderr. */
  output: () => string;
}

export function startShop(
  name: string,
  port: number,
  databaseUrl: string,
  environment: Record<string, string> = {},
): ShopProcess {
  const { redisUrl } = scaleEnvironment();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(apiDirectory, 'src/server.ts')],
    {
      cwd: apiDirectory,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        SEED_DEMO_DATA: 'true',
        PUBLIC_URL: `http://${publicHost}`,
        PUBLISH_REMOTES: '',
        LOG_LEVEL: 'warn',
        ...environment,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );
  return { name, base: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

/** Waits until the process answers GET /health with 200 (database and Redis reachable). */
export async function waitForHealth(shop: ShopProcess, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (shop.child.exitCode !== null || shop.child.signalCode !== null) {
      throw new Error(`${shop.name} exited before it was healthy:\n${shop.output()}`);
    }
    try {
      if ((await send(shop, 'GET', '/health')).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${shop.name} was not healthy within ${timeoutMs} ms:\n${shop.output()}`);
}

export async function stopShop(shop: ShopProcess): Promise<void> {
  if (shop.child.exitCode === null && shop.child.signalCode === null) {
    shop.child.kill('SIGTERM');
    const late = setTimeout(() => shop.child.kill('SIGKILL'), 10_000);
    await shop.exited;
    clearTimeout(late);
  }
  await shop.exited;
}

export interface Answer<Result = unknown> {
  status: number;
  headers: IncomingHttpHeaders;
  body: { result?: Result; error?: { id: string; message: string } | null } | null;
  /** The body as sent, whatever its type. */
  bytes: Buffer;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * One HTTP call to a process. `from` is the client's address (any 127.x.y.z): the shop counts
 * rate limits per client address, and a load balancer passes many. `payload` goes as JSON;
 * `bytes` as they are, with the content type the headers name.
 */
export function send<Result = unknown>(
  shop: Pick<ShopProcess, 'base'>,
  method: string,
  url: string,
  options: {
    headers?: Record<string, string>;
    payload?: unknown;
    bytes?: Buffer;
    from?: string;
  } = {},
): Promise<Answer<Result>> {
  const json = options.payload === undefined ? undefined : JSON.stringify(options.payload);
  const body = options.bytes ?? json;
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${shop.base}${url}`,
      {
        method,
        agent,
        localAddress: options.from,
        headers: {
          host: publicHost,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        timeout: 60_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          let parsed: Answer<Result>['body'] = null;
          try {
            parsed = JSON.parse(bytes.toString('utf8')) as Answer<Result>['body'];
          } catch {
            // not JSON (an HTML page, a file, or nothing)
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: parsed,
            bytes,
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${url}: timed out`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** A signed call as the shop's client makes it (as a customer when a session is given). */
export async function call<Result = unknown>(
  shop: Pick<ShopProcess, 'base'>,
  method: string,
  url: string,
  options: {
    session?: TestSession;
    version?: string;
    payload?: unknown;
    key?: string;
    from?: string;
  } = {},
): Promise<Answer<Result>> {
  const headers = await clientHeaders({ session: options.session, version: options.version });
  if (options.key) headers['idempotency-key'] = options.key;
  return send<Result>(shop, method, url, {
    headers,
    payload: options.payload,
    from: options.from,
  });
}

let addressCount = 0;
/** A client address of its own (127.0.x.y), so one client's rate limits are not another's. */
export function nextClientAddress(): string {
  addressCount += 1;
  return `127.0.${10 + Math.floor(addressCount / 250)}.${1 + (addressCount % 250)}`;
}

/** Signs a new customer up through `shop` (with the sign-up fields given). */
export async function signUp(
  shop: Pick<ShopProcess, 'base'>,
  fields: Record<string, unknown> = {},
): Promise<TestSession> {
  const response = await call<LoginResultWire>(shop, 'POST', '/v2/signup', {
    payload: signupBody(fields),
    version: apiVersions.signup,
    from: nextClientAddress(),
  });
  if (response.status !== 200 || !response.body?.result) {
    throw new Error(`signup: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return sessionOf(response.body.result);
}

/** Signs a customer up through `shop`, verified, with `fundingCents` in the cash wallet. */
export async function newFundedCustomer(
  shop: Pick<ShopProcess, 'base'>,
  connection: DatabaseConnection,
  fundingCents: number,
): Promise<TestSession> {
  const session = await signUp(shop);
  await connection.database
    .updateTable('customers')
    .set({ is_verified: true })
    .where('id', '=', session.customerId)
    .execute();
  await fundWallet(connection, session.customerId, fundingCents, new Date());
  return session;
}

/** An operator signed in through one process, as a test client holds it. */
export interface ScaleOperator {
  /** `Bearer <token>`, for the Authorization header. */
  authorization: string;
  /** `ops_session=<token>`, for the Cookie header of /ops pages. */
  cookie: string;
}

/**
 * Creates an operator with `roles` in the database and signs in through POST /ops/session on
 * `shop` with the password and a current authenticator code.
 */
export async function signInOperator(
  shop: Pick<ShopProcess, 'base'>,
  connection: DatabaseConnection,
  roles: readonly OperatorRole[],
): Promise<ScaleOperator> {
  const operators = new OperatorService(
    new OperatorRepository(connection.database),
    () => new Date(),
  );
  const email = `operator.${randomBytes(4).toString('hex')}@example.test`;
  const created = await operators.create({ email, roles });
  const signedIn = await send<{ token: string }>(shop, 'POST', '/ops/session', {
    payload: {
      email,
      password: created.password,
      code: totpCodeAt(created.totpSecret, new Date()),
    },
  });
  const token = signedIn.body?.result?.token;
  if (signedIn.status !== 200 || token === undefined) {
    throw new Error(`operator sign-in: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  }
  return { authorization: `Bearer ${token}`, cookie: `${operatorSessionCookie}=${token}` };
}

/** Two processes, A and B, on one new database, the shared Redis and one object store. */
export interface Cluster {
  a: ShopProcess;
  b: ShopProcess;
  databaseUrl: string;
  connection: DatabaseConnection;
  /** The S3-compatible server whose bucket both processes store objects in. */
  objectStore: TestS3Server;
  close: () => Promise<void>;
}

/**
 * Starts A, waits until it is healthy (it migrates and seeds), then B; or both at once when
 * `together`.
 */
export async function startCluster(
  options: { together?: boolean; environment?: Record<string, string> } = {},
): Promise<Cluster> {
  const database = await createDatabase();
  const artifacts = mkdtempSync(path.join(tmpdir(), 'shop-scale-artifacts-'));
  const shops: ShopProcess[] = [];
  let objectStore: TestS3Server | undefined;
  let connection: DatabaseConnection | undefined;
  const close = async () => {
    agent.destroy();
    await Promise.all(shops.map(stopShop));
    await connection?.close();
    await objectStore?.close();
    await database.drop();
    rmSync(artifacts, { recursive: true, force: true });
  };
  try {
    // The server's fixed key pair, which startS3Server sets in this process's environment.
    objectStore = await startS3Server();
    const environment = {
      ARTIFACTS_DIR: artifacts,
      OBJECT_STORE_URL: objectStore.url,
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? '',
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? '',
      ...options.environment,
    };
    const [portA, portB] = [await freePort(), await freePort()];
    const a = startShop('A', portA, database.url, environment);
    shops.push(a);
    if (!options.together) await waitForHealth(a);
    const b = startShop('B', portB, database.url, environment);
    shops.push(b);
    await Promise.all([waitForHealth(a), waitForHealth(b)]);
    connection = await openDatabase(database.url);
    return { a, b, databaseUrl: database.url, connection, objectStore, close };
  } catch (error) {
    await close();
    throw error;
  }
}
