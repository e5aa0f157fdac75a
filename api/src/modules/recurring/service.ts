import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { oneItemBasket } from '../purchase/one-item-basket';
import { type PurchaseService } from '../purchase/service';
import { type ScheduledPurchaseService } from '../scheduled-purchases/service';

export interface SyncResult {
  purchased: number;
  failed: number;
}

const activeStatus = 'recurring_status_active';

/** A draw a recurring purchase is bought for. */
export interface DrawToBuy {
  id: string;
  product_offer_key: string;
  draw_no: number;
  stop: Date | string;
  prize_pool_cents: string | number | bigint | null;
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
  /** Why it failed, as the customer is told; null unless it failed. */
  reason: string | null;
  /** Whether this failure opened the payment resolution (the first attempt for the draw). */
  resolutionCreated: boolean;
}

function selectRecurring(database: Kysely<Database>) {
  return database
    .selectFrom('recurring_purchases')
    .innerJoin('tickets', 'tickets.id', 'recurring_purchases.ticket_id')
    .selectAll('tickets')
    .select([
      'recurring_purchases.id as recurring_id',
      'recurring_purchases.last_draw_no',
      'recurring_purchases.type as recurring_type',
      'recurring_purchases.minimum_jackpot_cents',
    ]);
}

type DueRecurring = Awaited<ReturnType<ReturnType<typeof selectRecurring>['execute']>>[number];

/** A payment a recurring or scheduled purchase could not make, waiting for the customer. */
export interface PaymentResolution {
  id: string;
  description: string;
  amountCents: number;
  reason: string;
  createdAt: Date;
}

/**
 * Recurring purchases (autoplay and subscriptions) made at checkout. Syncing buys, for each
 * active one whose last bought draw has closed, the same ticket in the offer's next open draw,
 * from the wallet, with the purchase's own rules (limits, funds). It also pays the pre-orders
 * whose draws have opened. One that cannot be paid becomes a payment resolution the customer can
 * see and retry. The draw engine buys a draw's due ones before its sales close (`buyDraw`); both
 * buy through `buyForDraw`.
 */
export class RecurringService {
  constructor(
    private readonly database: Kysely<Database>,
    private readonly purchases: PurchaseService,
    private readonly scheduledPurchases: ScheduledPurchaseService,
    private readonly now: () => Date,
  ) {}

