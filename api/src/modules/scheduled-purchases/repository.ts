import { type Kysely } from 'kysely';
import {
  type ScheduledPurchaseKind,
  type ScheduledPurchaseStatus,
} from '../../database/ledger-schema';
import { type Database } from '../../database/schema';

export interface NewScheduledPurchase {
  customerId: string;
  checkoutId: string;
  ticketId: string;
  drawId: string;
  kind: ScheduledPurchaseKind;
  description: string;
  priceCents: number;
  createdAt: Date;
}

export interface ScheduledPurchase {
  id: string;
  customerId: string;
  checkoutId: string;
  ticketId: string;
  kind: ScheduledPurchaseKind;
  status: ScheduledPurchaseStatus;
  description: string;
  priceCents: number;
  productOfferKey: string;
  lotteryName: string;
  drawNo: number;
  drawStop: Date;
  createdAt: Date;
  paidAt: Date | null;
  cancelledAt: Date | null;
}

const active: ScheduledPurchaseStatus = 'scheduled_status_active';

export class ScheduledPurchaseRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async insert(scheduled: NewScheduledPurchase): Promise<string> {
    const { id } = await this.database
      .insertInto('scheduled_purchases')
      .values({
        customer_id: scheduled.customerId,
        checkout_id: scheduled.checkoutId,
        ticket_id: scheduled.ticketId,
        draw_id: scheduled.drawId,
        kind: scheduled.kind,
        status: active,
        description: scheduled.description,
        price_cents: scheduled.priceCents,
        created_at: scheduled.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  private selectScheduled() {
    return this.database
      .selectFrom('scheduled_purchases')
      .innerJoin('draws', 'draws.id', 'scheduled_purchases.draw_id')
      .innerJoin('product_offers', 'product_offers.key', 'draws.product_offer_key')
      .selectAll('scheduled_purchases')
      .select([
        'draws.product_offer_key',
        'draws.draw_no',
        'draws.stop',
        'product_offers.name as lottery_name',
      ]);
  }

  async page(
    customerId: string,
    limit: number,
    offset: number,
  ): Promise<{ scheduled: ScheduledPurchase[]; total: number }> {
    const rows = await this.selectScheduled()
      .where('scheduled_purchases.customer_id', '=', customerId)
      .orderBy('scheduled_purchases.created_at', 'desc')
      .orderBy('scheduled_purchases.id')
      .limit(limit)
      .offset(offset)
      .execute();
    const { count } = await this.database
      .selectFrom('scheduled_purchases')
      .select((select) => select.fn.countAll<number>().as('count'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return { scheduled: rows.map(scheduledOf), total: Number(count) };
  }

  async find(id: string): Promise<ScheduledPurchase | null> {
    const row = await this.selectScheduled()
      .where('scheduled_purchases.id', '=', id)
      .executeTakeFirst();
    return row ? scheduledOf(row) : null;
  }

  /**
   * Locks the scheduled purchase's row until the transaction ends, so a charge and a cancel (or
   * two charges) of the same one run one after the other and the second sees what the first did.
   */
  async lock(id: string): Promise<ScheduledPurchase | null> {
    await this.database
      .selectFrom('scheduled_purchases')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return this.find(id);
  }

  /** Active, unpaid pre-orders of the customer whose draw's sales have started. */
  async duePreOrdersOf(customerId: string): Promise<ScheduledPurchase[]> {
    const rows = await this.selectScheduled()
      .where('scheduled_purchases.customer_id', '=', customerId)
      .where('scheduled_purchases.kind', '=', 'pre_order')
      .where('scheduled_purchases.status', '=', active)
      .where('scheduled_purchases.paid_at', 'is', null)
      .where('draws.purchase_status', 'is not', null)
      .where('draws.purchase_status', '!=', 'pre_order')
      .orderBy('scheduled_purchases.created_at')
      .orderBy('scheduled_purchases.id')
      .execute();
    return rows.map(scheduledOf);
  }

  /** Active, unpaid scheduled purchases of a draw (due before its sales close). */
  async dueOfDraw(drawId: string): Promise<ScheduledPurchase[]> {
    const rows = await this.selectScheduled()
      .where('scheduled_purchases.draw_id', '=', drawId)
      .where('scheduled_purchases.status', '=', active)
      .where('scheduled_purchases.paid_at', 'is', null)
      .orderBy('scheduled_purchases.created_at')
      .orderBy('scheduled_purchases.id')
      .execute();
    return rows.map(scheduledOf);
  }

  /** The scheduled purchase is paid: its ticket becomes an ordinary, paid one. */
  async markPaid(scheduled: ScheduledPurchase, transferId: string | null, at: Date): Promise<void> {
    await this.database
      .updateTable('scheduled_purchases')
      .set({ paid_at: at, transfer_id: transferId })
      .where('id', '=', scheduled.id)
      .execute();
    await this.database
      .updateTable('tickets')
      .set({ purchase_status: 'standard' })
      .where('id', '=', scheduled.ticketId)
      .execute();
    await this.resolvePaymentResolution(scheduled.id, at);
  }

  /** The scheduled purchase is cancelled: its unpaid ticket is voided. */
  async markCancelled(scheduled: ScheduledPurchase, at: Date): Promise<void> {
    await this.database
      .updateTable('scheduled_purchases')
      .set({ status: 'scheduled_status_cancelled', cancelled_at: at })
      .where('id', '=', scheduled.id)
      .execute();
    await this.database
      .updateTable('tickets')
      .set({ voided_at: at })
      .where('id', '=', scheduled.ticketId)
      .execute();
    await this.resolvePaymentResolution(scheduled.id, at);
  }

  /**
   * One open payment resolution per scheduled purchase: a later failure keeps the first. Answers
   * whether this failure opened it.
   */
  async recordPaymentFailure(
    scheduled: ScheduledPurchase,
    reason: string,
    at: Date,
  ): Promise<boolean> {
    const inserted = await this.database
      .insertInto('payment_resolutions')
      .values({
        customer_id: scheduled.customerId,
        recurring_purchase_id: null,
        scheduled_purchase_id: scheduled.id,
        draw_no: scheduled.drawNo,
        description: `${scheduled.description}, draw ${scheduled.drawNo}`,
        amount_cents: scheduled.priceCents,
        reason,
        created_at: at,
      })
      .onConflict((conflict) => conflict.column('scheduled_purchase_id').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  private async resolvePaymentResolution(scheduledId: string, at: Date): Promise<void> {
    await this.database
      .updateTable('payment_resolutions')
      .set({ resolved_at: at })
      .where('scheduled_purchase_id', '=', scheduledId)
      .where('resolved_at', 'is', null)
      .execute();
  }
}

function scheduledOf(row: {
  id: string;
  customer_id: string;
  checkout_id: string;
  ticket_id: string;
  kind: ScheduledPurchaseKind;
  status: ScheduledPurchaseStatus;
  description: string;
  price_cents: string | number | bigint;
  product_offer_key: string;
  lottery_name: string;
  draw_no: number;
  stop: Date | string;
  created_at: Date | string;
  paid_at: Date | string | null;
  cancelled_at: Date | string | null;
}): ScheduledPurchase {
  return {
    id: row.id,
    customerId: row.customer_id,
    checkoutId: row.checkout_id,
    ticketId: row.ticket_id,
    kind: row.kind,
    status: row.status,
    description: row.description,
    priceCents: Number(row.price_cents),
    productOfferKey: row.product_offer_key,
    lotteryName: row.lottery_name,
    drawNo: row.draw_no,
    drawStop: new Date(row.stop),
    createdAt: new Date(row.created_at),
    paidAt: row.paid_at === null ? null : new Date(row.paid_at),
    cancelledAt: row.cancelled_at === null ? null : new Date(row.cancelled_at),
  };
}
