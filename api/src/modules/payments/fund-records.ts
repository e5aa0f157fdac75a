import { type Kysely, type Selectable, sql } from 'kysely';
import {
  type BankAccountType,
  type BankAccountVerificationStatus,
  type FundsTable,
  type FundType,
} from '../../database/ledger-schema';
import { type Database } from '../../database/schema';

export type { BankAccountType, BankAccountVerificationStatus, FundType };

/**
 * A funding source of a customer: a saved card (cc: the gateway's token and what the customer
 * recognises it by), a bank account (bank: full account number, BSB or SWIFT code, verification
 * state) or a PayPal account (paypal: its address and the payment gateway's token for it).
 * Fields of the other types are null.
 */
export interface Fund {
  id: string;
  customerId: string;
  type: FundType;
  /** Card gateway of a card; payment gateway of a PayPal account; null for a bank account. */
  gateway: string | null;
  token: string | null;
  brand: string | null;
  last4: string | null;
  expiryMonth: number | null;
  expiryYear: number | null;
  /** The card holder's name. */
  name: string | null;
  isDefault: boolean;
  bankType: BankAccountType | null;
  /** BSB (national) or SWIFT/BIC (international); null for a PayID. */
  bankCode: string | null;
  /** In full: account number or IBAN, or the PayID email address or phone number. */
  accountNumber: string | null;
  accountName: string | null;
  verificationStatus: BankAccountVerificationStatus | null;
  paypalEmail: string | null;
}

/** A saved card: every card field is there. */
export interface CardFund extends Fund {
  type: 'cc';
  gateway: string;
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  name: string;
}

export function isCard(fund: Fund): fund is CardFund {
  return fund.type === 'cc';
}

/** The fields of a new fund that are not stored by default. */
export const noFundDetails = {
  gateway: null,
  token: null,
  brand: null,
  last4: null,
  expiryMonth: null,
  expiryYear: null,
  name: null,
  bankType: null,
  bankCode: null,
  accountNumber: null,
  accountName: null,
  verificationStatus: null,
  paypalEmail: null,
} as const;

const fundColumns = [
  'id',
  'customer_id',
  'type',
  'gateway',
  'token',
  'brand',
  'last4',
  'expiry_month',
  'expiry_year',
  'name',
  'is_default',
  'bank_type',
  'bank_code',
  'account_number',
  'account_name',
  'verification_status',
  'paypal_email',
] as const;

type FundRow = Pick<Selectable<FundsTable>, (typeof fundColumns)[number]>;

function fundOf(row: FundRow): Fund {
  return {
    id: row.id,
    customerId: row.customer_id,
    type: row.type,
    gateway: row.gateway,
    token: row.token,
    brand: row.brand,
    last4: row.last4,
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    name: row.name,
    isDefault: row.is_default,
    bankType: row.bank_type,
    bankCode: row.bank_code,
    accountNumber: row.account_number,
    accountName: row.account_name,
    verificationStatus: row.verification_status,
    paypalEmail: row.paypal_email,
  };
}

/** The `funds` table: every funding source, removed softly. */
export class FundsRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /** The customer's funds, oldest first. */
  async findFunds(customerId: string): Promise<Fund[]> {
    const rows = await this.database
      .selectFrom('funds')
      .select(fundColumns)
      .where('customer_id', '=', customerId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(fundOf);
  }

  /** The customer's fund of any type; null for a missing, deleted or another customer's id. */
  async findFund(customerId: string, fundId: string): Promise<Fund | null> {
    const row = await this.database
      .selectFrom('funds')
      .select(fundColumns)
      .where('customer_id', '=', customerId)
      .where('id', '=', fundId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row ? fundOf(row) : null;
  }

  /** The customer's saved card; null for any other fund. */
  async findCard(customerId: string, fundId: string): Promise<CardFund | null> {
    const fund = await this.findFund(customerId, fundId);
    return fund && isCard(fund) ? fund : null;
  }

  async insertFund(fund: Fund, now: Date, verificationReference: string | null = null) {
    await this.database
      .insertInto('funds')
      .values({
        id: fund.id,
        customer_id: fund.customerId,
        type: fund.type,
        gateway: fund.gateway,
        token: fund.token,
        brand: fund.brand,
        last4: fund.last4,
        expiry_month: fund.expiryMonth,
        expiry_year: fund.expiryYear,
        name: fund.name,
        is_default: fund.isDefault,
        bank_type: fund.bankType,
        bank_code: fund.bankCode,
        account_number: fund.accountNumber,
        account_name: fund.accountName,
        verification_status: fund.verificationStatus,
        verification_reference: verificationReference,
        paypal_email: fund.paypalEmail,
        created_at: now,
      })
      .execute();
  }

  /** Records the verifier's answer for a bank account still waiting for it. */
  async settleVerification(
    verificationReference: string,
    status: BankAccountVerificationStatus,
  ): Promise<boolean> {
    const result = await this.database
      .updateTable('funds')
      .set({ verification_status: status, verification_reference: null })
      .where('verification_reference', '=', verificationReference)
      .where('type', '=', 'bank')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Makes one fund the default of its type (card, bank account, PayPal) and the others not. */
  async makeDefault(customerId: string, fundId: string, type: FundType): Promise<void> {
    await this.database
      .updateTable('funds')
      .set({ is_default: sql<boolean>`id = ${fundId}` })
      .where('customer_id', '=', customerId)
      .where('type', '=', type)
      .where('deleted_at', 'is', null)
      .execute();
  }

  async softDelete(customerId: string, fundId: string, now: Date): Promise<boolean> {
    const result = await this.database
      .updateTable('funds')
      .set({ deleted_at: now, is_default: false })
      .where('customer_id', '=', customerId)
      .where('id', '=', fundId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
