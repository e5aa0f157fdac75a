import { type Kysely, type Transaction } from 'kysely';
import { type Database } from '../../../database/schema';
import { ApiError } from '../../../http/envelope';
import { recordAudit } from './audit';
import {
  type Actor,
  type DrawEnginePorts,
  type DrawEngineSettings,
  type DrawRow,
  type DrawStatus,
  type DrawStep,
  type DrawStepName,
  engineActor,
} from './step';

/** Keeps each offer's draws open `horizon` ahead; runs in its own transaction. */
export type ScheduleKeeper = (
  transaction: Transaction<Database>,
  now: Date,
  settings: DrawEngineSettings,
) => Promise<void>;

/** What buying a draw's recurring purchases did. */
export interface RecurringBuySummary {
  purchased: number;
  skipped: number;
  failed: number;
}

/** Buys the recurring and scheduled purchases of an open draw before its sales close. */
export type RecurringBuyer = (draw: DrawRow, now: Date) => Promise<RecurringBuySummary | void>;

export interface StepOutcome {
  drawId: string;
  step: DrawStepName;
  outcome: 'done' | 'waiting';
  status: DrawStatus;
}

export interface TickSummary {
  steps: StepOutcome[];
  failures: Array<{ drawId: string; step: DrawStepName; error: string }>;
}

const openStatuses: readonly DrawStatus[] = ['DRAW_OPEN', 'DRAW_CAPPED'];

/**
 * The draw engine: moves every draw through its steps (close → draw → score → pay → email), each
 * in one transaction holding the draw's row lock with the status check inside it, so each step of
 * each draw happens once however many processes run the engine, and a crash at any point leaves
 * the draw at its last committed step, to be finished by the next run.
 */
export class DrawEngine {
  constructor(
    private readonly database: Kysely<Database>,
    private readonly steps: readonly DrawStep[],
    private readonly keepSchedule: ScheduleKeeper,
    /** Public for an operator's buy-recurring command (draw-operations). */
    readonly buyRecurring: RecurringBuyer,
    readonly settings: DrawEngineSettings,
    private readonly ports: DrawEnginePorts,
    private readonly now: () => Date,
  ) {}

  /** One run of the engine's job: keeps the schedule, then runs every step that is due. */
  async tick(): Promise<TickSummary> {
    const now = this.now();
    await this.database
      .transaction()
      .execute((transaction) => this.keepSchedule(transaction, now, this.settings));
    const summary: TickSummary = { steps: [], failures: [] };
    for (const drawId of await this.dueDrawIds(now)) {
      const result = await this.runSteps(drawId, engineActor, false);
      summary.steps.push(...result.steps);
      summary.failures.push(...result.failures);
    }
    return summary;
  }

  private async dueDrawIds(now: Date): Promise<string[]> {
    const rows = await this.database
      .selectFrom('draws')
      .select('id')
      .where((where) =>
        where.or([
          where.and([where('status', 'in', openStatuses), where('stop', '<=', now)]),
          where('status', '=', 'DRAW_CAPPED'),
          where.and([where('status', '=', 'DRAW_CLOSED'), where('draw_at', '<=', now)]),
          where('status', 'in', ['DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID']),
        ]),
      )
      .orderBy('stop')
      .execute();
    return rows.map((row) => row.id);
  }

  /** Runs the draw's steps one after another while they are due (or forced) and done. */
  async runSteps(drawId: string, actor: Actor, force: boolean): Promise<TickSummary> {
    const summary: TickSummary = { steps: [], failures: [] };
    for (;;) {
      let outcome: StepOutcome | null;
      try {
        outcome = await this.runNextStep(drawId, actor, force);
      } catch (error) {
        const step = (await this.stepOfDraw(drawId))?.name ?? 'close';
        await this.recordFailure(drawId, step, actor, error);
        summary.failures.push({ drawId, step, error: messageOf(error) });
        return summary;
      }
      if (outcome === null) return summary;
      summary.steps.push(outcome);
      if (outcome.outcome === 'waiting') return summary;
    }
  }

  /** The step a draw is waiting for, or null when it has none left. */
  private async stepOfDraw(drawId: string): Promise<DrawStep | null> {
    const draw = await this.database
      .selectFrom('draws')
      .select('status')
      .where('id', '=', drawId)
      .executeTakeFirst();
    return draw ? this.stepFor(draw.status as DrawStatus) : null;
  }

