import { type Kysely, sql } from 'kysely';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';
import {
  type Games,
  type RecurringRow,
  type RecurringStatus,
  type SubscriptionPeriod,
  selectRecurring,
} from './recurring-row';

export interface RecurringFilter {
  type?: 'autoplay' | 'subscription';
  offerKeys?: readonly string[];
  /** Cancelled ones after the others (the autoplay list); else newest first only. */
  cancelledLast?: boolean;
}

/** The ticket a recurring purchase buys from now on, with its price and description. */
export interface RecurringTicket {
  gameType: string;
  gameOffer: string;
  games: Games;
  numGames: number;
  quickpick: boolean;
  causeKey: string | null;
  priceCents: number;
  description: string;
}

/** The customer's recurring purchases: pages, one of them, and their changes. */
export class RecurringRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async page(
    customerId: string,
    filter: RecurringFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: RecurringRow[]; total: number }> {
    let query = selectRecurring(this.database).where(
      'recurring_purchases.customer_id',
      '=',
      customerId,
    );
    if (filter.type) query = query.where('recurring_purchases.type', '=', filter.type);
    if (filter.offerKeys) {
      if (filter.offerKeys.length === 0) return { rows: [], total: 0 };
      query = query.where('recurring_purchases.product_offer_key', 'in', filter.offerKeys);
    }
    const { total } = await query
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    if (filter.cancelledLast) {
      query = query.orderBy(
        sql`case when recurring_purchases.status = 'recurring_status_cancelled' then 1 else 0 end`,
      );
    }
    const rows = await query
      .orderBy('recurring_purchases.created_at', 'desc')
      .orderBy('recurring_purchases.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows, total };
  }

  /** The customer's purchase of that type, or null (someone else's answers null too). */
  async findOwned(
    customerId: string,
    type: 'autoplay' | 'subscription',
    id: string,
  ): Promise<RecurringRow | null> {
    const row = await selectRecurring(this.database)
      .where('recurring_purchases.id', '=', id)
      .where('recurring_purchases.customer_id', '=', customerId)
      .where('recurring_purchases.type', '=', type)
      .executeTakeFirst();
    return row ?? null;
  }

  async updateStatus(id: string, status: RecurringStatus, pausedUntil: Date | null) {
    await this.database
      .updateTable('recurring_purchases')
      .set({ status, paused_until: pausedUntil })
      .where('id', '=', id)
      .execute();
  }

  async updateMinimumJackpot(id: string, cents: number | null) {
    await this.database
      .updateTable('recurring_purchases')
      .set({ minimum_jackpot_cents: cents })
      .where('id', '=', id)
      .execute();
  }

  async updateTicket(id: string, ticket: RecurringTicket) {
    await this.database
      .updateTable('recurring_purchases')
      .set({
        game_type: ticket.gameType,
        game_offer: ticket.gameOffer,
        games: jsonb(ticket.games),
        num_games: ticket.numGames,
        quickpick: ticket.quickpick,
        cause_key: ticket.causeKey,
        price_cents: ticket.priceCents,
        description: ticket.description,
      })
      .where('id', '=', id)
      .execute();
  }

  async updatePeriod(id: string, period: SubscriptionPeriod, nextPurchaseAt: Date) {
    await this.database
      .updateTable('recurring_purchases')
      .set({ period, next_purchase_at: nextPurchaseAt })
      .where('id', '=', id)
      .execute();
  }

  async findOffer(key: string) {
    const offer = await this.database
      .selectFrom('product_offers')
      .select([
        'type',
        'suspended',
        'availability',
        'recurring_purchase_type',
        'recurring_purchase_availability',
      ])
      .where('key', '=', key)
      .executeTakeFirst();
    return offer ?? null;
  }
}
