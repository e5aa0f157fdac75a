// API benchmark on real PostgreSQL: the shop's server and a bare Fastify server run side by side
// on this machine, and the same load (autocannon, 50 connections) is put on each, so the figures
// read as ratios whatever else the machine is doing. Prints one JSON object on the last line.
//
//   BENCH_DATABASE_SERVER  postgres://… server on which a throw-away database is made
//                          (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_SECONDS          seconds per measurement (default 10)
//   REDIS_URL              redis://… the two processes of the scale-out figure share (default: a
//                          private redis-server on a free port, when one is installed)
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiVersions } from 'shared-kernel';
import { type LoginResultWire } from 'shared-kernel/wire/auth';
import { openDatabase } from '../database/connection';
import {
  clientHeaders,
  sessionOf,
  signupBody,
  type TestSession,
} from '../modules/auth/test-support';
import { saturdayTicket } from '../modules/cart/cart-test-support';
import { LedgerRepository } from '../modules/ledger/repository';
import { fundWallet } from '../modules/purchase/test-support';
import { onServer } from '../testing/build-test-app';
import { freePort } from '../testing/free-port';

const apiDir = path.resolve(__dirname, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const purchasingCustomers = 20;
const serverUrl =
  process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const onDatabaseServer = (statement: string) => onServer(serverUrl, statement);

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

function startServer(script: string, env: Record<string, string>): ChildProcess {
  // In this process (not under tsx's CLI, which forks), so that its memory is the server's.
  return spawn(process.execPath, ['--import', 'tsx', path.join(apiDir, script)], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resident memory of a process in MiB: now, and the most it ever held. */
function memoryOf(child: ChildProcess): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024) };
}

interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** What every browser sends: compressed answers are what the shop's pages receive. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { ...browserHeaders, ...headers },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function call(
  base: string,
  method: string,
  url: string,
  options: { session?: TestSession; payload?: unknown; version?: string; key?: string } = {},
): Promise<{ status: number; body: { result?: unknown } }> {
  const headers = await clientHeaders({ session: options.session, version: options.version });
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.payload !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body: options.payload === undefined ? undefined : JSON.stringify(options.payload),
  });
  return { status: response.status, body: (await response.json()) as { result?: unknown } };
}

async function newCustomer(base: string): Promise<TestSession> {
  const response = await call(base, 'POST', '/v2/signup', {
    payload: signupBody(),
    version: apiVersions.signup,
  });
  if (response.status !== 200) throw new Error(`signup: ${JSON.stringify(response.body)}`);
  return sessionOf(response.body.result as LoginResultWire);
}

/**
 * Add-and-buy cycles by many customers at once for `seconds`: purchases per second. With several
 * processes, customers are spread over them as a load balancer would.
 */
