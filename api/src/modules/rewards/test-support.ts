import { randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { type GiveawayType } from 'shared-kernel/contract/membership';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { jsonb } from '../../database/json';
import { ensureMembershipOffers } from '../../seed/membership';
import { clientHeaders, type TestClock, type TestSession } from '../auth/test-support';
import { giveawayOfferKeys } from './offers';

/**
 * Test support of the programme: a fresh database gets its offers and the customer segment's
 * capabilities; giveaway draws are made (and closed and drawn, as the draw engine would) by hand
 * so each test controls its dates.
 */

const dayMs = 24 * 60 * 60 * 1000;
export const days = (count: number) => count * dayMs;

export async function prepareProgramme(
  app: FastifyInstance,
  capabilities: CapabilityName[] = [
    'membership_program',
    'membership_purchase',
    'giveaway_entries',
  ],
): Promise<void> {
  await ensureMembershipOffers(app.database);
  await app.database
    .insertInto('capability_segments')
    .values(capabilities.map((capability) => ({ segment_name: 'customer', capability })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** A rewards call (version 1.0), as the customer when a session is given. */
export async function rewardsCall(
  app: FastifyInstance,
  clock: TestClock,
  method: 'GET' | 'PUT',
  url: string,
  options: { session?: TestSession | null; payload?: Record<string, unknown> } = {},
) {
  const headers = await clientHeaders({
    session: options.session ?? null,
    at: clock.now(),
    version: '1.0',
  });
  return app.inject({
    method,
    url,
    headers,
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

export function joinBody(tier?: 'free' | 'premium') {
  return {
    membership_program: 'daily_winners',
    membership_status: 'member',
    ...(tier ? { metadata: { tier } } : {}),
  };
}

export const leaveBody = { membership_program: 'daily_winners', membership_status: 'non-member' };

let drawCount = 0;

/** A giveaway draw of `type` closing at `stop`, with two prizes (a cash one and a credit one). */
export async function addGiveawayDraw(
  app: FastifyInstance,
  type: GiveawayType,
  stop: Date,
  options: { drawNo?: number; status?: string } = {},
): Promise<{ id: string; drawNo: number }> {
  drawCount += 1;
  const drawNo = options.drawNo ?? 1000 + drawCount;
  const { id } = await app.database
    .insertInto('draws')
    .values({
      product_offer_key: giveawayOfferKeys[type],
      draw_no: drawNo,
      stop,
      draw_at: new Date(stop.getTime() + 30 * 60 * 1000),
      status: options.status ?? 'DRAW_OPEN',
      prize_pool_cents: null,
      prize_pool_suffix: null,
      purchase_status: 'open',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.database
    .insertInto('raffle_prizes')
    .values([
      {
        draw_id: id,
        ranking: 1,
        name: 'A$100 cash',
        value_cents: 10000,
        image: null,
        quantity: 1,
        payout: 'cash',
      },
      {
        draw_id: id,
        ranking: 2,
        name: 'A$10 bonus credit',
        value_cents: 1000,
        image: null,
        quantity: 9,
        payout: 'promo_credit',
      },
    ])
    .execute();
  return { id, drawNo };
}

/**
 * Closes and draws a giveaway as the draw engine does: one entry ticket per entrant (a zero
 * checkout), the frozen count, and the winners of the prizes given (masked names), with their
 * payouts due.
 */
export async function drawGiveaway(
  app: FastifyInstance,
  drawId: string,
  entrants: readonly string[],
  winners: ReadonlyArray<{ customerId: string; prizeRanking: number }>,
  at: Date,
): Promise<void> {
  const tickets = new Map<string, string>();
  for (const customerId of entrants) {
    const checkoutId = `gw_${randomBytes(9).toString('base64url')}`;
    await app.database
      .insertInto('checkouts')
      .values({
        id: checkoutId,
        order_reference: `GW-${randomBytes(4).toString('hex').toUpperCase()}`,
        customer_id: customerId,
        status: 'success',
        purchase_status: 'standard',
        subtotal_cents: 0,
        discount_cents: 0,
        total_cents: 0,
        paid_from_promo_credit_cents: 0,
        paid_from_cash_cents: 0,
        promo_credit_added_cents: 0,
        channel_key: 'membership',
        partner_key: null,
        metadata: jsonb({}),
        transfer_id: null,
        created_at: at,
      })
      .execute();
    const { id } = await app.database
      .insertInto('tickets')
      .values({
        checkout_id: checkoutId,
        customer_id: customerId,
        product_type: 'membership',
        product_offer_key: (
          await app.database
            .selectFrom('draws')
            .select('product_offer_key')
            .where('id', '=', drawId)
            .executeTakeFirstOrThrow()
        ).product_offer_key,
        game_type: 'giveaway',
        game_offer: 'daily',
        draw_id: drawId,
        description: 'Giveaway entry',
        quantity: 1,
        price_cents: 0,
        num_draws: 1,
        num_weeks: 1,
        num_games: 1,
        games: jsonb([]),
        quickpick: false,
        cause_key: null,
        day: null,
        num_raffle_tickets: 1,
        num_shares: null,
        has_favourite_numbers: false,
        recurring_purchase_type: null,
        recurring_purchase_enabled: false,
        purchase_status: 'standard',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tickets.set(customerId, id);
  }
  await app.database
    .insertInto('draw_verifications')
    .values({
      draw_id: drawId,
      algorithm_version: 'hmac-sha256-fy-v1',
      commitment: 'a'.repeat(64),
      seed: 'b'.repeat(64),
      committed_at: new Date(at.getTime() - days(1)),
      tickets_root: 'c'.repeat(64),
      ticket_lines: entrants.length,
      frozen_at: at,
      revealed_at: at,
    })
    .onConflict((conflict) =>
      conflict.column('draw_id').doUpdateSet({ ticket_lines: entrants.length, frozen_at: at }),
    )
    .execute();
  for (const [index, winner] of winners.entries()) {
    const ticketId = tickets.get(winner.customerId);
    if (!ticketId) throw new Error('a winner must be an entrant');
    await app.database
      .insertInto('raffle_winners')
      .values({
        draw_id: drawId,
        prize_ranking: winner.prizeRanking,
        ticket_number: String(index + 1),
        name: 'A. W.',
        location: 'Newtown NSW',
        ticket_id: ticketId,
        draw_order: index + 1,
      })
      .execute();
  }
  await app.database
    .updateTable('draws')
    .set({ status: 'DRAW_SCORED' })
    .where('id', '=', drawId)
    .execute();
}

/** Saturday Lotto, the lottery a qualifying purchase (`fillCart`) buys, on a fresh database. */
export async function addLotteryOffer(app: FastifyInstance): Promise<void> {
  await app.database
    .insertInto('product_offers')
    .values({
      key: 'saturday_lotto',
      type: 'lottery_ticket',
      name: 'Saturday Lotto',
      url: 'saturday-lotto',
      availability: 'available',
      display_category: 'Lotto',
      ranking: 1,
      recurring_purchase_type: null,
      recurring_purchase_availability: 'optional',
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}
