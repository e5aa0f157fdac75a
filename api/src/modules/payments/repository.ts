import { type Kysely, type Selectable } from 'kysely';
import { type DepositMethodCode } from 'shared-kernel/contract/payments';
import { type DepositStatus, type DepositsTable } from '../../database/ledger-schema';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';
import { bankDepositMethodCodes } from './deposit-methods';
import { type CardFund, FundsRepository } from './fund-records';
import { type StrongCustomerAuthentication } from './gateway';

export type { CardFund, Fund } from './fund-records';

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
  /** How it is paid: cc, pl, ap, gp, or a bank method (bd, bp, td, dd). */
  depositMethodCode: DepositMethodCode;
  /** A bank deposit's reference, quoted with the payment. */
  reference: string | null;
  /** What a bank deposit's customer was told to do. */
  instructions: Record<string, unknown> | null;
  /** An Apple Pay or Google Pay deposit's payment token. */
  walletToken: string | null;
  /** Who settled a bank deposit: 'bank_feed' or an operator's id. */
  settledBy: string | null;
  settledAt: Date | null;
}

type DepositRow = Selectable<DepositsTable>;

/** A deposit row as the services see it. */
export function depositOf(row: DepositRow): Deposit {
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
    depositMethodCode: row.deposit_method_code as DepositMethodCode,
    reference: row.reference,
    instructions: (row.instructions as Record<string, unknown> | null) ?? null,
    walletToken: row.wallet_token,
    settledBy: row.settled_by,
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
  };
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

export class PaymentsRepository {
  constructor(private readonly database: Kysely<Database>) {}

  /** The customer's saved card; null for another customer's, a deleted or a non-card fund. */
  findFund(customerId: string, fundId: string): Promise<CardFund | null> {
    return new FundsRepository(this.database).findCard(customerId, fundId);
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
        deposit_method_code: deposit.depositMethodCode,
        reference: deposit.reference,
        instructions: deposit.instructions === null ? null : jsonb(deposit.instructions),
        wallet_token: deposit.walletToken,
      })
      .execute();
  }

  /** The deposit; with `lock`, locked until the transaction ends. */
  async findDeposit(depositId: string, options: { lock?: boolean } = {}): Promise<Deposit | null> {
    let query = this.database.selectFrom('deposits').selectAll().where('id', '=', depositId);
    if (options.lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row ? depositOf(row) : null;
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
      // Bank deposits wait for the bank feed or an operator, not for their request.
      .where('deposit_method_code', 'not in', bankDepositMethodCodes)
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
      settledBy: string;
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
        ...(change.settledBy === undefined ? {} : { settled_by: change.settledBy }),
      })
      .where('id', '=', depositId)
      .execute();
  }
}
