import { randomBytes, randomUUID } from 'node:crypto';
import { type Kysely } from 'kysely';
import { jsonb } from '../../../database/json';
import { type Database } from '../../../database/schema';
import { newOrderReference } from '../../purchase/order-reference';

/**
 * A draw already scored, as the score step leaves it: customers with one ticket each in the
 * draw's frozen ticket list, the tickets' results, and a prize payout per winning ticket (due, or
 * awaiting a claim check above `claimThresholdCents`). For the pay, claim and email steps' tests,
 * the process-safety tests and the payout bench. Rows are written in batches.
 */
export interface ScoredDrawOptions {
  now: Date;
  winners: number;
  losers?: number;
  /** The prize of the winner at `index`; default between A$10.00 and A$16.00. */
  prizeCentsOf?: (index: number) => number;
  /** A prize above this waits for a claim check. */
  claimThresholdCents?: number;
  offerKey?: string;
}

export interface ScoredDraw {
  drawId: string;
  drawNo: number;
  offerKey: string;
  winners: Array<{ customerId: string; ticketId: string; amountCents: number; email: string }>;
  losers: Array<{ customerId: string; ticketId: string; email: string }>;
  /** Sum of every prize of the draw, due or awaiting a claim. */
  prizeCentsTotal: number;
}

const rowsPerStatement = 500;

async function insertInBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    await insert(rows.slice(start, start + rowsPerStatement));
  }
}

