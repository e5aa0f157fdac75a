import { type DepositWire } from 'shared-kernel/wire/payments';
import { audMoney } from '../../http/money';
import { isBankDepositMethod } from './deposit-methods';
import { type Deposit } from './repository';

/** A deposit on the wire (api.md §7.7), for every module that answers one. */
export function depositToWire(deposit: Deposit): DepositWire {
  return {
    deposit_id: deposit.id,
    status: deposit.status,
    amount: audMoney(deposit.amountCents),
    fund_id: deposit.fundId ?? 'paypal',
    failure_message: deposit.failureMessage,
    challenge:
      deposit.status === 'challenge_required' && deposit.challengeUrl
        ? { url: deposit.challengeUrl, window_size: deposit.challengeWindowSize ?? 'FullScreen' }
        : null,
    approval:
      deposit.status === 'approval_required' && deposit.approvalUrl
        ? { url: deposit.approvalUrl }
        : null,
    checkout_id: deposit.checkoutId,
    checkout_failure_message: deposit.checkoutFailureMessage,
    created_at: deposit.createdAt.toISOString(),
    deposit_method_code: deposit.depositMethodCode,
    instructions:
      deposit.status === 'pending' && deposit.instructions
        ? (deposit.instructions as Record<string, string>)
        : null,
    settled_at: deposit.settledAt?.toISOString() ?? null,
  };
}

/** A bank deposit waits for its money: the answer says so (api.md §8.2 code deposit_pending). */
export function withPendingMessage<Envelope extends object>(deposit: Deposit, envelope: Envelope) {
  if (deposit.status !== 'pending' || !isBankDepositMethod(deposit.depositMethodCode)) {
    return envelope;
  }
  return {
    ...envelope,
    messages: [
      {
        code: 'deposit_pending',
        level: 'info' as const,
        message: depositPendingMessage,
      },
    ],
  };
}

export const depositPendingMessage =
  'Your deposit is waiting for your payment. It is added to your wallet once the money reaches us.';
