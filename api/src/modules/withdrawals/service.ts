import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { Ledger } from '../ledger/service';
import { type OutboxService } from '../outbox/service';
import { newId } from '../payments/funds';
import { IdempotencyKeys, requestHashOf } from '../purchase/idempotency';
import { paidEmail, requestedEmail, returnedEmail } from './emails';
import { type PayoutAdapters } from './payout-choice';
import { type PayoutOutcome } from './payout-port';
import {
  type OpenWithdrawal,
  type Withdrawal,
  WithdrawalsRepository,
  type WithdrawalStatus,
} from './repository';
import {
  checkedWithdrawalRequest,
  type WithdrawalFunds,
  type WithdrawalRequest,
  withdrawableCentsOf,
} from './request-checks';
import { moreThanWithdrawable } from './rules';

export type { WithdrawalFund, WithdrawalFunds, WithdrawalRequest } from './request-checks';

export interface WithdrawalSettings {
  publicUrl: string;
  now: () => Date;
  /** Withdrawals above this wait for an operator's approval. */
  approvalThresholdCents: number;
  /** A payout that could not be handed over (it stays queued; the operator can send it again). */
  onPayoutFailure?: (error: unknown, withdrawalId: string) => void;
}

/** What an operator's action did: `unchanged` when the withdrawal was no longer in that state. */
export type OperatorActionResult = 'done' | 'unchanged';

const operatorListMax = 100;

function notFound(): ApiError {
  return new ApiError(404, 'withdrawal_not_found', 'We could not find that withdrawal.');
}

/**
 * Withdrawals (api.md §7.7): from the cash wallet of a verified customer to their bank account,
 * PayPal account or a cause. At request, under the customer's lock, a posted transfer moves the
 * amount from the wallet to withdrawals payable (the wallet drops at once and never below zero,
 * so concurrent requests cannot overdraw). Paid: a transfer from payable to gateway clearing
 * (the money left the shop). Rejected or returned: a transfer from payable back to the wallet.
 */
export class WithdrawalsService {
  private readonly repository: WithdrawalsRepository;

  constructor(
    private readonly database: Kysely<Database>,
    private readonly funds: WithdrawalFunds,
    private readonly payouts: PayoutAdapters,
    private readonly outbox: OutboxService,
    private readonly settings: WithdrawalSettings,
  ) {
    this.repository = new WithdrawalsRepository(database);
  }

  withdrawableCents(customerId: string): Promise<number> {
    return withdrawableCentsOf(this.database, customerId);
  }

  /** Requests a withdrawal (or answers the one this key made); answers its id. */
  async request(
    customerId: string,
    idempotencyKey: string,
    body: unknown,
    request: WithdrawalRequest,
  ): Promise<string> {
    const call = `withdrawals/${request.destinationId}/withdraw`;
    const requestHash = requestHashOf(call, body);
    const made = await this.database
      .selectFrom('withdrawals')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    // A retry with the same key answers the first withdrawal (the claim below checks the body).
    const checked = made
      ? null
      : await checkedWithdrawalRequest(this.database, this.funds, customerId, request);
    const now = this.settings.now();
    const outcome = await this.database.transaction().execute(async (transaction) => {
      const keys = new IdempotencyKeys(transaction);
      const claim = await keys.claim<string>(customerId, idempotencyKey, requestHash, now);
      if (claim.kind === 'replay') return { id: claim.body, withdrawal: null };
      if (!checked) throw new Error(`withdrawal key ${idempotencyKey} has no stored answer`);
      const ledger = new Ledger(transaction);
      const accounts = await ledger.lockCustomerAccounts(customerId);
      if (checked.amountCents > accounts.cash.balanceCents) {
        throw moreThanWithdrawable(Math.max(0, accounts.cash.balanceCents));
      }
      const id = newId('wd');
      const transferId = await ledger.post(
        {
          customerId,
          kind: 'withdrawal',
          description: `Withdrawal to ${checked.destination}`,
          reference: id,
          legs: [
            { accountId: accounts.cash.id, amountCents: -checked.amountCents },
            { operatorAccount: 'withdrawals_payable', amountCents: checked.amountCents },
          ],
          at: now,
        },
        accounts,
      );
      const status =
        checked.amountCents > this.settings.approvalThresholdCents ? 'awaiting_approval' : 'queued';
      await new WithdrawalsRepository(transaction).insert({
        id,
        customerId,
        methodCode: request.methodCode,
        fundId: checked.fundId,
        causeKey: checked.causeKey,
        bankType: request.bankType,
        destination: checked.destination,
        payee: checked.payee,
        amountCents: checked.amountCents,
        status,
        idempotencyKey,
        transferId,
        createdAt: now,
      });
      await keys.complete(customerId, idempotencyKey, 200, id);
      return { id, withdrawal: await new WithdrawalsRepository(transaction).findById(id) };
    });
    if (outcome.withdrawal) {
      await this.emailCustomer(outcome.withdrawal, (recipient, withdrawal) =>
        requestedEmail(recipient, withdrawal, this.settings),
      );
      if (outcome.withdrawal.status === 'queued') await this.sendPayout(outcome.id);
    }
    return outcome.id;
  }

