import { type Kysely, sql } from 'kysely';
import {
  type LedgerAccountKind,
  type LedgerTransferKind,
  type LedgerTransferStatus,
} from '../../database/ledger-schema';
import { type Database } from '../../database/schema';

export type CustomerAccountKind = 'customer_cash' | 'customer_promo_credit';
export type OperatorAccountKind = Exclude<LedgerAccountKind, CustomerAccountKind>;

export interface LedgerAccount {
  id: string;
  kind: LedgerAccountKind;
  balanceCents: number;
}

export interface CustomerAccounts {
  cash: LedgerAccount;
  promoCredit: LedgerAccount;
}

export interface NewTransfer {
  customerId: string | null;
  kind: LedgerTransferKind;
  status: LedgerTransferStatus;
  description: string;
  reference: string | null;
  createdAt: Date;
  entries: Array<{ accountId: string; amountCents: number }>;
}

export interface Transfer {
  id: string;
  kind: LedgerTransferKind;
  status: LedgerTransferStatus;
  customerId: string | null;
}

/** A window of limit usage: the customer's purchases or deposits since `from`. */
export interface UsageWindow {
  kind: 'purchase' | 'deposit';
  from: Date;
}

const usageStatuses: Record<UsageWindow['kind'], LedgerTransferStatus[]> = {
  purchase: ['posted'],
  deposit: ['posted', 'pending'],
};

export interface CustomerUsage {
  cashCents: number;
  promoCreditCents: number;
  /** Cents moved in each window, in the order of the windows asked for. */
  usedCents: number[];
}

/**
 * One row: the customer's balances and what moved on their side of the ledger in each window (a
 * `purchase` window sums posted purchases since `from`, the spend limits; a `deposit` window posted
 * and pending deposits, so that deposits waiting on a 3-D Secure challenge cannot pass a limit
 * together). Read it with `customerUsageOf`.
 */
export function customerUsageQuery(
  database: Kysely<Database>,
  customerId: string,
  windows: readonly UsageWindow[],
) {
  const balanceOf = (kind: CustomerAccountKind) =>
    sql<string>`coalesce((select balance_cents from ledger_accounts
      where customer_id = ${customerId} and kind = ${kind}), 0)::text`;
  const earliest = new Date(Math.min(...windows.map((window) => window.from.getTime())));
  // A purchase moves money out of the customer's accounts (negative entries); a deposit moves it
  // in (positive). Either way the customer's side of the transfer is the amount.
  return (
    database
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .innerJoin('ledger_transfers', 'ledger_transfers.id', 'ledger_entries.transfer_id')
      .select([
        balanceOf('customer_cash').as('cash'),
        balanceOf('customer_promo_credit').as('promo'),
      ])
      .select(
        sql<string[]>`array[${sql.join(
          windows.map(
            (window) => sql`coalesce(abs(sum(ledger_entries.amount_cents) filter (
            where ledger_transfers.kind = ${window.kind}
            and ledger_transfers.status in (${sql.join(usageStatuses[window.kind])})
            and ledger_transfers.created_at >= ${window.from})), 0)`,
          ),
        )}]::text[]`.as('used'),
      )
      .where('ledger_accounts.customer_id', '=', customerId)
      // Purchases and deposits name the customer whose accounts they move: the transfers' index by
      // customer and time finds the windows' transfers without reading the customer's whole history.
      .where('ledger_transfers.customer_id', '=', customerId)
      .where('ledger_transfers.created_at', '>=', earliest)
  );
}

export function customerUsageOf(row: {
  cash: string;
  promo: string;
  used: string[];
}): CustomerUsage {
  return {
    cashCents: Number(row.cash),
    promoCreditCents: Number(row.promo),
    usedCents: row.used.map(Number),
  };
}

export const customerKinds: CustomerAccountKind[] = ['customer_cash', 'customer_promo_credit'];

export function accountOf(row: {
  id: string;
  kind: LedgerAccountKind;
  balance_cents: unknown;
}): LedgerAccount {
  return { id: row.id, kind: row.kind, balanceCents: Number(row.balance_cents) };
}

