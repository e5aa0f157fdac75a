import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { limitReasonIds } from '../limits/blocked-reasons';
import { type PurchaseService } from '../purchase/service';
import { type ScheduledPurchaseService } from '../scheduled-purchases/service';
import { recordAttempt, softFailuresInRow } from './attempts';
import { type CardTopUp, topUpWhenShort } from './card-top-up';
import { hardFailureOf } from './hard-failures';
import { type DrawToBuy, gamesToBuy, recurringBasket } from './recurring-basket';
import { type RecurringRow, selectRecurring, statusAt } from './recurring-row';
import { advancedPurchaseAt, isDue, nextPurchaseAtOf, skipReasonOf } from './skip-reasons';

export type { DrawToBuy } from './recurring-basket';

export interface SyncResult {
  purchased: number;
  failed: number;
}

/** What became of one recurring purchase for one draw. */
export interface RecurringAttempt {
  recurringPurchaseId: string;
  type: 'autoplay' | 'subscription';
  customerId: string;
  description: string;
  drawNo: number;
  amountCents: number;
  outcome: 'purchased' | 'soft_failure' | 'hard_failure' | 'skipped';
  /** Why it was skipped or failed, as the customer is told; null when bought. */
  reason: string | null;
  /** Whether this failure opened the payment resolution (the first attempt for the draw). */
  resolutionCreated: boolean;
}

/** A payment a recurring or scheduled purchase could not make, waiting for the customer. */
export interface PaymentResolution {
  id: string;
  description: string;
  amountCents: number;
  reason: string;
  createdAt: Date;
}

interface Failure {
  outcome: 'soft_failure' | 'hard_failure';
  reason: string;
}

/** After this many soft failures in a row the purchase is paused (a hard failure). */
export const softFailuresMax = 3;
export const pausedAfterFailuresMessage = 'Paused after 3 failed payments.';

const liveStatuses = [
  'recurring_status_active',
  'recurring_status_paused',
  'recurring_status_timed_pause',
] as const;

/**
 * Recurring purchases (autoplay and subscriptions) made at checkout. The draw engine buys a
 * draw's due ones before its sales close (`buyDraw`); a customer's sync buys, for each active
 * one whose last bought draw has closed, the offer's next open draw, and pays the pre-orders
 * whose draws have opened. Both buy through `buyForDraw`: a paused purchase or a jackpot below
 * the autoplay's minimum skips the draw (recorded with the reason, nothing charged); otherwise the
 * wallet pays, topped up from the chosen card when short. One that cannot be paid becomes a
 * payment resolution the customer can see and retry; three payment failures in a row pause it.
 */
export class RecurringService {
  constructor(
    private readonly database: Kysely<Database>,
    private readonly purchases: PurchaseService,
    private readonly scheduledPurchases: ScheduledPurchaseService,
    private readonly now: () => Date,
    /** Tops the wallet up from a saved card; without it the wallet alone pays. */
    private readonly cardTopUp: CardTopUp | null = null,
  ) {}

  async sync(customerId: string): Promise<SyncResult> {
    const now = this.now();
    const candidates = await selectRecurring(this.database)
      .where('recurring_purchases.customer_id', '=', customerId)
      .where('recurring_purchases.status', 'in', [
        'recurring_status_active',
        'recurring_status_timed_pause',
      ])
      .execute();
    const result: SyncResult = { purchased: 0, failed: 0 };
    for (const recurring of candidates) {
      if (statusAt(recurring, now) !== 'recurring_status_active' || !isDue(recurring, now)) {
        continue;
      }
      const draw = await this.nextDrawToBuy(recurring, now);
      if (!draw) continue;
      const attempt = await this.buyForDraw(recurring, draw, now);
      if (attempt.outcome === 'purchased') result.purchased += 1;
      if (attempt.outcome === 'soft_failure' || attempt.outcome === 'hard_failure') {
        result.failed += 1;
      }
    }
    const preOrders = await this.scheduledPurchases.chargeDue(customerId);
    return {
      purchased: result.purchased + preOrders.purchased,
      failed: result.failed + preOrders.failed,
    };
  }

  /**
   * The draw a sync buys: none while an autoplay's last bought draw is still on sale, else the
   * offer's first open draw after it.
   */
  private async nextDrawToBuy(recurring: RecurringRow, now: Date) {
    const draws = await this.database
      .selectFrom('draws')
      .select(['id', 'draw_no', 'stop', 'status', 'prize_pool_cents'])
      .where('product_offer_key', '=', recurring.product_offer_key)
      .where('draw_no', '>=', recurring.last_draw_no ?? 0)
      .where('status', '=', 'DRAW_OPEN')
      .where('stop', '>', now)
      .orderBy('draw_no')
      .limit(2)
      .execute();
    const [first, second] = draws;
    if (first?.draw_no !== recurring.last_draw_no) return first ?? null;
    return recurring.recurring_type === 'autoplay' ? null : (second ?? null);
  }

  /**
   * Buys, for every live recurring purchase of the draw's offer not bought for it yet (a
   * subscription only once its next purchase is due), the ticket in this draw; a paused one
   * records the draw as skipped. The draw engine runs this before the draw's sales close.
   */
  async buyDraw(draw: DrawToBuy, now: Date): Promise<RecurringAttempt[]> {
    const due = await selectRecurring(this.database)
      .where('recurring_purchases.product_offer_key', '=', draw.product_offer_key)
      .where('recurring_purchases.status', 'in', [...liveStatuses])
      .where((where) =>
        where.or([
          where('recurring_purchases.last_draw_no', 'is', null),
          where('recurring_purchases.last_draw_no', '<', draw.draw_no),
        ]),
      )
      .orderBy('recurring_purchases.created_at')
      .orderBy('recurring_purchases.id')
      .execute();
    const attempts: RecurringAttempt[] = [];
    for (const recurring of due) {
      if (!isDue(recurring, now)) continue;
      attempts.push(await this.buyForDraw(recurring, draw, now));
    }
    return attempts;
  }

