import { type FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { PaymentsRepository } from './repository';
import { type DepositsService } from './deposits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles the deposits their own requests left open (see `DepositRecovery`). */
    depositRecovery: DepositRecovery;
  }
}

export interface DepositRecoverySettings {
  /** How long a new deposit is left to the request that made it. */
  graceMs: number;
  /** How long a run's claim on a deposit lasts: no other run settles it before then. */
  claimMs: number;
  /** How long a deposit waiting on its challenge or approval is still asked about. */
  waitingMsMax: number;
  /** The most deposits one run settles. */
  batchSize: number;
  /** Between two periodic runs; null runs only at start-up (and when asked). */
  intervalMs: number | null;
}

export const defaultDepositRecoverySettings: DepositRecoverySettings = {
  graceMs: 30_000,
  claimMs: 120_000,
  waitingMsMax: 24 * 60 * 60 * 1000,
  batchSize: 50,
  intervalMs: 60_000,
};

function millisecondsOf(text: string | undefined): number | null {
  const value = text?.trim();
  return value && /^[0-9]{1,10}$/.test(value) ? Number(value) : null;
}

/**
 * DEPOSIT_RECOVERY_INTERVAL_MS (0 turns the periodic run off; off by default under tests) and
 * DEPOSIT_RECOVERY_GRACE_MS over the defaults.
 */
export function depositRecoverySettingsFrom(
  environment: NodeJS.ProcessEnv,
): DepositRecoverySettings {
  const interval = millisecondsOf(environment.DEPOSIT_RECOVERY_INTERVAL_MS);
  const grace = millisecondsOf(environment.DEPOSIT_RECOVERY_GRACE_MS);
  const intervalDefault =
    environment.NODE_ENV === 'test' ? null : defaultDepositRecoverySettings.intervalMs;
  return {
    ...defaultDepositRecoverySettings,
    intervalMs: interval === null ? intervalDefault : interval === 0 ? null : interval,
    graceMs: grace ?? defaultDepositRecoverySettings.graceMs,
  };
}

/**
 * Settles every deposit its own request left open: the process stopped between the card charge
 * and the ledger posting, or the customer answered the challenge while the shop was down. Each
 * run claims its deposits in one short transaction (`FOR UPDATE SKIP LOCKED` and a claim that
 * lasts `claimMs`), so several API processes on one database never work on the same deposit at
 * once; each deposit is then settled as reading it would (same idempotency key to the gateway,
 * the ledger posting once under the deposit's row lock). Runs one after another in a process.
 */
export class DepositRecovery {
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly database: Kysely<Database>,
    private readonly deposits: DepositsService,
    private readonly now: () => Date,
    private readonly settings: DepositRecoverySettings,
    private readonly origin: () => string,
    private readonly onFailure: (error: unknown, depositId: string) => void,
  ) {}

  /** One run, after any run in progress; answers how many deposits it claimed. */
  runOnce(): Promise<number> {
    const run = this.running.then(() => this.recoverClaimed());
    this.running = run.catch(() => undefined);
    return run;
  }

  /** Resolves when no run is in progress. */
  async idle(): Promise<void> {
    await this.running;
  }

  private async recoverClaimed(): Promise<number> {
    const now = this.now();
    const depositIds = await this.database.transaction().execute((transaction) =>
      new PaymentsRepository(transaction).claimForRecovery({
        createdBefore: new Date(now.getTime() - this.settings.graceMs),
        waitingCreatedAfter: new Date(now.getTime() - this.settings.waitingMsMax),
        now,
        claimedUntil: new Date(now.getTime() + this.settings.claimMs),
        limit: this.settings.batchSize,
      }),
    );
    for (const depositId of depositIds) {
      try {
        await this.deposits.recover(depositId, this.origin());
      } catch (error) {
        // Left claimed: the next run after the claim ends tries again.
        this.onFailure(error, depositId);
      }
    }
    return depositIds.length;
  }
}

/**
 * The deposit recovery job `deposit-recovery` (see jobs/plugin.ts): once at start-up and then every
 * `intervalMs`, or only at start-up when that is off; `app.depositRecovery.runOnce()` runs it on
 * demand. A run in progress is waited for when the app closes.
 */
export const depositRecoveryModule = fastifyPlugin(
  (
    app: FastifyInstance,
    { deposits }: { deposits: DepositsService },
    done: (error?: Error) => void,
  ) => {
    const now = app.config.now;
    const settings = depositRecoverySettingsFrom(process.env);
    const recovery = new DepositRecovery(
      app.database,
      deposits,
      now,
      settings,
      () => app.config.publicUrl,
      (error, depositId) => app.log.error({ err: error, depositId }, 'deposit recovery failed'),
    );
    app.decorate('depositRecovery', recovery);

    const work = async () => {
      await recovery.runOnce();
    };
    if (settings.intervalMs === null) {
      app.addHook('onReady', (hookDone) => {
        work().catch((error: unknown) => app.log.error({ err: error }, 'deposit recovery failed'));
        hookDone();
      });
    } else {
      app.jobs.schedule({
        name: 'deposit-recovery',
        everySeconds: Math.max(1, Math.round(settings.intervalMs / 1000)),
        // A claim lasts claimMs: a run that outlives it may have lost its deposits to another.
        expireInSeconds: Math.ceil(settings.claimMs / 1000),
        work,
      });
    }
    app.addHook('onClose', () => recovery.idle());
    done();
  },
  { name: 'deposit-recovery', dependencies: ['config', 'database', 'jobs'], fastify: '5.x' },
);
