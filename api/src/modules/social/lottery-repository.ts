import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';

/** A lottery draw a session plays. */
export interface SessionDraw {
  drawId: string;
  lotteryKey: string;
  lotteryName: string;
  drawNo: number;
  /** When the numbers are drawn; null for a draw without a draw time. */
  drawAt: Date | null;
  /** When sales (and the session's shares) stop. */
  stop: Date;
  jackpotCents: number | null;
  status: string;
}

/** The columns of a draw as sessions read it, with its lottery's name. */
export const drawColumns = [
  'draws.id as draw_id',
  'draws.product_offer_key',
  'draws.draw_no',
  'draws.draw_at',
  'draws.stop',
  'draws.status as draw_status',
  'draws.prize_pool_cents',
  'draws.is_prize_pool_unknown',
  'product_offers.name as lottery_name',
] as const;

/** A row of `drawColumns`. */
export interface DrawRow {
  draw_id: string;
  product_offer_key: string;
  draw_no: number;
  draw_at: Date | string | null;
  stop: Date | string;
  draw_status: string;
  prize_pool_cents: string | number | bigint | null;
  is_prize_pool_unknown: boolean;
  lottery_name: string;
}

export function sessionDrawOf(row: DrawRow): SessionDraw {
  return {
    drawId: row.draw_id,
    lotteryKey: row.product_offer_key,
    lotteryName: row.lottery_name,
    drawNo: row.draw_no,
    drawAt: row.draw_at === null ? null : new Date(row.draw_at),
    stop: new Date(row.stop),
    jackpotCents:
      row.prize_pool_cents === null || row.is_prize_pool_unknown
        ? null
        : Number(row.prize_pool_cents),
    status: row.draw_status,
  };
}

/** A lottery sessions can play: a lottery ticket offer on sale that sells standard games. */
export interface SessionLottery {
  key: string;
  name: string;
}

/** The lotteries and draws a session can be opened for. */
export class LotteryRepository {
  constructor(private readonly database: Kysely<Database>) {}

  private draws() {
    return this.database
      .selectFrom('draws')
      .innerJoin('product_offers', 'product_offers.key', 'draws.product_offer_key')
      .select(drawColumns);
  }

  /** The lotteries sessions can play (only `lotteryKey` when given), by the shop's ranking. */
  async findLotteries(lotteryKey: string | null = null): Promise<SessionLottery[]> {
    let query = this.database
      .selectFrom('product_offers')
      .select(['product_offers.key', 'product_offers.name'])
      .where('product_offers.type', '=', 'lottery_ticket')
      .where('product_offers.suspended', '=', false)
      .where('product_offers.availability', '=', 'available')
      .where((expression) =>
        expression.exists(
          expression
            .selectFrom('game_offers')
            .select('game_offers.key')
            .whereRef('game_offers.product_offer_key', '=', 'product_offers.key')
            .where('game_offers.game_type_key', '=', 'standard')
            .where('game_offers.key', '=', 'standard'),
        ),
      )
      .orderBy('product_offers.ranking')
      .orderBy('product_offers.key');
    if (lotteryKey !== null) query = query.where('product_offers.key', '=', lotteryKey);
    return query.execute();
  }

  /** The lottery's next `count` open draws on sale after `after`, soonest first. */
  async findOpenDraws(lotteryKey: string, after: Date, count: number): Promise<SessionDraw[]> {
    const rows = await this.draws()
      .where('draws.product_offer_key', '=', lotteryKey)
      .where('draws.status', '=', 'DRAW_OPEN')
      .where('draws.stop', '>', after)
      .orderBy('draws.stop')
      .orderBy('draws.draw_no')
      .limit(count)
      .execute();
    return rows.map(sessionDrawOf);
  }

  /**
   * Whether the draw is still on sale, holding it so (a share lock on its row, which the draw
   * engine's close waits for) until the transaction ends.
   */
  async holdOpen(drawId: string, now: Date): Promise<boolean> {
    const row = await this.database
      .selectFrom('draws')
      .select(['status', 'stop'])
      .where('id', '=', drawId)
      .forShare()
      .executeTakeFirst();
    return row !== undefined && row.status === 'DRAW_OPEN' && new Date(row.stop) > now;
  }

  async findDrawById(drawId: string): Promise<SessionDraw | null> {
    const row = await this.draws().where('draws.id', '=', drawId).executeTakeFirst();
    return row ? sessionDrawOf(row) : null;
  }
}
