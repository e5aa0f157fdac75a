import { type Kysely, sql } from 'kysely';
import { type Database } from '../../database/schema';
import { type DrawStatus } from '../draw-engine/engine/step';
import { type DrawnSet, type DrawPool } from '../draw-engine/verifiable/number-derivation';

/** A draw with what it has published for verification (null before the engine committed to it). */
export interface PublishedDrawRecord {
  id: string;
  productOfferKey: string;
  drawNo: number;
  status: DrawStatus;
  verification: {
    algorithmVersion: string;
    commitment: string;
    /** Secret until `revealedAt`: never sent before. */
    seed: string;
    committedAt: Date;
    ticketsRoot: string | null;
    ticketLines: number | null;
    beacon: { key: string; round: number; value: string } | null;
    pools: DrawPool[] | null;
    numbers: DrawnSet[] | null;
    revealedAt: Date | null;
  } | null;
}

/** A ticket's place in a draw's frozen ticket list. */
export interface DrawEntryRecord {
  ticketId: string;
  customerId: string;
  firstPosition: number;
  lineCount: number;
}

/** A draw as the operators' list shows it. */
export interface OperatedDraw {
  id: string;
  productOfferKey: string;
  offerName: string;
  drawNo: number;
  status: DrawStatus;
  stop: Date;
  drawAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
}

export interface DrawListQuery {
  offerKey: string | null;
  status: DrawStatus | null;
  limit: number;
  offset: number;
}

/** What a draw has paid out and what still waits for a claim check. */
export interface PayoutSummary {
  winners: number;
  payoutsPaid: number;
  paidCents: number;
  awaitingClaim: number;
}

export interface AuditRecord {
  id: string;
  actorType: 'system' | 'operator';
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  detail: Record<string, unknown>;
  createdAt: Date;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: Date | string | null) => (value === null ? null : toDate(value));

