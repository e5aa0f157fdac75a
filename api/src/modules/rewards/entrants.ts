import { type Kysely, sql } from 'kysely';
import { type Database } from '../../database/schema';
import { dailyWinnersProgram } from 'shared-kernel/contract/membership';

/**
 * Who is entered in a giveaway draw, by the programme's rules:
 * - members only (status member, or pending-deposit: a free member whose premium waits for a
 *   deposit), and only eligible ones: the account is open and no break from play or
 *   self-exclusion is in force at `now`;
 * - `all_members` giveaways (daily, special) enter every such member;
 * - `premium_only` giveaways (preview) enter premium members;
 * - `unlock_required` giveaways (monthly, major) enter premium members, and free members who
 *   unlocked their entry in this draw.
 * A draw that is not a giveaway has no entrants. The draw engine calls this when the draw closes
 * and materialises one entry ticket per customer id returned (sorted, so a re-run is the same).
 */
export async function entrantsOfGiveaway(
  database: Kysely<Database>,
  drawId: string,
  now: Date,
): Promise<string[]> {
  const giveaway = await database
    .selectFrom('draws')
    .innerJoin('giveaway_types', 'giveaway_types.product_offer_key', 'draws.product_offer_key')
    .select(['giveaway_types.availability'])
    .where('draws.id', '=', drawId)
    .executeTakeFirst();
  if (!giveaway) return [];

  let query = database
    .selectFrom('memberships')
    .innerJoin('customers', 'customers.id', 'memberships.customer_id')
    .select('memberships.customer_id')
    .where('memberships.program', '=', dailyWinnersProgram)
    .where('memberships.status', 'in', ['member', 'pending-deposit'])
    .where('customers.status', '!=', 'closed')
    .where((expression) =>
      expression.not(
        expression.exists(
          expression
            .selectFrom('play_breaks')
            .select(sql.lit(1).as('one'))
            .whereRef('play_breaks.customer_id', '=', 'memberships.customer_id')
            .where('play_breaks.started_at', '<=', now)
            .where('play_breaks.ends_at', '>', now),
        ),
      ),
    );
  if (giveaway.availability === 'premium_only') {
    query = query.where('memberships.tier', '=', 'premium');
  } else if (giveaway.availability === 'unlock_required') {
    query = query.where((expression) =>
      expression.or([
        expression('memberships.tier', '=', 'premium'),
        expression.exists(
          expression
            .selectFrom('giveaway_unlocks')
            .select(sql.lit(1).as('one'))
            .whereRef('giveaway_unlocks.customer_id', '=', 'memberships.customer_id')
            .where('giveaway_unlocks.draw_id', '=', drawId),
        ),
      ]),
    );
  }
  const rows = await query.orderBy('memberships.customer_id').execute();
  return rows.map((row) => row.customer_id);
}