  /**
   * One recurring purchase for one open draw, through the purchase service (idempotency key
   * `recurring:{id}:{drawNo}`, so the draw is bought once however often this runs). A refusal
   * the customer can fix (funds, a declined card, verification) is a soft failure; a closed
   * account, an offer off sale, a limit or a break a hard one. Either keeps a payment resolution.
   */
  private async buyForDraw(
    recurring: RecurringRow,
    draw: Omit<DrawToBuy, 'product_offer_key'>,
    now: Date,
  ): Promise<RecurringAttempt> {
    const attempt = {
      recurringPurchaseId: recurring.recurring_id,
      type: recurring.recurring_type,
      customerId: recurring.customer_id,
      description: recurring.description,
      drawNo: draw.draw_no,
      amountCents: Number(recurring.price_cents),
    };
    const record = (outcome: RecurringAttempt['outcome'], reason: string | null) =>
      recordAttempt(this.database, {
        recurringId: recurring.recurring_id,
        drawId: draw.id,
        drawNo: draw.draw_no,
        outcome,
        reason,
        at: now,
      });
    const skipped = skipReasonOf(recurring, draw, now);
    if (skipped !== null) {
      await record('skipped', skipped);
      return { ...attempt, outcome: 'skipped', reason: skipped, resolutionCreated: false };
    }
    const failure =
      (await hardFailureOf(this.database, recurring, now)) ?? (await this.pay(recurring, draw));
    if (!failure) {
      await record('purchased', null);
      await this.afterPurchase(recurring, draw.draw_no, now);
      return { ...attempt, outcome: 'purchased', reason: null, resolutionCreated: false };
    }
    const final = await this.finalFailureOf(recurring, draw.draw_no, failure);
    await record(final.outcome, final.attemptReason);
    const created = await this.database
      .insertInto('payment_resolutions')
      .values({
        customer_id: recurring.customer_id,
        recurring_purchase_id: recurring.recurring_id,
        draw_no: draw.draw_no,
        description: `${recurring.description}, draw ${draw.draw_no}`,
        amount_cents: attempt.amountCents,
        reason: final.reason,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['recurring_purchase_id', 'draw_no']).doNothing())
      .executeTakeFirst();
    return {
      ...attempt,
      outcome: final.outcome,
      reason: final.reason,
      resolutionCreated: Number(created.numInsertedOrUpdatedRows ?? 0) > 0,
    };
  }

  /** Pays from the wallet, first topping up the shortfall from the chosen card; null when bought. */
  private async pay(
    recurring: RecurringRow,
    draw: Omit<DrawToBuy, 'product_offer_key'>,
  ): Promise<Failure | null> {
    if (this.cardTopUp) {
      const topUp = await topUpWhenShort(this.database, this.cardTopUp, recurring, draw.draw_no);
      if (topUp.kind === 'failed') return { outcome: 'soft_failure', reason: topUp.reason };
    }
    try {
      await this.purchases.purchase(
        recurring.customer_id,
        `recurring:${recurring.recurring_id}:${draw.draw_no}`,
        { channel_key: 'web', metadata: { recurring_purchase_id: recurring.recurring_id } },
        recurringBasket(recurring, draw, await gamesToBuy(this.database, recurring)),
        `recurring/${recurring.recurring_id}`,
      );
      return null;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const soft = error.statusCode === 422 && !limitReasonIds.has(error.code);
      return { outcome: soft ? 'soft_failure' : 'hard_failure', reason: error.message };
    }
  }

  /**
   * The third soft failure in a row is a hard one: the purchase is paused, and the customer is
   * told why (the attempt says it was paused; the resolution and email also say what failed).
   */
  private async finalFailureOf(
    recurring: RecurringRow,
    drawNo: number,
    failure: Failure,
  ): Promise<Failure & { attemptReason: string }> {
    if (failure.outcome === 'hard_failure') return { ...failure, attemptReason: failure.reason };
    const before = await softFailuresInRow(this.database, recurring.recurring_id, drawNo);
    if (before + 1 < softFailuresMax) return { ...failure, attemptReason: failure.reason };
    await this.database
      .updateTable('recurring_purchases')
      .set({ status: 'recurring_status_paused', paused_until: null })
      .where('id', '=', recurring.recurring_id)
      .execute();
    return {
      outcome: 'hard_failure',
      reason: `${failure.reason} ${pausedAfterFailuresMessage}`,
      attemptReason: pausedAfterFailuresMessage,
    };
  }

  /** A bought draw resolves its payment resolution; a subscription moves on a period. */
  private async afterPurchase(recurring: RecurringRow, drawNo: number, now: Date): Promise<void> {
    await this.database
      .updateTable('payment_resolutions')
      .set({ resolved_at: now })
      .where('recurring_purchase_id', '=', recurring.recurring_id)
      .where('draw_no', '=', drawNo)
      .where('resolved_at', 'is', null)
      .execute();
    if (recurring.recurring_type !== 'subscription') return;
    await this.database
      .updateTable('recurring_purchases')
      .set({
        next_purchase_at: advancedPurchaseAt(nextPurchaseAtOf(recurring), recurring.period, now),
      })
      .where('id', '=', recurring.recurring_id)
      .execute();
  }

  async resolutions(customerId: string): Promise<PaymentResolution[]> {
    const rows = await this.database
      .selectFrom('payment_resolutions')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('resolved_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      description: row.description,
      amountCents: Number(row.amount_cents),
      reason: row.reason,
      createdAt: new Date(row.created_at),
    }));
  }
}