/** The reads behind the draw verification routes and the operators' draw pages. */
export class DrawOperationsRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async findPublishedDraw(offerKey: string, drawNo: number): Promise<PublishedDrawRecord | null> {
    const row = await this.database
      .selectFrom('draws')
      .leftJoin('draw_verifications', 'draw_verifications.draw_id', 'draws.id')
      .select([
        'draws.id',
        'draws.product_offer_key',
        'draws.draw_no',
        'draws.status',
        'draw_verifications.draw_id as verified_draw_id',
        'draw_verifications.algorithm_version',
        'draw_verifications.commitment',
        'draw_verifications.seed',
        'draw_verifications.committed_at',
        'draw_verifications.tickets_root',
        'draw_verifications.ticket_lines',
        'draw_verifications.beacon',
        'draw_verifications.pools',
        'draw_verifications.numbers',
        'draw_verifications.revealed_at',
      ])
      .where('draws.product_offer_key', '=', offerKey)
      .where('draws.draw_no', '=', drawNo)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      productOfferKey: row.product_offer_key,
      drawNo: row.draw_no,
      status: row.status as DrawStatus,
      verification:
        row.verified_draw_id === null
          ? null
          : {
              algorithmVersion: row.algorithm_version ?? '',
              commitment: row.commitment ?? '',
              seed: row.seed ?? '',
              committedAt: toDate(row.committed_at ?? new Date(0)),
              ticketsRoot: row.tickets_root,
              ticketLines: row.ticket_lines,
              beacon: row.beacon,
              pools: row.pools as DrawPool[] | null,
              numbers: row.numbers,
              revealedAt: toDateOrNull(row.revealed_at),
            },
    };
  }

  async findEntry(drawId: string, ticketId: string): Promise<DrawEntryRecord | null> {
    const row = await this.database
      .selectFrom('draw_entries')
      .select(['ticket_id', 'customer_id', 'first_position', 'line_count'])
      .where('draw_id', '=', drawId)
      .where('ticket_id', '=', ticketId)
      .executeTakeFirst();
    return row
      ? {
          ticketId: row.ticket_id,
          customerId: row.customer_id,
          firstPosition: row.first_position,
          lineCount: row.line_count,
        }
      : null;
  }

  async findDraws(query: DrawListQuery): Promise<{ draws: OperatedDraw[]; total: number }> {
    let filtered = this.database
      .selectFrom('draws')
      .innerJoin('product_offers', 'product_offers.key', 'draws.product_offer_key');
    if (query.offerKey !== null) {
      filtered = filtered.where('draws.product_offer_key', '=', query.offerKey);
    }
    if (query.status !== null) filtered = filtered.where('draws.status', '=', query.status);
    const [rows, count] = await Promise.all([
      filtered
        .select([
          'draws.id',
          'draws.product_offer_key',
          'product_offers.name',
          'draws.draw_no',
          'draws.status',
          'draws.stop',
          'draws.draw_at',
          'draws.last_error',
          'draws.last_error_at',
        ])
        .orderBy('draws.stop', 'desc')
        .orderBy('draws.product_offer_key')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      draws: rows.map((row) => ({
        id: row.id,
        productOfferKey: row.product_offer_key,
        offerName: row.name,
        drawNo: row.draw_no,
        status: row.status as DrawStatus,
        stop: toDate(row.stop),
        drawAt: toDateOrNull(row.draw_at),
        lastError: row.last_error,
        lastErrorAt: toDateOrNull(row.last_error_at),
      })),
      total: Number(count.total),
    };
  }

  async findDrawById(drawId: string): Promise<OperatedDraw | null> {
    const row = await this.database
      .selectFrom('draws')
      .innerJoin('product_offers', 'product_offers.key', 'draws.product_offer_key')
      .select([
        'draws.id',
        'draws.product_offer_key',
        'product_offers.name',
        'draws.draw_no',
        'draws.status',
        'draws.stop',
        'draws.draw_at',
        'draws.last_error',
        'draws.last_error_at',
      ])
      .where('draws.id', '=', drawId)
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          productOfferKey: row.product_offer_key,
          offerName: row.name,
          drawNo: row.draw_no,
          status: row.status as DrawStatus,
          stop: toDate(row.stop),
          drawAt: toDateOrNull(row.draw_at),
          lastError: row.last_error,
          lastErrorAt: toDateOrNull(row.last_error_at),
        }
      : null;
  }

  /** The id of the offer's draw of that number while it is still on sale, if any. */
  async findOpenDrawId(offerKey: string, drawNo: number): Promise<string | null> {
    const row = await this.database
      .selectFrom('draws')
      .select('id')
      .where('product_offer_key', '=', offerKey)
      .where('draw_no', '=', drawNo)
      .where('status', 'in', ['DRAW_OPEN', 'DRAW_CAPPED'])
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** Offer keys that have draws, for the list's filter. */
  async findOfferKeys(): Promise<Array<{ key: string; name: string }>> {
    return this.database
      .selectFrom('product_offers')
      .select(['key', 'name'])
      .where((where) =>
        where.exists(
          where
            .selectFrom('draws')
            .select('draws.id')
            .whereRef('draws.product_offer_key', '=', 'product_offers.key'),
        ),
      )
      .orderBy('ranking')
      .orderBy('key')
      .execute();
  }

  async findPayoutSummary(drawId: string): Promise<PayoutSummary> {
    const row = await this.database
      .selectFrom('prize_payouts')
      .select([
        sql<number>`count(distinct ticket_id)::int`.as('winners'),
        sql<number>`(count(*) filter (where status = 'paid'))::int`.as('payouts_paid'),
        sql<string>`coalesce(sum(amount_cents) filter (where status = 'paid'), 0)::text`.as(
          'paid_cents',
        ),
        sql<number>`(count(*) filter (where status = 'awaiting_claim'))::int`.as('awaiting_claim'),
      ])
      .where('draw_id', '=', drawId)
      .executeTakeFirstOrThrow();
    return {
      winners: Number(row.winners),
      payoutsPaid: Number(row.payouts_paid),
      paidCents: Number(row.paid_cents),
      awaitingClaim: Number(row.awaiting_claim),
    };
  }

  async findAudit(query: {
    subjectId: string | null;
    limit: number;
    offset: number;
  }): Promise<{ entries: AuditRecord[]; total: number }> {
    let filtered = this.database.selectFrom('audit_log');
    if (query.subjectId !== null) filtered = filtered.where('subject_id', '=', query.subjectId);
    const [rows, count] = await Promise.all([
      filtered
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        actorType: row.actor_type,
        actor: row.actor,
        action: row.action,
        subjectType: row.subject_type,
        subjectId: row.subject_id,
        detail: row.detail,
        createdAt: toDate(row.created_at),
      })),
      total: Number(count.total),
    };
  }
}
