import { type Kysely, sql } from 'kysely';
import { type Database } from '../../database/schema';
import { lottoPartyGameType } from '../draw-engine/steps/entries-of-draw';
import { type Page } from './repository';

/** A share ticket of a session: who holds how many shares, and what they won. */
export interface ShareHolding {
  ticketId: string;
  sessionId: string;
  customerId: string;
  firstname: string;
  lastname: string;
  shares: number;
  priceCents: number;
  /** Paid back when the session was cancelled. */
  refunded: boolean;
  /** The holder's part of the prize once the draw is scored; null before. */
  prizeCents: number | null;
  /** The best division the session's games won; null for none or before scoring. */
  division: number | null;
  purchasedAt: Date;
}

/** The numbers drawn in a draw, by set name. */
export type DrawnNumbers = Record<string, number[]>;

/** Share tickets (tickets of game type lotto_party; game offer: the session) and draw results. */
export class ShareRepository {
  constructor(private readonly database: Kysely<Database>) {}

  private holdings() {
    return this.database
      .selectFrom('tickets')
      .innerJoin('customers', 'customers.id', 'tickets.customer_id')
      .leftJoin('ticket_results', (join) =>
        join
          .onRef('ticket_results.ticket_id', '=', 'tickets.id')
          .onRef('ticket_results.draw_id', '=', 'tickets.draw_id'),
      )
      .select([
        'tickets.id',
        'tickets.game_offer',
        'tickets.customer_id',
        'tickets.num_shares',
        'tickets.price_cents',
        'tickets.voided_at',
        'tickets.created_at',
        'customers.firstname',
        'customers.lastname',
        'ticket_results.prize_cents',
        'ticket_results.division',
        'ticket_results.scored_at',
      ])
      .where('tickets.game_type', '=', lottoPartyGameType);
  }

  /** The share tickets of the sessions, by session, oldest first. */
  async findOfSessions(sessionIds: readonly string[]): Promise<Map<string, ShareHolding[]>> {
    const bySession = new Map<string, ShareHolding[]>();
    if (sessionIds.length === 0) return bySession;
    const rows = await this.holdings()
      .where('tickets.game_offer', 'in', [...new Set(sessionIds)])
      .orderBy('tickets.created_at')
      .orderBy('tickets.id')
      .execute();
    for (const row of rows) {
      const holding = holdingOf(row);
      bySession.set(holding.sessionId, [...(bySession.get(holding.sessionId) ?? []), holding]);
    }
    return bySession;
  }

  /** The customer's share tickets, newest first. */
  async findOfCustomer(
    customerId: string,
    page: Page,
  ): Promise<{ holdings: ShareHolding[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.holdings()
        .where('tickets.customer_id', '=', customerId)
        .orderBy('tickets.created_at', 'desc')
        .orderBy('tickets.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      this.database
        .selectFrom('tickets')
        .select(sql<number>`count(*)::int`.as('total'))
        .where('customer_id', '=', customerId)
        .where('game_type', '=', lottoPartyGameType)
        .executeTakeFirstOrThrow(),
    ]);
    return { holdings: rows.map(holdingOf), total: Number(count.total) };
  }

  /** One share ticket of the customer; null when it is not theirs or not a share ticket. */
  async findOfCustomerById(customerId: string, ticketId: string): Promise<ShareHolding | null> {
    const row = await this.holdings()
      .where('tickets.customer_id', '=', customerId)
      .where('tickets.id', '=', ticketId)
      .executeTakeFirst();
    return row ? holdingOf(row) : null;
  }

  /** The drawn numbers of the draws that have results, by draw. */
  async findDrawnNumbers(drawIds: readonly string[]): Promise<Map<string, DrawnNumbers>> {
    if (drawIds.length === 0) return new Map();
    const rows = await this.database
      .selectFrom('draw_results')
      .select(['draw_id', 'number_sets', 'supplementaries'])
      .where('draw_id', 'in', [...new Set(drawIds)])
      .execute();
    return new Map(
      rows.map((row) => {
        const drawn: DrawnNumbers = Object.fromEntries(
          row.number_sets.map((set) => [set.name, set.numbers]),
        );
        if (row.supplementaries.length > 0) drawn.supplementaries = row.supplementaries;
        return [row.draw_id, drawn];
      }),
    );
  }
}

function holdingOf(row: {
  id: string;
  game_offer: string;
  customer_id: string;
  num_shares: number | null;
  price_cents: string | number | bigint;
  voided_at: Date | string | null;
  created_at: Date | string;
  firstname: string;
  lastname: string;
  prize_cents: string | number | bigint | null;
  division: number | null;
  scored_at: Date | string | null;
}): ShareHolding {
  return {
    ticketId: row.id,
    sessionId: row.game_offer,
    customerId: row.customer_id,
    firstname: row.firstname,
    lastname: row.lastname,
    shares: row.num_shares ?? 0,
    priceCents: Number(row.price_cents),
    refunded: row.voided_at !== null,
    prizeCents: row.scored_at === null ? null : Number(row.prize_cents ?? 0),
    division: row.division,
    purchasedAt: new Date(row.created_at),
  };
}
