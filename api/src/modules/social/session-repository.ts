import { type Kysely, sql } from 'kysely';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';
import {
  type AutosessionStatusColumn,
  type PublicityStatusColumn,
  type SocialSessionStatusColumn,
} from '../../database/social-schema';
import { drawColumns, type DrawRow, type SessionDraw, sessionDrawOf } from './lottery-repository';
import { type Page } from './repository';

/** A session as stored, with its group and draw. */
export interface Session {
  id: string;
  groupId: string;
  groupName: string;
  publicityStatus: PublicityStatusColumn;
  ownerId: string;
  draw: SessionDraw;
  sharePriceCents: number;
  totalShares: number;
  sharesSold: number;
  poolCents: number;
  status: SocialSessionStatusColumn;
  autosessionStatus: AutosessionStatusColumn;
  inviteAllExistingMembers: boolean;
  cancelReason: string | null;
  games: Array<Record<string, number[]>>;
  createdAt: Date;
  closedAt: Date | null;
}

export interface NewSession {
  groupId: string;
  drawId: string;
  lotteryKey: string;
  sharePriceCents: number;
  totalShares: number;
  autosessionStatus: AutosessionStatusColumn;
  inviteAllExistingMembers: boolean;
  createdBy: string;
  now: Date;
}

/** Which open sessions the discover list shows. */
export interface DiscoverFilter {
  drawId: string | null;
  now: Date;
}

const sessionColumns = [
  'social_sessions.id',
  'social_sessions.group_id',
  'social_sessions.share_price_cents',
  'social_sessions.total_shares',
  'social_sessions.shares_sold',
  'social_sessions.pool_cents',
  'social_sessions.status',
  'social_sessions.autosession_status',
  'social_sessions.invite_all_existing_members',
  'social_sessions.cancel_reason',
  'social_sessions.games',
  'social_sessions.created_at',
  'social_sessions.closed_at',
  'social_groups.name as group_name',
  'social_groups.publicity_status',
  'social_groups.owner_id',
  ...drawColumns,
] as const;

/** Sessions, read with their group and draw. */
export class SessionRepository {
  constructor(private readonly database: Kysely<Database>) {}

  private sessions() {
    return this.database
      .selectFrom('social_sessions')
      .innerJoin('social_groups', 'social_groups.id', 'social_sessions.group_id')
      .innerJoin('draws', 'draws.id', 'social_sessions.draw_id')
      .innerJoin('product_offers', 'product_offers.key', 'social_sessions.product_offer_key')
      .select(sessionColumns);
  }

