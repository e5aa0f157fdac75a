import { type Payee } from './repository';

/** A withdrawal handed to a payout adapter. */
export interface PayoutRequest {
  withdrawalId: string;
  amountCents: number;
  payee: Payee;
}

/**
 * What a payout adapter says about a payout: still on its way (`pending`), `paid`, or `returned`
 * (refused or sent back by the bank or PayPal) with a reason for the customer.
 */
export type PayoutOutcome =
  | { kind: 'pending'; reference: string | null }
  | { kind: 'paid'; reference: string | null }
  | { kind: 'returned'; reference: string | null; reason: string };

/**
 * The payout port: where a queued withdrawal's money goes. `send` may be asked again for the
 * same withdrawal (after a lost answer): the adapter answers the first payout, never a second.
 */
export interface PayoutAdapter {
  readonly key: string;
  /** What the operator page calls the adapter. */
  readonly name: string;
  /**
   * True when nothing reports the payout's end by itself: an operator marks it paid or returned
   * (standing in for the bank's report). False when `check` asks the provider.
   */
  readonly settledByOperator: boolean;
  send(request: PayoutRequest): Promise<PayoutOutcome>;
  check(reference: string): Promise<PayoutOutcome>;
}

/**
 * The built-in adapter: a bank transfer queue. A payout waits in the queue (reference
 * `BT-{withdrawal id}`) until an operator marks it paid or returned on /ops/withdrawals, as the
 * bank's statement would report it.
 */
export class BankTransferQueue implements PayoutAdapter {
  readonly key = 'bank_transfer';
  readonly name = 'Bank transfer queue (built-in)';
  readonly settledByOperator = true;

  send(request: PayoutRequest): Promise<PayoutOutcome> {
    return Promise.resolve({ kind: 'pending', reference: `BT-${request.withdrawalId}` });
  }

  check(reference: string): Promise<PayoutOutcome> {
    return Promise.resolve({ kind: 'pending', reference });
  }
}
