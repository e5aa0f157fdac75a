// Prize payout benchmark: the pay step pays 10,000 winners of one draw into their wallets through
// the ledger, on PostgreSQL (DATABASE_URL=postgres://…), in a database of its own that is created,
// migrated, seeded and dropped. The winners are written before the clock starts; only the pay
// step's transaction is timed (target: at most 10 s). Without a PostgreSQL DATABASE_URL it prints
// one line saying so and skips. Prints one JSON object on its last line.
//
//   BENCH_WINNERS   winners to pay (default 10000)
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../database/connection';
import { migrateToLatest } from '../database/migrate';
import { DrawEngine } from '../modules/draw-engine/engine/engine';
import { engineActor } from '../modules/draw-engine/engine/step';
import { ledgerTotals } from '../modules/draw-engine/jobs/engine-test-support';
import { insertScoredDraw } from '../modules/draw-engine/jobs/scored-draw-fixture';
import { defaultDrawEngineSettings } from '../modules/draw-engine/settings';
import { payStep } from '../modules/draw-engine/steps/pay';
import { noBeacon } from '../modules/draw-engine/verifiable/randomness-beacon';
import { seedDemoData } from '../seed/seed-demo-data';
import { onServer } from '../testing/build-test-app';

const targetSeconds = 10;

export interface PayoutBenchResult {
  winners: number;
  seconds: number;
  paidCents: number;
  withinTarget: boolean;
}

export async function runPayoutBench(): Promise<PayoutBenchResult | null> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || !/^postgres(ql)?:\/\//.test(serverUrl)) {
    console.log(
      'Payout bench skipped: set DATABASE_URL=postgres://… to pay 10,000 winners on PostgreSQL.',
    );
    return null;
  }
  const winners = Number(process.env.BENCH_WINNERS ?? 10_000);
  const name = `shop_bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase(url.toString());
  try {
    const { database } = connection;
    const now = new Date();
    await migrateToLatest(database);
    await seedDemoData(database, now);
    const draw = await insertScoredDraw(database, { now, winners });
    const before = await ledgerTotals(database);
    const engine = new DrawEngine(
      database,
      [payStep],
      () => Promise.resolve(),
      () => Promise.resolve(),
      { ...defaultDrawEngineSettings, publicUrl: 'http://localhost:8080' },
      { beacon: noBeacon },
      () => now,
    );

    const started = performance.now();
    const summary = await engine.runSteps(draw.drawId, engineActor, false);
    const seconds = (performance.now() - started) / 1000;

    if (summary.failures.length > 0) throw new Error(summary.failures[0]?.error);
    const after = await ledgerTotals(database);
    const paidCents = before.prizesPayableCents - after.prizesPayableCents;
    if (paidCents !== draw.prizeCentsTotal || after.entriesCents !== 0) {
      throw new Error(`the ledger moved ${paidCents} cents for ${draw.prizeCentsTotal} of prizes`);
    }
    console.log(
      `Paid ${winners.toLocaleString('en-AU')} winners (${(paidCents / 100).toLocaleString('en-AU')} dollars) in ${seconds.toFixed(2)} s on PostgreSQL`,
    );
    const result = {
      winners,
      seconds: Number(seconds.toFixed(3)),
      paidCents,
      withinTarget: seconds <= targetSeconds,
    };
    console.log(JSON.stringify(result));
    return result;
  } finally {
    await connection.close();
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

if (require.main === module) {
  runPayoutBench().then(
    (result) => {
      if (result && !result.withinTarget) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
