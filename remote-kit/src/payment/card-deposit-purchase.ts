import { type Action } from 'redux';
import { call, type StrictEffect } from 'redux-saga/effects';
import { type DepositView } from 'shared-kernel/contract/payments';
import { type DepositPurchaseInput } from 'shared-kernel/contract/purchase';
import { type BrowserFacts, strongCustomerAuthenticationOf } from './browser-info';
import { type CardChoice } from './card-form';
import {
  cardFundOf,
  type CardFundingApi,
  depositFailedFallback,
  type DepositChallenge,
  followDeposit,
  withRetryOfAttempt,
} from './deposit-workflow';

// "Top up from a card and buy" (product.md §4 Payments), as checkout and the membership deposit
// page both do it: `POST /v2/deposits/deposit_purchase`, the 3-D Secure challenge, the purchase.

type Effects<Result = void> = Generator<StrictEffect, Result, unknown>;

/** What the caller's remote gives: its card calls, the deposit calls and the page's facts. */
export interface CardDepositPurchaseApi extends CardFundingApi {
  depositPurchase: (
    request: DepositPurchaseInput,
    idempotencyKey: string,
    options: { signal?: AbortSignal },
  ) => Promise<DepositView>;
  fetchDeposit: (depositId: string, options: { signal?: AbortSignal }) => Promise<DepositView>;
  /** The page's origin, for the 3-D Secure notification URL. */
  origin: () => string;
  browserFacts: () => BrowserFacts;
}

export interface CardDepositPurchase {
  /** checkout (the cart), membership (the cart holding a membership), … */
  type: DepositPurchaseInput['type'];
  amountDollars: number;
  card: CardChoice;
  idempotencyKey: string;
  purchase: DepositPurchaseInput['purchase'];
  /** The caller's events of the challenge dialog (see followDeposit). */
  challengeRequired: (challenge: DepositChallenge) => Action;
  challengeReturnedType: string;
  challengeClosedType: string;
}

/** bought (with its checkout), abandoned at the card check, or refused with a message. */
export type CardDepositPurchaseOutcome =
  | { outcome: 'purchased'; checkoutId: string; deposit: DepositView }
  | { outcome: 'abandoned' }
  | { outcome: 'failed'; message: string };

/** A deposit purchase ends with its checkout bought, failed, or a failed purchase. */
export const isDepositPurchaseSettled = (deposit: DepositView): boolean =>
  (deposit.status === 'success' &&
    (deposit.checkoutId !== null || !!deposit.checkoutFailureMessage)) ||
  deposit.status === 'failed';

/** api.md §7.5: channel APP when the visitor came from the app (utm_source=app), else web. */
export function channelKeyOf(search: string): 'APP' | 'web' {
  return new URLSearchParams(search).get('utm_source') === 'app' ? 'APP' : 'web';
}

/**
 * Tops up from the card (a new card is tokenised and saved first) and buys in one step, through the
 * 3-D Secure challenge. Call failures are thrown (see depositFailureMessageOf).
 */
export function* depositPurchaseByCard(
  api: CardDepositPurchaseApi,
  purchase: CardDepositPurchase,
): Effects<CardDepositPurchaseOutcome> {
  const { fundId, csc } = (yield call(cardFundOf, api, purchase.card)) as {
    fundId: string;
    csc: string | null;
  };
  const request: DepositPurchaseInput = {
    type: purchase.type,
    deposit: {
      amount: purchase.amountDollars,
      checkout: true,
      customerFundId: fundId,
      strongCustomerAuthentication: strongCustomerAuthenticationOf(
        api.browserFacts(),
        api.origin(),
      ),
      ...(csc ? { csc } : {}),
    },
    purchase: purchase.purchase,
  };
  const answered = (yield call(
    withRetryOfAttempt,
    (attemptKey: string) => api.depositPurchase(request, attemptKey, {}),
    purchase.idempotencyKey,
  )) as DepositView;
  const deposit = (yield call(
    followDeposit,
    {
      fetchDeposit: api.fetchDeposit,
      isSettled: isDepositPurchaseSettled,
      challengeRequired: purchase.challengeRequired,
      challengeReturnedType: purchase.challengeReturnedType,
      challengeClosedType: purchase.challengeClosedType,
    },
    answered,
  )) as DepositView | null;
  if (!deposit) return { outcome: 'abandoned' };
  if (deposit.status === 'success' && deposit.checkoutId) {
    return { outcome: 'purchased', checkoutId: deposit.checkoutId, deposit };
  }
  return {
    outcome: 'failed',
    message: deposit.failureMessage ?? deposit.checkoutFailureMessage ?? depositFailedFallback,
  };
}