  list(
    customerId: string,
    page: { limit: number; offset: number },
  ): Promise<{ withdrawals: Withdrawal[]; total: number }> {
    return this.repository.findPageOfCustomer(customerId, page);
  }

  /** The customer's withdrawal, else 404 (another customer's is not found either). */
  async find(customerId: string, id: string): Promise<Withdrawal> {
    const withdrawal = await this.repository.findOfCustomer(customerId, id);
    if (!withdrawal) throw notFound();
    return withdrawal;
  }

  // --- Operators (role payments) ---------------------------------------------------------------

  async operatorQueue(): Promise<{ open: OpenWithdrawal[]; settled: OpenWithdrawal[] }> {
    const [open, settled] = await Promise.all([
      this.repository.findOpen(operatorListMax),
      this.repository.findSettled(20),
    ]);
    return { open, settled };
  }

  /** The payout adapter a queued withdrawal is (or will be) carried by. */
  adapterOf(withdrawal: Withdrawal) {
    return (
      (withdrawal.payoutAdapter ? this.payouts.byKey(withdrawal.payoutAdapter) : null) ??
      this.payouts.adapterFor(withdrawal.methodCode)
    );
  }

  /** awaiting_approval → queued, then handed to its payout adapter. */
  async approve(id: string, operatorId: string): Promise<OperatorActionResult> {
    const approved = await this.database.transaction().execute(async (transaction) => {
      const repository = new WithdrawalsRepository(transaction);
      const withdrawal = await repository.lockById(id);
      if (!withdrawal) throw notFound();
      if (withdrawal.status !== 'awaiting_approval') return false;
      await repository.approve(id, operatorId, this.settings.now());
      return true;
    });
    if (!approved) return 'unchanged';
    await this.sendPayout(id);
    return 'done';
  }

  reject(id: string, operatorId: string, reason: string): Promise<OperatorActionResult> {
    return this.settle(id, 'rejected', ['awaiting_approval'], { operatorId, reason });
  }

  /** The built-in bank transfer queue's payouts: the operator reports what the bank did. */
  async markPaid(id: string, operatorId: string): Promise<OperatorActionResult> {
    await this.requireSettledByOperator(id);
    return this.settle(id, 'paid', ['queued'], { operatorId, reason: null });
  }

  async markReturned(
    id: string,
    operatorId: string,
    reason: string,
  ): Promise<OperatorActionResult> {
    await this.requireSettledByOperator(id);
    return this.settle(id, 'returned', ['queued'], { operatorId, reason });
  }

  /**
   * Hands a queued withdrawal to its payout adapter (again, after a failure: the adapter answers
   * the first payout) and settles it when the adapter already knows the end.
   */
  async sendPayout(id: string): Promise<void> {
    const withdrawal = await this.repository.findById(id);
    if (!withdrawal || withdrawal.status !== 'queued') return;
    const adapter = this.payouts.adapterFor(withdrawal.methodCode);
    let outcome: PayoutOutcome;
    try {
      outcome = await adapter.send({
        withdrawalId: withdrawal.id,
        amountCents: withdrawal.amountCents,
        payee: withdrawal.payee,
      });
    } catch (error) {
      this.settings.onPayoutFailure?.(error, id);
      return;
    }
    await this.repository.recordPayout(id, adapter.key, outcome.reference);
    await this.settleByOutcome(id, outcome);
  }

