import { randomUUID } from 'node:crypto';
import { type Kysely } from 'kysely';
import { dailyWinnersProgram } from 'shared-kernel/contract/membership';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { OutboxRepository } from '../outbox/repository';
import { oneItemBasket } from '../purchase/one-item-basket';
import { type PurchaseService } from '../purchase/service';
import { membershipCartItem } from '../cart/membership-item';
import { premiumItemRequest, premiumOffer } from './offers';
import { MembershipRepository } from './repository';

const batchSize = 100;

interface DueMembership {
  customerId: string;
  email: string;
  firstname: string;
  premiumUntil: Date;
  premiumRenews: boolean;
}

/** The email of a premium month that ended: not renewing, or its renewal failed and why. */
export function premiumEndedEmail(
  recipient: { email: string; firstname: string },
  reason: string | null,
  publicUrl: string,
) {
  return {
    recipient: recipient.email,
    subject: 'Your Daily Winners Premium membership has ended',
    textBody: [
      `Hi ${recipient.firstname},`,
      '',
      reason === null
        ? 'Your Daily Winners Premium month has ended and was not set to renew.'
        : `We couldn't renew your Daily Winners Premium month: ${reason}`,
      '',
      'You are still a free Daily Winners member and entered in every daily and special ' +
        'giveaway. You can join Premium again at any time.',
      '',
      `Daily Winners: ${publicUrl}/daily-winners`,
      '',
    ].join('\n'),
  };
}

async function findDue(database: Kysely<Database>, now: Date): Promise<DueMembership[]> {
  const rows = await database
    .selectFrom('memberships')
    .innerJoin('customers', 'customers.id', 'memberships.customer_id')
    .select([
      'memberships.customer_id',
      'memberships.premium_until',
      'memberships.premium_renews',
      'customers.email',
      'customers.firstname',
    ])
    .where('memberships.program', '=', dailyWinnersProgram)
    .where('memberships.tier', '=', 'premium')
    .where('memberships.premium_until', '<=', now)
    .orderBy('memberships.premium_until')
    .limit(batchSize)
    .execute();
  return rows.map((row) => ({
    customerId: row.customer_id,
    email: row.email,
    firstname: row.firstname,
    premiumUntil: new Date(row.premium_until ?? now),
    premiumRenews: row.premium_renews,
  }));
}

/**
 * Drops a premium member to free (once per paid month: the renewal row is unique), records why,
 * and writes the email. False when another run handled this month already.
 */
async function endPremium(
  database: Kysely<Database>,
  due: DueMembership,
  reason: string | null,
  now: Date,
  publicUrl: string,
): Promise<boolean> {
  return database.transaction().execute(async (transaction) => {
    const memberships = new MembershipRepository(transaction);
    const current = await memberships.lock(due.customerId, now);
    if (
      current.tier !== 'premium' ||
      current.premiumUntil?.getTime() !== due.premiumUntil.getTime()
    ) {
      return false;
    }
    await transaction
      .insertInto('membership_renewals')
      .values({
        customer_id: due.customerId,
        period_start: due.premiumUntil,
        status: 'failed',
        checkout_id: null,
        reason: reason ?? 'not renewing',
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['customer_id', 'period_start']).doNothing())
      .execute();
    await memberships.save(
      { ...current, tier: 'free', premiumUntil: null, premiumRenews: false },
      now,
    );
    await new OutboxRepository(transaction).insert({
      id: randomUUID(),
      ...premiumEndedEmail(due, reason, publicUrl),
    });
    return true;
  });
}

/**
 * The renewal job (hourly, where the server's jobs run): each premium month that ended is
 * renewed by buying the next one from the wallet through the purchase service (a one-item
 * basket; the purchase extends the month), once per month whatever the number of runs (the
 * idempotency key names the customer and the month's end). A member not renewing, or whose
 * purchase is refused (wallet too low, a limit, a break), drops to free with an email. Answers
 * how many memberships it renewed and ended.
 */
export async function renewPremiumMemberships(
  database: Kysely<Database>,
  purchases: PurchaseService,
  now: Date,
  publicUrl: string,
): Promise<{ renewed: number; ended: number }> {
  let renewed = 0;
  let ended = 0;
  const priceCents =
    (await new MembershipRepository(database).premiumPriceCents()) ?? premiumOffer.priceCents;
  const item = membershipCartItem(premiumItemRequest(priceCents));
  for (;;) {
    const due = await findDue(database, now);
    const before = renewed + ended;
    if (due.length === 0) return { renewed, ended };
    for (const membership of due) {
      if (!membership.premiumRenews) {
        if (await endPremium(database, membership, null, now, publicUrl)) ended += 1;
        continue;
      }
      const key = `membership-renewal:${membership.customerId}:${membership.premiumUntil.toISOString()}`;
      try {
        const checkout = await purchases.purchase(
          membership.customerId,
          key,
          {
            channel_key: 'web',
            metadata: { membership_renewal: membership.premiumUntil.toISOString() },
          },
          oneItemBasket({ ...item, drawNo: null, drawStop: null, drawPrizePoolCents: null }),
          'membership-renewal',
        );
        await database
          .insertInto('membership_renewals')
          .values({
            customer_id: membership.customerId,
            period_start: membership.premiumUntil,
            status: 'purchased',
            checkout_id: checkout.checkout_id,
            reason: null,
            created_at: now,
          })
          .onConflict((conflict) => conflict.columns(['customer_id', 'period_start']).doNothing())
          .execute();
        renewed += 1;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // Another run is buying this month right now: it decides.
        if (error.code === 'idempotency_key_in_use') continue;
        if (await endPremium(database, membership, error.message, now, publicUrl)) ended += 1;
      }
    }
    // Nothing left this run can change (the rest is being handled elsewhere).
    if (renewed + ended === before) return { renewed, ended };
  }
}
