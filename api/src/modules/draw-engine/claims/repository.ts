import { type Kysely } from 'kysely';
import {
  type PrizePayoutAccount,
  type PrizePayoutStatus,
} from '../../../database/draw-engine-schema';
import { type Database } from '../../../database/schema';

/** A prize over the claim threshold, waiting for an operator's claim check. */
export interface AwaitingClaim {
  ticketId: string;
  drawId: string;
  customerId: string;
  customerEmail: string;
  customerName: string;
  productOfferKey: string;
  offerName: string;
  drawNo: number;
  drawAt: Date | null;
  ticketDescription: string;
  amountCents: number;
  /** What the prize is for: 'Powerball draw 1234, Division 1'. */
  description: string;
  createdAt: Date;
}

/** A payout, as a claim decision reads it under its lock. */
export interface ClaimPayout {
  ticketId: string;
  drawId: string;
  customerId: string;
  status: PrizePayoutStatus;
  amountCents: number;
  description: string;
  checkoutId: string;
  /** The account an approved prize is paid into. */
  payout: PrizePayoutAccount;
}

export interface ClaimDraw {
  id: string;
  status: string;
  productOfferKey: string;
  offerName: string;
  drawNo: number;
}

export interface ClaimRecipient {
  email: string;
  firstname: string;
}

export class ClaimRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /** Oldest first (the largest first among those of one draw): the order operators check them in. */
  async findAwaiting(): Promise<AwaitingClaim[]> {
    const rows = await this.database
      .selectFrom('prize_payouts')
      .innerJoin('draws', 'draws.id', 'prize_payouts.draw_id')
      .innerJoin('product_offers', 'product_offers.key', 'draws.product_offer_key')
      .innerJoin('tickets', 'tickets.id', 'prize_payouts.ticket_id')
      .innerJoin('customers', 'customers.id', 'prize_payouts.customer_id')
      .select([
        'prize_payouts.ticket_id',
        'prize_payouts.draw_id',
        'prize_payouts.customer_id',
        'prize_payouts.amount_cents',
        'prize_payouts.description',
        'prize_payouts.created_at',
        'customers.email',
        'customers.firstname',
        'customers.lastname',
        'draws.product_offer_key',
        'draws.draw_no',
        'draws.draw_at',
        'product_offers.name as offer_name',
        'tickets.description as ticket_description',
      ])
      .where('prize_payouts.status', '=', 'awaiting_claim')
      .orderBy('prize_payouts.created_at')
      .orderBy('prize_payouts.amount_cents', 'desc')
      .orderBy('prize_payouts.ticket_id')
      .execute();
    return rows.map((row) => ({
      ticketId: row.ticket_id,
      drawId: row.draw_id,
      customerId: row.customer_id,
      customerEmail: row.email,
      customerName: `${row.firstname} ${row.lastname}`.trim(),
      productOfferKey: row.product_offer_key,
      offerName: row.offer_name,
      drawNo: row.draw_no,
      drawAt: row.draw_at === null ? null : new Date(row.draw_at),
      ticketDescription: row.ticket_description,
      amountCents: Number(row.amount_cents),
      description: row.description,
      createdAt: new Date(row.created_at),
    }));
  }

  /** The draw, locked until the transaction ends (every change to its payouts takes it first). */
  async lockDraw(drawId: string): Promise<ClaimDraw | null> {
    const row = await this.database
      .selectFrom('draws')
      .innerJoin('product_offers', 'product_offers.key', 'draws.product_offer_key')
      .select([
        'draws.id',
        'draws.status',
        'draws.product_offer_key',
        'draws.draw_no',
        'product_offers.name',
      ])
      .where('draws.id', '=', drawId)
      .forUpdate('draws')
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          status: row.status,
          productOfferKey: row.product_offer_key,
          offerName: row.name,
          drawNo: row.draw_no,
        }
      : null;
  }

  async lockPayout(ticketId: string, drawId: string): Promise<ClaimPayout | null> {
    const row = await this.database
      .selectFrom('prize_payouts')
      .innerJoin('tickets', 'tickets.id', 'prize_payouts.ticket_id')
      .select([
        'prize_payouts.ticket_id',
        'prize_payouts.draw_id',
        'prize_payouts.customer_id',
        'prize_payouts.status',
        'prize_payouts.amount_cents',
        'prize_payouts.description',
        'prize_payouts.payout',
        'tickets.checkout_id',
      ])
      .where('prize_payouts.ticket_id', '=', ticketId)
      .where('prize_payouts.draw_id', '=', drawId)
      .forUpdate('prize_payouts')
      .executeTakeFirst();
    return row
      ? {
          ticketId: row.ticket_id,
          drawId: row.draw_id,
          customerId: row.customer_id,
          status: row.status,
          amountCents: Number(row.amount_cents),
          description: row.description,
          checkoutId: row.checkout_id,
          payout: row.payout,
        }
      : null;
  }

  /** Who decided the claim, when, and why (a rejection's reason). */
  async recordDecision(
    payout: ClaimPayout,
    decision: { operatorEmail: string; at: Date; rejectedFor: string | null },
  ): Promise<void> {
    await this.database
      .updateTable('prize_payouts')
      .set({
        decided_by: decision.operatorEmail,
        decided_at: decision.at,
        reason: decision.rejectedFor,
        ...(decision.rejectedFor === null ? {} : { status: 'rejected' as const }),
      })
      .where('ticket_id', '=', payout.ticketId)
      .where('draw_id', '=', payout.drawId)
      .execute();
  }

  async findRecipient(customerId: string): Promise<ClaimRecipient | null> {
    const row = await this.database
      .selectFrom('customers')
      .select(['email', 'firstname'])
      .where('id', '=', customerId)
      .executeTakeFirst();
    return row ?? null;
  }

  async markDrawPaid(drawId: string): Promise<void> {
    await this.database
      .updateTable('draws')
      .set({ status: 'DRAW_PAID', last_error: null, last_error_at: null })
      .where('id', '=', drawId)
      .execute();
  }
}