  /** Asks the payout provider where a queued withdrawal is, and settles it when it knows. */
  async checkPayout(id: string): Promise<OperatorActionResult> {
    const withdrawal = await this.repository.findById(id);
    if (!withdrawal) throw notFound();
    if (withdrawal.status !== 'queued') return 'unchanged';
    if (!withdrawal.payoutReference) {
      await this.sendPayout(id);
      return 'done';
    }
    const outcome = await this.adapterOf(withdrawal).check(withdrawal.payoutReference);
    return this.settleByOutcome(id, outcome);
  }

  private async settleByOutcome(id: string, outcome: PayoutOutcome): Promise<OperatorActionResult> {
    if (outcome.kind === 'paid') {
      return this.settle(id, 'paid', ['queued'], { operatorId: null, reason: null });
    }
    if (outcome.kind === 'returned') {
      return this.settle(id, 'returned', ['queued'], { operatorId: null, reason: outcome.reason });
    }
    return 'unchanged';
  }

  private async requireSettledByOperator(id: string): Promise<void> {
    const withdrawal = await this.repository.findById(id);
    if (!withdrawal) throw notFound();
    if (withdrawal.status === 'queued' && !this.adapterOf(withdrawal).settledByOperator) {
      throw new ApiError(
        409,
        'payout_reported_by_provider',
        'This payout is reported by its provider: ask the provider instead.',
      );
    }
  }

  /**
   * paid, rejected or returned, once: under the withdrawal's lock, from one of `from`; the
   * transfer moves the amount from withdrawals payable out of the shop (paid) or back to the
   * wallet. Then the customer is emailed.
   */
  private async settle(
    id: string,
    status: 'paid' | 'rejected' | 'returned',
    from: WithdrawalStatus[],
    by: { operatorId: string | null; reason: string | null },
  ): Promise<OperatorActionResult> {
    const now = this.settings.now();
    const settled = await this.database.transaction().execute(async (transaction) => {
      const repository = new WithdrawalsRepository(transaction);
      const withdrawal = await repository.lockById(id);
      if (!withdrawal) throw notFound();
      if (!from.includes(withdrawal.status)) return null;
      const ledger = new Ledger(transaction);
      const amountCents = withdrawal.amountCents;
      let transferId: string;
      if (status === 'paid') {
        transferId = await ledger.post(
          {
            customerId: withdrawal.customerId,
            kind: 'withdrawal',
            description: `Withdrawal paid to ${withdrawal.destination}`,
            reference: withdrawal.id,
            legs: [
              { operatorAccount: 'withdrawals_payable', amountCents: -amountCents },
              { operatorAccount: 'gateway_clearing', amountCents },
            ],
            at: now,
          },
          null,
        );
      } else {
        const accounts = await ledger.lockCustomerAccounts(withdrawal.customerId);
        transferId = await ledger.post(
          {
            customerId: withdrawal.customerId,
            kind: 'withdrawal',
            description: `Withdrawal ${status}: back to your wallet`,
            reference: withdrawal.id,
            legs: [
              { operatorAccount: 'withdrawals_payable', amountCents: -amountCents },
              { accountId: accounts.cash.id, amountCents },
            ],
            at: now,
          },
          accounts,
        );
      }
      await repository.settle(id, {
        status,
        transferId,
        reason: by.reason,
        operatorId: by.operatorId,
        at: now,
      });
      return repository.findById(id);
    });
    if (!settled) return 'unchanged';
    await this.emailCustomer(settled, (recipient, withdrawal) =>
      status === 'paid'
        ? paidEmail(recipient, withdrawal, this.settings.publicUrl)
        : returnedEmail(recipient, withdrawal, this.settings.publicUrl),
    );
    return 'done';
  }

  private async emailCustomer(
    withdrawal: Withdrawal,
    email: (
      recipient: { email: string; firstname: string },
      withdrawal: Withdrawal,
    ) => Parameters<OutboxService['send']>[0],
  ): Promise<void> {
    const recipient = await this.repository.customerContact(withdrawal.customerId);
    if (recipient) await this.outbox.send(email(recipient, withdrawal));
  }
}
