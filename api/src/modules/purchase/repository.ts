import { newOrderReference } from './order-reference';
import { type Kysely } from 'kysely';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';
import { type TicketLineFields } from '../cart/repository';

export type PurchaseStatus = 'standard' | 'pre_order';

export interface NewCheckout {
  id: string;
  customerId: string;
  purchaseStatus: PurchaseStatus;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  paidFromPromoCreditCents: number;
  paidFromCashCents: number;
  promoCreditAddedCents: number;
  channelKey: string;
  partnerKey: string | null;
  metadata: Record<string, unknown>;
  transferId: string | null;
  createdAt: Date;
}

export interface Checkout extends NewCheckout {
  status: 'success' | 'failed';
  orderReference: string;
}

export interface NewTicket extends TicketLineFields {
  drawId: string | null;
  priceCents: number;
  recurringPurchaseEnabled: boolean;
  purchaseStatus: PurchaseStatus;
}

export interface Ticket extends NewTicket {
  id: string;
  lotteryName: string;
  drawNo: number | null;
  drawStop: Date | null;
  prizePoolCents: number | null;
}

export class PurchaseRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /** Stores the checkout under a fresh order reference (another one if that is taken). */
  async insertCheckout(checkout: NewCheckout): Promise<void> {
    for (;;) {
      const inserted = await this.database
        .insertInto('checkouts')
        .values({
          order_reference: newOrderReference(),
          id: checkout.id,
          customer_id: checkout.customerId,
          status: 'success',
          purchase_status: checkout.purchaseStatus,
          subtotal_cents: checkout.subtotalCents,
          discount_cents: checkout.discountCents,
          total_cents: checkout.totalCents,
          paid_from_promo_credit_cents: checkout.paidFromPromoCreditCents,
          paid_from_cash_cents: checkout.paidFromCashCents,
          promo_credit_added_cents: checkout.promoCreditAddedCents,
          channel_key: checkout.channelKey,
          partner_key: checkout.partnerKey,
          metadata: jsonb(checkout.metadata),
          transfer_id: checkout.transferId,
          created_at: checkout.createdAt,
        })
        .onConflict((conflict) => conflict.column('order_reference').doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows === 1n) return;
    }
  }

  async insertTicket(
    checkoutId: string,
    position: number,
    customerId: string,
    ticket: NewTicket,
    createdAt: Date,
  ): Promise<string> {
    const { id } = await this.database
      .insertInto('tickets')
      .values({
        checkout_id: checkoutId,
        position,
        customer_id: customerId,
        product_type: ticket.productType,
        product_offer_key: ticket.productOfferKey,
        game_type: ticket.gameType,
        game_offer: ticket.gameOffer,
        draw_id: ticket.drawId,
        description: ticket.description,
        quantity: ticket.quantity,
        price_cents: ticket.priceCents,
        num_draws: ticket.numDraws,
        num_weeks: ticket.numWeeks,
        num_games: ticket.numGames,
        games: jsonb(ticket.games),
        quickpick: ticket.quickpick,
        cause_key: ticket.causeKey,
        day: ticket.day,
        num_raffle_tickets: ticket.numRaffleTickets,
        num_shares: ticket.numShares,
        has_favourite_numbers: ticket.hasFavouriteNumbers,
        recurring_purchase_type: ticket.recurringPurchaseType,
        recurring_purchase_enabled: ticket.recurringPurchaseEnabled,
        purchase_status: ticket.purchaseStatus,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async insertRecurringPurchase(recurring: {
    customerId: string;
    ticketId: string;
    type: 'autoplay' | 'subscription';
    productOfferKey: string;
    description: string;
    priceCents: number;
    lastDrawNo: number | null;
    createdAt: Date;
  }): Promise<void> {
    await this.database
      .insertInto('recurring_purchases')
      .values({
        customer_id: recurring.customerId,
        ticket_id: recurring.ticketId,
        type: recurring.type,
        status: 'recurring_status_active',
        product_offer_key: recurring.productOfferKey,
        description: recurring.description,
        price_cents: recurring.priceCents,
        last_draw_no: recurring.lastDrawNo,
        created_at: recurring.createdAt,
      })
      .execute();
  }

  async findCheckout(checkoutId: string): Promise<Checkout | null> {
    const row = await this.database
      .selectFrom('checkouts')
      .selectAll()
      .where('id', '=', checkoutId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      customerId: row.customer_id,
      status: row.status,
      purchaseStatus: row.purchase_status,
      subtotalCents: Number(row.subtotal_cents),
      discountCents: Number(row.discount_cents),
      totalCents: Number(row.total_cents),
      paidFromPromoCreditCents: Number(row.paid_from_promo_credit_cents),
      paidFromCashCents: Number(row.paid_from_cash_cents),
      promoCreditAddedCents: Number(row.promo_credit_added_cents),
      channelKey: row.channel_key,
      partnerKey: row.partner_key,
      metadata: row.metadata,
      transferId: row.transfer_id,
      createdAt: new Date(row.created_at),
      orderReference: row.order_reference,
    };
  }

  async findTickets(checkoutId: string): Promise<Ticket[]> {
    const rows = await this.database
      .selectFrom('tickets')
      .innerJoin('product_offers', 'product_offers.key', 'tickets.product_offer_key')
      .leftJoin('draws', 'draws.id', 'tickets.draw_id')
      .selectAll('tickets')
      .select([
        'product_offers.name as lottery_name',
        'draws.draw_no',
        'draws.stop',
        'draws.prize_pool_cents',
      ])
      .where('tickets.checkout_id', '=', checkoutId)
      .orderBy('tickets.position')
      .orderBy('tickets.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      productType: row.product_type,
      productOfferKey: row.product_offer_key,
      gameType: row.game_type,
      gameOffer: row.game_offer,
      drawId: row.draw_id,
      description: row.description,
      quantity: row.quantity,
      priceCents: Number(row.price_cents),
      numDraws: row.num_draws,
      numWeeks: row.num_weeks,
      numGames: row.num_games,
      games: row.games,
      quickpick: row.quickpick,
      causeKey: row.cause_key,
      day: row.day,
      numRaffleTickets: row.num_raffle_tickets,
      numShares: row.num_shares,
      hasFavouriteNumbers: row.has_favourite_numbers,
      recurringPurchaseType: row.recurring_purchase_type,
      recurringPurchaseEnabled: row.recurring_purchase_enabled,
      purchaseStatus: row.purchase_status,
      lotteryName: row.lottery_name,
      drawNo: row.draw_no,
      drawStop: row.stop === null ? null : new Date(row.stop),
      prizePoolCents: row.prize_pool_cents === null ? null : Number(row.prize_pool_cents),
    }));
  }

  async countCheckoutsOf(customerId: string): Promise<number> {
    const { count } = await this.database
      .selectFrom('checkouts')
      .select((select) => select.fn.countAll<number>().as('count'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return Number(count);
  }
}
