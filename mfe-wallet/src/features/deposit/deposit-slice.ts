import type { UnknownAction } from 'redux';
import { type CardChoice, type DepositChallenge } from 'remote-kit';
import { type Money } from 'shared-kernel/contract/money';
import {
  type DepositMethodCode,
  type DepositView,
  type PaymentMethodView,
} from 'shared-kernel/contract/payments';

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** One deposit as the customer asked for it. */
export interface DepositRequest {
  method: DepositMethodCode;
  /** Dollars as typed and checked: '50', '12.50'. */
  amount: string;
  /** cc: the saved card or the new card. */
  card?: CardChoice;
  /** dd: the verified bank account debited. */
  fundId?: string;
  /** ap, gp, pl: the gateway the method goes through. */
  gatewayKey?: string;
}

/**
 * product.md §4 Payments: a deposit is being made (and its 3-D Secure challenge answered), then
 * succeeded, pending (a bank deposit waiting for the customer's payment) or failed.
 */
export type DepositSubmissionStatus = 'idle' | 'depositing' | 'succeeded' | 'pending' | 'failed';

export interface DepositState {
  form: {
    status: LoadStatus;
    failureStatus: number | null;
    balance: Money | null;
    methods: PaymentMethodView[];
  };
  submission: {
    status: DepositSubmissionStatus;
    error: string | null;
    fieldErrors: Record<string, string>;
    deposit: DepositView | null;
  };
  /** The challenge shown now, of a new deposit or of one resumed. */
  challenge: DepositChallenge | null;
  /** One deposit, for its details, receipt, authorisation and cancel pages. */
  details: {
    status: LoadStatus;
    failureStatus: number | null;
    depositId: string | null;
    deposit: DepositView | null;
    /** What the customer asked of it last on this page (resume, cancel) and how that went. */
    action: 'none' | 'resuming' | 'cancelling' | 'cancelled';
    error: string | null;
  };
}

export const initialDepositState: DepositState = {
  form: { status: 'idle', failureStatus: null, balance: null, methods: [] },
  submission: { status: 'idle', error: null, fieldErrors: {}, deposit: null },
  challenge: null,
  details: {
    status: 'idle',
    failureStatus: null,
    depositId: null,
    deposit: null,
    action: 'none',
    error: null,
  },
};

export const depositPageOpened = () => ({ type: 'deposit/pageOpened' as const });
export const depositPageLoaded = (payload: {
  balance: Money | null;
  methods: PaymentMethodView[];
}) => ({
  type: 'deposit/pageLoaded' as const,
  payload,
});
export const depositPageLoadFailed = (status: number | null) => ({
  type: 'deposit/pageLoadFailed' as const,
  payload: { status },
});
/** The customer asked for a deposit (debounced: one deposit per burst of clicks). */
export const depositSubmitted = (request: DepositRequest) => ({
  type: 'deposit/submitted' as const,
  payload: { request },
});
export const depositStarted = () => ({ type: 'deposit/started' as const });
export const depositChallengeRequired = (challenge: DepositChallenge) => ({
  type: 'deposit/challengeRequired' as const,
  payload: { challenge },
});
/** The challenge window came back to /3ds/notify. */
export const depositChallengeReturned = () => ({ type: 'deposit/challengeReturned' as const });
export const depositChallengeClosed = () => ({ type: 'deposit/challengeClosed' as const });
export const depositSucceeded = (deposit: DepositView) => ({
  type: 'deposit/succeeded' as const,
  payload: { deposit },
});
/** A bank deposit now waits for the customer's payment (message code deposit_pending). */
export const depositPendingReceived = (deposit: DepositView) => ({
  type: 'deposit/pendingReceived' as const,
  payload: { deposit },
});
export const depositFailed = (message: string, fieldErrors: Record<string, string> = {}) => ({
  type: 'deposit/failed' as const,
  payload: { message, fieldErrors },
});
export const depositReset = () => ({ type: 'deposit/reset' as const });
export const depositDetailsOpened = (depositId: string) => ({
  type: 'deposit/detailsOpened' as const,
  payload: { depositId },
});
export const depositDetailsLoaded = (deposit: DepositView) => ({
  type: 'deposit/detailsLoaded' as const,
  payload: { deposit },
});
export const depositDetailsLoadFailed = (status: number | null) => ({
  type: 'deposit/detailsLoadFailed' as const,
  payload: { status },
});
/** Finish a deposit awaiting 3-D Secure or PayPal. */
export const depositResumeRequested = (depositId: string) => ({
  type: 'deposit/resumeRequested' as const,
  payload: { depositId },
});
export const depositCancelRequested = (depositId: string) => ({
  type: 'deposit/cancelRequested' as const,
  payload: { depositId },
});
export const depositCancelled = (deposit: DepositView) => ({
  type: 'deposit/cancelled' as const,
  payload: { deposit },
});
export const depositActionFailed = (message: string) => ({
  type: 'deposit/actionFailed' as const,
  payload: { message },
});

