import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { bankDepositMethodCodes } from '../payments/deposit-methods';
import { type Deposit, depositOf } from '../payments/repository';

/** A pending bank deposit as the operator page lists it: the deposit and its customer. */
export interface PendingBankDeposit {
  deposit: Deposit;
  customerEmail: string;
  customerName: string;
}

/** A customer's verified bank account that a direct debit draws on. */
export interface DebitableBankAccount {
  id: string;
  accountName: string;
  accountNumber: string;
  isVerified: boolean;
}

export class BankDepositsRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /** Bank deposits waiting for their money, the longest waiting first. */
  async findPending(limit: number): Promise<PendingBankDeposit[]> {
    const rows = await this.database
      .selectFrom('deposits')
      .innerJoin('customers', 'customers.id', 'deposits.customer_id')
      .selectAll('deposits')
      .select([
        'customers.email as customer_email',
        'customers.firstname as customer_firstname',
        'customers.lastname as customer_lastname',
      ])
      .where('deposits.status', '=', 'pending')
      .where('deposits.deposit_method_code', 'in', bankDepositMethodCodes)
      .orderBy('deposits.created_at')
      .orderBy('deposits.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      deposit: depositOf(row),
      customerEmail: row.customer_email,
      customerName: `${row.customer_firstname} ${row.customer_lastname}`,
    }));
  }

  /** The bank deposit quoting this reference, locked until the transaction ends. */
  async findByReference(reference: string): Promise<Deposit | null> {
    const row = await this.database
      .selectFrom('deposits')
      .selectAll()
      .where('reference', '=', reference)
      .where('deposit_method_code', 'in', bankDepositMethodCodes)
      .forUpdate()
      .executeTakeFirst();
    return row ? depositOf(row) : null;
  }

  /** Whether a reference is already quoted by a deposit. */
  async isReferenceTaken(reference: string): Promise<boolean> {
    const row = await this.database
      .selectFrom('deposits')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The customer's bank account of this id; null when they have none such. */
  async findBankAccount(customerId: string, fundId: string): Promise<DebitableBankAccount | null> {
    const row = await this.database
      .selectFrom('funds')
      .select(['id', 'account_name', 'account_number', 'verification_status'])
      .where('customer_id', '=', customerId)
      .where('id', '=', fundId)
      .where('type', '=', 'bank')
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row?.account_name || !row.account_number) return null;
    return {
      id: row.id,
      accountName: row.account_name,
      accountNumber: row.account_number,
      isVerified: row.verification_status === 'Verified',
    };
  }
}
