import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type Database } from '../../database/schema';

export type OrderFilter = 'upcoming' | 'past';

/** A purchased ticket line with its checkout and how far through its draws it is. */
export interface OrderTicket {
  id: string;
  checkoutId: string;
  orderReference: string;
  purchasedAt: Date;
  paidFromCashCents: number;
  paidFromPromoCreditCents: number;
  productName: string;
  productType: string;
  productOfferKey: string;
  gameType: string;
  gameOffer: string;
  description: string;
  quantity: number;
  priceCents: number;
  numDraws: number;
  numShares: number | null;
  games: Array<Record<string, number[]>>;
  causeKey: string | null;
  causeName: string | null;
  isVoided: boolean;
  /** False for a ticket without a draw (a membership). */
  hasDraw: boolean;
  drawnCount: number;
}

/** One draw a ticket plays, with its result and the ticket's score when there are any. */
export interface OrderTicketDraw {
  ticketId: string;
  drawNo: number;
  stop: Date;
  isDrawn: boolean;
  numberSets: Array<{ name: string; numbers: number[] }> | null;
  supplementaries: number[];
  isScored: boolean;
  division: number | null;
  prizeCents: number | null;
}

export interface CardPayment {
  amountCents: number;
  brand: string;
  last4: string;
}

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/**
 * The draws a ticket plays: its first draw and the offer's next ones, `num_draws` in all. A
 * syndicate's results are its lottery's (`powerball_syndicate` → `powerball`), found by draw no.
 */
const ticketDrawsJoin = sql`
  left join draws first_draw on first_draw.id = tickets.draw_id
  left join draws on draws.product_offer_key = tickets.product_offer_key
    and draws.draw_no >= first_draw.draw_no
    and draws.draw_no < first_draw.draw_no + tickets.num_draws
  left join draw_results own_result on own_result.draw_id = draws.id
  left join draws lottery_draw on tickets.product_type = 'syndicate_share'
    and lottery_draw.product_offer_key = regexp_replace(tickets.product_offer_key, '_syndicate$', '')
    and lottery_draw.draw_no = draws.draw_no
  left join draw_results lottery_result on lottery_result.draw_id = lottery_draw.id`;

/** Per ticket of the customer: how many of its draws have results, the next stop, the last draw. */
function standingOf(customerId: string): RawBuilder<unknown> {
  return sql`
    select tickets.id as ticket_id,
      count(coalesce(own_result.draw_id, lottery_result.draw_id))::int as drawn_count,
      min(draws.stop) filter (
        where coalesce(own_result.draw_id, lottery_result.draw_id) is null
      ) as next_stop,
      max(coalesce(own_result.drawn_at, lottery_result.drawn_at, draws.stop)) as last_drawn_at
    from tickets ${ticketDrawsJoin}
    where tickets.customer_id = ${customerId}
    group by tickets.id`;
}

// A ticket without a draw (a membership bought) has nothing to come: it is past once bought.
function filterOf(filter: OrderFilter): RawBuilder<unknown> {
  return filter === 'upcoming'
    ? sql`tickets.draw_id is not null and standing.drawn_count < tickets.num_draws`
    : sql`(tickets.draw_id is null or standing.drawn_count >= tickets.num_draws)`;
}

function orderOf(filter: OrderFilter): RawBuilder<unknown> {
  return filter === 'upcoming'
    ? sql`standing.next_stop asc nulls last, tickets.created_at asc, tickets.id asc`
    : sql`coalesce(standing.last_drawn_at, tickets.created_at) desc, tickets.created_at desc,
      tickets.id desc`;
}

interface OrderTicketRow {
  id: string;
  checkout_id: string;
  order_reference: string;
  purchased_at: Date | string;
  paid_from_cash_cents: unknown;
  paid_from_promo_credit_cents: unknown;
  product_name: string;
  product_type: string;
  product_offer_key: string;
  game_type: string;
  game_offer: string;
  description: string;
  quantity: number;
  price_cents: unknown;
  num_draws: number;
  num_shares: number | null;
  games: Array<Record<string, number[]>>;
  cause_key: string | null;
  cause_name: string | null;
  voided_at: Date | string | null;
  draw_id: string | null;
  drawn_count: number;
}

function ticketOf(row: OrderTicketRow): OrderTicket {
  return {
    id: row.id,
    checkoutId: row.checkout_id,
    orderReference: row.order_reference,
    purchasedAt: new Date(row.purchased_at),
    paidFromCashCents: Number(row.paid_from_cash_cents),
    paidFromPromoCreditCents: Number(row.paid_from_promo_credit_cents),
    productName: row.product_name,
    productType: row.product_type,
    productOfferKey: row.product_offer_key,
    gameType: row.game_type,
    gameOffer: row.game_offer,
    description: row.description,
    quantity: row.quantity,
    priceCents: Number(row.price_cents),
    numDraws: row.num_draws,
    numShares: row.num_shares,
    games: row.games,
    causeKey: row.cause_key,
    causeName: row.cause_name,
    isVoided: row.voided_at !== null,
    hasDraw: row.draw_id !== null,
    drawnCount: Number(row.drawn_count),
  };
}

