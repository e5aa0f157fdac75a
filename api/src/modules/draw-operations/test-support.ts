import { randomUUID } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { jsonb } from '../../database/json';
import { type DrawStatus } from '../draw-engine/engine/step';
import { commitmentOf, drawAlgorithmVersion } from '../draw-engine/verifiable/commitment';
import { type DrawPool, drawNumbers } from '../draw-engine/verifiable/number-derivation';
import { freezeTicketLines, type TicketLine } from '../draw-engine/verifiable/ticket-merkle';
import { newOrderReference } from '../purchase/order-reference';

type App = Pick<FastifyInstance, 'database'>;

export const powerballPools: DrawPool[] = [
  { name: 'Numbers', kind: 'barrel', minimum: 1, maximum: 35, pick: 7 },
  { name: 'Powerball', kind: 'barrel', minimum: 1, maximum: 20, pick: 1 },
];

let drawNoNext = 900_000 + Math.floor(Math.random() * 50_000);

/** A new draw of `offerKey` in `status`, its sales stopping in an hour unless told otherwise. */
export async function insertDraw(
  app: App,
  options: { offerKey?: string; status?: DrawStatus; stop?: Date; drawNo?: number } = {},
): Promise<{ id: string; offerKey: string; drawNo: number }> {
  const offerKey = options.offerKey ?? 'powerball';
  if (options.drawNo === undefined) drawNoNext += 1;
  const drawNo = options.drawNo ?? drawNoNext;
  const stop = options.stop ?? new Date(Date.now() + 60 * 60 * 1000);
  const row = await app.database
    .insertInto('draws')
    .values({
      product_offer_key: offerKey,
      draw_no: drawNo,
      stop,
      draw_at: new Date(stop.getTime() + 60 * 60 * 1000),
      status: options.status ?? 'DRAW_OPEN',
      prize_pool_cents: 1_000_000_00,
      prize_pool_suffix: null,
      purchase_status: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, offerKey, drawNo };
}

/** Publishes the draw's commitment to `seed`, as the schedule does for every new draw. */
export async function commitDraw(app: App, drawId: string, seed: Buffer): Promise<void> {
  const values = {
    algorithm_version: drawAlgorithmVersion,
    commitment: commitmentOf(seed, drawAlgorithmVersion),
    seed: seed.toString('hex'),
    committed_at: new Date(),
  };
  await app.database
    .insertInto('draw_verifications')
    .values({ draw_id: drawId, ...values })
    .onConflict((conflict) => conflict.column('draw_id').doUpdateSet(values))
    .execute();
}

/** A lottery ticket of the customer for the draw: one line per game. */
export async function insertTicket(
  app: App,
  customerId: string,
  drawId: string,
  games: Array<Record<string, number[]>>,
): Promise<string> {
  const checkoutId = randomUUID();
  const now = new Date();
  await app.database
    .insertInto('checkouts')
    .values({
      id: checkoutId,
      customer_id: customerId,
      status: 'success',
      purchase_status: 'standard',
      subtotal_cents: 150 * games.length,
      discount_cents: 0,
      total_cents: 150 * games.length,
      paid_from_promo_credit_cents: 0,
      paid_from_cash_cents: 150 * games.length,
      promo_credit_added_cents: 0,
      channel_key: 'web',
      partner_key: null,
      metadata: jsonb({}),
      transfer_id: null,
      created_at: now,
      order_reference: newOrderReference(),
    })
    .execute();
  const ticket = await app.database
    .insertInto('tickets')
    .values({
      checkout_id: checkoutId,
      customer_id: customerId,
      product_type: 'lottery_ticket',
      product_offer_key: 'powerball',
      game_type: 'standard',
      game_offer: 'standard',
      draw_id: drawId,
      description: `${games.length} x Standard games`,
      quantity: 1,
      price_cents: 150 * games.length,
      num_draws: 1,
      num_weeks: 1,
      num_games: games.length,
      games: jsonb(games),
      quickpick: false,
      cause_key: null,
      day: null,
      num_raffle_tickets: null,
      num_shares: null,
      has_favourite_numbers: false,
      recurring_purchase_type: null,
      recurring_purchase_enabled: false,
      purchase_status: 'standard',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return ticket.id;
}

export interface FrozenTicket {
  ticketId: string;
  customerId: string;
  games: Array<Record<string, number[]>>;
}

/**
 * Freezes the draw's ticket list as the close step does: lines in the canonical order (ticket id,
 * then line), one draw_entries row per ticket, the Merkle root on draw_verifications.
 */
export async function freezeDraw(
  app: App,
  drawId: string,
  tickets: FrozenTicket[],
): Promise<{ root: string; lines: TicketLine[] }> {
  const lines = tickets.flatMap((ticket) =>
    ticket.games.map((numbers, lineIndex) => ({ ticketId: ticket.ticketId, lineIndex, numbers })),
  );
  const frozen = freezeTicketLines(lines);
  const ordered = [...tickets].sort((left, right) =>
    Buffer.compare(Buffer.from(left.ticketId), Buffer.from(right.ticketId)),
  );
  let position = 1;
  for (const ticket of ordered) {
    await app.database
      .insertInto('draw_entries')
      .values({
        draw_id: drawId,
        ticket_id: ticket.ticketId,
        customer_id: ticket.customerId,
        first_position: position,
        line_count: ticket.games.length,
      })
      .execute();
    position += ticket.games.length;
  }
  await app.database
    .updateTable('draw_verifications')
    .set({ tickets_root: frozen.root, ticket_lines: lines.length, frozen_at: new Date() })
    .where('draw_id', '=', drawId)
    .execute();
  await app.database
    .updateTable('draws')
    .set({ status: 'DRAW_CLOSED' })
    .where('id', '=', drawId)
    .execute();
  return { root: frozen.root, lines };
}

/** Reveals the seed and the numbers it gives, as the draw step does. */
export async function revealDraw(
  app: App,
  draw: { id: string; offerKey: string; drawNo: number },
  seed: Buffer,
): Promise<void> {
  const numbers = drawNumbers({
    seed,
    drawKey: `${draw.offerKey}:${draw.drawNo}`,
    pools: powerballPools,
  });
  await app.database
    .updateTable('draw_verifications')
    .set({
      beacon: null,
      pools: jsonb(powerballPools),
      numbers: jsonb(numbers),
      revealed_at: new Date(),
    })
    .where('draw_id', '=', draw.id)
    .execute();
  await app.database
    .updateTable('draws')
    .set({ status: 'DRAW_DRAWN' })
    .where('id', '=', draw.id)
    .execute();
}
