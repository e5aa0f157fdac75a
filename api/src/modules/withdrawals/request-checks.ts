import { type Kysely } from 'kysely';
import { withdrawalMethodRules, withdrawalMessages } from 'shared-kernel/contract/withdrawals';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { CauseRepository } from '../causes/repository';
import { CauseService } from '../causes/service';
import { LedgerRepository } from '../ledger/repository';
import { customerVerificationOf } from '../verification/service';
import { type Payee, type WithdrawalMethodCode } from './repository';
import { withdrawalCentsOf } from './rules';

/** A fund a withdrawal can pay (a bank or PayPal account), as the funds service answers it. */
export interface WithdrawalFund {
  id: string;
  type: string;
  bankType: string | null;
  bankCode: string | null;
  accountNumber: string | null;
  accountName: string | null;
  paypalEmail: string | null;
}

/** The customer's funds: the fund, if it is theirs and can receive this method's payouts. */
export interface WithdrawalFunds {
  requireWithdrawalFund(
    customerId: string,
    fundId: string,
    methodCode: 'tt' | 'tw' | 'pl',
  ): Promise<WithdrawalFund>;
}

export interface WithdrawalRequest {
  /** The fund paid to, or the cause key of a donation. */
  destinationId: string;
  methodCode: WithdrawalMethodCode;
  bankType: string | null;
  /** `amount.amount` of the request, as it came. */
  amount: unknown;
}

function lastFour(text: string): string {
  return text.replace(/\s+/g, '').slice(-4);
}

/** Whom a fund's payout pays, and how the customer recognises it. */
function payeeOfFund(fund: WithdrawalFund): { payee: Payee; destination: string } {
  if (fund.type === 'paypal' && fund.paypalEmail) {
    return {
      payee: { kind: 'paypal', email: fund.paypalEmail },
      destination: `PayPal account ${fund.paypalEmail}`,
    };
  }
  if (fund.type === 'bank' && fund.accountNumber) {
    return {
      payee: {
        kind: 'bank_account',
        bankType: fund.bankType,
        bankCode: fund.bankCode,
        accountNumber: fund.accountNumber,
        accountName: fund.accountName ?? '',
      },
      destination: `Bank account •••• ${lastFour(fund.accountNumber)}`,
    };
  }
  throw new ApiError(
    422,
    'invalid_withdrawal_fund',
    'Please choose a bank account or PayPal account to withdraw to.',
  );
}

/**
 * What the customer may withdraw (api.md §7.4): the cash wallet, which holds neither promo credit
 * (an account of its own) nor pending withdrawals (they left it at request); nothing until the
 * customer is verified.
 */
export async function withdrawableCentsOf(
  database: Kysely<Database>,
  customerId: string,
): Promise<number> {
  const { isVerified } = await customerVerificationOf(database, customerId);
  if (!isVerified) return 0;
  const { cashCents } = await new LedgerRepository(database).customerBalances(customerId);
  return Math.max(0, cashCents);
}

/** A request that passed the checks: what the money move records. */
export interface CheckedWithdrawalRequest {
  amountCents: number;
  fundId: string | null;
  causeKey: string | null;
  payee: Payee;
  destination: string;
}

/** The checks that read outside the money move: verification, amount, destination. */
export async function checkedWithdrawalRequest(
  database: Kysely<Database>,
  funds: WithdrawalFunds,
  customerId: string,
  request: WithdrawalRequest,
): Promise<CheckedWithdrawalRequest> {
  const amountCents = withdrawalCentsOf(request.amount, request.methodCode);
  const { isVerified } = await customerVerificationOf(database, customerId);
  if (!isVerified) {
    throw new ApiError(422, 'verify_account_required', withdrawalMessages.notVerified);
  }
  if (request.methodCode === 'do') {
    const cause = await new CauseService(new CauseRepository(database)).findByKey(
      request.destinationId,
    );
    return {
      amountCents,
      fundId: null,
      causeKey: cause.key,
      payee: { kind: 'cause', causeKey: cause.key, causeName: cause.name },
      destination: `${withdrawalMethodRules.do.name}: ${cause.name}`,
    };
  }
  const fund = await funds.requireWithdrawalFund(
    customerId,
    request.destinationId,
    request.methodCode,
  );
  return { amountCents, fundId: fund.id, causeKey: null, ...payeeOfFund(fund) };
}
