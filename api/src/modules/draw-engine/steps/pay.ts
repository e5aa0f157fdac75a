import { type Kysely, sql } from 'kysely';
import { type PrizePayoutAccount } from '../../../database/draw-engine-schema';
import { type Database } from '../../../database/schema';
import { Ledger } from '../../ledger/service';
import { type DrawStep } from '../engine/step';

/** A prize to pay into a customer's wallet. */
export interface PrizeToPay {
  ticketId: string;
  drawId: string;
  customerId: string;
  amountCents: number;
  description: string;
  /** The ticket's checkout: the transfer's reference, as a purchase's. */
  checkoutId: string;
  /** The account paid into: the cash wallet unless the prize is bonus credit. */
  payout?: PrizePayoutAccount;
}

export interface PaidPrizes {
  payouts: number;
  paidCents: number;
}

/** Prizes paid per batch: a few statements each, whatever the batch's size. */
const batchSize = 2000;

/**
 * Pays prizes, in the caller's transaction: the winners' accounts locked in customer-id order,
 * one 'prize' transfer each from prizes payable to the customer's cash wallet (or promo credit,
 * for a bonus-credit prize), and each payout
 * marked paid with its transfer. The caller holds the draw's row lock, which every change to a
 * draw's payouts takes first, so a payout is paid once: a crash pays nothing, a re-run pays what
 * is still unpaid.
 */
export async function payPrizes(
  transaction: Kysely<Database>,
  prizes: readonly PrizeToPay[],
  now: Date,
): Promise<PaidPrizes> {
  const ledger = new Ledger(transaction);
  const sorted = [...prizes].sort((a, b) =>
    a.customerId < b.customerId ? -1 : a.customerId > b.customerId ? 1 : 0,
  );
  let paidCents = 0;
  for (let start = 0; start < sorted.length; start += batchSize) {
    const batch = sorted.slice(start, start + batchSize);
    const locked = await ledger.lockAccountsOfCustomers(batch.map((prize) => prize.customerId));
    const transferIds = await ledger.postMany(
      batch.map((prize) => {
        const accounts = locked.get(prize.customerId);
        if (!accounts) throw new Error(`the accounts of ${prize.customerId} are not locked`);
        const account = prize.payout === 'promo_credit' ? accounts.promoCredit : accounts.cash;
        return {
          customerId: prize.customerId,
          kind: 'prize' as const,
          description: prize.description,
          reference: prize.checkoutId,
          legs: [
            { operatorAccount: 'prizes_payable' as const, amountCents: -prize.amountCents },
            { accountId: account.id, amountCents: prize.amountCents },
          ],
          at: now,
        };
      }),
      locked,
    );
    const { numAffectedRows } = await sql`update prize_payouts
      set status = 'paid', transfer_id = paid.transfer_id, paid_at = ${now.toISOString()}::timestamptz
      from unnest(
        ${batch.map((prize) => prize.ticketId)}::uuid[],
        ${batch.map((prize) => prize.drawId)}::uuid[],
        ${transferIds}::uuid[]
      ) as paid (ticket_id, draw_id, transfer_id)
      where prize_payouts.ticket_id = paid.ticket_id and prize_payouts.draw_id = paid.draw_id
        and prize_payouts.status in ('due', 'awaiting_claim')`.execute(transaction);
    if (Number(numAffectedRows ?? 0) !== batch.length) {
      throw new Error('a prize payout changed while it was being paid');
    }
    paidCents += batch.reduce((sum, prize) => sum + prize.amountCents, 0);
  }
  return { payouts: prizes.length, paidCents };
}

/** The draw's payouts in `statuses`, with what paying them needs. */
export async function payoutsOfDraw(
  transaction: Kysely<Database>,
  drawId: string,
  statuses: ReadonlyArray<'due' | 'awaiting_claim'>,
): Promise<PrizeToPay[]> {
  const rows = await transaction
    .selectFrom('prize_payouts')
    .innerJoin('tickets', 'tickets.id', 'prize_payouts.ticket_id')
    .select([
      'prize_payouts.ticket_id',
      'prize_payouts.draw_id',
      'prize_payouts.customer_id',
      'prize_payouts.amount_cents',
      'prize_payouts.description',
      'prize_payouts.payout',
      'tickets.checkout_id',
    ])
    .where('prize_payouts.draw_id', '=', drawId)
    .where('prize_payouts.status', 'in', statuses)
    .execute();
  return rows.map((row) => ({
    ticketId: row.ticket_id,
    drawId: row.draw_id,
    customerId: row.customer_id,
    amountCents: Number(row.amount_cents),
    description: row.description,
    checkoutId: row.checkout_id,
    payout: row.payout,
  }));
}

/** Whether any payout of the draw still waits for payment or for a claim check. */
export async function hasOpenPayouts(
  transaction: Kysely<Database>,
  drawId: string,
): Promise<{ due: boolean; awaitingClaim: boolean }> {
  const rows = await transaction
    .selectFrom('prize_payouts')
    .select('status')
    .distinct()
    .where('draw_id', '=', drawId)
    .where('status', 'in', ['due', 'awaiting_claim'])
    .execute();
  return {
    due: rows.some((row) => row.status === 'due'),
    awaitingClaim: rows.some((row) => row.status === 'awaiting_claim'),
  };
}

/**
 * DRAW_SCORED → DRAW_PAID: pays every due prize of the draw into the winners' wallets (cash or
 * promo credit, as each payout says; a physical prize has none). A prize
 * over the claim threshold waits for an operator's claim check (the draw waits with it); the
 * check pays it, and moves the draw on once nothing else waits.
 */
export const payStep: DrawStep = {
  name: 'pay',
  from: ['DRAW_SCORED'],
  to: 'DRAW_PAID',
  isDue: () => true,
  async run(context) {
    const { transaction, draw, now } = context;
    const paid = await payPrizes(
      transaction,
      await payoutsOfDraw(transaction, draw.id, ['due']),
      now,
    );
    const open = await hasOpenPayouts(transaction, draw.id);
    const outcome = open.awaitingClaim ? 'waiting' : 'done';
    if (paid.payouts > 0 || outcome === 'done') {
      await context.audit('draw.paid', { ...paid, awaitingClaim: open.awaitingClaim });
    }
    return outcome;
  },
};
