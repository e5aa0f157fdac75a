import { type Kysely, type Selectable, sql } from 'kysely';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';
import {
  type WithdrawalMethodCode,
  type WithdrawalStatus,
  type WithdrawalsTable,
} from '../../database/withdrawals-schema';

export type { WithdrawalMethodCode, WithdrawalStatus } from '../../database/withdrawals-schema';

/** Whom a payout pays: a bank account, a PayPal account, or a cause. */
export type Payee =
  | {
      kind: 'bank_account';
      bankType: string | null;
      bankCode: string | null;
      accountNumber: string;
      accountName: string;
    }
  | { kind: 'paypal'; email: string }
  | { kind: 'cause'; causeKey: string; causeName: string };

/** A withdrawal as the services see it. */
export interface Withdrawal {
  id: string;
  customerId: string;
  methodCode: WithdrawalMethodCode;
  fundId: string | null;
  causeKey: string | null;
  bankType: string | null;
  destination: string;
  payee: Payee;
  amountCents: number;
  status: WithdrawalStatus;
  payoutAdapter: string | null;
  payoutReference: string | null;
  reason: string | null;
  transferId: string;
  createdAt: Date;
  decidedAt: Date | null;
  settledAt: Date | null;
}

export interface NewWithdrawal {
  id: string;
  customerId: string;
  methodCode: WithdrawalMethodCode;
  fundId: string | null;
  causeKey: string | null;
  bankType: string | null;
  destination: string;
  payee: Payee;
  amountCents: number;
  status: 'awaiting_approval' | 'queued';
  idempotencyKey: string;
  transferId: string;
  createdAt: Date;
}

/** An open withdrawal with its customer's name and email, as the operator page lists it. */
export interface OpenWithdrawal extends Withdrawal {
  customerEmail: string;
  customerName: string;
}

function withdrawalOf(row: Selectable<WithdrawalsTable>): Withdrawal {
  return {
    id: row.id,
    customerId: row.customer_id,
    methodCode: row.method_code,
    fundId: row.fund_id,
    causeKey: row.cause_key,
    bankType: row.bank_type,
    destination: row.destination,
    payee: row.payee as Payee,
    amountCents: Number(row.amount_cents),
    status: row.status,
    payoutAdapter: row.payout_adapter,
    payoutReference: row.payout_reference,
    reason: row.reason,
    transferId: row.transfer_id,
    createdAt: new Date(row.created_at),
    decidedAt: row.decided_at ? new Date(row.decided_at) : null,
    settledAt: row.settled_at ? new Date(row.settled_at) : null,
  };
}

export class WithdrawalsRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async insert(withdrawal: NewWithdrawal): Promise<void> {
    await this.database
      .insertInto('withdrawals')
      .values({
        id: withdrawal.id,
        customer_id: withdrawal.customerId,
        method_code: withdrawal.methodCode,
        fund_id: withdrawal.fundId,
        cause_key: withdrawal.causeKey,
        bank_type: withdrawal.bankType,
        destination: withdrawal.destination,
        payee: jsonb(withdrawal.payee),
        amount_cents: withdrawal.amountCents,
        status: withdrawal.status,
        idempotency_key: withdrawal.idempotencyKey,
        transfer_id: withdrawal.transferId,
        created_at: withdrawal.createdAt,
      })
      .execute();
  }

  /** The customer's withdrawal, else null (another customer's is not found either). */
  async findOfCustomer(customerId: string, id: string): Promise<Withdrawal | null> {
    const row = await this.database
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return row ? withdrawalOf(row) : null;
  }

  async findById(id: string): Promise<Withdrawal | null> {
    const row = await this.database
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? withdrawalOf(row) : null;
  }

  /** The withdrawal, locked until the transaction ends. */
  async lockById(id: string): Promise<Withdrawal | null> {
    const row = await this.database
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row ? withdrawalOf(row) : null;
  }

  async findPageOfCustomer(
    customerId: string,
    page: { limit: number; offset: number },
  ): Promise<{ withdrawals: Withdrawal[]; total: number }> {
    const base = this.database.selectFrom('withdrawals').where('customer_id', '=', customerId);
    const [rows, { total }] = await Promise.all([
      base
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { withdrawals: rows.map(withdrawalOf), total: Number(total) };
  }

  /** Withdrawals waiting for a decision or a payout, the longest waiting first. */
  async findOpen(limit: number): Promise<OpenWithdrawal[]> {
    const rows = await this.database
      .selectFrom('withdrawals')
      .innerJoin('customers', 'customers.id', 'withdrawals.customer_id')
      .selectAll('withdrawals')
      .select(['customers.email', 'customers.firstname', 'customers.lastname'])
      .where('withdrawals.status', 'in', ['awaiting_approval', 'queued'])
      .orderBy('withdrawals.created_at')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...withdrawalOf(row),
      customerEmail: row.email,
      customerName: `${row.firstname} ${row.lastname}`,
    }));
  }

  /** Withdrawals paid, rejected or returned lately, newest first. */
  async findSettled(limit: number): Promise<OpenWithdrawal[]> {
    const rows = await this.database
      .selectFrom('withdrawals')
      .innerJoin('customers', 'customers.id', 'withdrawals.customer_id')
      .selectAll('withdrawals')
      .select(['customers.email', 'customers.firstname', 'customers.lastname'])
      .where('withdrawals.status', 'in', ['paid', 'rejected', 'returned'])
      .orderBy('withdrawals.settled_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...withdrawalOf(row),
      customerEmail: row.email,
      customerName: `${row.firstname} ${row.lastname}`,
    }));
  }

  /** An operator's approval: awaiting_approval → queued. */
  async approve(id: string, operatorId: string, at: Date): Promise<void> {
    await this.database
      .updateTable('withdrawals')
      .set({ status: 'queued', decided_by: operatorId, decided_at: at })
      .where('id', '=', id)
      .where('status', '=', 'awaiting_approval')
      .execute();
  }

  /** What the payout adapter answered when the withdrawal was handed to it. */
  async recordPayout(id: string, adapter: string, reference: string | null): Promise<void> {
    await this.database
      .updateTable('withdrawals')
      .set({ payout_adapter: adapter, payout_reference: reference })
      .where('id', '=', id)
      .execute();
  }

  /** paid, rejected or returned, with the transfer that settled it. */
  async settle(
    id: string,
    settlement: {
      status: 'paid' | 'rejected' | 'returned';
      transferId: string;
      reason: string | null;
      operatorId: string | null;
      at: Date;
    },
  ): Promise<void> {
    await this.database
      .updateTable('withdrawals')
      .set({
        status: settlement.status,
        settlement_transfer_id: settlement.transferId,
        reason: settlement.reason,
        settled_by: settlement.operatorId,
        settled_at: settlement.at,
        ...(settlement.status === 'rejected'
          ? { decided_by: settlement.operatorId, decided_at: settlement.at }
          : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  async customerContact(customerId: string): Promise<{ email: string; firstname: string } | null> {
    const row = await this.database
      .selectFrom('customers')
      .select(['email', 'firstname'])
      .where('id', '=', customerId)
      .executeTakeFirst();
    return row ?? null;
  }
}
