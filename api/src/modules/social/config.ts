import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { standardGamePriceCents } from '../draw-engine/steps/syndicate-games';
import { LotteryRepository, type SessionDraw, type SessionLottery } from './lottery-repository';

/** The limits of groups and sessions (the wizard shows them; the service holds to them). */
export const socialLimits = {
  groupNameLength: { min: 3, max: 40 },
  sharePriceCents: { min: 100, max: 10_000, default: 500 },
  totalShares: { min: 2, max: 1000, default: 10 },
} as const;

/** How many upcoming draws of each lottery the wizard offers. */
const drawsPerLottery = 4;

/**
 * A draw is offered while it stays on sale for longer than the config is cached (5 minutes,
 * api.md §9), so a draw a cached answer lists has not closed yet.
 */
export const drawOfferedMarginMs = 5 * 60 * 1000;

export interface ConfigLottery {
  lottery: SessionLottery;
  /** One standard game: what the pool buys its games at. */
  gamePriceCents: number;
  draws: SessionDraw[];
}

/** The lotteries sessions can play with their next open draws (only `lotteryKey`'s when given). */
export async function configLotteriesOf(
  database: Kysely<Database>,
  now: Date,
  lotteryKey: string | null = null,
): Promise<ConfigLottery[]> {
  const lotteries = new LotteryRepository(database);
  const after = new Date(now.getTime() + drawOfferedMarginMs);
  return Promise.all(
    (await lotteries.findLotteries(lotteryKey)).map(async (lottery) => ({
      lottery,
      gamePriceCents: await standardGamePriceCents(database, lottery.key),
      draws: await lotteries.findOpenDraws(lottery.key, after, drawsPerLottery),
    })),
  );
}

/** Whether a session can be opened for the draw now: an open draw of a lottery sessions play. */
export async function isPlayableDraw(
  database: Kysely<Database>,
  draw: SessionDraw,
  now: Date,
): Promise<boolean> {
  if (draw.status !== 'DRAW_OPEN' || draw.stop.getTime() <= now.getTime()) return false;
  const lotteries = await new LotteryRepository(database).findLotteries(draw.lotteryKey);
  return lotteries.length === 1;
}