  stepFor(status: DrawStatus): DrawStep | null {
    return this.steps.find((step) => step.from.includes(status)) ?? null;
  }

  private async runNextStep(
    drawId: string,
    actor: Actor,
    force: boolean,
  ): Promise<StepOutcome | null> {
    return this.database.transaction().execute(async (transaction) => {
      const draw = await transaction
        .selectFrom('draws')
        .selectAll()
        .where('id', '=', drawId)
        .forUpdate()
        .executeTakeFirst();
      if (!draw) return null;
      const step = this.stepFor(draw.status as DrawStatus);
      const now = this.now();
      if (!step || (!force && !step.isDue(draw, now))) return null;
      const audit = (action: string, detail?: Record<string, unknown>) =>
        recordAudit(transaction, {
          actor,
          action,
          subjectType: 'draw',
          subjectId: draw.id,
          detail: { offerKey: draw.product_offer_key, drawNo: draw.draw_no, ...detail },
          at: now,
        });
      const outcome = await step.run({
        transaction,
        draw,
        now,
        actor,
        settings: this.settings,
        ports: this.ports,
        audit,
      });
      const status = outcome === 'done' ? step.to : (draw.status as DrawStatus);
      if (outcome === 'done') {
        await transaction
          .updateTable('draws')
          .set({ status, last_error: null, last_error_at: null })
          .where('id', '=', draw.id)
          .execute();
        await audit(`draw.${step.name}`, { status });
      }
      return { drawId, step: step.name, outcome, status };
    });
  }

  private async recordFailure(
    drawId: string,
    step: DrawStepName,
    actor: Actor,
    error: unknown,
  ): Promise<void> {
    const now = this.now();
    await this.database.transaction().execute(async (transaction) => {
      await transaction
        .updateTable('draws')
        .set({ last_error: `${step}: ${messageOf(error)}`, last_error_at: now })
        .where('id', '=', drawId)
        .execute();
      await recordAudit(transaction, {
        actor,
        action: `draw.${step}.failed`,
        subjectType: 'draw',
        subjectId: drawId,
        detail: { error: messageOf(error) },
        at: now,
      });
    });
  }

  /**
   * Closes and draws an open draw now, then scores, pays and emails it (an operator's command):
   * the next open draw of the offer, or draw `drawNo`. A draw in any other state is refused.
   */
  async drawNow(
    offerKey: string,
    drawNo: number | null,
    actor: Actor,
  ): Promise<TickSummary & { drawId: string }> {
    const now = this.now();
    const drawId = await this.database.transaction().execute(async (transaction) => {
      let query = transaction
        .selectFrom('draws')
        .selectAll()
        .where('product_offer_key', '=', offerKey)
        .forUpdate();
      query =
        drawNo === null
          ? query.where('status', 'in', openStatuses).orderBy('stop').limit(1)
          : query.where('draw_no', '=', drawNo);
      const draw = await query.executeTakeFirst();
      if (!draw) {
        throw new ApiError(
          404,
          'draw_not_found',
          drawNo === null ? `${offerKey} has no open draw.` : `${offerKey} has no draw ${drawNo}.`,
        );
      }
      if (!openStatuses.includes(draw.status as DrawStatus)) {
        throw new ApiError(
          409,
          'draw_not_open',
          `${offerKey} draw ${draw.draw_no} is ${draw.status}: only an open draw can be drawn now.`,
        );
      }
      await transaction
        .updateTable('draws')
        .set({
          stop: new Date(Math.min(new Date(draw.stop).getTime(), now.getTime())),
          draw_at: now,
        })
        .where('id', '=', draw.id)
        .execute();
      await recordAudit(transaction, {
        actor,
        action: 'draw.draw_now',
        subjectType: 'draw',
        subjectId: draw.id,
        detail: { offerKey, drawNo: draw.draw_no },
        at: now,
      });
      return draw.id;
    });
    return { drawId, ...(await this.runSteps(drawId, actor, false)) };
  }

  /** Runs a draw's next step now, when it is due: how an operator re-runs a failed step. */
  async retry(drawId: string, actor: Actor): Promise<TickSummary> {
    const step = await this.stepOfDraw(drawId);
    if (!step) {
      throw new ApiError(409, 'draw_finished', 'This draw has no step left to run.');
    }
    return this.runSteps(drawId, actor, false);
  }
}

/** What an error says, for a summary or the audit log. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
