import { type Kysely, sql } from 'kysely';
import { type DepositStatus } from '../../database/ledger-schema';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';
import { type StrongCustomerAuthentication } from './gateway';

/** A saved card: the gateway's token and what the customer recognises it by. */
export interface Fund {
  id: string;
  customerId: string;
  gateway: string;
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  name: string;
  isDefault: boolean;
}

export interface Deposit {
  id: string;
  customerId: string;
  /** The card paid with; null for PayPal. */
  fundId: string | null;
  amountCents: number;
  status: DepositStatus;
  transferId: string;
  gateway: string;
  gatewayReference: string | null;
  challengeUrl: string | null;
  challengeWindowSize: string | null;
  notificationUrl: string | null;
  /** The 3-D Secure block the card is charged with, the same however often the charge is sent. */
  strongCustomerAuthentication: StrongCustomerAuthentication | null;
  /** PayPal: the page the customer approves the payment on. */
  approvalUrl: string | null;
  failureMessage: string | null;
  purchase: unknown;
  checkoutId: string | null;
  checkoutFailureMessage: string | null;
  createdAt: Date;
}

/** Which open deposits a recovery run claims. */
export interface RecoveryClaim {
  /** Deposits created before this are no longer in the hands of their own request. */
  createdBefore: Date;
  /** Deposits waiting on the customer (challenge, approval) created before this are left alone. */
  waitingCreatedAfter: Date;
  now: Date;
  /** No other run claims the deposits until then. */
  claimedUntil: Date;
  limit: number;
}

type FundRow = {
  id: string;
  customer_id: string;
  gateway: string;
  token: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  name: string;
  is_default: boolean;
};

function fundOf(row: FundRow): Fund {
  return {
    id: row.id,
    customerId: row.customer_id,
    gateway: row.gateway,
    token: row.token,
    brand: row.brand,
    last4: row.last4,
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    name: row.name,
    isDefault: row.is_default,
  };
}

const fundColumns = [
  'id',
  'customer_id',
  'gateway',
  'token',
  'brand',
  'last4',
  'expiry_month',
  'expiry_year',
  'name',
  'is_default',
] as const;

export class PaymentsRepository {
  constructor(private readonly database: Kysely<Database>) {}

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

  async insertFund(fund: Fund, now: Date): Promise<void> {
    await this.database
      .insertInto('funds')
      .values({
        id: fund.id,
        customer_id: fund.customerId,
        type: 'cc',
        gateway: fund.gateway,
        token: fund.token,
        brand: fund.brand,
        last4: fund.last4,
        expiry_month: fund.expiryMonth,
        expiry_year: fund.expiryYear,
        name: fund.name,
        is_default: fund.isDefault,
        created_at: now,
      })
      .execute();
  }

