import { type Action } from 'redux';
import { call, delay, put, race, take, type StrictEffect } from 'redux-saga/effects';
import { ApiError } from 'shared-kernel';
import {
  challengeWindowSizes,
  type CardAddInput,
  type CardDetails,
  type CardGatewayView,
  type CardToken,
  type ChallengeWindowSize,
  type DepositView,
  type FundView,
} from 'shared-kernel/contract/payments';
import { type CardChoice } from './card-form';
import { type ChallengeWindow } from './challenge-dialog';

// The deposit workflow of checkout and wallet alike (product.md §4 Payments): create the deposit,
// show the 3-D Secure challenge, follow the deposit until it is settled.

/** api.md §9: funding calls are debounced 500 ms (a double click pays once). */
export const fundingDebounceMs = 500;
/** How often a deposit is asked for again while the bank decides (and how many times at most). */
export const depositPollMs = 2_000;
export const depositPollsMax = 150;

/** api.md §8.2: a failed deposit without a server message. */
export const depositFailedFallback =
  "We're experiencing technical difficulties. Please reload the page to try again.";

/** A 3-D Secure challenge of one deposit. */
export interface DepositChallenge extends ChallengeWindow {
  depositId: string;
}

type Effects<Result = void> = Generator<StrictEffect, Result, unknown>;

/** api.md §8.2 "Failed deposit": the server's first message, else the fallback. */
export function depositFailureMessageOf(error: unknown): string {
  if (error instanceof ApiError && error.isResponse) {
    return error.messages.find((message) => message.message)?.message ?? depositFailedFallback;
  }
  // A deposit answer that is not a deposit (api.md §8.2 'Received invalid deposit response…').
  if (error instanceof ApiError && error.status === 422) return error.message;
  return depositFailedFallback;
}

/** The challenge window the bank asked for; an unknown size shows as Medium. */
export function challengeWindowSizeOf(value: string): ChallengeWindowSize {
  return (challengeWindowSizes as readonly string[]).includes(value)
    ? (value as ChallengeWindowSize)
    : 'Medium';
}

/**
 * A money-moving call with one idempotency key: a call that got no answer (network) is sent once
 * more with the same key, so the services move the money at most once.
 */
export function* withRetryOfAttempt<Result>(
  send: (key: string) => Promise<Result>,
  key: string,
): Effects<Result> {
  try {
    return (yield call(send, key)) as Result;
  } catch (error) {
    // api.md §8.1: client-side failures of the network (timeouts, lost connections) are 408.
    const isLostOnTheWay = error instanceof ApiError && !error.isResponse && error.status === 408;
    if (isLostOnTheWay) return (yield call(send, key)) as Result;
    throw error;
  }
}

/** The calls that turn a new card into a saved fund (gateway tokenisation, then saving it). */
export interface CardFundingApi {
  fetchCardGateways: (options: { signal?: AbortSignal }) => Promise<string[]>;
  fetchCardGateway: (
    gateway: string,
    options: { signal?: AbortSignal },
  ) => Promise<CardGatewayView>;
  tokeniseCard: (
    card: CardDetails,
    tokenisationUrl: string | null,
    options: { signal?: AbortSignal },
  ) => Promise<CardToken>;
  addCard: (
    gateway: string,
    card: CardAddInput,
    options: { signal?: AbortSignal },
  ) => Promise<FundView>;
}

/** The card's fund and security code: a new card is tokenised by the gateway and saved first. */
export function* cardFundOf(
  api: CardFundingApi,
  card: CardChoice,
): Effects<{ fundId: string; csc: string | null }> {
  if (card.kind === 'saved') return { fundId: card.fundId, csc: card.csc };
  const gateways = (yield call(api.fetchCardGateways, {})) as string[];
  const gateway = gateways[0] ?? 'test';
  const details = (yield call(api.fetchCardGateway, gateway, {})) as CardGatewayView;
  const token = (yield call(
    api.tokeniseCard,
    {
      number: card.number,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      csc: card.csc,
    },
    details.tokenisationUrl,
    {},
  )) as CardToken;
  const fund = (yield call(
    api.addCard,
    gateway,
    { token: token.token, name: card.name.trim() },
    {},
  )) as FundView;
  return { fundId: fund.id, csc: card.csc };
}

/** How a deposit is followed, and the caller's own events of its challenge. */
export interface DepositFollowing {
  fetchDeposit: (depositId: string, options: { signal?: AbortSignal }) => Promise<DepositView>;
  /** Whether the deposit has come to its end (default: success or failed). */
  isSettled?: (deposit: DepositView) => boolean;
  /** The event that shows the challenge dialog. */
  challengeRequired: (challenge: DepositChallenge) => Action;
  /** The event of the challenge frame arriving back on /3ds/notify. */
  challengeReturnedType: string;
  /** The event of the customer closing the challenge before the bank was done. */
  challengeClosedType: string;
}

const isSettledByDefault = (deposit: DepositView) =>
  deposit.status === 'success' || deposit.status === 'failed';

/**
 * Follows a deposit to its end: a 3-D Secure challenge is shown until its window returns to
 * /3ds/notify (or the poll sees the deposit settle); pending deposits are asked for again.
 * Answers null when the customer closed the challenge.
 */
export function* followDeposit(
  following: DepositFollowing,
  first: DepositView,
): Effects<DepositView | null> {
  const isSettled = following.isSettled ?? isSettledByDefault;
  let deposit = first;
  for (let poll = 0; poll < depositPollsMax; poll += 1) {
    if (isSettled(deposit)) return deposit;
    if (deposit.status === 'challenge_required' && deposit.challenge) {
      yield put(
        following.challengeRequired({
          depositId: deposit.depositId,
          url: deposit.challenge.url,
          windowSize: challengeWindowSizeOf(deposit.challenge.windowSize),
        }),
      );
      const outcome = (yield race({
        returned: take(following.challengeReturnedType),
        closed: take(following.challengeClosedType),
        tick: delay(depositPollMs),
      })) as { closed?: unknown };
      if (outcome.closed) return null;
    } else {
      yield delay(depositPollMs);
    }
    deposit = (yield call(following.fetchDeposit, deposit.depositId, {})) as DepositView;
  }
  return deposit;
}
