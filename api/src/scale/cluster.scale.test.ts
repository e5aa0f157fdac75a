import { randomBytes, randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { apiVersions } from 'shared-kernel';
import { type CheckoutWire } from 'shared-kernel/wire/purchase';
import { clientHeaders, type TestSession } from '../modules/auth/test-support';
import { type OpsDrawOutcomeWire } from '../modules/draw-operations/ops-wire';
import { saturdayTicket } from '../modules/cart/cart-test-support';
import { LedgerRepository } from '../modules/ledger/repository';
import { buildOf } from '../modules/registry/test-support';
import { multipartOf, onePixelPng, passportPng } from '../modules/verification/test-support';
import {
  type Answer,
  call,
  type Cluster,
  newFundedCustomer,
  send,
  type ShopProcess,
  signInOperator,
  signUp,
  startCluster,
} from './cluster';

// Two API processes, A and B, on one PostgreSQL database and one Redis, called as a load balancer
// would call them. What one process counts, caches, draws or sells, the other sees.
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({
    // Every prize of the draw below is paid at once, none waits for a claim check.
    environment: {
      PRIZE_CLAIM_THRESHOLD_CENTS: '100000000000',
      // Deposit recovery is scheduled (tests otherwise run it only at start-up).
      DEPOSIT_RECOVERY_INTERVAL_MS: '5000',
    },
  });
});

afterAll(() => cluster?.close());

const fundingCents = 1_000_000;

async function buy(
  shop: ShopProcess,
  session: TestSession,
  item: unknown,
  key = `scale-${randomBytes(8).toString('hex')}`,
): Promise<Answer<CheckoutWire>> {
  const added = await call(shop, 'POST', '/v2/cart/items', {
    session,
    version: apiVersions.cart,
    payload: { item },
  });
  if (added.status !== 200)
    throw new Error(`add to cart: ${added.status} ${JSON.stringify(added.body)}`);
  return call<CheckoutWire>(shop, 'POST', '/v2/cart/purchase', {
    session,
    version: apiVersions.cart,
    key,
    payload: { channel_key: 'web' },
  });
}

const countOf = async (query: Promise<{ count: number } | undefined>) =>
  Number((await query)?.count ?? 0);

