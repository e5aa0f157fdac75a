import type { UnknownAction } from 'redux';
import { type CardChoice, type DepositChallenge } from 'remote-kit';
import { type Money } from 'shared-kernel/contract/money';
import { type MembershipEntryView } from 'shared-kernel/contract/membership';
import { type PaymentMethodView } from 'shared-kernel/contract/payments';

/** What the page shows before paying: the price, the wallet and what is missing. */
export interface PremiumDepositSummary {
  membership: MembershipEntryView;
  price: Money;
  /** What the wallet can pay with now. */
  funds: Money;
  /** The cart's total due now (the premium item, and anything else waiting in it). */
  due: Money;
  /** What the deposit adds: the total due less the funds, in cents. */
  shortfallCents: number;
  methods: PaymentMethodView[];
}

export interface PremiumDepositState {
  /** signedOut: a visitor; unavailable: the segment may not buy premium (no call is made). */
  status: 'loading' | 'loaded' | 'failed' | 'signedOut' | 'unavailable';
  failureStatus: number | null;
  summary: PremiumDepositSummary | null;
  payment: { status: 'idle' | 'paying' | 'failed' | 'purchased'; error: string | null };
  challenge: DepositChallenge | null;
}

export const initialPremiumDepositState: PremiumDepositState = {
  status: 'loading',
  failureStatus: null,
  summary: null,
  payment: { status: 'idle', error: null },
  challenge: null,
};

export type PremiumDepositAction =
  | { type: 'premiumDeposit/pageOpened' }
  | { type: 'premiumDeposit/loaded'; payload: PremiumDepositSummary }
  | { type: 'premiumDeposit/loadFailed'; payload: { status: number | null } }
  | { type: 'premiumDeposit/signedOut' }
  | { type: 'premiumDeposit/unavailable' }
  | { type: 'premiumDeposit/cardSubmitted'; payload: { card: CardChoice } }
  | { type: 'premiumDeposit/paymentStarted' }
  | { type: 'premiumDeposit/challengeRequired'; payload: DepositChallenge }
  | { type: 'premiumDeposit/challengeReturned' }
  | { type: 'premiumDeposit/challengeClosed' }
  | { type: 'premiumDeposit/purchased' }
  | { type: 'premiumDeposit/paymentFailed'; payload: { message: string } };

export const premiumDepositPageOpened = (): PremiumDepositAction => ({
  type: 'premiumDeposit/pageOpened',
});
export const premiumDepositLoaded = (summary: PremiumDepositSummary): PremiumDepositAction => ({
  type: 'premiumDeposit/loaded',
  payload: summary,
});
export const premiumDepositLoadFailed = (status: number | null): PremiumDepositAction => ({
  type: 'premiumDeposit/loadFailed',
  payload: { status },
});
export const premiumDepositSignedOut = (): PremiumDepositAction => ({
  type: 'premiumDeposit/signedOut',
});
export const premiumDepositUnavailable = (): PremiumDepositAction => ({
  type: 'premiumDeposit/unavailable',
});
export const cardSubmitted = (card: CardChoice): PremiumDepositAction => ({
  type: 'premiumDeposit/cardSubmitted',
  payload: { card },
});
export const paymentStarted = (): PremiumDepositAction => ({
  type: 'premiumDeposit/paymentStarted',
});
export const challengeRequired = (challenge: DepositChallenge): PremiumDepositAction => ({
  type: 'premiumDeposit/challengeRequired',
  payload: challenge,
});
export const challengeReturned = (): PremiumDepositAction => ({
  type: 'premiumDeposit/challengeReturned',
});
export const challengeClosed = (): PremiumDepositAction => ({
  type: 'premiumDeposit/challengeClosed',
});
export const premiumPurchased = (): PremiumDepositAction => ({ type: 'premiumDeposit/purchased' });
export const paymentFailed = (message: string): PremiumDepositAction => ({
  type: 'premiumDeposit/paymentFailed',
  payload: { message },
});

function isPremiumDepositAction(action: UnknownAction): action is PremiumDepositAction {
  return action.type.startsWith('premiumDeposit/');
}

export function premiumDepositReducer(
  state: PremiumDepositState = initialPremiumDepositState,
  action: UnknownAction,
): PremiumDepositState {
  if (!isPremiumDepositAction(action)) return state;
  switch (action.type) {
    case 'premiumDeposit/pageOpened':
      return initialPremiumDepositState;
    case 'premiumDeposit/loaded':
      return { ...state, status: 'loaded', summary: action.payload };
    case 'premiumDeposit/loadFailed':
      return { ...state, status: 'failed', failureStatus: action.payload.status };
    case 'premiumDeposit/signedOut':
      return { ...state, status: 'signedOut' };
    case 'premiumDeposit/unavailable':
      return { ...state, status: 'unavailable' };
    case 'premiumDeposit/paymentStarted':
      return { ...state, payment: { status: 'paying', error: null }, challenge: null };
    case 'premiumDeposit/challengeRequired':
      return { ...state, challenge: action.payload };
    case 'premiumDeposit/challengeReturned':
    case 'premiumDeposit/challengeClosed':
      return { ...state, challenge: null };
    case 'premiumDeposit/purchased':
      return { ...state, payment: { status: 'purchased', error: null }, challenge: null };
    case 'premiumDeposit/paymentFailed':
      return {
        ...state,
        payment: { status: 'failed', error: action.payload.message },
        challenge: null,
      };
    default:
      return state;
  }
}

export const selectPremiumDeposit = (state: { premiumDeposit: PremiumDepositState }) =>
  state.premiumDeposit;
