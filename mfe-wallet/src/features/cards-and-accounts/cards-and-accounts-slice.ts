import type { UnknownAction } from 'redux';
import { type BankAccountAddInput } from 'shared-kernel/contract/funds';
import { type FundView, type PaymentMethodView } from 'shared-kernel/contract/payments';
import { type NewCard } from './cards-and-accounts-api';

export type FundForm = 'card' | 'bank' | 'paypal';

/** The form being sent, and what the server said about it. */
export interface FormSubmission {
  form: FundForm;
  status: 'sending' | 'failed';
  message: string | null;
  /** The server's field errors, keyed by the form's fields (bankCode, accountNumber…). */
  fieldErrors: Record<string, string>;
}

export interface CardsAndAccountsState {
  status: 'loading' | 'loaded' | 'failed';
  failureStatus: number | null;
  funds: FundView[];
  cardMethods: PaymentMethodView[];
  /** Whether the customer's segment lets them manage their funds (wallet_manage). */
  isManageable: boolean;
  openForm: FundForm | null;
  submission: FormSubmission | null;
  /** A default or delete on its way, by fund id. */
  busyFundId: string | null;
  notice: string | null;
}

export const initialCardsAndAccountsState: CardsAndAccountsState = {
  status: 'loading',
  failureStatus: null,
  funds: [],
  cardMethods: [],
  isManageable: true,
  openForm: null,
  submission: null,
  busyFundId: null,
  notice: null,
};

export type CardsAndAccountsAction =
  | { type: 'cardsAndAccounts/pageRequested' }
  | {
      type: 'cardsAndAccounts/pageLoaded';
      payload: { funds: FundView[]; cardMethods: PaymentMethodView[]; isManageable: boolean };
    }
  | { type: 'cardsAndAccounts/pageLoadFailed'; payload: { status: number | null } }
  | { type: 'cardsAndAccounts/formOpened'; payload: { form: FundForm } }
  | { type: 'cardsAndAccounts/formClosed' }
  | { type: 'cardsAndAccounts/cardSubmitted'; payload: NewCard }
  | { type: 'cardsAndAccounts/bankAccountSubmitted'; payload: BankAccountAddInput }
  | { type: 'cardsAndAccounts/payPalAccountSubmitted'; payload: { email: string } }
  | { type: 'cardsAndAccounts/fundAdded'; payload: { funds: FundView[]; notice: string } }
  | {
      type: 'cardsAndAccounts/fundAddFailed';
      payload: { message: string | null; fieldErrors: Record<string, string> };
    }
  | { type: 'cardsAndAccounts/defaultRequested'; payload: { fundId: string } }
  | { type: 'cardsAndAccounts/deleteConfirmed'; payload: { fundId: string } }
  | { type: 'cardsAndAccounts/fundsChanged'; payload: { funds: FundView[]; notice: string } }
  | { type: 'cardsAndAccounts/fundChangeFailed'; payload: { notice: string } };

export const pageRequested = (): CardsAndAccountsAction => ({
  type: 'cardsAndAccounts/pageRequested',
});
export const formOpened = (form: FundForm): CardsAndAccountsAction => ({
  type: 'cardsAndAccounts/formOpened',
  payload: { form },
});
export const formClosed = (): CardsAndAccountsAction => ({ type: 'cardsAndAccounts/formClosed' });
export const cardSubmitted = (card: NewCard): CardsAndAccountsAction => ({
  type: 'cardsAndAccounts/cardSubmitted',
  payload: card,
});
export const bankAccountSubmitted = (account: BankAccountAddInput): CardsAndAccountsAction => ({
  type: 'cardsAndAccounts/bankAccountSubmitted',
  payload: account,
});
export const payPalAccountSubmitted = (email: string): CardsAndAccountsAction => ({
  type: 'cardsAndAccounts/payPalAccountSubmitted',
  payload: { email },
});
export const defaultRequested = (fundId: string): CardsAndAccountsAction => ({
  type: 'cardsAndAccounts/defaultRequested',
  payload: { fundId },
});
export const deleteConfirmed = (fundId: string): CardsAndAccountsAction => ({
  type: 'cardsAndAccounts/deleteConfirmed',
  payload: { fundId },
});

function isCardsAndAccountsAction(value: UnknownAction): value is CardsAndAccountsAction {
  return value.type.startsWith('cardsAndAccounts/');
}

const formOfSubmission: Partial<Record<CardsAndAccountsAction['type'], FundForm>> = {
  'cardsAndAccounts/cardSubmitted': 'card',
  'cardsAndAccounts/bankAccountSubmitted': 'bank',
  'cardsAndAccounts/payPalAccountSubmitted': 'paypal',
};

export function cardsAndAccountsReducer(
  state: CardsAndAccountsState = initialCardsAndAccountsState,
  incoming: UnknownAction,
): CardsAndAccountsState {
  if (!isCardsAndAccountsAction(incoming)) return state;
  const submitted = formOfSubmission[incoming.type];
  if (submitted) {
    return {
      ...state,
      submission: { form: submitted, status: 'sending', message: null, fieldErrors: {} },
    };
  }
  switch (incoming.type) {
    case 'cardsAndAccounts/pageRequested':
      return state.status === 'loaded' ? state : { ...state, status: 'loading' };
    case 'cardsAndAccounts/pageLoaded':
      return { ...state, status: 'loaded', failureStatus: null, ...incoming.payload };
    case 'cardsAndAccounts/pageLoadFailed':
      return { ...state, status: 'failed', failureStatus: incoming.payload.status };
    case 'cardsAndAccounts/formOpened':
      return { ...state, openForm: incoming.payload.form, submission: null, notice: null };
    case 'cardsAndAccounts/formClosed':
      return { ...state, openForm: null, submission: null };
    case 'cardsAndAccounts/fundAdded':
      return { ...state, ...incoming.payload, openForm: null, submission: null };
    case 'cardsAndAccounts/fundAddFailed':
      return state.submission
        ? { ...state, submission: { ...state.submission, status: 'failed', ...incoming.payload } }
        : state;
    case 'cardsAndAccounts/defaultRequested':
    case 'cardsAndAccounts/deleteConfirmed':
      return { ...state, busyFundId: incoming.payload.fundId, notice: null };
    case 'cardsAndAccounts/fundsChanged':
      return { ...state, ...incoming.payload, busyFundId: null };
    case 'cardsAndAccounts/fundChangeFailed':
      return { ...state, busyFundId: null, notice: incoming.payload.notice };
    default:
      return state;
  }
}

export const selectCardsAndAccounts = (state: { cardsAndAccounts: CardsAndAccountsState }) =>
  state.cardsAndAccounts;