async function purchases(bases: string | string[], customers: TestSession[]) {
  const processes = Array.isArray(bases) ? bases : [bases];
  let bought = 0;
  let failed = 0;
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    customers.map(async (session, index) => {
      const base = processes[index % processes.length] ?? '';
      while (Date.now() < until) {
        const started = Date.now();
        const added = await call(base, 'POST', '/v2/cart/items', {
          session,
          version: apiVersions.cart,
          payload: { item: saturdayTicket },
        });
        const paid = await call(base, 'POST', '/v2/cart/purchase', {
          session,
          version: apiVersions.cart,
          key: `bench-${randomBytes(8).toString('hex')}`,
          payload: { channel_key: 'web' },
        });
        if (added.status === 200 && paid.status === 200) bought += 1;
        else failed += 1;
        latencies.push(Date.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    purchasesPerSecond: Math.round((bought / seconds) * 10) / 10,
    cycleP50Ms: latencies[Math.floor(latencies.length / 2)] ?? 0,
    failed,
  };
}

/** REDIS_URL, else a private Redis without persistence; null when there is none to start. */
async function sharedRedis(): Promise<{ url: string; stop: () => void } | null> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: () => undefined };
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const port = await freePort();
  const directory = mkdtempSync(path.join(tmpdir(), 'shop-bench-redis-'));
  const redis = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
    { cwd: directory, stdio: 'ignore' },
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => {
      redis.kill('SIGTERM');
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Purchases per second through one API process, then through two on the same database, both
 * sharing one Redis (as replicas behind a load balancer); null without a Redis.
 */
async function scaleOut(databaseUrl: string, buyers: TestSession[]) {
  const redis = await sharedRedis();
  if (redis === null) return null;
  const ports = [await freePort(), await freePort()];
  const shops = ports.map((port) =>
    startServer('src/server.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      SEED_DEMO_DATA: 'false',
      PUBLIC_URL: `http://localhost:${port}`,
      PUBLISH_REMOTES: '',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    }),
  );
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  try {
    await Promise.all(shops.map((shop, index) => waitFor(`${bases[index]}/health`, shop)));
    const one = await purchases(bases.slice(0, 1), buyers);
    const two = await purchases(bases, buyers);
    return {
      onePurchasesPerSecond: one.purchasesPerSecond,
      twoPurchasesPerSecond: two.purchasesPerSecond,
      failed: one.failed + two.failed,
    };
  } finally {
    for (const shop of shops) shop.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    redis.stop();
  }
}

async function main(): Promise<void> {
  const databaseName = `shop_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).href;
  await onDatabaseServer(`create database ${databaseName}`);
  const barePort = '18181';
  const shopPort = '18182';
  const bare = startServer('src/bench/bare-server.ts', { PORT: barePort });
  const shop = startServer('src/server.ts', {
    PORT: shopPort,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'true',
    PUBLIC_URL: `http://localhost:${shopPort}`,
    PUBLISH_REMOTES: '',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  const base = `http://127.0.0.1:${shopPort}`;
  const connection = await openDatabase(databaseUrl);
  try {
    await Promise.all([
      waitFor(`http://127.0.0.1:${barePort}/`, bare),
      waitFor(`${base}/health`, shop),
    ]);
    const memoryFresh = memoryOf(shop);

    const bareLoad = await load(`http://127.0.0.1:${barePort}/`);
    const offers = await load(
      `${base}/v2/pricing/default/product_offers`,
      await clientHeaders({ version: apiVersions.productOffers }),
    );
    const reader = await newCustomer(base);
    for (let item = 0; item < 3; item += 1) {
      await call(base, 'POST', '/v2/cart/items', {
        session: reader,
        version: apiVersions.cart,
        payload: { item: saturdayTicket },
      });
    }
    const cart = await load(
      `${base}/v2/cart/items`,
      await clientHeaders({ session: reader, version: apiVersions.cart }),
    );

    const buyers: TestSession[] = [];
    for (let index = 0; index < purchasingCustomers; index += 1) {
      const session = await newCustomer(base);
      await connection.database
        .updateTable('customers')
        .set({ is_verified: true })
        .where('id', '=', session.customerId)
        .execute();
      await fundWallet(connection, session.customerId, 1_000_000, new Date());
      buyers.push(session);
    }
    const bought = await purchases(base, buyers);
    const memoryLoaded = memoryOf(shop);
    const scaled = await scaleOut(databaseUrl, buyers);
    const unbalanced = await new LedgerRepository(connection.database).unbalancedTransferIds();

    const ratio = (result: LoadResult) =>
      Math.round((result.requestsPerSecond / bareLoad.requestsPerSecond) * 1000) / 10;
    console.log(
      JSON.stringify({
        seconds,
        connections,
        bare: bareLoad,
        offers: { ...offers, percentOfBare: ratio(offers) },
        cart: { ...cart, percentOfBare: ratio(cart) },
        purchases: {
          ...bought,
          customers: purchasingCustomers,
          unbalancedTransfers: unbalanced.length,
        },
        memory: { freshMiB: memoryFresh.rssMiB, underLoadPeakMiB: memoryLoaded.peakMiB },
        scaleOut: scaled && { ...scaled, customers: purchasingCustomers },
      }),
    );
  } finally {
    await connection.close();
    bare.kill('SIGTERM');
    shop.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await onDatabaseServer(`drop database if exists ${databaseName} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
