import { call, getContext, put, type StrictEffect } from 'redux-saga/effects';
import { isApiError, type Bus } from 'shared-kernel';
import { hasCapabilities, type CapabilityName } from 'shared-kernel/contract/platform';
import {
  type Session,
  type SharesAdded,
  socialErrorCodes,
  socialMessages,
} from 'shared-kernel/contract/social';
import { type LottoPartyApi } from './lotto-party-api';
import { type ServerFieldError } from './server-field-errors';

export type Effects<Result = void> = Generator<StrictEffect, Result, unknown>;

/** Who is looking, and whether their segment has Lotto Party (social syndicates). */
export interface Access {
  isSignedIn: boolean;
  isAvailable: boolean;
}

export function* lottoPartyApi(): Effects<LottoPartyApi> {
  return (yield getContext('lottoParty')) as LottoPartyApi;
}

/** Read before any Lotto Party call: without the capability nothing is asked of the service. */
export function* accessOf(): Effects<Access> {
  const api = yield* lottoPartyApi();
  const capabilities = (yield call(api.whenCapabilitiesKnown)) as CapabilityName[];
  return {
    isSignedIn: api.isSignedIn(),
    isAvailable: hasCapabilities(capabilities, 'social_syndicates'),
  };
}

export const failureStatusOf = (error: unknown): number | null =>
  isApiError(error) ? error.status : null;

/** A failure the customer reads on a field of the form, with the value it was about. */
export interface FieldRefusal {
  field: string;
  message: string;
}

/**
 * The server's refusal as a field error: a message the server targeted at a field of `fields`,
 * else the field the refusal's code is about. Null for anything else (a failure, not a refusal).
 */
export function fieldRefusalOf(
  error: unknown,
  fieldsByCode: Readonly<Record<string, string>>,
  fields: readonly string[],
): FieldRefusal | null {
  if (!isApiError(error) || !error.isResponse || error.status >= 500) return null;
  const targeted = Object.entries(error.fieldErrors).find(([field]) => fields.includes(field));
  if (targeted) return { field: targeted[0], message: targeted[1] };
  const code = error.code ?? error.errorId;
  const field = code ? fieldsByCode[code] : undefined;
  return field ? { field, message: error.message } : null;
}

/** api.md §8.2: 'Something went wrong', shown until the customer dismisses it (product.md §4). */
export function* notifySomethingWentWrong(): Effects {
  const bus = (yield getContext('bus')) as Bus;
  bus.publish('notification/requested', {
    message: socialMessages.somethingWentWrong,
    level: 'error',
    isAutoDismissed: false,
  });
}

/**
 * Puts shares of a session in the customer's cart and tells the other packages (the nav bar's
 * count) that the cart changed. Checkout comes next.
 */
function* buySharesInCart(
  sessionId: string,
  numShares: number,
  inviteToken?: string,
): Effects<SharesAdded> {
  const api = yield* lottoPartyApi();
  const bus = (yield getContext('bus')) as Bus;
  const purchase = inviteToken ? { numShares, inviteToken } : { numShares };
  const added = (yield call(api.buyShares, sessionId, purchase)) as SharesAdded;
  try {
    const itemCount = (yield call(api.fetchCartItemCount)) as number;
    bus.publish('cart/changed', { itemCount });
  } catch {
    // The cart page reads the cart itself; only the nav bar's count waits for the next change.
  }
  return added;
}

/** The events a feature's store hears of a purchase of shares. */
export interface SharePurchaseEvents<Action> {
  added: (session: Session) => Action;
  refused: (errors: ServerFieldError[]) => Action;
  failed: () => Action;
}

const shareFieldsByCode: Record<string, string> = {
  [socialErrorCodes.sharesUnavailable]: 'numShares',
  [socialErrorCodes.drawClosed]: 'numShares',
};

/**
 * Buys shares of a session for the cart: the session as it now stands, else the server's refusal
 * on the number of shares, else 'Something went wrong'.
 */
export function* buyShares<Action extends { type: string }>(
  purchase: { sessionId: string; numShares: number; inviteToken?: string },
  events: SharePurchaseEvents<Action>,
): Effects {
  const { sessionId, numShares, inviteToken } = purchase;
  try {
    const added = (yield call(buySharesInCart, sessionId, numShares, inviteToken)) as SharesAdded;
    yield put(events.added(added.session));
  } catch (error) {
    const refusal = fieldRefusalOf(error, shareFieldsByCode, ['numShares']);
    if (refusal) {
      yield put(events.refused([{ ...refusal, value: String(numShares) }]));
      return;
    }
    yield put(events.failed());
    yield call(notifySomethingWentWrong);
  }
}
