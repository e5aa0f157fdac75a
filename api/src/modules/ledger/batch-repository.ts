import { type Kysely, sql } from 'kysely';
import { type Database } from '../../database/schema';
import { accountOf, type CustomerAccounts, customerKinds, type NewTransfer } from './repository';

/**
 * The ledger's statements for many customers or transfers at once (a draw's prizes): a few
 * statements whatever their number, instead of a few each.
 */
export class LedgerBatchRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /**
   * `lockCustomerAccounts` for many customers in a few statements: their accounts, created on
   * first use, locked in customer-id order (byte order, as JavaScript sorts them: the order every
   * caller locking several customers uses, so two of them never deadlock).
   */
  async lockAccountsOfCustomers(
    customerIds: readonly string[],
  ): Promise<Map<string, CustomerAccounts>> {
    const sorted = [...new Set(customerIds)].sort();
    const locked = await this.selectAccountsOfCustomersForUpdate(sorted);
    const missing = sorted.filter((customerId) => !locked.has(customerId));
    if (missing.length === 0) return locked;
    await sql`insert into ledger_accounts (customer_id, kind)
      select customer.id, kind.kind
      from unnest(${missing}::text[]) with ordinality as customer (id, position)
      cross join unnest(${customerKinds}::text[]) as kind (kind)
      order by customer.position, kind.kind
      on conflict (customer_id, kind) where customer_id is not null do nothing`.execute(
      this.database,
    );
    for (const [customerId, accounts] of await this.selectAccountsOfCustomersForUpdate(missing)) {
      locked.set(customerId, accounts);
    }
    const stillMissing = missing.find((customerId) => !locked.has(customerId));
    if (stillMissing) throw new Error(`ledger accounts of ${stillMissing} are missing`);
    return locked;
  }

  private async selectAccountsOfCustomersForUpdate(
    sortedCustomerIds: readonly string[],
  ): Promise<Map<string, CustomerAccounts>> {
    const rows = await this.database
      .selectFrom('ledger_accounts')
      .select(['id', 'customer_id', 'kind', 'balance_cents'])
      .where(sql<boolean>`customer_id = any(${sortedCustomerIds}::text[])`)
      .orderBy(sql`customer_id collate "C"`)
      .orderBy('kind')
      .forUpdate()
      .execute();
    const found = new Map<string, Partial<CustomerAccounts>>();
    for (const row of rows) {
      if (row.customer_id === null) continue;
      const accounts = found.get(row.customer_id) ?? {};
      if (row.kind === 'customer_cash') accounts.cash = accountOf(row);
      if (row.kind === 'customer_promo_credit') accounts.promoCredit = accountOf(row);
      found.set(row.customer_id, accounts);
    }
    const locked = new Map<string, CustomerAccounts>();
    for (const [customerId, { cash, promoCredit }] of found) {
      if (cash && promoCredit) locked.set(customerId, { cash, promoCredit });
    }
    return locked;
  }

  /**
   * Records posted transfers with ids chosen by the caller, and their entries, in two statements
   * (whatever their number): `insertTransfer` for a batch.
   */
  async insertPostedTransfers(
    transfers: ReadonlyArray<NewTransfer & { id: string }>,
  ): Promise<void> {
    if (transfers.length === 0) return;
    const column = <Value>(value: (transfer: NewTransfer & { id: string }) => Value) =>
      transfers.map(value);
    await sql`insert into ledger_transfers
      (id, customer_id, kind, status, description, reference, created_at, settled_at)
      select id, customer_id, kind, 'posted', description, reference, created_at, created_at
      from unnest(
        ${column((transfer) => transfer.id)}::uuid[],
        ${column((transfer) => transfer.customerId)}::text[],
        ${column((transfer) => transfer.kind)}::text[],
        ${column((transfer) => transfer.description)}::text[],
        ${column((transfer) => transfer.reference)}::text[],
        ${column((transfer) => transfer.createdAt.toISOString())}::timestamptz[]
      ) as transfer (id, customer_id, kind, description, reference, created_at)`.execute(
      this.database,
    );
    const entries = transfers.flatMap((transfer) =>
      transfer.entries.map((entry) => ({ transferId: transfer.id, ...entry })),
    );
    await sql`insert into ledger_entries (transfer_id, account_id, amount_cents)
      select transfer_id, account_id, amount_cents from unnest(
        ${entries.map((entry) => entry.transferId)}::uuid[],
        ${entries.map((entry) => entry.accountId)}::uuid[],
        ${entries.map((entry) => entry.amountCents)}::bigint[]
      ) with ordinality as entry (transfer_id, account_id, amount_cents, position)
      order by position`.execute(this.database);
  }
}