export type DepositAction = ReturnType<
  | typeof depositPageOpened
  | typeof depositPageLoaded
  | typeof depositPageLoadFailed
  | typeof depositSubmitted
  | typeof depositStarted
  | typeof depositChallengeRequired
  | typeof depositChallengeReturned
  | typeof depositChallengeClosed
  | typeof depositSucceeded
  | typeof depositPendingReceived
  | typeof depositFailed
  | typeof depositReset
  | typeof depositDetailsOpened
  | typeof depositDetailsLoaded
  | typeof depositDetailsLoadFailed
  | typeof depositResumeRequested
  | typeof depositCancelRequested
  | typeof depositCancelled
  | typeof depositActionFailed
>;

function withDetails(state: DepositState, details: Partial<DepositState['details']>): DepositState {
  return { ...state, details: { ...state.details, ...details } };
}

export function depositReducer(
  state: DepositState = initialDepositState,
  action: UnknownAction,
): DepositState {
  const event = action as DepositAction;
  switch (event.type) {
    case 'deposit/pageOpened':
      return { ...state, form: { ...state.form, status: 'loading', failureStatus: null } };
    case 'deposit/pageLoaded':
      return { ...state, form: { status: 'loaded', failureStatus: null, ...event.payload } };
    case 'deposit/pageLoadFailed':
      return {
        ...state,
        form: { ...state.form, status: 'failed', failureStatus: event.payload.status },
      };
    case 'deposit/started':
      return {
        ...state,
        submission: { ...initialDepositState.submission, status: 'depositing' },
        challenge: null,
      };
    case 'deposit/challengeRequired':
      return { ...state, challenge: event.payload.challenge };
    case 'deposit/challengeReturned':
    case 'deposit/challengeClosed':
      return { ...state, challenge: null };
    case 'deposit/succeeded':
      return {
        ...state,
        submission: {
          ...initialDepositState.submission,
          status: 'succeeded',
          deposit: event.payload.deposit,
        },
        challenge: null,
      };
    case 'deposit/pendingReceived':
      return {
        ...state,
        submission: {
          ...initialDepositState.submission,
          status: 'pending',
          deposit: event.payload.deposit,
        },
      };
    case 'deposit/failed':
      return {
        ...state,
        submission: {
          ...initialDepositState.submission,
          status: 'failed',
          error: event.payload.message,
          fieldErrors: event.payload.fieldErrors,
        },
        challenge: null,
      };
    case 'deposit/reset':
      return { ...state, submission: initialDepositState.submission, challenge: null };
    case 'deposit/detailsOpened':
      return withDetails(state, {
        status: 'loading',
        failureStatus: null,
        depositId: event.payload.depositId,
        deposit:
          state.details.deposit?.depositId === event.payload.depositId
            ? state.details.deposit
            : null,
        action: 'none',
        error: null,
      });
    case 'deposit/detailsLoaded':
      return withDetails(state, {
        status: 'loaded',
        depositId: event.payload.deposit.depositId,
        deposit: event.payload.deposit,
        action: state.details.action === 'cancelling' ? 'cancelled' : 'none',
      });
    case 'deposit/detailsLoadFailed':
      return withDetails(state, { status: 'failed', failureStatus: event.payload.status });
    case 'deposit/resumeRequested':
      return withDetails(state, { action: 'resuming', error: null });
    case 'deposit/cancelRequested':
      return withDetails(state, {
        depositId: event.payload.depositId,
        action: 'cancelling',
        error: null,
      });
    case 'deposit/cancelled':
      return withDetails(state, {
        status: 'loaded',
        deposit: event.payload.deposit,
        action: 'cancelled',
      });
    case 'deposit/actionFailed':
      return withDetails(state, { action: 'none', error: event.payload.message });
    default:
      return state;
  }
}
