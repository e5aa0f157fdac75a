import { type Kysely, type RawBuilder } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import { type Database } from '../../database/schema';
import { standingFrom, standingQuery } from './repository';
import { blockedReasonsFrom, LimitsService, usageWindowsOf } from './service';

/**
 * Reason id → message: api.md §8.2's spend_limit, verify_account_required, global_spend_limit and
 * deposit_limit, and play_break or self_exclusion while the customer takes a break.
 */
export type BlockedReasons = Record<string, string>;

/**
 * The reasons a limit or a break gives: waiting or topping up does not lift them before the draw,
 * so a recurring purchase refused for one fails hard, with the reason (never a silent skip).
 */
export const limitReasonIds: ReadonlySet<string> = new Set([
  'spend_limit',
  'global_spend_limit',
  'deposit_limit',
  'play_break',
  'self_exclusion',
]);

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

/**
 * What `blockedReasonsOf` reads, as a JSON column another query can select (the cart reads it
 * with its own contents, in one round trip); give the column to `blockedReasonsFor`.
 */
export function customerStanding(database: Kysely<Database>, customerId: string, now: Date) {
  return jsonObjectFrom(standingQuery(database, customerId, usageWindowsOf(now), now));
}

export type CustomerStandingColumn = ReturnType<typeof customerStanding>;
export type CustomerStanding = CustomerStandingColumn extends RawBuilder<infer Read> ? Read : never;

/** `blockedReasonsOf`, from the column `customerStanding` read. */
export function blockedReasonsFor(
  standing: CustomerStanding,
  cartTotalCents: number,
  now: Date,
): BlockedReasons {
  if (!standing) throw new Error('a query without FROM always answers one row');
  return blockedReasonsFrom(standingFrom(standing), cartTotalCents, now);
}
