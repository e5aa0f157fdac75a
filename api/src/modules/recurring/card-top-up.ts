import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { LedgerQueries } from '../ledger/service';
import { type DepositsService } from '../payments/deposits';
import { purchaseMethodsOf } from './purchase-method';
import { type RecurringRow } from './recurring-row';

export type TopUpOutcome =
  | { kind: 'succeeded' }
  /** The wallet holds enough, or the customer chose the wallet alone. */
  | { kind: 'not_needed' }
  | { kind: 'failed'; reason: string };

export interface TopUpRequest {
  customerId: string;
  fundId: string;
  amountCents: number;
  /** One per recurring purchase, draw and card: asking again answers the same deposit. */
  idempotencyKey: string;
}

/** Puts a recurring purchase's shortfall in the wallet from the customer's saved card. */
export type CardTopUp = (request: TopUpRequest) => Promise<TopUpOutcome>;

export const challengeNotPossibleMessage =
  'Your card issuer asked you to confirm this payment, which cannot be done while you are away. ' +
  'Top up your wallet or choose another card.';
export const paymentProcessingMessage =
  'Your card payment is still being processed. We will try again before the next draw.';

/**
 * The top-up as a card deposit through the deposits service (one ledger path, one idempotency
 * path), charged off-session: no security code, no 3-D Secure window. A card that is declined or
 * asks for a challenge fails the top-up with a reason the customer can act on.
 */
export function cardTopUpThrough(deposits: DepositsService, origin: string): CardTopUp {
  return async (request) => {
    try {
      const deposit = await deposits.deposit(
        request.customerId,
        request.idempotencyKey,
        'recurring/top-up',
        { fund_id: request.fundId },
        {
          fundId: request.fundId,
          amountCents: request.amountCents,
          csc: null,
          challengeWindowSize: null,
          notificationUrl: null,
          purchase: null,
          offSession: true,
        },
        origin,
      );
      if (deposit.status === 'success') return { kind: 'succeeded' };
      if (deposit.status === 'challenge_required') {
        return { kind: 'failed', reason: challengeNotPossibleMessage };
      }
      if (deposit.status === 'failed') {
        return { kind: 'failed', reason: deposit.failureMessage ?? 'Your card was declined.' };
      }
      return { kind: 'failed', reason: paymentProcessingMessage };
    } catch (error) {
      if (error instanceof ApiError && error.statusCode < 500) {
        return { kind: 'failed', reason: error.message };
      }
      throw error;
    }
  };
}

/**
 * When the wallet (cash and promo credit) holds less than the purchase's price and the customer
 * chose a card, tops the shortfall up from it: one deposit per purchase, draw and card.
 */
export async function topUpWhenShort(
  database: Kysely<Database>,
  cardTopUp: CardTopUp,
  recurring: RecurringRow,
  drawNo: number,
): Promise<TopUpOutcome> {
  const wallet = await new LedgerQueries(database).walletOf(recurring.customer_id);
  const shortfall = Number(recurring.price_cents) - wallet.availableFundsCents;
  if (shortfall <= 0) return { kind: 'not_needed' };
  const { selected } = await purchaseMethodsOf(database, recurring.customer_id);
  if (selected.kind !== 'cc' || selected.fundId === null) return { kind: 'not_needed' };
  return cardTopUp({
    customerId: recurring.customer_id,
    fundId: selected.fundId,
    amountCents: shortfall,
    idempotencyKey: `recurring-top-up:${recurring.recurring_id}:${drawNo}:${selected.fundId}`,
  });
}
