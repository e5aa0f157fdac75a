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
 * see and retry.
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
    const due = await this.database
      .selectFrom('recurring_purchases')
      .innerJoin('tickets', 'tickets.id', 'recurring_purchases.ticket_id')
      .selectAll('tickets')
      .select([
        'recurring_purchases.id as recurring_id',
        'recurring_purchases.last_draw_no',
        'recurring_purchases.type as recurring_type',
      ])
      .where('recurring_purchases.customer_id', '=', customerId)
      .where('recurring_purchases.status', '=', 'recurring_status_active')
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
      const priceCents = Number(recurring.price_cents);
      try {
        await this.purchases.purchase(
          customerId,
          `recurring:${recurring.recurring_id}:${candidate.draw_no}`,
          { channel_key: 'web', metadata: { recurring_purchase_id: recurring.recurring_id } },
          oneItemBasket({
            productType: recurring.product_type,
            productOfferKey: recurring.product_offer_key,
            gameType: recurring.game_type,
            gameOffer: recurring.game_offer,
            drawId: candidate.id,
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
            drawNo: candidate.draw_no,
            drawStop: new Date(candidate.stop),
            drawPrizePoolCents:
              candidate.prize_pool_cents === null ? null : Number(candidate.prize_pool_cents),
          }),
          `recurring/${recurring.recurring_id}`,
        );
        await this.recordAttempt(recurring.recurring_id, 'purchased', candidate.draw_no, now);
        await this.database
          .updateTable('payment_resolutions')
          .set({ resolved_at: now })
          .where('recurring_purchase_id', '=', recurring.recurring_id)
          .where('draw_no', '=', candidate.draw_no)
          .where('resolved_at', 'is', null)
          .execute();
        result.purchased += 1;
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode !== 422) throw error;
        await this.recordAttempt(recurring.recurring_id, 'soft_failure', null, now);
        await this.database
          .insertInto('payment_resolutions')
          .values({
            customer_id: customerId,
            recurring_purchase_id: recurring.recurring_id,
            draw_no: candidate.draw_no,
            description: `${recurring.description}, draw ${candidate.draw_no}`,
            amount_cents: priceCents,
            reason: error.message,
            created_at: now,
          })
          .onConflict((conflict) =>
            conflict.columns(['recurring_purchase_id', 'draw_no']).doNothing(),
          )
          .execute();
        result.failed += 1;
      }
    }
    const preOrders = await this.scheduledPurchases.chargeDue(customerId);
    return {
      purchased: result.purchased + preOrders.purchased,
      failed: result.failed + preOrders.failed,
    };
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
    status: 'purchased' | 'soft_failure',
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
