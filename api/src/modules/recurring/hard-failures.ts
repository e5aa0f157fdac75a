import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { activePlayBreak } from '../responsible-play/play-breaks';

export interface HardFailure {
  outcome: 'hard_failure';
  reason: string;
}

export const accountClosedMessage = 'Your account is closed.';

/**
 * Why a recurring purchase cannot be made whatever the customer's wallet holds, if it cannot: a
 * closed account, an offer no longer on sale, or a break or self-exclusion in force (its own
 * sentence: a break is never a silent skip).
 */
export async function hardFailureOf(
  database: Kysely<Database>,
  recurring: { customer_id: string; product_offer_key: string },
  now: Date,
): Promise<HardFailure | null> {
  const row = await database
    .selectFrom('customers')
    .leftJoin('product_offers', (join) =>
      join.on('product_offers.key', '=', recurring.product_offer_key),
    )
    .select([
      'customers.status',
      'product_offers.suspended',
      'product_offers.availability',
      'product_offers.name',
    ])
    .where('customers.id', '=', recurring.customer_id)
    .executeTakeFirst();
  if (!row || row.status === 'closed') {
    return { outcome: 'hard_failure', reason: accountClosedMessage };
  }
  if (row.suspended !== false || row.availability !== 'available') {
    return {
      outcome: 'hard_failure',
      reason: `${row.name ?? 'This game'} is no longer on sale.`,
    };
  }
  const playBreak = await activePlayBreak(database, recurring.customer_id, now);
  if (playBreak) return { outcome: 'hard_failure', reason: playBreak.message };
  return null;
}