  /** Makes one card the default and the others not. */
  async makeDefault(customerId: string, fundId: string): Promise<void> {
    await this.database
      .updateTable('funds')
      .set({ is_default: sql<boolean>`id = ${fundId}` })
      .where('customer_id', '=', customerId)
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

  async insertDeposit(deposit: Deposit): Promise<void> {
    await this.database
      .insertInto('deposits')
      .values({
        id: deposit.id,
        customer_id: deposit.customerId,
        fund_id: deposit.fundId,
        amount_cents: deposit.amountCents,
        status: deposit.status,
        transfer_id: deposit.transferId,
        gateway: deposit.gateway,
        gateway_reference: deposit.gatewayReference,
        challenge_url: deposit.challengeUrl,
        challenge_window_size: deposit.challengeWindowSize,
        notification_url: deposit.notificationUrl,
        strong_customer_authentication:
          deposit.strongCustomerAuthentication === null
            ? null
            : jsonb(deposit.strongCustomerAuthentication),
        approval_url: deposit.approvalUrl,
        failure_message: deposit.failureMessage,
        purchase: deposit.purchase === null ? null : jsonb(deposit.purchase),
        checkout_id: deposit.checkoutId,
        checkout_failure_message: deposit.checkoutFailureMessage,
        created_at: deposit.createdAt,
      })
      .execute();
  }

  /** The deposit; with `lock`, locked until the transaction ends. */
  async findDeposit(depositId: string, options: { lock?: boolean } = {}): Promise<Deposit | null> {
    let query = this.database.selectFrom('deposits').selectAll().where('id', '=', depositId);
    if (options.lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      customerId: row.customer_id,
      fundId: row.fund_id,
      amountCents: Number(row.amount_cents),
      status: row.status,
      transferId: row.transfer_id,
      gateway: row.gateway,
      gatewayReference: row.gateway_reference,
      challengeUrl: row.challenge_url,
      challengeWindowSize: row.challenge_window_size,
      notificationUrl: row.notification_url,
      strongCustomerAuthentication:
        (row.strong_customer_authentication as StrongCustomerAuthentication | null) ?? null,
      approvalUrl: row.approval_url,
      failureMessage: row.failure_message,
      purchase: row.purchase,
      checkoutId: row.checkout_id,
      checkoutFailureMessage: row.checkout_failure_message,
      createdAt: new Date(row.created_at),
    };
  }

  /**
   * Claims open deposits for one recovery run: those no request is settling any more, not
   * claimed by another run (rows another transaction holds are skipped, and a claim lasts until
   * `claimedUntil`), oldest first. Answers their ids.
   */
  async claimForRecovery(claim: RecoveryClaim): Promise<string[]> {
    const rows = await this.database
      .selectFrom('deposits')
      .select('id')
      .where('created_at', '<', claim.createdBefore)
      .where((where) =>
        where.or([
          where('status', '=', 'pending'),
          where.and([
            where('status', 'in', ['challenge_required', 'approval_required']),
            where('created_at', '>', claim.waitingCreatedAfter),
          ]),
        ]),
      )
      .where((where) =>
        where.or([
          where('recovery_claimed_until', 'is', null),
          where('recovery_claimed_until', '<=', claim.now),
        ]),
      )
      .orderBy('created_at')
      .limit(claim.limit)
      .forUpdate()
      .skipLocked()
      .execute();
    const ids = rows.map((row) => row.id);
    if (ids.length > 0) {
      await this.database
        .updateTable('deposits')
        .set({ recovery_claimed_until: claim.claimedUntil })
        .where('id', 'in', ids)
        .execute();
    }
    return ids;
  }

  async findDepositIdByGatewayReference(reference: string): Promise<string | null> {
    const row = await this.database
      .selectFrom('deposits')
      .select('id')
      .where('gateway_reference', '=', reference)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async updateDeposit(
    depositId: string,
    change: Partial<{
      status: DepositStatus;
      gatewayReference: string | null;
      challengeUrl: string | null;
      approvalUrl: string | null;
      failureMessage: string | null;
      checkoutId: string | null;
      checkoutFailureMessage: string | null;
      settledAt: Date;
    }>,
  ): Promise<void> {
    await this.database
      .updateTable('deposits')
      .set({
        ...(change.status === undefined ? {} : { status: change.status }),
        ...(change.gatewayReference === undefined
          ? {}
          : { gateway_reference: change.gatewayReference }),
        ...(change.challengeUrl === undefined ? {} : { challenge_url: change.challengeUrl }),
        ...(change.approvalUrl === undefined ? {} : { approval_url: change.approvalUrl }),
        ...(change.failureMessage === undefined ? {} : { failure_message: change.failureMessage }),
        ...(change.checkoutId === undefined ? {} : { checkout_id: change.checkoutId }),
        ...(change.checkoutFailureMessage === undefined
          ? {}
          : { checkout_failure_message: change.checkoutFailureMessage }),
        ...(change.settledAt === undefined ? {} : { settled_at: change.settledAt }),
      })
      .where('id', '=', depositId)
      .execute();
  }
}
