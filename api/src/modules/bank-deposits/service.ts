import { randomInt } from 'node:crypto';
import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { Ledger } from '../ledger/service';
import { depositCard, writeCards } from '../notifications/cards';
import { IdempotencyKeys, requestHashOf } from '../purchase/idempotency';
import { holdDeposit } from '../payments/deposit-hold';
import {
  type BankDepositMethodCode,
  bankFeedGatewayKey,
  defaultShopBankDetails,
  type ShopBankDetails,
} from '../payments/deposit-methods';
import { type Deposit, PaymentsRepository } from '../payments/repository';
import { type BankCredit, type BankCreditOutcome, bankFeedSettler } from './bank-feed';
import { BankDepositsRepository, type PendingBankDeposit } from './repository';

export interface BankDepositRequest {
  method: BankDepositMethodCode;
  amountCents: number;
  /** dd: the customer's verified bank account to debit. */
  fundId: string | null;
}

export const notReceivedMessage =
  'We did not receive the money for this deposit, so nothing was added to your wallet.';
export const cancelledMessage = 'You cancelled this deposit; nothing was added to your wallet.';

const methodNames: Record<BankDepositMethodCode, string> = {
  bd: 'bank transfer',
  bp: 'BPAY',
  td: 'PayID',
  dd: 'direct debit',
};