describe('a login rate limit', () => {
  it('is counted once for the client, whichever process it calls', async () => {
    // An address of its own, unseen by the Redis in the last minute.
    const from = `127.1.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    // A new email each time: the rate limit counts the client, not the account (an account
    // locks itself after a few wrong passwords, 423, whatever the rate limit).
    let attempts = 0;
    const login = (shop: ShopProcess) => {
      attempts += 1;
      return call(shop, 'POST', '/v2/login', {
        version: apiVersions.login,
        payload: { email: `nobody.${attempts}@example.test`, password: 'Wrong-Password-1' },
        from,
      });
    };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      statuses.push((await login(attempt % 2 === 0 ? cluster.a : cluster.b)).status);
    }

    // A wrong password is refused as such, never as too many.
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 401));
    const refusedOnA = await login(cluster.a);
    const refusedOnB = await login(cluster.b);
    expect(refusedOnA.status).toBe(429);
    expect(refusedOnA.body?.error?.id).toBe('too_many_requests');
    expect(refusedOnB.status).toBe(429);
  });
});

describe('the GET cache', () => {
  it('is cleared for every process by a clear on one', async () => {
    const getConfig = (shop: ShopProcess, query = '') =>
      call(shop, 'GET', `/v2/config${query}`, { version: apiVersions.default });
    // Any cached GET with ?clear_cache empties the whole cache (and keeps its own fresh answer):
    // cleared through another route, /v2/config is then a miss.
    const clearThrough = (shop: ShopProcess) =>
      call(shop, 'GET', '/v2/capabilities?clear_cache', { version: apiVersions.default });
    expect((await clearThrough(cluster.a)).status).toBe(200);

    const first = await getConfig(cluster.a);
    const again = await getConfig(cluster.a);
    const onB = await getConfig(cluster.b);
    expect([first.status, again.status, onB.status]).toEqual([200, 200, 200]);
    expect([first.headers['x-cache'], again.headers['x-cache'], onB.headers['x-cache']]).toEqual([
      'miss',
      'hit',
      'hit',
    ]);
    expect(onB.body).toEqual(first.body);

    expect((await clearThrough(cluster.b)).status).toBe(200);
    const afterClear = await getConfig(cluster.a);
    expect(afterClear.headers['x-cache']).toBe('miss');
    expect((await getConfig(cluster.b)).headers['x-cache']).toBe('hit');
  });
});

/** A Saturday Lotto ticket of 50 games of random numbers. */
function randomSaturdayTicket() {
  const games = Array.from({ length: 50 }, () => {
    const numbers = new Set<number>();
    while (numbers.size < 6) numbers.add(randomInt(1, 46));
    return { Numbers: [...numbers].sort((a, b) => a - b) };
  });
  return { ...saturdayTicket, games };
}

describe('a draw run by both processes at once', () => {
  it('is drawn once, and each prize is paid once', async () => {
    const { a, b, connection } = cluster;
    const database = connection.database;
    const customers: TestSession[] = [];
    for (let index = 0; index < 20; index += 1) {
      const shop = index % 2 === 0 ? a : b;
      const session = await newFundedCustomer(shop, connection, fundingCents);
      const bought = await buy(shop, session, randomSaturdayTicket());
      expect([bought.status, bought.body?.result?.status]).toEqual([200, 'success']);
      customers.push(session);
    }
    const customerIds = customers.map((session) => session.customerId);
    const drawIds = await database
      .selectFrom('tickets')
      .select('draw_id')
      .distinct()
      .where('customer_id', 'in', customerIds)
      .execute();
    expect(drawIds).toHaveLength(1);
    const draw = await database
      .selectFrom('draws')
      .select(['id', 'draw_no'])
      .where('id', '=', drawIds[0]?.draw_id ?? '')
      .executeTakeFirstOrThrow();

    const { authorization } = await signInOperator(a, connection, ['draws']);

    const drawNow = (shop: ShopProcess) =>
      send(shop, 'POST', '/ops/draws/draw-now', {
        headers: { authorization },
        payload: { offerKey: 'saturday_lotto', drawNo: draw.draw_no },
      });
    const answers = await Promise.all([drawNow(a), drawNow(b)]);
    // One of them draws; the other draws the same draw again or is told it is drawn.
    expect(answers.map((answer) => answer.status)).toContain(200);
    for (const answer of answers) expect(answer.status).toBeLessThan(500);

    // The draw engine finishes whatever the calls left of scoring, paying and emailing.
    const until = Date.now() + 120_000;
    for (;;) {
      const { status } = await database
        .selectFrom('draws')
        .select('status')
        .where('id', '=', draw.id)
        .executeTakeFirstOrThrow();
      if (status === 'DRAW_EMAILED') break;
      if (Date.now() > until) throw new Error(`the draw stopped at ${status}`);
      await sleep(500);
    }

    const results = await database
      .selectFrom('draw_results')
      .select('number_sets')
      .where('draw_id', '=', draw.id)
      .execute();
    expect(results).toHaveLength(1);
    // The two calls shared the steps out between them: none ran twice.
    const stepsRun = answers.flatMap(
      (answer) => (answer.body?.result as OpsDrawOutcomeWire | undefined)?.steps ?? [],
    );
    const doneSteps = stepsRun.filter((step) => step.outcome === 'done').map((step) => step.step);
    expect(doneSteps.length).toBe(new Set(doneSteps).size);
    for (const action of ['draw.close', 'draw.draw', 'draw.score', 'draw.pay', 'draw.email']) {
      const count = await countOf(
        database
          .selectFrom('audit_log')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('subject_id', '=', draw.id)
          .where('action', '=', action)
          .executeTakeFirst(),
      );
      expect([action, count]).toEqual([action, 1]);
    }
    const payouts = await database
      .selectFrom('prize_payouts')
      .select(['ticket_id', 'status', 'transfer_id', 'customer_id'])
      .where('draw_id', '=', draw.id)
      .execute();
    // 1,000 random games: a draw with no winning line would be a one in millions.
    expect(payouts.length).toBeGreaterThan(0);
    expect(new Set(payouts.map((payout) => payout.ticket_id)).size).toBe(payouts.length);
    expect(payouts.filter((payout) => payout.status !== 'paid')).toEqual([]);
    expect(new Set(payouts.map((payout) => payout.transfer_id)).size).toBe(payouts.length);
    // Each payout is one prize transfer to its ticket's owner.
    const transfers = await database
      .selectFrom('ledger_transfers')
      .select(['id', 'kind', 'customer_id'])
      .where(
        'id',
        'in',
        payouts.map((payout) => payout.transfer_id ?? ''),
      )
      .execute();
    expect(
      transfers.map((transfer) => [transfer.id, transfer.kind, transfer.customer_id]).sort(),
    ).toEqual(payouts.map((payout) => [payout.transfer_id, 'prize', payout.customer_id]).sort());
    // And the customers above got no other prize. The draw may also pay the demo customer, whose
    // autoplay plays it: only the payouts of this test's customers are theirs.
    const ownPayouts = payouts.filter((payout) => customerIds.includes(payout.customer_id));
    const prizeTransfers = await countOf(
      database
        .selectFrom('ledger_transfers')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('kind', '=', 'prize')
        .where('customer_id', 'in', customerIds)
        .executeTakeFirst(),
    );
    expect(prizeTransfers).toBe(ownPayouts.length);
    expect(await new LedgerRepository(database).unbalancedTransferIds()).toEqual([]);
  });
});

describe('the scheduled jobs', () => {
  it('each run from a queue on the job library, which both processes work', async () => {
    const database = cluster.connection.database;
    const names = [
      'deposit-recovery',
      'draw-engine-tick',
      'email-relay',
      'monthly-statements',
      'premium-renewal',
      'recurring-purchases',
    ];
    const queues = await sql<{ name: string; policy: string }>`select name, policy
      from pgboss.queue where name = any(${names}) order by name`.execute(database);
    expect(queues.rows).toEqual(names.map((name) => ({ name, policy: 'stately' })));
    const until = Date.now() + 60_000;
    let completed: string[] = [];
    while (completed.length < names.length && Date.now() < until) {
      const { rows } = await sql<{ name: string }>`select distinct name from pgboss.job
        where state = 'completed' and name = any(${names}) order by name`.execute(database);
      completed = rows.map((row) => row.name);
      if (completed.length < names.length) await sleep(500);
    }
    expect(completed).toEqual(names);
    // A stately queue never runs two at once, whichever process fetches the run.
    const { rows: twice } = await sql<{ name: string }>`select name from pgboss.job
      where state = 'active' and name = any(${names}) group by name having count(*) > 1`.execute(
      database,
    );
    expect(twice).toEqual([]);
  });
});

describe('artifacts and documents', () => {
  it('round-trip through the object store', async () => {
    const { a, b, connection, objectStore } = cluster;
    const requestsTo = (key: string, method: string) =>
      objectStore.requests.filter(
        (request) => request.method === method && request.path === `/${objectStore.bucket}/${key}`,
      );

    // A release manager publishes a remote version through A; B serves it from the bucket.
    const manager = await signInOperator(a, connection, ['release_manager']);
    const version = '0.1.0-scale1';
    const build = buildOf('mfe-wallet', version);
    const published = await send(a, 'POST', '/registry/remotes/mfe-wallet/versions', {
      headers: { authorization: manager.authorization },
      payload: build.body,
    });
    expect(published.status).toBe(201);
    const entryKey = `remotes/mfe-wallet/${version}/remoteEntry.js`;
    expect(requestsTo(entryKey, 'PUT')).toHaveLength(1);
    const readsBefore = requestsTo(entryKey, 'GET').length;

    const served = await send(b, 'GET', `/remotes/mfe-wallet/${version}/remoteEntry.js`);
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const entryFile = build.body.files.find((file) => file.path === 'remoteEntry.js');
    expect(served.bytes.equals(Buffer.from(entryFile?.content_base64 ?? '', 'base64'))).toBe(true);
    expect(requestsTo(entryKey, 'GET').length).toBeGreaterThan(readsBefore);

    // A customer uploads a photo ID through A; a reviewer reads it through B.
    const customer = await signUp(a, { last_name: 'Docs' });
    const started = await call(a, 'POST', '/v2/customer/verify', {
      session: customer,
      payload: {},
    });
    expect(started.status).toBe(200);
    const { payload, contentType } = multipartOf(passportPng());
    const uploaded = await send(a, 'POST', '/v2/customer/verification', {
      headers: { ...(await clientHeaders({ session: customer })), 'content-type': contentType },
      bytes: payload,
    });
    expect(uploaded.status).toBe(200);
    const documentPuts = objectStore.requests.filter(
      (request) =>
        request.method === 'PUT' && request.path.startsWith(`/${objectStore.bucket}/documents/`),
    );
    expect(documentPuts).toHaveLength(1);

    const reviewer = await signInOperator(b, connection, ['reviewer']);
    const { id: reviewId } = await connection.database
      .selectFrom('verification_reviews')
      .select('id')
      .where('customer_id', '=', customer.customerId)
      .executeTakeFirstOrThrow();
    const headers = { cookie: reviewer.cookie, accept: 'text/html' };
    const details = await send(b, 'GET', `/ops/reviews/${reviewId}`, { headers });
    expect(details.status).toBe(200);
    const page = details.bytes.toString('utf8');
    expect(page).not.toContain(objectStore.endpoint);
    const documentPath = /href="(\/ops\/reviews\/[^"]+\/documents\/[^"]+)"/.exec(page)?.[1];
    expect(documentPath).toBeDefined();
    const document = await send(b, 'GET', documentPath ?? '', { headers });
    expect(document.status).toBe(200);
    expect(document.headers['content-type']).toBe('image/png');
    expect(document.headers['cache-control']).toBe('no-store');
    expect(document.bytes.equals(onePixelPng)).toBe(true);
    // s3rver answers unsigned requests as signed ones (it models no ACLs or bucket policies), so
    // whether the bucket refuses anonymous reads of documents/ cannot be seen here.
  });
});

describe('one process killed under purchase load', () => {
  it('loses no purchase and charges none twice when the load balancer retries on the other', async () => {
    const { a, b, connection } = cluster;
    const database = connection.database;
    const customers: Array<{ session: TestSession; home: ShopProcess }> = [];
    for (let index = 0; index < 16; index += 1) {
      const home = index % 2 === 0 ? a : b;
      customers.push({ session: await newFundedCustomer(home, connection, fundingCents), home });
    }
    const acknowledged: Array<{ customerId: string; key: string; checkoutId: string }> = [];
    const refused: string[] = [];
    let killedAt: number | null = null;
    let servedByBAfterKill = 0;
    let retriedOnB = 0;

    /** A call, retried on B (with the same key) while its process is gone or the key is busy. */
    async function withRetry<Result>(
      customer: { home: ShopProcess },
      work: (shop: ShopProcess) => Promise<Answer<Result>>,
    ): Promise<Answer<Result>> {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const answer = await work(customer.home);
          // The first call may still hold the key in a dying process's transaction.
          if (answer.status !== 409 || attempt > 50) return answer;
        } catch (error) {
          if (customer.home !== a || killedAt === null || attempt > 50) throw error;
          customer.home = b;
          retriedOnB += 1;
        }
        await sleep(100);
      }
    }

    const loadUntil = Date.now() + 8_000;
    const killAfter = Date.now() + 3_000;
    const killer = (async () => {
      await sleep(killAfter - Date.now());
      killedAt = Date.now();
      a.child.kill('SIGKILL');
      await a.exited;
    })();
    await Promise.all(
      customers.map(async (customer) => {
        while (Date.now() < loadUntil) {
          const added = await withRetry(customer, (shop) =>
            call(shop, 'POST', '/v2/cart/items', {
              session: customer.session,
              version: apiVersions.cart,
              payload: { item: saturdayTicket },
            }),
          );
          if (added.status !== 200) {
            refused.push(`add ${added.status} ${JSON.stringify(added.body)}`);
            continue;
          }
          const key = `scale-${randomBytes(8).toString('hex')}`;
          const paid = await withRetry(customer, (shop) =>
            call<CheckoutWire>(shop, 'POST', '/v2/cart/purchase', {
              session: customer.session,
              version: apiVersions.cart,
              key,
              payload: { channel_key: 'web' },
            }),
          );
          const checkoutId = paid.body?.result?.checkout_id;
          if (paid.status !== 200 || checkoutId === undefined) {
            refused.push(`purchase ${paid.status} ${JSON.stringify(paid.body)}`);
            continue;
          }
          acknowledged.push({ customerId: customer.session.customerId, key, checkoutId });
          if (killedAt !== null && customer.home === b) servedByBAfterKill += 1;
        }
      }),
    );
    await killer;

    // Calls were under way on A when it died, and were sent again to B.
    expect(retriedOnB).toBeGreaterThan(0);
    expect(refused).toEqual([]);
    expect(servedByBAfterKill).toBeGreaterThan(0);
    const customerIds = customers.map((customer) => customer.session.customerId);
    const checkouts = await database
      .selectFrom('checkouts')
      .select(['id', 'customer_id', 'status', 'transfer_id', 'paid_from_cash_cents'])
      .where('customer_id', 'in', customerIds)
      .execute();
    // Every acknowledged purchase exists once, and nothing was bought that was not acknowledged.
    expect(checkouts.map((checkout) => checkout.id).sort()).toEqual(
      acknowledged.map((purchase) => purchase.checkoutId).sort(),
    );
    expect(checkouts.filter((checkout) => checkout.status !== 'success')).toEqual([]);
    const purchaseTransfers = await database
      .selectFrom('ledger_transfers')
      .select(['id', 'customer_id'])
      .where('kind', '=', 'purchase')
      .where('customer_id', 'in', customerIds)
      .execute();
    expect(purchaseTransfers.map((transfer) => transfer.id).sort()).toEqual(
      checkouts.map((checkout) => checkout.transfer_id).sort(),
    );
    const wallets = await database
      .selectFrom('ledger_accounts')
      .select(['customer_id', 'balance_cents'])
      .where('kind', '=', 'customer_cash')
      .where('customer_id', 'in', customerIds)
      .execute();
    for (const customerId of customerIds) {
      const spentCents = checkouts
        .filter((checkout) => checkout.customer_id === customerId)
        .reduce((sum, checkout) => sum + Number(checkout.paid_from_cash_cents), 0);
      const wallet = wallets.find((account) => account.customer_id === customerId);
      expect([customerId, Number(wallet?.balance_cents)]).toEqual([
        customerId,
        fundingCents - spentCents,
      ]);
    }
    expect(await new LedgerRepository(database).unbalancedTransferIds()).toEqual([]);
    // B still serves after the load.
    expect((await send(b, 'GET', '/health')).status).toBe(200);
  });
});