export async function insertScoredDraw(
  database: Kysely<Database>,
  options: ScoredDrawOptions,
): Promise<ScoredDraw> {
  const { now } = options;
  const offerKey = options.offerKey ?? 'saturday_lotto';
  const prizeCentsOf = options.prizeCentsOf ?? ((index: number) => 1000 + (index % 7) * 100);
  const threshold = options.claimThresholdCents ?? Number.MAX_SAFE_INTEGER;
  // A database without the demo data gets the offer alone.
  await database
    .insertInto('product_offers')
    .values({
      key: offerKey,
      type: 'lottery_ticket',
      name: 'Saturday Lotto',
      url: 'saturday-lotto',
      availability: 'available',
      display_category: 'Lotto',
      suspended: false,
      ranking: 99,
      recurring_purchase_type: 'autoplay',
      recurring_purchase_availability: 'optional',
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const { latest } = await database
    .selectFrom('draws')
    .select((select) => select.fn.max<number>('draw_no').as('latest'))
    .where('product_offer_key', '=', offerKey)
    .executeTakeFirstOrThrow();
  const drawNo = Number(latest ?? 0) + 1000 + Math.floor(Math.random() * 1000);
  const { id: drawId } = await database
    .insertInto('draws')
    .values({
      product_offer_key: offerKey,
      draw_no: drawNo,
      stop: new Date(now.getTime() - 2 * 60 * 60 * 1000),
      draw_at: new Date(now.getTime() - 60 * 60 * 1000),
      status: 'DRAW_SCORED',
      prize_pool_cents: null,
      prize_pool_suffix: null,
      purchase_status: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database
    .insertInto('draw_verifications')
    .values({
      draw_id: drawId,
      algorithm_version: 'test',
      commitment: randomBytes(32).toString('hex'),
      seed: randomBytes(32).toString('hex'),
      committed_at: now,
      numbers: jsonb([
        { name: 'main', numbers: [3, 7, 12, 19, 28, 33] },
        { name: 'supplementary', numbers: [5, 41] },
      ]),
      revealed_at: now,
    })
    .execute();

  const run = randomBytes(4).toString('hex');
  const winnerCount = options.winners;
  const people = Array.from({ length: winnerCount + (options.losers ?? 0) }, (_, index) => ({
    index,
    customerId: randomUUID(),
    ticketId: randomUUID(),
    checkoutId: `ck_${randomBytes(12).toString('base64url')}`,
    email: `${index < winnerCount ? 'winner' : 'player'}-${index}-${run}@example.test`,
    amountCents: index < winnerCount ? prizeCentsOf(index) : 0,
  }));
  await insertInBatches(people, (batch) =>
    database
      .insertInto('customers')
      .values(
        batch.map((person) => ({
          id: person.customerId,
          email: person.email,
          password_hash: 'not-a-password',
          customer_token: randomBytes(16).toString('hex'),
          firstname: `Player${person.index}`,
          lastname: 'Test',
          date_of_birth: '1985-06-15',
          phone_number: '0412 345 678',
          address: '1 George Street',
          suburb: 'Sydney',
          postcode: '2000',
          state: 'NSW',
          country: 'AU',
          terms_accepted_at: now,
          attribution: jsonb({}),
          favourite_numbers: jsonb({}),
          pricing_id: null,
        })),
      )
      .execute(),
  );
  await insertInBatches(people, (batch) =>
    database
      .insertInto('checkouts')
      .values(
        batch.map((person) => ({
          id: person.checkoutId,
          customer_id: person.customerId,
          status: 'success' as const,
          purchase_status: 'standard' as const,
          subtotal_cents: 600,
          discount_cents: 0,
          total_cents: 600,
          paid_from_promo_credit_cents: 0,
          paid_from_cash_cents: 600,
          promo_credit_added_cents: 0,
          channel_key: 'web',
          partner_key: null,
          metadata: jsonb({}),
          transfer_id: null,
          created_at: now,
          order_reference: newOrderReference(),
        })),
      )
      .execute(),
  );
  await insertInBatches(people, (batch) =>
    database
      .insertInto('tickets')
      .values(
        batch.map((person) => ({
          id: person.ticketId,
          checkout_id: person.checkoutId,
          customer_id: person.customerId,
          product_type: 'lottery_ticket',
          product_offer_key: offerKey,
          game_type: 'standard',
          game_offer: 'standard',
          draw_id: drawId,
          description: '1 x Standard game',
          quantity: 1,
          price_cents: 600,
          num_draws: 1,
          num_weeks: 1,
          num_games: 1,
          games: jsonb([{ Numbers: [3, 7, 12, 19, 40, 44] }]),
          quickpick: false,
          cause_key: null,
          day: null,
          num_raffle_tickets: null,
          num_shares: null,
          has_favourite_numbers: false,
          recurring_purchase_type: null,
          recurring_purchase_enabled: false,
          purchase_status: 'standard' as const,
          created_at: now,
        })),
      )
      .execute(),
  );
  await insertInBatches(people, (batch) =>
    database
      .insertInto('draw_entries')
      .values(
        batch.map((person) => ({
          draw_id: drawId,
          ticket_id: person.ticketId,
          customer_id: person.customerId,
          first_position: person.index + 1,
          line_count: 1,
        })),
      )
      .execute(),
  );
  await insertInBatches(people, (batch) =>
    database
      .insertInto('ticket_results')
      .values(
        batch.map((person) => ({
          ticket_id: person.ticketId,
          draw_id: drawId,
          division: person.amountCents > 0 ? 4 : null,
          prize_cents: person.amountCents,
          scored_at: now,
        })),
      )
      .execute(),
  );
  const winners = people.slice(0, winnerCount);
  await insertInBatches(winners, (batch) =>
    database
      .insertInto('prize_payouts')
      .values(
        batch.map((person) => ({
          ticket_id: person.ticketId,
          draw_id: drawId,
          customer_id: person.customerId,
          amount_cents: person.amountCents,
          description: `Prize: draw ${drawNo}, Division 4`,
          status: person.amountCents > threshold ? ('awaiting_claim' as const) : ('due' as const),
          created_at: now,
        })),
      )
      .execute(),
  );
  return {
    drawId,
    drawNo,
    offerKey,
    winners: winners.map(({ customerId, ticketId, amountCents, email }) => ({
      customerId,
      ticketId,
      amountCents,
      email,
    })),
    losers: people.slice(winnerCount).map(({ customerId, ticketId, email }) => ({
      customerId,
      ticketId,
      email,
    })),
    prizeCentsTotal: winners.reduce((sum, person) => sum + person.amountCents, 0),
  };
}
