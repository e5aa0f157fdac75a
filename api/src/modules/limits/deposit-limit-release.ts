import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { audText } from '../ledger/aud-text';
import { type LimitPeriod } from './repository';
import { windowStartOf } from './usage-windows';

/** A deposit that counts toward a deposit limit: its amount and when it was made. */
export interface CountedDeposit {
  amountCents: number;
  createdAt: Date;
}

const sydneyDateTime = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Australia/Sydney',
});

/** '3 May 2025, 2:15 pm' (Sydney time): when a limit frees up. */
export function limitTimeText(at: Date): string {
  return sydneyDateTime.format(at);
}

/** The posted and pending deposits of the customer since `from`, oldest first. */
export async function depositsSince(
  database: Kysely<Database>,
  customerId: string,
  from: Date,
): Promise<CountedDeposit[]> {
  const rows = await database
    .selectFrom('ledger_transfers')
    .innerJoin('ledger_entries', 'ledger_entries.transfer_id', 'ledger_transfers.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select(['ledger_transfers.created_at', 'ledger_entries.amount_cents'])
    .where('ledger_transfers.customer_id', '=', customerId)
    .where('ledger_accounts.customer_id', '=', customerId)
    .where('ledger_transfers.kind', '=', 'deposit')
    .where('ledger_transfers.status', 'in', ['posted', 'pending'])
    .where('ledger_transfers.created_at', '>=', from)
    .orderBy('ledger_transfers.created_at')
    .execute();
  return rows.map((row) => ({
    amountCents: Math.abs(Number(row.amount_cents)),
    createdAt: new Date(row.created_at),
  }));
}

/**
 * When a deposit of `amountCents` fits a rolling deposit limit again: the moment enough of the
 * deposits counted now have left the window. Null when it never fits (it is over the limit).
 */
export function releaseTimeOf(
  period: LimitPeriod,
  limitCents: number,
  counted: readonly CountedDeposit[],
  amountCents: number,
  now: Date,
): Date | null {
  if (amountCents > limitCents) return null;
  const windowMs = now.getTime() - windowStartOf(period, now).getTime();
  let usedCents = counted.reduce((total, deposit) => total + deposit.amountCents, 0);
  if (limitCents - usedCents >= amountCents) return now;
  for (const deposit of counted) {
    usedCents -= deposit.amountCents;
    if (limitCents - usedCents >= amountCents) {
      return new Date(deposit.createdAt.getTime() + windowMs);
    }
  }
  return now;
}

/**
 * The refusal of a deposit over a deposit limit: the limit, by how much, and when that
 * deposit fits again (date and time in Sydney).
 */
export function depositLimitMessage(
  limitWords: string,
  limitCents: number,
  remainingCents: number,
  amountCents: number,
  releaseAt: Date | null,
): string {
  const over = `This deposit would exceed your ${limitWords} of ${audText(limitCents)} by ${audText(amountCents - remainingCents)}.`;
  if (releaseAt === null) {
    return `${over} A single deposit can be at most ${audText(limitCents)} under this limit.`;
  }
  return `${over} You can deposit ${audText(amountCents)} from ${limitTimeText(releaseAt)} (Sydney time), or up to ${audText(remainingCents)} now.`;
}
