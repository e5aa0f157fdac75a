import {
  all,
  call,
  getContext,
  put,
  takeLatest,
  takeLeading,
  type StrictEffect,
} from 'redux-saga/effects';
import { errorMessageFallback, isApiError } from 'shared-kernel';
import { type FundView, type PaymentMethodView } from 'shared-kernel/contract/payments';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { type CardsAndAccountsApi } from './cards-and-accounts-api';
import { type CardsAndAccountsAction } from './cards-and-accounts-slice';

type Saga = Generator<StrictEffect, void, unknown>;
type ActionOf<Type extends CardsAndAccountsAction['type']> = Extract<
  CardsAndAccountsAction,
  { type: Type }
>;

const failureStatusOf = (error: unknown): number | null =>
  isApiError(error) ? error.status : null;

/** The server's own sentence when it gave one; api.md §8.2 PayPal fund add: 'Something went wrong'. */
function messageOf(error: unknown): string {
  if (isApiError(error) && error.isResponse && error.status < 500) return error.message;
  return errorMessageFallback;
}

export const fundNotices = {
  card: 'Your card was added.',
  bank: 'Your bank account was added.',
  paypal: 'Your PayPal account was linked.',
  defaulted: 'Your default was changed.',
  deleted: 'It was deleted.',
} as const;

function* loadPage(): Saga {
  const api = (yield getContext('cardsAndAccountsApi')) as CardsAndAccountsApi;
  try {
    const [funds, cardMethods, capabilities] = (yield all([
      call(api.fetchFunds),
      call(api.fetchCardMethods),
      call(api.fetchCapabilities),
    ])) as [FundView[], PaymentMethodView[], CapabilityName[]];
    yield put({
      type: 'cardsAndAccounts/pageLoaded',
      payload: { funds, cardMethods, isManageable: capabilities.includes('wallet_manage') },
    });
  } catch (error) {
    yield put({
      type: 'cardsAndAccounts/pageLoadFailed',
      payload: { status: failureStatusOf(error) },
    });
  }
}

function* addFund(add: () => Promise<FundView>, notice: string, api: CardsAndAccountsApi): Saga {
  try {
    yield call(add);
    const funds = (yield call(api.fetchFunds)) as FundView[];
    yield put({ type: 'cardsAndAccounts/fundAdded', payload: { funds, notice } });
  } catch (error) {
    const fieldErrors = isApiError(error) ? error.fieldErrors : {};
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    yield put({
      type: 'cardsAndAccounts/fundAddFailed',
      payload: { message: hasFieldErrors ? null : messageOf(error), fieldErrors },
    });
  }
}

function* addCard(action: ActionOf<'cardsAndAccounts/cardSubmitted'>): Saga {
  const api = (yield getContext('cardsAndAccountsApi')) as CardsAndAccountsApi;
  yield call(addFund, () => api.addCard(action.payload), fundNotices.card, api);
}

function* addBankAccount(action: ActionOf<'cardsAndAccounts/bankAccountSubmitted'>): Saga {
  const api = (yield getContext('cardsAndAccountsApi')) as CardsAndAccountsApi;
  yield call(addFund, () => api.addBankAccount(action.payload), fundNotices.bank, api);
}

function* addPayPalAccount(action: ActionOf<'cardsAndAccounts/payPalAccountSubmitted'>): Saga {
  const api = (yield getContext('cardsAndAccountsApi')) as CardsAndAccountsApi;
  yield call(addFund, () => api.addPayPalAccount(action.payload.email), fundNotices.paypal, api);
}

function* changeFund(
  action: ActionOf<'cardsAndAccounts/defaultRequested' | 'cardsAndAccounts/deleteConfirmed'>,
): Saga {
  const api = (yield getContext('cardsAndAccountsApi')) as CardsAndAccountsApi;
  const isDelete = action.type === 'cardsAndAccounts/deleteConfirmed';
  try {
    const funds = (yield call(
      isDelete ? api.deleteFund : api.makeDefault,
      action.payload.fundId,
    )) as FundView[];
    const notice = isDelete ? fundNotices.deleted : fundNotices.defaulted;
    yield put({ type: 'cardsAndAccounts/fundsChanged', payload: { funds, notice } });
  } catch (error) {
    yield put({ type: 'cardsAndAccounts/fundChangeFailed', payload: { notice: messageOf(error) } });
  }
}

/**
 * Loading: the latest request wins. Adding, defaulting and deleting: one at a time (takeLeading),
 * so a double click sends one call.
 */
export function* watchCardsAndAccounts(): Saga {
  yield all([
    takeLatest('cardsAndAccounts/pageRequested', loadPage),
    takeLeading('cardsAndAccounts/cardSubmitted', addCard),
    takeLeading('cardsAndAccounts/bankAccountSubmitted', addBankAccount),
    takeLeading('cardsAndAccounts/payPalAccountSubmitted', addPayPalAccount),
    takeLeading(
      ['cardsAndAccounts/defaultRequested', 'cardsAndAccounts/deleteConfirmed'],
      changeFund,
    ),
  ]);
}
