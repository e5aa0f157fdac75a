import { timingSafeEqual } from 'node:crypto';
import { type FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ApiError } from '../http/envelope';

/** Calls whose success is a purchase or a deposit, by method and route. */
const businessEvents: Readonly<Record<string, 'purchase' | 'deposit'>> = {
  'POST /v2/cart/purchase': 'purchase',
  'POST /v2/funds/:id/deposit': 'deposit',
  'POST /v2/funds/:method/:gatewayKey/deposit': 'deposit',
  'POST /v2/deposits/deposit_purchase': 'deposit',
};

const remoteReportsRoute = 'POST /registry/:environment/reports';

interface RemoteReport {
  remotes?: Array<{ remote: string; outcome: string }>;
}

/** Node's own metrics, collected once per process however many apps it builds (tests build many). */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Whether the scraper may read: its bearer token when METRICS_TOKEN is set, else loopback only. */
function mayScrape(request: FastifyRequest, token: string | null): boolean {
  if (token === null) return ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.ip);
  const given = Buffer.from(String(request.headers.authorization ?? ''));
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at GET /metrics, per process: request rates and latencies per route,
 * purchases and deposits, the draw-engine queue's lag, and remote load failures the shell
 * reports, beside Node's own (memory, event-loop lag, GC).
 */
export const metricsPlugin = fastifyPlugin(
  (app, _options, done) => {
    const registry = new Registry();
    const requestSeconds = new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const purchases = new Counter({
      name: 'shop_purchases_total',
      help: 'Purchase calls answered, by outcome (succeeded, refused, failed).',
      labelNames: ['outcome'],
      registers: [registry],
    });
    const deposits = new Counter({
      name: 'shop_deposits_total',
      help: 'Deposit calls answered, by outcome (succeeded, refused, failed).',
      labelNames: ['outcome'],
      registers: [registry],
    });
    const remoteFailures = new Counter({
      name: 'shop_remote_load_failures_total',
      help: 'Remotes that failed to load or render on a page, as the shell reported them.',
      labelNames: ['remote', 'outcome'],
      registers: [registry],
    });
    new Gauge({
      name: 'shop_job_lag_seconds',
      help: 'Age of the oldest scheduled job run due and not yet started (0 when none waits).',
      registers: [registry],
      async collect() {
        this.set(await jobLagSeconds());
      },
    });

    async function jobLagSeconds(): Promise<number> {
      try {
        const { rows } = await sql<{ lag: string | null }>`
          select extract(epoch from now() - min(start_after)) as lag from pgboss.job
          where state in ('created', 'retry') and start_after <= now()`.execute(app.database);
        return Math.max(0, Number(rows[0]?.lag ?? 0));
      } catch {
        // No job tables: the embedded database runs jobs on an in-process timer.
        return 0;
      }
    }

    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      requestSeconds.observe(
        { method: request.method, route, status_code: String(status) },
        reply.elapsedTime / 1000,
      );
      const call = `${request.method} ${route}`;
      const outcome = status < 300 ? 'succeeded' : status < 500 ? 'refused' : 'failed';
      if (businessEvents[call] === 'purchase') purchases.inc({ outcome });
      if (businessEvents[call] === 'deposit') deposits.inc({ outcome });
      if (call === remoteReportsRoute && status < 300) {
        for (const report of (request.body as RemoteReport | undefined)?.remotes ?? []) {
          if (report.outcome !== 'rendered') {
            remoteFailures.inc({ remote: report.remote, outcome: report.outcome });
          }
        }
      }
      done();
    });

    app.get('/metrics', { config: { access: 'anonymous' } }, async (request, reply) => {
      if (!mayScrape(request, app.config.metricsToken)) {
        throw new ApiError(401, 'unauthorized', 'Reading metrics needs the scraper token.');
      }
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(`${await processMetrics().metrics()}\n${await registry.metrics()}`);
    });
    done();
  },
  { name: 'metrics', dependencies: ['config', 'database'], fastify: '5.x' },
);