  /** Inserts an open session; null when the group has an open session for that draw. */
  async insert(session: NewSession): Promise<string | null> {
    const inserted = await this.database
      .insertInto('social_sessions')
      .values({
        group_id: session.groupId,
        draw_id: session.drawId,
        product_offer_key: session.lotteryKey,
        share_price_cents: session.sharePriceCents,
        total_shares: session.totalShares,
        autosession_status: session.autosessionStatus,
        invite_all_existing_members: session.inviteAllExistingMembers,
        status: 'open',
        created_by: session.createdBy,
        games: jsonb([]),
        created_at: session.now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id ?? null;
  }

  async findById(sessionId: string): Promise<Session | null> {
    const row = await this.sessions()
      .where('social_sessions.id', '=', sessionId)
      .executeTakeFirst();
    return row ? sessionOf(row) : null;
  }

  async findByIds(sessionIds: readonly string[]): Promise<Map<string, Session>> {
    if (sessionIds.length === 0) return new Map();
    const rows = await this.sessions()
      .where('social_sessions.id', 'in', [...new Set(sessionIds)])
      .execute();
    return new Map(rows.map((row) => [row.id, sessionOf(row)]));
  }

  /** The group's sessions, newest first. */
  async findOfGroup(groupId: string, page: Page): Promise<{ sessions: Session[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.sessions()
        .where('social_sessions.group_id', '=', groupId)
        .orderBy('social_sessions.created_at', 'desc')
        .orderBy('social_sessions.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      this.database
        .selectFrom('social_sessions')
        .select(sql<number>`count(*)::int`.as('total'))
        .where('group_id', '=', groupId)
        .executeTakeFirstOrThrow(),
    ]);
    return { sessions: rows.map(sessionOf), total: Number(count.total) };
  }

  /** The group's open session whose draw closes first; null when it has none. */
  async findOpenOfGroup(groupId: string): Promise<Session | null> {
    const row = await this.sessions()
      .where('social_sessions.group_id', '=', groupId)
      .where('social_sessions.status', '=', 'open')
      .orderBy('draws.stop')
      .orderBy('social_sessions.id')
      .executeTakeFirst();
    return row ? sessionOf(row) : null;
  }

  /**
   * Open sessions of public and promoted groups whose draw is still on sale: promoted groups'
   * first, then the ones closing soonest.
   */
  async findDiscoverable(
    filter: DiscoverFilter,
    page: Page,
  ): Promise<{ sessions: Session[]; total: number }> {
    let found = this.sessions()
      .where('social_sessions.status', '=', 'open')
      .where('social_groups.publicity_status', 'in', ['public', 'promoted'])
      .where('draws.status', '=', 'DRAW_OPEN')
      .where('draws.stop', '>', filter.now);
    if (filter.drawId !== null) found = found.where('draws.id', '=', filter.drawId);
    const [rows, count] = await Promise.all([
      found
        .orderBy(sql`case when social_groups.publicity_status = 'promoted' then 0 else 1 end`)
        .orderBy('draws.stop')
        .orderBy('social_sessions.created_at')
        .orderBy('social_sessions.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      found
        .clearSelect()
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { sessions: rows.map(sessionOf), total: Number(count.total) };
  }

  async updateAutosessionStatus(sessionId: string, status: AutosessionStatusColumn) {
    await this.database
      .updateTable('social_sessions')
      .set({ autosession_status: status })
      .where('id', '=', sessionId)
      .execute();
  }

  /** Locks the session's row until the transaction ends; null when there is no such session. */
  async lockForPurchase(sessionId: string) {
    const row = await this.database
      .selectFrom('social_sessions')
      .select(['group_id', 'status', 'shares_sold', 'total_shares'])
      .where('id', '=', sessionId)
      .forUpdate()
      .executeTakeFirst();
    return row
      ? {
          groupId: row.group_id,
          status: row.status,
          sharesRemaining: row.total_shares - row.shares_sold,
        }
      : null;
  }

  /** Counts shares bought: shares sold and the pool grow (under the row lock). */
  async addSharesSold(sessionId: string, shares: number, priceCents: number): Promise<void> {
    await this.database
      .updateTable('social_sessions')
      .set({
        shares_sold: sql<number>`shares_sold + ${shares}`,
        pool_cents: sql<number>`pool_cents + ${priceCents}`,
      })
      .where('id', '=', sessionId)
      .execute();
  }
}

type SessionRow = {
  id: string;
  group_id: string;
  share_price_cents: string | number | bigint;
  total_shares: number;
  shares_sold: number;
  pool_cents: string | number | bigint;
  status: SocialSessionStatusColumn;
  autosession_status: AutosessionStatusColumn;
  invite_all_existing_members: boolean;
  cancel_reason: string | null;
  games: Array<Record<string, number[]>>;
  created_at: Date | string;
  closed_at: Date | string | null;
  group_name: string;
  publicity_status: PublicityStatusColumn;
  owner_id: string;
} & DrawRow;

function sessionOf(row: SessionRow): Session {
  return {
    id: row.id,
    groupId: row.group_id,
    groupName: row.group_name,
    publicityStatus: row.publicity_status,
    ownerId: row.owner_id,
    draw: sessionDrawOf(row),
    sharePriceCents: Number(row.share_price_cents),
    totalShares: row.total_shares,
    sharesSold: row.shares_sold,
    poolCents: Number(row.pool_cents),
    status: row.status,
    autosessionStatus: row.autosession_status,
    inviteAllExistingMembers: row.invite_all_existing_members,
    cancelReason: row.cancel_reason,
    games: row.games,
    createdAt: new Date(row.created_at),
    closedAt: row.closed_at === null ? null : new Date(row.closed_at),
  };
}