/** A BPAY-style customer reference number: nine digits and a Luhn (mod 10) check digit. */
export function newReference(): string {
  const body = `${randomInt(1, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function masked(accountNumber: string): string {
  return `•••• ${accountNumber.replace(/\s+/g, '').slice(-4)}`;
}

/**
 * Bank deposits (bd bank transfer, bp BPAY, td PayID/Osko, dd direct debit): the customer is
 * given instructions and a reference, and the deposit waits, pending (counted toward the deposit
 * limits, not spendable), until the bank feed or an operator settles it: received posts its
 * transfer into the wallet, not received voids it.
 */
export class BankDepositsService {
  private readonly repository: BankDepositsRepository;

  constructor(
    private readonly database: Kysely<Database>,
    private readonly now: () => Date,
    private readonly bank: ShopBankDetails = defaultShopBankDetails,
  ) {
    this.repository = new BankDepositsRepository(database);
  }

  /** Creates the pending deposit and its instructions (or answers the one this key made). */
  async deposit(
    customerId: string,
    idempotencyKey: string,
    call: string,
    body: unknown,
    request: BankDepositRequest,
  ): Promise<Deposit> {
    const depositId = await this.database.transaction().execute(async (transaction) => {
      const keys = new IdempotencyKeys(transaction);
      const claim = await keys.claim<{ deposit_id: string }>(
        customerId,
        idempotencyKey,
        requestHashOf(call, body),
        this.now(),
      );
      if (claim.kind === 'replay') return claim.body.deposit_id;
      const repository = new BankDepositsRepository(transaction);
      const reference = await this.freeReference(repository);
      const instructions = await this.instructionsOf(repository, customerId, request, reference);
      const id = await holdDeposit(
        transaction,
        customerId,
        {
          amountCents: request.amountCents,
          description: `Deposit by ${methodNames[request.method]} (reference ${reference})`,
          depositMethodCode: request.method,
          fundId: request.method === 'dd' ? request.fundId : null,
          gateway: bankFeedGatewayKey,
          challengeWindowSize: null,
          notificationUrl: null,
          purchase: null,
          reference,
          instructions,
        },
        this.now(),
      );
      await keys.complete(customerId, idempotencyKey, 200, { deposit_id: id });
      return id;
    });
    return this.requireDeposit(customerId, depositId);
  }

  /** Bank deposits waiting for their money, the longest waiting first. */
  pending(limit = 200): Promise<PendingBankDeposit[]> {
    return this.repository.findPending(limit);
  }

  /**
   * Settles a pending bank deposit: received posts it into the wallet, not received voids it.
   * A deposit already settled is left as it is and answered (settlement may be reported twice).
   */
  async settle(
    depositId: string,
    outcome: 'received' | 'not_received' | 'cancelled',
    settledBy: string,
  ): Promise<Deposit> {
    const now = this.now();
    await this.database.transaction().execute(async (transaction) => {
      const payments = new PaymentsRepository(transaction);
      const deposit = await payments.findDeposit(depositId, { lock: true });
      if (!deposit || deposit.gateway !== bankFeedGatewayKey) {
        throw new ApiError(404, 'deposit_not_found', 'We could not find that deposit.');
      }
      if (deposit.status !== 'pending') return;
      const ledger = new Ledger(transaction);
      if (outcome === 'received') {
        const accounts = await ledger.lockCustomerAccounts(deposit.customerId);
        await ledger.settle(deposit.transferId, 'posted', now, accounts);
        await payments.updateDeposit(depositId, { status: 'success', settledAt: now, settledBy });
        await writeCards(
          transaction,
          [depositCard(deposit.customerId, deposit.id, deposit.amountCents)],
          now,
        );
        return;
      }
      await ledger.settle(deposit.transferId, 'voided', now, null);
      await payments.updateDeposit(depositId, {
        status: 'failed',
        failureMessage: outcome === 'cancelled' ? cancelledMessage : notReceivedMessage,
        settledAt: now,
        settledBy,
      });
    });
    const settled = await new PaymentsRepository(this.database).findDeposit(depositId);
    if (!settled) throw new Error(`deposit ${depositId} vanished`);
    return settled;
  }

  /** The customer will not pay a pending bank deposit after all: it is voided. */
  async cancel(customerId: string, depositId: string): Promise<Deposit> {
    await this.requireDeposit(customerId, depositId);
    return this.settle(depositId, 'cancelled', customerId);
  }

  /**
   * A credit from the bank feed: settles the pending deposit quoting its reference when the
   * amount is the deposit's; a different amount or an unknown reference is left to an operator.
   */
  async applyCredit(credit: BankCredit): Promise<BankCreditOutcome> {
    const deposit = await this.database
      .transaction()
      .execute((transaction) =>
        new BankDepositsRepository(transaction).findByReference(credit.reference.trim()),
      );
    if (!deposit) return 'unmatched';
    if (deposit.status !== 'pending') return 'already_settled';
    if (deposit.amountCents !== credit.amountCents) return 'amount_mismatch';
    const settled = await this.settle(deposit.id, 'received', bankFeedSettler);
    return settled.status === 'success' ? 'settled' : 'already_settled';
  }

  async requireDeposit(customerId: string, depositId: string): Promise<Deposit> {
    const deposit = await new PaymentsRepository(this.database).findDeposit(depositId);
    if (!deposit || deposit.customerId !== customerId) {
      throw new ApiError(404, 'deposit_not_found', 'We could not find that deposit.');
    }
    return deposit;
  }

  private async freeReference(repository: BankDepositsRepository): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reference = newReference();
      if (!(await repository.isReferenceTaken(reference))) return reference;
    }
    throw new Error('no free deposit reference after 5 attempts');
  }

  private async instructionsOf(
    repository: BankDepositsRepository,
    customerId: string,
    request: BankDepositRequest,
    reference: string,
  ): Promise<Record<string, string>> {
    const { bank } = this;
    switch (request.method) {
      case 'bd':
        return {
          account_name: bank.accountName,
          bsb: bank.bsb,
          account_number: bank.accountNumber,
          reference,
        };
      case 'bp':
        return { biller_code: bank.bpayBillerCode, reference };
      case 'td':
        return { pay_id: bank.payId, account_name: bank.accountName, reference };
      case 'dd': {
        const account =
          request.fundId === null
            ? null
            : await repository.findBankAccount(customerId, request.fundId);
        if (request.fundId !== null && !account) {
          throw new ApiError(404, 'fund_not_found', 'We could not find that bank account.');
        }
        if (!account?.isVerified) {
          throw new ApiError(
            422,
            'bank_account_not_verified',
            'Please choose one of your verified bank accounts to debit.',
            { customer_fund_id: ['Please choose one of your verified bank accounts to debit.'] },
          );
        }
        return {
          account_name: account.accountName,
          account_number: masked(account.accountNumber),
          reference,
        };
      }
    }
  }
}
