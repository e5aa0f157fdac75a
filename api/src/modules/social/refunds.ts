import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { lottoPartyGameType } from '../draw-engine/steps/entries-of-draw';
import { Ledger } from '../ledger/service';

export interface SharesRefunded {
  /** Share tickets refunded by this call. */
  refunds: number;
  refundedCents: number;
}

/** The description of a refund transfer, as the transactions page shows it. */
export function refundDescriptionOf(groupName: string): string {
  return `Refund: Lotto Party ${groupName} session cancelled`;
}

/**
 * The session's share tickets bought and not yet refunded (a refunded ticket is voided), locked
 * until the transaction ends.
 */
function unrefundedSharesOf(transaction: Kysely<Database>, sessionId: string) {
  return transaction
    .selectFrom('tickets')
    .innerJoin('checkouts', 'checkouts.id', 'tickets.checkout_id')
    .select(['tickets.id', 'tickets.customer_id', 'tickets.price_cents', 'tickets.checkout_id'])
    .where('tickets.game_type', '=', lottoPartyGameType)
    .where('tickets.game_offer', '=', sessionId)
    .where('tickets.voided_at', 'is', null)
    .where('checkouts.status', '=', 'success')
    .orderBy('tickets.id')
    .forUpdate('tickets')
    .execute();
}

/**
 * Cancels a Lotto Party session (open → cancelled, with `reason`; a cancelled one stays as it
 * is) and pays back every share bought in it, in the caller's transaction: per share ticket a
 * 'refund' transfer of its price from operator revenue to its holder's cash wallet, referencing
 * the ticket's checkout, and the ticket voided (the refunded marker). The holders' accounts are
 * locked in customer-id order, as the prize payouts lock them. Run again, it refunds only what
 * is not refunded yet, so no share is refunded twice. A closed session played its draw and is
 * never refunded.
 */
export async function refundShares(
  transaction: Kysely<Database>,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<SharesRefunded> {
  const session = await transaction
    .selectFrom('social_sessions')
    .select(['id', 'group_id', 'status'])
    .where('id', '=', sessionId)
    .forUpdate()
    .executeTakeFirst();
  if (!session) throw new Error(`Lotto Party session ${sessionId} does not exist`);
  if (session.status === 'closed') {
    throw new Error(`Lotto Party session ${sessionId} is closed: its shares played the draw`);
  }
  if (session.status === 'open') {
    await transaction
      .updateTable('social_sessions')
      .set({ status: 'cancelled', cancel_reason: reason, closed_at: now })
      .where('id', '=', sessionId)
      .execute();
  }
  const shares = await unrefundedSharesOf(transaction, sessionId);
  if (shares.length === 0) return { refunds: 0, refundedCents: 0 };

  const group = await transaction
    .selectFrom('social_groups')
    .select('name')
    .where('id', '=', session.group_id)
    .executeTakeFirstOrThrow();
  const description = refundDescriptionOf(group.name);
  const ledger = new Ledger(transaction);
  const locked = await ledger.lockAccountsOfCustomers(shares.map((share) => share.customer_id));
  const paid = shares.filter((share) => Number(share.price_cents) > 0);
  await ledger.postMany(
    paid.map((share) => {
      const accounts = locked.get(share.customer_id);
      if (!accounts) throw new Error(`the accounts of ${share.customer_id} are not locked`);
      const amountCents = Number(share.price_cents);
      return {
        customerId: share.customer_id,
        kind: 'refund' as const,
        description,
        reference: share.checkout_id,
        legs: [
          { operatorAccount: 'operator_revenue' as const, amountCents: -amountCents },
          { accountId: accounts.cash.id, amountCents },
        ],
        at: now,
      };
    }),
    locked,
  );
  const { numUpdatedRows } = await transaction
    .updateTable('tickets')
    .set({ voided_at: now })
    .where(
      'id',
      'in',
      shares.map((share) => share.id),
    )
    .where('voided_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(numUpdatedRows) !== shares.length) {
    throw new Error('a share ticket changed while it was being refunded');
  }
  return {
    refunds: shares.length,
    refundedCents: paid.reduce((sum, share) => sum + Number(share.price_cents), 0),
  };
}
