import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { LimitsService } from './service';

/** Reason id (api.md §8.2: spend_limit, verify_account_required, global_spend_limit, deposit_limit) → message. */
export type BlockedReasons = Record<string, string>;

/**
 * Why the customer cannot buy a cart of `cartTotalCents` now (empty when they can): their spend
 * limits and precommitment (remaining = limit − spent; exceeded = cart total − remaining), the
 * system limits, and a required identity verification. Pass the purchase's transaction to check
 * under the same lock as the purchase.
 */
export async function blockedReasonsOf(
  database: Kysely<Database>,
  customerId: string,
  cartTotalCents: number,
  now: Date,
): Promise<BlockedReasons> {
  return new LimitsService(database).purchaseBlockedReasons(customerId, cartTotalCents, now);
}