const ticketColumns = sql`
  tickets.id, tickets.checkout_id, checkouts.order_reference, checkouts.created_at as purchased_at,
  checkouts.paid_from_cash_cents, checkouts.paid_from_promo_credit_cents,
  product_offers.name as product_name, tickets.product_type, tickets.product_offer_key,
  tickets.game_type, tickets.game_offer, tickets.description, tickets.quantity,
  tickets.price_cents, tickets.num_draws, tickets.num_shares, tickets.games, tickets.cause_key,
  causes.name as cause_name, tickets.voided_at, tickets.draw_id, standing.drawn_count`;

// A membership giveaway's entry ticket (game type giveaway) is not an order: never listed.
const ticketJoins = sql`
  join checkouts on checkouts.id = tickets.checkout_id and checkouts.status = 'success'
    and tickets.game_type <> 'giveaway'
  join product_offers on product_offers.key = tickets.product_offer_key
  left join causes on causes.key = tickets.cause_key`;

export class OrderRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /** A page of the customer's tickets, not voided, that are upcoming or past. */
  async findPage(
    customerId: string,
    filter: OrderFilter,
    page: { limit: number; offset: number },
  ): Promise<{ tickets: OrderTicket[]; total: number }> {
    const { rows } = await sql<OrderTicketRow>`
      with standing as (${standingOf(customerId)})
      select ${ticketColumns}
      from tickets join standing on standing.ticket_id = tickets.id ${ticketJoins}
      where tickets.voided_at is null and ${filterOf(filter)}
      order by ${orderOf(filter)}
      limit ${page.limit} offset ${page.offset}`.execute(this.database);
    const counted = await sql<{ total: number }>`
      with standing as (${standingOf(customerId)})
      select count(*)::int as total
      from tickets join standing on standing.ticket_id = tickets.id ${ticketJoins}
      where tickets.voided_at is null and ${filterOf(filter)}`.execute(this.database);
    return { tickets: rows.map(ticketOf), total: Number(counted.rows[0]?.total ?? 0) };
  }

  /** One ticket of the customer; null when it does not exist or is someone else's. */
  async findOfCustomer(customerId: string, ticketId: string): Promise<OrderTicket | null> {
    const { rows } = await sql<OrderTicketRow>`
      with standing as (${standingOf(customerId)})
      select ${ticketColumns}
      from tickets join standing on standing.ticket_id = tickets.id ${ticketJoins}
      where tickets.id = ${ticketId} and tickets.customer_id = ${customerId}`.execute(
      this.database,
    );
    const [row] = rows;
    return row ? ticketOf(row) : null;
  }

  /** The draws of these tickets, by ticket, in draw order. */
  async findDraws(ticketIds: readonly string[]): Promise<Map<string, OrderTicketDraw[]>> {
    const byTicket = new Map<string, OrderTicketDraw[]>();
    if (ticketIds.length === 0) return byTicket;
    const { rows } = await sql<{
      ticket_id: string;
      draw_no: number;
      stop: Date | string;
      number_sets: Array<{ name: string; numbers: number[] }> | null;
      supplementaries: number[] | null;
      is_drawn: boolean;
      scored_at: Date | string | null;
      division: number | null;
      prize_cents: unknown;
    }>`
      select tickets.id as ticket_id, draws.draw_no, draws.stop,
        coalesce(own_result.number_sets, lottery_result.number_sets) as number_sets,
        coalesce(own_result.supplementaries, lottery_result.supplementaries) as supplementaries,
        coalesce(own_result.draw_id, lottery_result.draw_id) is not null as is_drawn,
        ticket_results.scored_at, ticket_results.division, ticket_results.prize_cents
      from tickets ${ticketDrawsJoin}
      left join ticket_results on ticket_results.ticket_id = tickets.id
        and ticket_results.draw_id in (draws.id, lottery_draw.id)
      where tickets.id in (${sql.join(ticketIds)}) and draws.id is not null
      order by tickets.id, draws.draw_no`.execute(this.database);
    for (const row of rows) {
      const draws = byTicket.get(row.ticket_id) ?? [];
      draws.push({
        ticketId: row.ticket_id,
        drawNo: row.draw_no,
        stop: new Date(row.stop),
        isDrawn: row.is_drawn,
        numberSets: row.number_sets,
        supplementaries: row.supplementaries ?? [],
        isScored: row.scored_at !== null,
        division: row.division,
        prizeCents: numberOrNull(row.prize_cents),
      });
      byTicket.set(row.ticket_id, draws);
    }
    return byTicket;
  }

  /** The card (or PayPal) deposit that paid for the checkout, if one did. */
  async findCardPayment(checkoutId: string): Promise<CardPayment | null> {
    const row = await this.database
      .selectFrom('deposits')
      .leftJoin('funds', 'funds.id', 'deposits.fund_id')
      .select(['deposits.amount_cents', 'deposits.gateway', 'funds.brand', 'funds.last4'])
      .where('deposits.checkout_id', '=', checkoutId)
      .where('deposits.status', '=', 'success')
      .orderBy('deposits.created_at', 'desc')
      .executeTakeFirst();
    if (!row) return null;
    return {
      amountCents: Number(row.amount_cents),
      brand: row.brand ?? (row.gateway.startsWith('paypal') ? 'PayPal' : row.gateway),
      last4: row.last4 ?? '',
    };
  }
}
