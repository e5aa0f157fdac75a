import { type Kysely } from 'kysely';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';
import {
  type CloseGroupSessions,
  type DrawRow,
  type GroupSessionsClosed,
} from '../draw-engine/engine/step';
import { quickPickedGames, standardGamePriceCents } from '../draw-engine/steps/syndicate-games';
import { refundShares } from './refunds';
import { inviteMembersToSession } from './session-invites';

export const noSharesSoldReason = 'No shares were sold';
export const noGamePaidReason = 'The shares sold did not pay for a game';

type SessionToClose = Awaited<ReturnType<typeof openSessionsOfDraw>>[number];

interface NextDraw {
  id: string;
  draw_no: number;
  stop: Date;
}

/** The draw's open sessions, locked in id order (as a purchase locks the sessions it buys into). */
function openSessionsOfDraw(transaction: Kysely<Database>, drawId: string) {
  return transaction
    .selectFrom('social_sessions')
    .select([
      'id',
      'group_id',
      'product_offer_key',
      'share_price_cents',
      'total_shares',
      'autosession_status',
      'invite_all_existing_members',
      'created_by',
      'shares_sold',
      'pool_cents',
    ])
    .where('draw_id', '=', drawId)
    .where('status', '=', 'open')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The lottery's next draw still on sale after `draw`: where auto-session opens the next session. */
function nextOpenDrawOf(
  transaction: Kysely<Database>,
  draw: DrawRow,
  now: Date,
): Promise<NextDraw | undefined> {
  return transaction
    .selectFrom('draws')
    .select(['id', 'draw_no', 'stop'])
    .where('product_offer_key', '=', draw.product_offer_key)
    .where('status', '=', 'DRAW_OPEN')
    .where('draw_no', '>', draw.draw_no)
    .where('stop', '>', now)
    .orderBy('draw_no')
    .limit(1)
    .executeTakeFirst();
}

/** Invites every member but its creator to the group's new session, through the outbox. */
async function inviteMembers(
  transaction: Kysely<Database>,
  session: SessionToClose,
  lotteryKey: string,
  nextDraw: NextDraw,
  publicUrl: string,
): Promise<void> {
  const group = await transaction
    .selectFrom('social_groups')
    .select('name')
    .where('id', '=', session.group_id)
    .executeTakeFirstOrThrow();
  const lottery = await transaction
    .selectFrom('product_offers')
    .select('name')
    .where('key', '=', lotteryKey)
    .executeTakeFirstOrThrow();
  await inviteMembersToSession(
    transaction,
    {
      groupId: session.group_id,
      groupName: group.name,
      draw: { lotteryName: lottery.name, drawNo: nextDraw.draw_no, stop: new Date(nextDraw.stop) },
      sharePriceCents: Number(session.share_price_cents),
      totalShares: session.total_shares,
    },
    session.created_by,
    publicUrl,
  );
}

/**
 * Auto-session: opens the group's session for the lottery's next draw on sale, with the same
 * share price, shares and settings, following `session`; with invite_all_existing_members, the
 * other members are emailed. Nothing when there is no such draw or the group already has an open
 * session for it. Answers whether a session was opened.
 */
async function openNextSession(
  transaction: Kysely<Database>,
  session: SessionToClose,
  draw: DrawRow,
  now: Date,
  publicUrl: string,
): Promise<boolean> {
  const nextDraw = await nextOpenDrawOf(transaction, draw, now);
  if (!nextDraw) return false;
  const opened = await transaction
    .insertInto('social_sessions')
    .values({
      group_id: session.group_id,
      draw_id: nextDraw.id,
      product_offer_key: session.product_offer_key,
      share_price_cents: Number(session.share_price_cents),
      total_shares: session.total_shares,
      autosession_status: session.autosession_status,
      invite_all_existing_members: session.invite_all_existing_members,
      status: 'open',
      created_by: session.created_by,
      previous_session_id: session.id,
      created_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['group_id', 'draw_id']).where('status', '=', 'open').doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!opened) return false;
  if (session.invite_all_existing_members) {
    await inviteMembers(transaction, session, draw.product_offer_key, nextDraw, publicUrl);
  }
  return true;
}

/**
 * Closes the Lotto Party sessions of a lottery draw as its sales close, in the close step's
 * transaction, each open session locked:
 * - no share sold: cancelled, "No shares were sold";
 * - the pool buys floor(pool / the lottery's standard game price) games; none: cancelled, "The
 *   shares sold did not pay for a game", every share refunded (see refunds.ts);
 * - else closed with that many quick-picked standard games, which play the draw (scored with it).
 * A session with auto-session on then opens the group's session for the next draw.
 */
export async function closeGroupSessionsOfDraw(
  transaction: Kysely<Database>,
  draw: DrawRow,
  now: Date,
  options: { publicUrl: string },
): Promise<GroupSessionsClosed> {
  const outcome: GroupSessionsClosed = { closed: 0, cancelled: 0, opened: 0 };
  const sessions = await openSessionsOfDraw(transaction, draw.id);
  // Every session of the draw plays its lottery: one standard game price.
  let gamePriceCents: number | null = null;
  for (const session of sessions) {
    let games = 0;
    if (session.shares_sold > 0) {
      gamePriceCents ??= await standardGamePriceCents(transaction, draw.product_offer_key);
      games = Math.floor(Number(session.pool_cents) / gamePriceCents);
    }
    if (games === 0) {
      const reason = session.shares_sold === 0 ? noSharesSoldReason : noGamePaidReason;
      await refundShares(transaction, session.id, reason, now);
      outcome.cancelled += 1;
    } else {
      await transaction
        .updateTable('social_sessions')
        .set({
          status: 'closed',
          closed_at: now,
          games: jsonb(quickPickedGames(draw.product_offer_key, games)),
        })
        .where('id', '=', session.id)
        .execute();
      outcome.closed += 1;
    }
    if (session.autosession_status === 'on') {
      if (await openNextSession(transaction, session, draw, now, options.publicUrl)) {
        outcome.opened += 1;
      }
    }
  }
  return outcome;
}

/** The draw engine's `closeGroupSessions` port, with links to the shop at `publicUrl`. */
export function groupSessionCloser(options: { publicUrl: string }): CloseGroupSessions {
  return (transaction, draw, now) => closeGroupSessionsOfDraw(transaction, draw, now, options);
}