export class LedgerRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /**
   * The customer's cash wallet and promo credit, created on first use and locked (FOR UPDATE) until
   * the surrounding transaction ends: money moves of one customer run one after another.
   */
  async lockCustomerAccounts(customerId: string): Promise<CustomerAccounts> {
    const locked = await this.selectCustomerAccountsForUpdate(customerId);
    if (locked) return locked;
    await this.database
      .insertInto('ledger_accounts')
      .values(customerKinds.map((kind) => ({ customer_id: customerId, kind })))
      .onConflict((conflict) =>
        conflict.columns(['customer_id', 'kind']).where('customer_id', 'is not', null).doNothing(),
      )
      .execute();
    const created = await this.selectCustomerAccountsForUpdate(customerId);
    if (!created) throw new Error(`ledger accounts of ${customerId} are missing`);
    return created;
  }

  private async selectCustomerAccountsForUpdate(
    customerId: string,
  ): Promise<CustomerAccounts | null> {
    const rows = await this.database
      .selectFrom('ledger_accounts')
      .select(['id', 'kind', 'balance_cents'])
      .where('customer_id', '=', customerId)
      .orderBy('kind')
      .forUpdate()
      .execute();
    const cash = rows.find((row) => row.kind === 'customer_cash');
    const promoCredit = rows.find((row) => row.kind === 'customer_promo_credit');
    return cash && promoCredit
      ? { cash: accountOf(cash), promoCredit: accountOf(promoCredit) }
      : null;
  }

  /** Balances without locking (0 when the customer has no accounts yet). */
  async customerBalances(
    customerId: string,
  ): Promise<{ cashCents: number; promoCreditCents: number }> {
    const rows = await this.database
      .selectFrom('ledger_accounts')
      .select(['kind', 'balance_cents'])
      .where('customer_id', '=', customerId)
      .execute();
    const balanceOf = (kind: CustomerAccountKind) =>
      Number(rows.find((row) => row.kind === kind)?.balance_cents ?? 0);
    return {
      cashCents: balanceOf('customer_cash'),
      promoCreditCents: balanceOf('customer_promo_credit'),
    };
  }

  /** The shop's own account of a kind (created on first use; never locked: it has no floor). */
  async operatorAccountId(kind: OperatorAccountKind): Promise<string> {
    const find = () =>
      this.database
        .selectFrom('ledger_accounts')
        .select('id')
        .where('kind', '=', kind)
        .where('customer_id', 'is', null)
        .executeTakeFirst();
    const found = await find();
    if (found) return found.id;
    await sql`insert into ledger_accounts (kind) values (${kind})
      on conflict (kind) where customer_id is null do nothing`.execute(this.database);
    const created = await find();
    if (!created) throw new Error(`the ${kind} account is missing`);
    return created.id;
  }

  /** Records the transfer and its entries (one statement); returns its id. */
  async insertTransfer(transfer: NewTransfer): Promise<string> {
    const { transfer_id } = await this.database
      .with('transfer', (database) =>
        database
          .insertInto('ledger_transfers')
          .values({
            customer_id: transfer.customerId,
            kind: transfer.kind,
            status: transfer.status,
            description: transfer.description,
            reference: transfer.reference,
            created_at: transfer.createdAt,
            settled_at: transfer.status === 'pending' ? null : transfer.createdAt,
          })
          .returning('id'),
      )
      .insertInto('ledger_entries')
      .columns(['transfer_id', 'account_id', 'amount_cents'])
      .expression((database) =>
        database
          .selectFrom('transfer')
          .select([
            'transfer.id',
            sql<string>`unnest(${transfer.entries.map((entry) => entry.accountId)}::uuid[])`.as(
              'account_id',
            ),
            sql<number>`unnest(${transfer.entries.map((entry) => entry.amountCents)}::bigint[])`.as(
              'amount_cents',
            ),
          ]),
      )
      .returning('transfer_id')
      .executeTakeFirstOrThrow();
    return transfer_id;
  }

  /** The transfer, locked until the transaction ends; null when there is none. */
  async lockTransfer(transferId: string): Promise<Transfer | null> {
    const row = await this.database
      .selectFrom('ledger_transfers')
      .select(['id', 'kind', 'status', 'customer_id'])
      .where('id', '=', transferId)
      .forUpdate()
      .executeTakeFirst();
    return row
      ? { id: row.id, kind: row.kind, status: row.status, customerId: row.customer_id }
      : null;
  }

  async entriesOf(transferId: string): Promise<Array<{ accountId: string; amountCents: number }>> {
    const rows = await this.database
      .selectFrom('ledger_entries')
      .select(['account_id', 'amount_cents'])
      .where('transfer_id', '=', transferId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      accountId: row.account_id,
      amountCents: Number(row.amount_cents),
    }));
  }

  async settleTransfer(transferId: string, status: 'posted' | 'voided', at: Date): Promise<void> {
    await this.database
      .updateTable('ledger_transfers')
      .set({ status, settled_at: at })
      .where('id', '=', transferId)
      .where('status', '=', 'pending')
      .execute();
  }

  /**
   * Adds the amounts to the balances of the customer accounts among them, in one statement (the
   * CHECK refuses a customer balance below 0). The shop's own accounts keep no running balance:
   * theirs is the sum of their posted entries. Every purchase moves money to the same revenue
   * account, and updating its row would make each purchase wait for the one before to commit.
   */
  async applyToBalances(entries: Array<{ accountId: string; amountCents: number }>): Promise<void> {
    const changes = new Map<string, number>();
    for (const entry of entries) {
      changes.set(entry.accountId, (changes.get(entry.accountId) ?? 0) + entry.amountCents);
    }
    await sql`update ledger_accounts
      set balance_cents = balance_cents + change.amount_cents
      from (select unnest(${[...changes.keys()]}::uuid[]) as account_id,
        unnest(${[...changes.values()]}::bigint[]) as amount_cents) as change
      where ledger_accounts.id = change.account_id and ledger_accounts.customer_id is not null`.execute(
      this.database,
    );
  }

  /** Sum of every transfer's entries that does not come to zero (none, in a sound ledger). */
  async unbalancedTransferIds(): Promise<string[]> {
    const rows = await this.database
      .selectFrom('ledger_entries')
      .select('transfer_id')
      .groupBy('transfer_id')
      .having(sql`sum(amount_cents)`, '!=', 0)
      .execute();
    return rows.map((row) => row.transfer_id);
  }

  /** The customer's balances and what they moved in each window (see `customerUsageQuery`). */
  async customerUsage(customerId: string, windows: readonly UsageWindow[]): Promise<CustomerUsage> {
    return customerUsageOf(
      await customerUsageQuery(this.database, customerId, windows).executeTakeFirstOrThrow(),
    );
  }
}
