import { type Kysely } from 'kysely';
import { type PurchaseDataWire } from 'shared-kernel/wire/purchase';
import { type DepositMethodCode } from 'shared-kernel/contract/payments';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { audText } from '../ledger/aud-text';
import { Ledger } from '../ledger/service';
import { LimitsService } from '../limits/service';
import { activePlayBreak } from '../responsible-play/play-breaks';
import { newId } from './funds';
import { PaymentsRepository } from './repository';

/** The most one deposit may be, whatever pays it. */
export const depositCentsMax = 500_000;

/** What a new deposit holds, whatever pays it. */
export interface DepositHold {
  amountCents: number;
  description: string;
  depositMethodCode: DepositMethodCode;
  fundId: string | null;
  gateway: string;
  challengeWindowSize: string | null;
  notificationUrl: string | null;
  purchase: PurchaseDataWire | null;
  /** A bank deposit's reference and instructions; null for the others. */
  reference?: string | null;
  instructions?: Record<string, unknown> | null;
  walletToken?: string | null;
}

function withDepositId(notificationUrl: string, depositId: string): string {
  const separator = notificationUrl.includes('?') ? '&' : '?';
  return `${notificationUrl}${separator}deposit_id=${encodeURIComponent(depositId)}`;
}

/**
 * A new deposit and its pending transfer from the clearing account to the customer's wallet,
 * made under the customer's lock once no break holds it and the deposit limits allow it (a
 * pending deposit counts toward them and is not spendable). `reference` may be a function of the
 * deposit's id.
 */
export async function holdDeposit(
  transaction: Kysely<Database>,
  customerId: string,
  request: DepositHold,
  now: Date,
): Promise<string> {
  if (request.amountCents > depositCentsMax) {
    throw new ApiError(
      422,
      'invalid_amount',
      `Please enter an amount equal to or less than ${audText(depositCentsMax)}.`,
    );
  }
  const ledger = new Ledger(transaction);
  const accounts = await ledger.lockCustomerAccounts(customerId);
  // No deposit of any method while the customer takes a break or has excluded themselves.
  const playBreak = await activePlayBreak(transaction, customerId, now);
  if (playBreak) throw new ApiError(422, 'play_break', playBreak.message);
  await new LimitsService(transaction).assertDepositAllowed(customerId, request.amountCents, now);
  const depositId = newId('dep');
  const transferId = await ledger.hold({
    customerId,
    kind: 'deposit',
    description: request.description,
    reference: depositId,
    legs: [
      { operatorAccount: 'gateway_clearing', amountCents: -request.amountCents },
      { accountId: accounts.cash.id, amountCents: request.amountCents },
    ],
    at: now,
  });
  await new PaymentsRepository(transaction).insertDeposit({
    id: depositId,
    customerId,
    fundId: request.fundId,
    amountCents: request.amountCents,
    status: 'pending',
    transferId,
    gateway: request.gateway,
    gatewayReference: null,
    challengeUrl: null,
    challengeWindowSize: request.challengeWindowSize,
    notificationUrl: request.notificationUrl,
    strongCustomerAuthentication:
      request.notificationUrl === null
        ? null
        : {
            returnUrl: withDepositId(request.notificationUrl, depositId),
            windowSize: request.challengeWindowSize ?? 'FullScreen',
          },
    approvalUrl: null,
    failureMessage: null,
    purchase: request.purchase,
    checkoutId: null,
    checkoutFailureMessage: null,
    createdAt: now,
    depositMethodCode: request.depositMethodCode,
    reference: request.reference ?? null,
    instructions: request.instructions ?? null,
    walletToken: request.walletToken ?? null,
    settledBy: null,
    settledAt: null,
  });
  return depositId;
}
