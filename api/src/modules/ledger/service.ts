import { randomUUID } from 'node:crypto';
import { type Kysely } from 'kysely';
import { type LedgerTransferKind } from '../../database/ledger-schema';
import { type Database } from '../../database/schema';
import { LedgerBatchRepository } from './batch-repository';
import { type CustomerAccounts, LedgerRepository, type OperatorAccountKind } from './repository';

export type { CustomerAccounts } from './repository';

/** A leg of a transfer: an operator account by kind, or a locked customer account by id. */
export type TransferLeg =
  | { operatorAccount: OperatorAccountKind; amountCents: number }
  | { accountId: string; amountCents: number };

export interface TransferRequest {
  customerId: string | null;
  kind: LedgerTransferKind;
  description: string;
  reference: string | null;
  legs: TransferLeg[];
  at: Date;
}

/** Thrown when a posted transfer would take a customer's account below zero. */
export class InsufficientBalanceError extends Error {
  override readonly name = 'InsufficientBalanceError';
}

/**
 * The double-entry ledger. Transfers are immutable: their entries sum to zero and never change;
 * a transfer is pending, then posted or voided. Account balances are kept in the same database
 * transaction as the entries: they change only when a transfer is posted (a pending deposit is
 * not spendable). Every method takes the caller's transaction; money moves of a customer run
 * after `lockCustomerAccounts`, so they run one after another for that customer.
 */
export class Ledger {
  private readonly repository: LedgerRepository;

  constructor(private readonly transaction: Kysely<Database>) {
    this.repository = new LedgerRepository(transaction);
  }

  lockCustomerAccounts(customerId: string): Promise<CustomerAccounts> {
    return this.repository.lockCustomerAccounts(customerId);
  }

  /** `lockCustomerAccounts` for many customers at once, in customer-id order; keyed by customer. */
  lockAccountsOfCustomers(customerIds: readonly string[]): Promise<Map<string, CustomerAccounts>> {
    return new LedgerBatchRepository(this.transaction).lockAccountsOfCustomers(customerIds);
  }

  /**
   * `post` for many transfers in a few statements (prize payouts): each is checked as `post`
   * checks it, against the locked accounts of its customer; then all are recorded and the
   * balances moved. Answers the transfer ids in the order of the requests.
   */
  async postMany(
    requests: readonly TransferRequest[],
    locked: ReadonlyMap<string, CustomerAccounts>,
  ): Promise<string[]> {
    const operatorAccountIds = new Map<OperatorAccountKind, string>();
    const transfers = [];
    for (const request of requests) {
      const legs = [];
      for (const leg of request.legs) {
        if (!('operatorAccount' in leg)) {
          legs.push(leg);
          continue;
        }
        let accountId = operatorAccountIds.get(leg.operatorAccount);
        if (accountId === undefined) {
          accountId = await this.repository.operatorAccountId(leg.operatorAccount);
          operatorAccountIds.set(leg.operatorAccount, accountId);
        }
        legs.push({ accountId, amountCents: leg.amountCents });
      }
      const entries = await this.entriesOf(legs);
      const accounts = request.customerId === null ? undefined : locked.get(request.customerId);
      this.assertCustomerBalancesStayPositive(entries, accounts ?? null);
      transfers.push({
        id: randomUUID(),
        customerId: request.customerId,
        kind: request.kind,
        status: 'posted' as const,
        description: request.description,
        reference: request.reference,
        createdAt: request.at,
        entries,
      });
    }
    await new LedgerBatchRepository(this.transaction).insertPostedTransfers(transfers);
    await this.repository.applyToBalances(transfers.flatMap((transfer) => transfer.entries));
    return transfers.map((transfer) => transfer.id);
  }

  /** Records a posted transfer and moves the balances. */
  async post(request: TransferRequest, locked: CustomerAccounts | null): Promise<string> {
    const entries = await this.entriesOf(request.legs);
    this.assertCustomerBalancesStayPositive(entries, locked);
    const id = await this.repository.insertTransfer({
      customerId: request.customerId,
      kind: request.kind,
      status: 'posted',
      description: request.description,
      reference: request.reference,
      createdAt: request.at,
      entries,
    });
    await this.repository.applyToBalances(entries);
    return id;
  }

  /** Records a pending transfer; balances move when it is posted. */
  async hold(request: TransferRequest): Promise<string> {
    const entries = await this.entriesOf(request.legs);
    return this.repository.insertTransfer({
      customerId: request.customerId,
      kind: request.kind,
      status: 'pending',
      description: request.description,
      reference: request.reference,
      createdAt: request.at,
      entries,
    });
  }

  /**
   * Posts a pending transfer (moving the balances) or voids it. Settling a transfer that is no
   * longer pending does nothing: settlement may be reported twice. Returns whether it settled.
   */
  async settle(
    transferId: string,
    outcome: 'posted' | 'voided',
    at: Date,
    locked: CustomerAccounts | null,
  ): Promise<boolean> {
    const transfer = await this.repository.lockTransfer(transferId);
    if (!transfer || transfer.status !== 'pending') return false;
    if (outcome === 'posted') {
      const entries = await this.repository.entriesOf(transferId);
      this.assertCustomerBalancesStayPositive(entries, locked);
      await this.repository.applyToBalances(entries);
    }
    await this.repository.settleTransfer(transferId, outcome, at);
    return true;
  }

  private async entriesOf(legs: TransferLeg[]) {
    const entries = [];
    for (const leg of legs) {
      if (!Number.isSafeInteger(leg.amountCents) || leg.amountCents === 0) {
        throw new Error(`a ledger entry must be a whole, non-zero number of cents`);
      }
      const accountId =
        'accountId' in leg
          ? leg.accountId
          : await this.repository.operatorAccountId(leg.operatorAccount);
      entries.push({ accountId, amountCents: leg.amountCents });
    }
    const sum = entries.reduce((total, entry) => total + entry.amountCents, 0);
    if (sum !== 0) throw new Error(`a transfer's entries must sum to zero, not ${sum}`);
    return entries;
  }

  private assertCustomerBalancesStayPositive(
    entries: Array<{ accountId: string; amountCents: number }>,
    locked: CustomerAccounts | null,
  ): void {
    const accounts = locked ? [locked.cash, locked.promoCredit] : [];
    for (const account of accounts) {
      const change = entries
        .filter((entry) => entry.accountId === account.id)
        .reduce((total, entry) => total + entry.amountCents, 0);
      if (account.balanceCents + change < 0) {
        throw new InsufficientBalanceError(`account ${account.kind} would go below zero`);
      }
      account.balanceCents += change;
    }
  }
}

/** Balances and ledger lines of a customer, outside any money move. */
export class LedgerQueries {
  private readonly repository: LedgerRepository;

  constructor(database: Kysely<Database>) {
    this.repository = new LedgerRepository(database);
  }

  /** balance: the cash wallet; available funds: what a purchase can spend (cash + promo credit). */
  async walletOf(
    customerId: string,
  ): Promise<{ balanceCents: number; availableFundsCents: number }> {
    const { cashCents, promoCreditCents } = await this.repository.customerBalances(customerId);
    return { balanceCents: cashCents, availableFundsCents: cashCents + promoCreditCents };
  }
}
