import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { type AttemptEntry, recentAttempts } from './attempts';
import { type FundKind, purchaseMethodsOf } from './purchase-method';
import {
  type Games,
  type RecurringRow,
  type RecurringStatus,
  type SubscriptionPeriod,
  statusAt,
} from './recurring-row';
import { nextPurchaseAtOf } from './skip-reasons';

/** How often an offer draws, for the autoplay's frequency label. */
export type DrawRhythm = 'weekly' | 'monthly' | 'several_a_week';

/** A recurring purchase as the customer manages it (services answer these; routes map them). */
export interface RecurringView {
  id: string;
  type: 'autoplay' | 'subscription';
  /** As it is now: a timed pause that has ended is active. */
  status: RecurringStatus;
  pausedUntil: Date | null;
  productType: string;
  productOfferKey: string;
  productOfferName: string;
  drawRhythm: DrawRhythm;
  description: string;
  gameType: string;
  gameOffer: string;
  gameOfferName: string;
  numGames: number;
  games: Games;
  quickpick: boolean;
  minimumJackpotCents: number | null;
  hasSelectableDays: boolean;
  causeKey: string | null;
  causeName: string | null;
  priceCents: number;
  fundKind: FundKind;
  lastAttemptStatus: 'purchased' | 'soft_failure' | 'hard_failure' | null;
  lastAttemptAt: Date | null;
  nextDraw: { drawNo: number; stop: Date; jackpotCents: number | null } | null;
  period: SubscriptionPeriod | null;
  nextPurchaseAt: Date | null;
  attempts: AttemptEntry[];
  createdAt: Date;
}

function rhythmOf(schedule: { kind: string; weekdays: number[]; period_days: number | null }) {
  if (schedule.kind === 'periodic') return (schedule.period_days ?? 0) >= 28 ? 'monthly' : 'weekly';
  return schedule.weekdays.length <= 1 ? 'weekly' : 'several_a_week';
}

/** The views of rows of one customer: offer names, next draws, history and paying method. */
export async function viewsOf(
  database: Kysely<Database>,
  customerId: string,
  rows: readonly RecurringRow[],
  now: Date,
): Promise<RecurringView[]> {
  if (rows.length === 0) return [];
  const offerKeys = [...new Set(rows.map((row) => row.product_offer_key))];
  const [offers, gameOffers, causes, schedules, draws, attempts, methods] = await Promise.all([
    database
      .selectFrom('product_offers')
      .select(['key', 'name', 'type', 'selectable_days'])
      .where('key', 'in', offerKeys)
      .execute(),
    database
      .selectFrom('game_offers')
      .select(['product_offer_key', 'game_type_key', 'key', 'name'])
      .where('product_offer_key', 'in', offerKeys)
      .execute(),
    database.selectFrom('causes').select(['key', 'name']).execute(),
    database
      .selectFrom('draw_schedules')
      .select(['product_offer_key', 'kind', 'weekdays', 'period_days'])
      .where('product_offer_key', 'in', offerKeys)
      .execute(),
    database
      .selectFrom('draws')
      .select(['product_offer_key', 'draw_no', 'stop', 'prize_pool_cents'])
      .where('product_offer_key', 'in', offerKeys)
      .where('status', '=', 'DRAW_OPEN')
      .where('stop', '>', now)
      .orderBy('draw_no')
      .execute(),
    recentAttempts(
      database,
      rows.map((row) => row.recurring_id),
    ),
    purchaseMethodsOf(database, customerId),
  ]);
  return rows.map((row): RecurringView => {
    const offer = offers.find((candidate) => candidate.key === row.product_offer_key);
    const schedule = schedules.find((item) => item.product_offer_key === row.product_offer_key);
    const gameOffer = gameOffers.find(
      (item) =>
        item.product_offer_key === row.product_offer_key &&
        item.game_type_key === row.game_type &&
        item.key === row.game_offer,
    );
    const nextDraw = draws.find(
      (draw) =>
        draw.product_offer_key === row.product_offer_key &&
        draw.draw_no > (row.last_draw_no ?? Number.NEGATIVE_INFINITY),
    );
    const status = statusAt(row, now);
    return {
      id: row.recurring_id,
      type: row.recurring_type,
      status,
      pausedUntil:
        status === 'recurring_status_timed_pause' && row.paused_until !== null
          ? new Date(row.paused_until)
          : null,
      productType: row.product_type === 'multi_draw_ticket' ? 'lottery_ticket' : row.product_type,
      productOfferKey: row.product_offer_key,
      productOfferName: offer?.name ?? row.product_offer_key,
      drawRhythm: schedule ? rhythmOf(schedule) : 'weekly',
      description: row.description,
      gameType: row.game_type,
      gameOffer: row.game_offer,
      gameOfferName: gameOffer?.name ?? row.game_offer,
      numGames: row.num_games,
      games: row.games,
      quickpick: row.quickpick,
      minimumJackpotCents:
        row.minimum_jackpot_cents === null ? null : Number(row.minimum_jackpot_cents),
      hasSelectableDays: (offer?.selectable_days.length ?? 0) > 0,
      causeKey: row.cause_key,
      causeName: causes.find((cause) => cause.key === row.cause_key)?.name ?? null,
      priceCents: Number(row.price_cents),
      fundKind: methods.selected.kind,
      lastAttemptStatus: row.last_attempt_status,
      lastAttemptAt: row.last_attempt_at === null ? null : new Date(row.last_attempt_at),
      nextDraw: nextDraw
        ? {
            drawNo: nextDraw.draw_no,
            stop: new Date(nextDraw.stop),
            jackpotCents:
              nextDraw.prize_pool_cents === null ? null : Number(nextDraw.prize_pool_cents),
          }
        : null,
      period: row.recurring_type === 'subscription' ? (row.period ?? 'monthly') : null,
      nextPurchaseAt:
        row.recurring_type === 'subscription' && status !== 'recurring_status_cancelled'
          ? nextPurchaseAtOf(row)
          : null,
      attempts: attempts.get(row.recurring_id) ?? [],
      createdAt: new Date(row.created_at),
    };
  });
}
