import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { activePlayBreak } from '../responsible-play/play-breaks';

/** Whether a customer can be entered in giveaways now, and if not, why (in a sentence). */
export interface Eligibility {
  eligible: boolean;
  reason: string | null;
}

export const accountClosedReason = 'Your account is closed, so you are not entered in giveaways.';

/**
 * Giveaway eligibility (the same rule the entrants list applies at close): an open account with
 * no break from play or self-exclusion in force at `now`.
 */
export async function eligibilityOf(
  database: Kysely<Database>,
  customerId: string,
  now: Date,
): Promise<Eligibility> {
  const customer = await database
    .selectFrom('customers')
    .select('status')
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!customer || customer.status === 'closed') {
    return { eligible: false, reason: accountClosedReason };
  }
  const playBreak = await activePlayBreak(database, customerId, now);
  if (playBreak) {
    return {
      eligible: false,
      reason: `${playBreak.message} You are not entered in giveaways until then.`,
    };
  }
  return { eligible: true, reason: null };
}
