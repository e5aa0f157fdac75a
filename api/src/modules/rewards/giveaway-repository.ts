import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { type GiveawayType } from 'shared-kernel/contract/membership';
import { type Database } from '../../database/schema';
import { type GiveawayAvailabilityColumn } from '../../database/membership-schema';

/** A giveaway draw with its giveaway type and what the draw engine recorded about it. */
export interface GiveawayDrawRecord {
  id: string;
  productOfferKey: string;
  drawNo: number;
  stop: Date;
  drawAt: Date;
  /** The draw engine's status (DRAW_OPEN … DRAW_EMAILED). */
  engineStatus: string;
  /** The stop of the offer's previous draw; null for its first draw. */
  previousStop: Date | null;
  committedAt: Date | null;
  /** Entries frozen at close; null while open. */
  ticketLines: number | null;
  revealedAt: Date | null;
  type: GiveawayType;
  title: string;
  description: string;
  availability: GiveawayAvailabilityColumn;
  pill: string | null;
  image: string | null;
  unlockRule: string | null;
}

/** Which draws a list holds: by giveaway type, open now (current) or not (closed). */
export interface GiveawayDrawFilter {
  types: readonly GiveawayType[];
  state: 'current' | 'closed';
  /** Only draws the customer holds an entry ticket in. */
  enteredBy?: string;
  limit: number;
  offset: number;
}

const dateOrNull = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

/**
 * Giveaway draws, read from the draw engine's tables: the draws of the giveaway offers, their
 * prizes, winners, and the entry tickets the engine materialised at close.
 */
export class GiveawayRepository {
  constructor(private readonly database: Kysely<Database>) {}

  private drawsQuery() {
    return this.database
      .selectFrom('draws')
      .innerJoin('giveaway_types', 'giveaway_types.product_offer_key', 'draws.product_offer_key')
      .leftJoin('draw_verifications', 'draw_verifications.draw_id', 'draws.id')
      .select([
        'draws.id',
        'draws.product_offer_key',
        'draws.draw_no',
        'draws.stop',
        'draws.draw_at',
        'draws.status',
        'draw_verifications.committed_at',
        'draw_verifications.ticket_lines',
        'draw_verifications.frozen_at',
        'draw_verifications.revealed_at',
        'giveaway_types.type',
        'giveaway_types.title',
        'giveaway_types.description',
        'giveaway_types.availability',
        'giveaway_types.pill',
        'giveaway_types.image',
        'giveaway_types.unlock_rule',
      ])
      .select((select) =>
        select
          .selectFrom('draws as previous')
          .select((inner) => inner.fn.max('previous.stop').as('stop'))
          .whereRef('previous.product_offer_key', '=', 'draws.product_offer_key')
          .whereRef('previous.draw_no', '<', 'draws.draw_no')
          .as('previous_stop'),
      );
  }

  private static recordOf(
    row: Awaited<ReturnType<ReturnType<GiveawayRepository['drawsQuery']>['execute']>>[number],
  ): GiveawayDrawRecord {
    const stop = new Date(row.stop);
    return {
      id: row.id,
      productOfferKey: row.product_offer_key,
      drawNo: row.draw_no,
      stop,
      drawAt: row.draw_at === null ? stop : new Date(row.draw_at),
      engineStatus: row.status,
      previousStop: dateOrNull(row.previous_stop),
      committedAt: dateOrNull(row.committed_at),
      ticketLines: row.frozen_at === null ? null : row.ticket_lines,
      revealedAt: dateOrNull(row.revealed_at),
      type: row.type,
      title: row.title,
      description: row.description,
      availability: row.availability,
      pill: row.pill,
      image: row.image,
      unlockRule: row.unlock_rule,
    };
  }

  /**
   * Current draws: open, sales not stopped, and their entry period begun (the previous draw of
   * the offer has closed; an offer's first draw is current from its commitment). Closed: the rest.
   */
  private filtered<Output>(
    query: SelectQueryBuilder<Database, 'draws' | 'giveaway_types' | 'draw_verifications', Output>,
    filter: Pick<GiveawayDrawFilter, 'types' | 'state' | 'enteredBy'>,
    now: Date,
  ) {
    let filteredQuery = query.where('giveaway_types.type', 'in', [...filter.types]);
    const isCurrent = sql<boolean>`draws.status = 'DRAW_OPEN' and draws.stop > ${now}
      and coalesce((select max(previous.stop) from draws previous
        where previous.product_offer_key = draws.product_offer_key
          and previous.draw_no < draws.draw_no), draw_verifications.committed_at, ${now}) <= ${now}`;
    filteredQuery =
      filter.state === 'current'
        ? filteredQuery.where(isCurrent)
        : filteredQuery.where(
            sql<boolean>`not (draws.status = 'DRAW_OPEN' and draws.stop > ${now})`,
          );
    if (filter.enteredBy !== undefined) {
      const customerId = filter.enteredBy;
      filteredQuery = filteredQuery.where((expression) =>
        expression.exists(
          expression
            .selectFrom('tickets')
            .select('tickets.id')
            .whereRef('tickets.draw_id', '=', 'draws.id')
            .where('tickets.customer_id', '=', customerId)
            .where('tickets.game_type', '=', 'giveaway'),
        ),
      );
    }
    return filteredQuery;
  }

  /** A page of giveaway draws: current ones soonest first, closed ones latest first. */
  async findPage(
    filter: GiveawayDrawFilter,
    now: Date,
  ): Promise<{ draws: GiveawayDrawRecord[]; total: number }> {
    if (filter.types.length === 0) return { draws: [], total: 0 };
    const direction = filter.state === 'current' ? 'asc' : 'desc';
    const [rows, counted] = await Promise.all([
      this.filtered(this.drawsQuery(), filter, now)
        .orderBy('draws.stop', direction)
        .orderBy('draws.id')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      this.filtered(
        this.database
          .selectFrom('draws')
          .innerJoin(
            'giveaway_types',
            'giveaway_types.product_offer_key',
            'draws.product_offer_key',
          )
          .leftJoin('draw_verifications', 'draw_verifications.draw_id', 'draws.id')
          .select(sql<number>`count(*)::int`.as('total')),
        filter,
        now,
      ).executeTakeFirstOrThrow(),
    ]);
    return {
      draws: rows.map((row) => GiveawayRepository.recordOf(row)),
      total: Number(counted.total),
    };
  }

  async findById(drawId: string): Promise<GiveawayDrawRecord | null> {
    const row = await this.drawsQuery().where('draws.id', '=', drawId).executeTakeFirst();
    return row ? GiveawayRepository.recordOf(row) : null;
  }

  async findByNumber(type: GiveawayType, drawNo: number): Promise<GiveawayDrawRecord | null> {
    const row = await this.drawsQuery()
      .where('giveaway_types.type', '=', type)
      .where('draws.draw_no', '=', drawNo)
      .executeTakeFirst();
    return row ? GiveawayRepository.recordOf(row) : null;
  }

  /** The latest draw of a giveaway type whose sales stopped at or after `since`. */
  async findLatestClosedSince(type: GiveawayType, since: Date, now: Date) {
    const row = await this.filtered(this.drawsQuery(), { types: [type], state: 'closed' }, now)
      .where('draws.stop', '>=', since)
      .orderBy('draws.stop', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? GiveawayRepository.recordOf(row) : null;
  }
}
