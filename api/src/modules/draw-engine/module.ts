import { type FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { type MoneyServices } from '../money-services';
import { type Email } from '../outbox/service';
import { type RecurringService } from '../recurring/service';
import { entrantsOfGiveaway } from '../rewards/entrants';
import { type ScheduledPurchaseService } from '../scheduled-purchases/service';
import { groupSessionCloser } from '../social/session-close';
import { ClaimService } from './claims/service';
import { DrawEngine, type TickSummary } from './engine/engine';
import { type DrawEngineSettings } from './engine/step';
import { recurringBuyerOf } from './recurring/buyer';
import { buyDueRecurringPurchases } from './recurring/due-purchases';
import { keepSchedule } from './schedule/keeper';
import { drawEngineSettingsFrom } from './settings';
import { drawSteps } from './steps';
import { drandBeacon, noBeacon, type RandomnessBeacon } from './verifiable/randomness-beacon';

declare module 'fastify' {
  interface FastifyInstance {
    /** The draw engine: `tick()` (the job), `drawNow` and `retry` (operators' commands). */
    drawEngine: DrawEngine;
    /** Claim checks of prizes over the claim threshold. */
    prizeClaims: ClaimService;
  }
}

export interface DrawEngineParts {
  database: Kysely<Database>;
  now: () => Date;
  settings: DrawEngineSettings;
  beacon: RandomnessBeacon;
  recurring: RecurringService;
  scheduledPurchases: ScheduledPurchaseService;
  /** The email port, for recurring purchases that fail. */
  sendEmail: (email: Email) => Promise<void>;
}

/** The engine with its steps, schedule keeper, recurring buyer and Lotto Party's session close. */
export function drawEngineOf(parts: DrawEngineParts): DrawEngine {
  const buyRecurring = recurringBuyerOf({
    database: parts.database,
    recurring: parts.recurring,
    scheduledPurchases: parts.scheduledPurchases,
    publicUrl: parts.settings.publicUrl,
    sendEmail: parts.sendEmail,
  });
  return new DrawEngine(
    parts.database,
    drawSteps,
    keepSchedule,
    buyRecurring,
    parts.settings,
    {
      beacon: parts.beacon,
      giveawayEntrants: entrantsOfGiveaway,
      closeGroupSessions: groupSessionCloser({ publicUrl: parts.settings.publicUrl }),
    },
    parts.now,
  );
}

function logSummary(app: FastifyInstance, summary: TickSummary): void {
  for (const failure of summary.failures) {
    app.log.error(failure, 'draw engine step failed');
  }
  for (const step of summary.steps) app.log.info(step, 'draw engine step');
}

/**
 * The draw engine module: builds the engine (settings from the environment, see settings.ts;
 * beacon none unless DRAW_BEACON=drand) and the claim checks, decorates `app.drawEngine` and
 * `app.prizeClaims`, and, when the config's `drawEngine` is on, schedules its jobs (see
 * jobs/plugin.ts): `draw-engine-tick` (schedule and due steps, then the relays),
 * `recurring-purchases` (the draws whose sales close within the lead time, then the relays) and
 * `email-relay` (the outbox's result and claim emails, and the notification cards
 * for a messaging provider); the jobs plugin waits for runs in progress on close. Register after
 * the money services.
 */
export const drawEngineModule = fastifyPlugin(
  (app: FastifyInstance, { money }: { money: MoneyServices }, done: (error?: Error) => void) => {
    const { engine: settings, job: jobSettings } = drawEngineSettingsFrom(
      process.env,
      app.config.publicUrl,
    );
    const engine = drawEngineOf({
      database: app.database,
      now: app.config.now,
      settings,
      beacon: jobSettings.beacon === 'drand' ? drandBeacon() : noBeacon,
      recurring: money.recurring,
      scheduledPurchases: money.scheduledPurchases,
      sendEmail: (email) => app.outbox.send(email),
    });
    const relay = async () => {
      await app.outbox.deliverPending(app.database);
      await app.notificationRelay.deliverPending();
    };
    const claims = new ClaimService(app.database, {
      publicUrl: app.config.publicUrl,
      now: app.config.now,
      afterCommit: () => {
        relay().catch((error: unknown) => app.log.error({ err: error }, 'email relay failed'));
      },
    });
    app.decorate('drawEngine', engine);
    app.decorate('prizeClaims', claims);
    if (!app.config.drawEngine) {
      done();
      return;
    }

    app.jobs.schedule({
      name: 'draw-engine-tick',
      everySeconds: jobSettings.intervalSeconds,
      work: async () => {
        logSummary(app, await engine.tick());
        await relay();
      },
    });
    // Apart from the tick, so that a slow card gateway on one customer's autoplay never holds
    // up closing, drawing or paying a draw.
    app.jobs.schedule({
      name: 'recurring-purchases',
      everySeconds: jobSettings.intervalSeconds,
      work: async () => {
        const summary = await buyDueRecurringPurchases(
          app.database,
          engine.buyRecurring,
          settings.recurringLeadMs,
          app.config.now(),
        );
        for (const failure of summary.failures) {
          app.log.error(failure, 'recurring purchases of a draw failed');
        }
        for (const bought of summary.bought) app.log.info(bought, 'recurring purchases bought');
        await relay();
      },
    });
    // Emails written inside other jobs' transactions, and deliveries that failed, between ticks.
    app.jobs.schedule({ name: 'email-relay', everySeconds: 60, work: relay });
    done();
  },
  {
    name: 'draw-engine',
    dependencies: ['config', 'database', 'jobs', 'outbox', 'notifications'],
    fastify: '5.x',
  },
);
