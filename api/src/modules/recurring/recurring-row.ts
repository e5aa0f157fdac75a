import { type Kysely, sql } from 'kysely';
import { type Database } from '../../database/schema';

export type RecurringStatus =
  | 'recurring_status_active'
  | 'recurring_status_paused'
  | 'recurring_status_timed_pause'
  | 'recurring_status_cancelled';

export type SubscriptionPeriod = 'monthly' | 'quarterly' | 'biannually' | 'annually';

export type Games = Array<Record<string, number[]>>;

/**
 * A recurring purchase with the ticket it buys: the first ticket's fields, overridden by the
 * purchase's own copy (games, number of games, game offer, quickpick, cause) once it has one, so
 * an edited purchase buys what was edited.
 */
export function selectRecurring(database: Kysely<Database>) {
  return database
    .selectFrom('recurring_purchases')
    .innerJoin('tickets', 'tickets.id', 'recurring_purchases.ticket_id')
    .select([
      'recurring_purchases.id as recurring_id',
      'recurring_purchases.customer_id',
      'recurring_purchases.type as recurring_type',
      'recurring_purchases.status',
      'recurring_purchases.paused_until',
      'recurring_purchases.product_offer_key',
      'recurring_purchases.description',
      'recurring_purchases.price_cents',
      'recurring_purchases.last_draw_no',
      'recurring_purchases.last_attempt_status',
      'recurring_purchases.last_attempt_at',
      'recurring_purchases.minimum_jackpot_cents',
      'recurring_purchases.period',
      'recurring_purchases.next_purchase_at',
      'recurring_purchases.created_at',
      'tickets.product_type',
      'tickets.num_draws',
      'tickets.num_weeks',
      'tickets.day',
      'tickets.num_raffle_tickets',
      'tickets.num_shares',
      'tickets.has_favourite_numbers',
      sql<string>`coalesce(recurring_purchases.game_type, tickets.game_type)`.as('game_type'),
      sql<string>`coalesce(recurring_purchases.game_offer, tickets.game_offer)`.as('game_offer'),
      sql<Games>`coalesce(recurring_purchases.games, tickets.games)`.as('games'),
      sql<number>`coalesce(recurring_purchases.num_games, tickets.num_games)`.as('num_games'),
      sql<boolean>`coalesce(recurring_purchases.quickpick, tickets.quickpick)`.as('quickpick'),
      sql<
        string | null
      >`case when recurring_purchases.game_offer is null then tickets.cause_key else recurring_purchases.cause_key end`.as(
        'cause_key',
      ),
    ]);
}

export type RecurringRow = Awaited<
  ReturnType<ReturnType<typeof selectRecurring>['execute']>
>[number];

/**
 * The status a purchase is in at `now`: a timed pause whose end has passed is active again
 * (product.md §3), whatever the row still says.
 */
export function statusAt(
  row: { status: string; paused_until: Date | string | null },
  now: Date,
): RecurringStatus {
  const status = row.status as RecurringStatus;
  if (
    status === 'recurring_status_timed_pause' &&
    (row.paused_until === null || new Date(row.paused_until) <= now)
  ) {
    return 'recurring_status_active';
  }
  return status;
}

const periodMonths: Record<SubscriptionPeriod, number> = {
  monthly: 1,
  quarterly: 3,
  biannually: 6,
  annually: 12,
};

/** Months between two purchases of a subscription. */
export function monthsOf(period: SubscriptionPeriod | null): number {
  return periodMonths[period ?? 'monthly'];
}
