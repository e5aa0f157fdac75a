import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type Database } from '../../database/schema';
import { type TransactionTypeWire as TransactionType } from 'shared-kernel/wire/transactions';
import { type WithdrawalStatusWire as WithdrawalStatus } from 'shared-kernel/wire/withdrawals';

/** A customer's ledger line as the transaction list shows it. */
export interface TransactionLine {
  entryId: string;
  type: TransactionType;
  status: 'pending' | 'posted' | 'voided';
  account: 'customer_cash' | 'customer_promo_credit';
  description: string;
  reference: string | null;
  amountCents: number;
  /** The cash wallet after the line; null for a pending or voided line (it moved nothing). */
  balanceCents: number | null;
  createdAt: Date;
  /** Where the withdrawal is, on the line that took it out of the wallet; else null. */
  withdrawalStatus: WithdrawalStatus | null;
}

/** Which lines: one type, created in [from, before). */
export interface TransactionCriteria {
  type?: TransactionType;
  from?: Date;
  before?: Date;
}

interface TransactionRow {
  entry_id: unknown;
  type: TransactionType;
  status: TransactionLine['status'];
  account_kind: TransactionLine['account'];
  description: string;
  reference: string | null;
  amount_cents: unknown;
  balance_cents: unknown;
  created_at: Date | string;
  products: string | null;
  is_pre_order: boolean | null;
  withdrawal_status: WithdrawalStatus | null;
}

/**
 * Every entry of the customer's cash wallet and promo credit, with the type the customer sees
 * (money coming back on a purchase or a withdrawal is a refund) and the cash wallet's running
 * balance: the sum of the posted cash entries up to and including the line, oldest first, in the
 * order the list shows (time, then entry). A balance is kept only once a transfer is posted, so
 * pending and voided lines add nothing to it.
 */
function linesOf(customerId: string, options: { withBalance: boolean }) {
  const cashAfter = options.withBalance
    ? sql`sum(case when ledger_accounts.kind = 'customer_cash' and ledger_transfers.status = 'posted'
        then ledger_entries.amount_cents else 0 end) over (
          order by ledger_transfers.created_at, ledger_entries.id
          rows between unbounded preceding and current row)`
    : sql`null`;
  return sql`
    select ledger_entries.id as entry_id, ledger_entries.amount_cents,
      ledger_accounts.kind as account_kind, ledger_transfers.id as transfer_id,
      ledger_transfers.kind, ledger_transfers.status, ledger_transfers.description,
      ledger_transfers.reference, ledger_transfers.created_at,
      case when ledger_transfers.kind in ('purchase', 'withdrawal')
        and ledger_entries.amount_cents > 0 then 'refund' else ledger_transfers.kind end as type,
      ${cashAfter} as cash_after
    from ledger_entries
    join ledger_accounts on ledger_accounts.id = ledger_entries.account_id
    join ledger_transfers on ledger_transfers.id = ledger_entries.transfer_id
    where ledger_accounts.customer_id = ${customerId}`;
}

function whereOf(criteria: TransactionCriteria): RawBuilder<unknown> {
  const conditions = [sql`true`];
  if (criteria.type) conditions.push(sql`lines.type = ${criteria.type}`);
  if (criteria.from) conditions.push(sql`lines.created_at >= ${criteria.from}`);
  if (criteria.before) conditions.push(sql`lines.created_at < ${criteria.before}`);
  return sql.join(conditions, sql` and `);
}

/**
 * The products a purchase paid for, from its tickets: those charged at checkout (not the
 * pre-ordered ones, paid later) or the pre-ordered ticket a scheduled payment paid.
 */
const productsJoin = sql`
  left join lateral (
    select string_agg(coalesce(product_offers.name, tickets.product_offer_key) || ': '
        || tickets.description, ', ' order by tickets.position) as products,
      bool_or(scheduled_purchases.id is not null) as is_pre_order
    from tickets
    left join product_offers on product_offers.key = tickets.product_offer_key
    left join scheduled_purchases on scheduled_purchases.customer_id = tickets.customer_id
      and scheduled_purchases.ticket_id = tickets.id
      and scheduled_purchases.transfer_id = lines.transfer_id
    where lines.kind = 'purchase' and tickets.checkout_id = lines.reference
      and (scheduled_purchases.id is not null or (tickets.purchase_status = 'standard'
        and exists (select 1 from checkouts where checkouts.id = tickets.checkout_id
          and checkouts.transfer_id = lines.transfer_id)))
  ) purchased on true`;

/**
 * The customer's own withdrawal a request line took out of the wallet (not the line that gave
 * it back, a refund of its own transfer).
 */
function withdrawalJoin(customerId: string) {
  return sql`
  left join withdrawals on lines.type = 'withdrawal'
    and withdrawals.customer_id = ${customerId}
    and withdrawals.transfer_id = lines.transfer_id`;
}

function descriptionOf(row: TransactionRow): string {
  if (!row.products) return row.description;
  return row.is_pre_order ? `${row.products} (pre-order)` : row.products;
}

function lineOf(row: TransactionRow): TransactionLine {
  return {
    entryId: String(Number(row.entry_id)),
    type: row.type,
    status: row.status,
    account: row.account_kind,
    description: descriptionOf(row),
    reference: row.reference,
    amountCents: Number(row.amount_cents),
    balanceCents: row.status === 'posted' ? Number(row.balance_cents) : null,
    createdAt: new Date(row.created_at),
    withdrawalStatus: row.withdrawal_status,
  };
}

export class TransactionRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /** The customer's lines of the criteria, newest first; every one when `page` is null. */
  async findLines(
    customerId: string,
    criteria: TransactionCriteria,
    page: { limit: number; offset: number } | null,
  ): Promise<TransactionLine[]> {
    const window = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
    const { rows } = await sql<TransactionRow>`
      with lines as (${linesOf(customerId, { withBalance: true })}),
      shown as (
        select * from lines where ${whereOf(criteria)}
        order by lines.created_at desc, lines.entry_id desc ${window})
      select lines.entry_id, lines.type, lines.status, lines.account_kind, lines.description,
        lines.reference, lines.amount_cents, lines.cash_after as balance_cents, lines.created_at,
        purchased.products, purchased.is_pre_order, withdrawals.status as withdrawal_status
      from shown as lines ${productsJoin} ${withdrawalJoin(customerId)}
      order by lines.created_at desc, lines.entry_id desc`.execute(this.database);
    return rows.map(lineOf);
  }

  async countLines(customerId: string, criteria: TransactionCriteria): Promise<number> {
    const { rows } = await sql<{ total: number }>`
      with lines as (${linesOf(customerId, { withBalance: false })})
      select count(*)::int as total from lines where ${whereOf(criteria)}`.execute(this.database);
    return Number(rows[0]?.total ?? 0);
  }
}