  async sync(customerId: string): Promise<SyncResult> {
    const now = this.now();
    const due = await selectRecurring(this.database)
      .where('recurring_purchases.customer_id', '=', customerId)
      .where('recurring_purchases.status', '=', activeStatus)
      .execute();
    const result: SyncResult = { purchased: 0, failed: 0 };
    for (const recurring of due) {
      const draws = await this.database
        .selectFrom('draws')
        .select(['id', 'draw_no', 'stop', 'status', 'prize_pool_cents'])
        .where('product_offer_key', '=', recurring.product_offer_key)
        .where('draw_no', '>=', recurring.last_draw_no ?? 0)
        .orderBy('draw_no')
        .limit(2)
        .execute();
      const [last, next] = draws;
      const lastIsOpen =
        last?.draw_no === recurring.last_draw_no &&
        last.status === 'DRAW_OPEN' &&
        new Date(last.stop) > now;
      const candidate = last?.draw_no === recurring.last_draw_no ? next : last;
      if (
        lastIsOpen ||
        !candidate ||
        candidate.status !== 'DRAW_OPEN' ||
        new Date(candidate.stop) <= now
      ) {
        continue;
      }
      const attempt = await this.buyForDraw(recurring, candidate, now);
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
   * Buys, for every active recurring purchase of the draw's offer not bought for it yet, the same
   * ticket in this draw (the draw engine runs this before the draw's sales close).
   */
  async buyDraw(draw: DrawToBuy, now: Date): Promise<RecurringAttempt[]> {
    const due = await selectRecurring(this.database)
      .where('recurring_purchases.product_offer_key', '=', draw.product_offer_key)
      .where('recurring_purchases.status', '=', activeStatus)
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
    for (const recurring of due) attempts.push(await this.buyForDraw(recurring, draw, now));
    return attempts;
  }

  /**
   * One recurring purchase, bought for one open draw through the purchase service (idempotency
   * key `recurring:{id}:{drawNo}`, so the draw is bought once however often this runs). An
   * autoplay with a minimum jackpot skips a draw whose jackpot is below it. A refusal the
   * customer can fix (funds, limits, verification) is a soft failure; a closed account or an
   * offer no longer on sale a hard one. Either keeps a payment resolution.
   */
  private async buyForDraw(
    recurring: DueRecurring,
    draw: Omit<DrawToBuy, 'product_offer_key'>,
    now: Date,
  ): Promise<RecurringAttempt> {
    const priceCents = Number(recurring.price_cents);
    const attempt = {
      recurringPurchaseId: recurring.recurring_id,
      type: recurring.recurring_type,
      customerId: recurring.customer_id,
      description: recurring.description,
      drawNo: draw.draw_no,
      amountCents: priceCents,
    };
    const minimumJackpotCents =
      recurring.minimum_jackpot_cents === null ? null : Number(recurring.minimum_jackpot_cents);
    const jackpotCents = draw.prize_pool_cents === null ? null : Number(draw.prize_pool_cents);
    if (minimumJackpotCents !== null && (jackpotCents ?? 0) < minimumJackpotCents) {
      return { ...attempt, outcome: 'skipped', reason: null, resolutionCreated: false };
    }
    let failure: { outcome: 'soft_failure' | 'hard_failure'; reason: string } | null =
      await this.hardFailureOf(recurring);
    if (!failure) {
      try {
        await this.purchases.purchase(
          recurring.customer_id,
          `recurring:${recurring.recurring_id}:${draw.draw_no}`,
          { channel_key: 'web', metadata: { recurring_purchase_id: recurring.recurring_id } },
          oneItemBasket({
            productType: recurring.product_type,
            productOfferKey: recurring.product_offer_key,
            gameType: recurring.game_type,
            gameOffer: recurring.game_offer,
            drawId: draw.id,
            description: recurring.description,
            quantity: 1,
            unitPriceCents: priceCents,
            numDraws: recurring.num_draws,
            numWeeks: recurring.num_weeks,
            numGames: recurring.num_games,
            games: recurring.games,
            quickpick: recurring.quickpick,
            causeKey: recurring.cause_key,
            day: recurring.day,
            numRaffleTickets: recurring.num_raffle_tickets,
            numShares: recurring.num_shares,
            hasFavouriteNumbers: recurring.has_favourite_numbers,
            recurringPurchaseType: recurring.recurring_type,
            recurringPurchaseAvailability: 'optional',
            // The ticket of a later draw belongs to the same recurring purchase; it starts none.
            recurringPurchaseEnabled: false,
            scheduledPurchaseType: null,
            affiliateCode: null,
            drawNo: draw.draw_no,
            drawStop: new Date(draw.stop),
            drawPrizePoolCents: jackpotCents,
          }),
          `recurring/${recurring.recurring_id}`,
        );
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        failure = {
          outcome: error.statusCode === 422 ? 'soft_failure' : 'hard_failure',
          reason: error.message,
        };
      }
    }
    if (!failure) {
      await this.recordAttempt(recurring.recurring_id, 'purchased', draw.draw_no, now);
      await this.database
        .updateTable('payment_resolutions')
        .set({ resolved_at: now })
        .where('recurring_purchase_id', '=', recurring.recurring_id)
        .where('draw_no', '=', draw.draw_no)
        .where('resolved_at', 'is', null)
        .execute();
      return { ...attempt, outcome: 'purchased', reason: null, resolutionCreated: false };
    }
    await this.recordAttempt(recurring.recurring_id, failure.outcome, null, now);
    const created = await this.database
      .insertInto('payment_resolutions')
      .values({
        customer_id: recurring.customer_id,
        recurring_purchase_id: recurring.recurring_id,
        draw_no: draw.draw_no,
        description: `${recurring.description}, draw ${draw.draw_no}`,
        amount_cents: priceCents,
        reason: failure.reason,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['recurring_purchase_id', 'draw_no']).doNothing())
      .executeTakeFirst();
    return {
      ...attempt,
      ...failure,
      resolutionCreated: Number(created.numInsertedOrUpdatedRows ?? 0) > 0,
    };
  }

  /** Why the purchase cannot be made whatever the customer's wallet holds, if it cannot. */
  private async hardFailureOf(
    recurring: DueRecurring,
  ): Promise<{ outcome: 'hard_failure'; reason: string } | null> {
    const row = await this.database
      .selectFrom('customers')
      .leftJoin('product_offers', (join) =>
        join.on('product_offers.key', '=', recurring.product_offer_key),
      )
      .select(['customers.status', 'product_offers.suspended', 'product_offers.name'])
      .where('customers.id', '=', recurring.customer_id)
      .executeTakeFirst();
    if (!row || row.status === 'closed') {
      return { outcome: 'hard_failure', reason: 'Your account is closed.' };
    }
    if (row.suspended !== false) {
      return {
        outcome: 'hard_failure',
        reason: `${row.name ?? 'This game'} is no longer on sale.`,
      };
    }
    return null;
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

  private async recordAttempt(
    recurringId: string,
    status: 'purchased' | 'soft_failure' | 'hard_failure',
    drawNo: number | null,
    now: Date,
  ): Promise<void> {
    await this.database
      .updateTable('recurring_purchases')
      .set({
        last_attempt_status: status,
        last_attempt_at: now,
        ...(drawNo === null ? {} : { last_draw_no: drawNo }),
      })
      .where('id', '=', recurringId)
      .execute();
  }
}
