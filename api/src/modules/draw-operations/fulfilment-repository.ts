import { type Kysely, sql } from 'kysely';
import { type Database } from '../../database/schema';

export type FulfilmentStatus = 'to_fulfil' | 'fulfilled';

/** A physical prize won, with what delivering it needs. */
export interface PrizeFulfilment {
  drawId: string;
  drawOrder: number;
  ticketId: string;
  status: FulfilmentStatus;
  prizeName: string;
  prizeValueCents: number | null;
  productOfferKey: string;
  offerName: string;
  drawNo: number;
  drawAt: Date | null;
  customerId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** The customer's postal address on one line. */
  customerAddress: string;
  wonAt: Date;
  fulfilledBy: string | null;
  fulfilledAt: Date | null;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function fulfilmentsQuery(database: Kysely<Database>) {
  return database
    .selectFrom('prize_fulfilments')
    .innerJoin('draws', 'draws.id', 'prize_fulfilments.draw_id')
    .innerJoin('product_offers', 'product_offers.key', 'draws.product_offer_key')
    .innerJoin('raffle_prizes', (join) =>
      join
        .onRef('raffle_prizes.draw_id', '=', 'prize_fulfilments.draw_id')
        .onRef('raffle_prizes.ranking', '=', 'prize_fulfilments.prize_ranking'),
    )
    .innerJoin('customers', 'customers.id', 'prize_fulfilments.customer_id')
    .select([
      'prize_fulfilments.draw_id',
      'prize_fulfilments.draw_order',
      'prize_fulfilments.ticket_id',
      'prize_fulfilments.status',
      'prize_fulfilments.customer_id',
      'prize_fulfilments.created_at',
      'prize_fulfilments.fulfilled_by',
      'prize_fulfilments.fulfilled_at',
      'raffle_prizes.name as prize_name',
      'raffle_prizes.value_cents',
      'draws.product_offer_key',
      'draws.draw_no',
      'draws.draw_at',
      'product_offers.name as offer_name',
      'customers.firstname',
      'customers.lastname',
      'customers.email',
      'customers.phone_number',
      'customers.address',
      'customers.suburb',
      'customers.state',
      'customers.postcode',
    ]);
}

type FulfilmentRow = Awaited<
  ReturnType<ReturnType<typeof fulfilmentsQuery>['executeTakeFirstOrThrow']>
>;

function fulfilmentOf(row: FulfilmentRow): PrizeFulfilment {
  return {
    drawId: row.draw_id,
    drawOrder: row.draw_order,
    ticketId: row.ticket_id,
    status: row.status,
    prizeName: row.prize_name,
    prizeValueCents: row.value_cents === null ? null : Number(row.value_cents),
    productOfferKey: row.product_offer_key,
    offerName: row.offer_name,
    drawNo: row.draw_no,
    drawAt: row.draw_at === null ? null : toDate(row.draw_at),
    customerId: row.customer_id,
    customerName: `${row.firstname} ${row.lastname}`.trim(),
    customerEmail: row.email,
    customerPhone: row.phone_number,
    customerAddress: [row.address, row.suburb, row.state, row.postcode]
      .filter((part) => part)
      .join(', '),
    wonAt: toDate(row.created_at),
    fulfilledBy: row.fulfilled_by,
    fulfilledAt: row.fulfilled_at === null ? null : toDate(row.fulfilled_at),
  };
}

/** The physical prizes won, for the operators who deliver them. */
export class FulfilmentRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /** Every prize still to fulfil, the oldest first. */
  async findToFulfil(): Promise<PrizeFulfilment[]> {
    const rows = await fulfilmentsQuery(this.database)
      .where('prize_fulfilments.status', '=', 'to_fulfil')
      .orderBy('prize_fulfilments.created_at')
      .orderBy('prize_fulfilments.draw_id')
      .orderBy('prize_fulfilments.draw_order')
      .execute();
    return rows.map(fulfilmentOf);
  }

  /** A page of the prizes fulfilled, the latest fulfilled first. */
  async findFulfilled(page: {
    limit: number;
    offset: number;
  }): Promise<{ fulfilments: PrizeFulfilment[]; total: number }> {
    const [rows, count] = await Promise.all([
      fulfilmentsQuery(this.database)
        .where('prize_fulfilments.status', '=', 'fulfilled')
        .orderBy('prize_fulfilments.fulfilled_at', 'desc')
        .orderBy('prize_fulfilments.draw_id')
        .orderBy('prize_fulfilments.draw_order')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      this.database
        .selectFrom('prize_fulfilments')
        .select(sql<number>`count(*)::int`.as('total'))
        .where('status', '=', 'fulfilled')
        .executeTakeFirstOrThrow(),
    ]);
    return { fulfilments: rows.map(fulfilmentOf), total: Number(count.total) };
  }

  /** One prize, locked until the transaction ends; null when there is none. */
  async lock(drawId: string, drawOrder: number): Promise<PrizeFulfilment | null> {
    const row = await fulfilmentsQuery(this.database)
      .where('prize_fulfilments.draw_id', '=', drawId)
      .where('prize_fulfilments.draw_order', '=', drawOrder)
      .forUpdate('prize_fulfilments')
      .executeTakeFirst();
    return row ? fulfilmentOf(row) : null;
  }

  async markFulfilled(
    drawId: string,
    drawOrder: number,
    operatorEmail: string,
    at: Date,
  ): Promise<void> {
    await this.database
      .updateTable('prize_fulfilments')
      .set({ status: 'fulfilled', fulfilled_by: operatorEmail, fulfilled_at: at })
      .where('draw_id', '=', drawId)
      .where('draw_order', '=', drawOrder)
      .where('status', '=', 'to_fulfil')
      .execute();
  }

  /**
   * A draw's physical prizes: how many still wait to be fulfilled, and how many winning tickets
   * won only physical prizes (no payout of theirs counts them).
   */
  async summaryOfDraw(drawId: string): Promise<{ toFulfil: number; physicalOnlyWinners: number }> {
    const row = await this.database
      .selectFrom('prize_fulfilments')
      .select([
        sql<number>`(count(*) filter (where status = 'to_fulfil'))::int`.as('to_fulfil'),
        sql<number>`(count(distinct ticket_id) filter (where not exists (
          select 1 from prize_payouts where prize_payouts.draw_id = prize_fulfilments.draw_id
            and prize_payouts.ticket_id = prize_fulfilments.ticket_id)))::int`.as('physical_only'),
      ])
      .where('draw_id', '=', drawId)
      .executeTakeFirstOrThrow();
    return { toFulfil: Number(row.to_fulfil), physicalOnlyWinners: Number(row.physical_only) };
  }
}
