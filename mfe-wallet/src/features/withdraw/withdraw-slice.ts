import type { UnknownAction } from 'redux';
import { type Money } from 'shared-kernel/contract/money';
import { type PaymentMethodView, type WithdrawalMethodCode } from 'shared-kernel/contract/payments';
import { type WithdrawalInput, type WithdrawalView } from 'shared-kernel/contract/withdrawals';
import { type CauseChoice } from './withdraw-api';

type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface WithdrawState {
  /** What the withdraw form needs: what may be withdrawn, and where to. */
  form: {
    status: LoadStatus;
    withdrawable: Money | null;
    methods: PaymentMethodView[];
    causes: CauseChoice[];
    isVerified: boolean;
  };
  /** product.md §4 "Withdrawal: started, succeeded or failed"; a reset clears it. */
  submission: {
    status: 'idle' | 'started' | 'succeeded' | 'failed';
    withdrawalId: string | null;
    /** The method of the failed withdrawal. */
    methodCode: WithdrawalMethodCode | null;
    error: string | null;
    fieldErrors: Record<string, string>;
    verificationRequired: boolean;
  };
  /** One withdrawal and the customer's latest ones, for the details and summary pages. */
  details: {
    status: LoadStatus;
    failureStatus: number | null;
    withdrawal: WithdrawalView | null;
    withdrawals: WithdrawalView[];
    total: number;
  };
}

export const initialWithdrawState: WithdrawState = {
  form: { status: 'idle', withdrawable: null, methods: [], causes: [], isVerified: true },
  submission: {
    status: 'idle',
    withdrawalId: null,
    methodCode: null,
    error: null,
    fieldErrors: {},
    verificationRequired: false,
  },
  details: { status: 'idle', failureStatus: null, withdrawal: null, withdrawals: [], total: 0 },
};

export type WithdrawAction =
  | { type: 'withdraw/pageOpened' }
  | {
      type: 'withdraw/pageLoaded';
      payload: Omit<WithdrawState['form'], 'status'>;
    }
  | { type: 'withdraw/pageLoadFailed' }
  | {
      type: 'withdraw/started';
      payload: { destinationId: string; input: WithdrawalInput; idempotencyKey: string };
    }
  | { type: 'withdraw/succeeded'; payload: { withdrawalId: string } }
  | {
      type: 'withdraw/failed';
      payload: {
        methodCode: WithdrawalMethodCode;
        error: string | null;
        fieldErrors: Record<string, string>;
        verificationRequired: boolean;
      };
    }
  | { type: 'withdraw/reset' }
  | { type: 'withdraw/detailsOpened'; payload: { withdrawalId: string } }
  | {
      type: 'withdraw/detailsLoaded';
      payload: { withdrawal: WithdrawalView; withdrawals: WithdrawalView[]; total: number };
    }
  | { type: 'withdraw/detailsLoadFailed'; payload: { status: number | null } };

export const withdrawPageOpened = (): WithdrawAction => ({ type: 'withdraw/pageOpened' });
export const withdrawPageLoaded = (
  payload: Omit<WithdrawState['form'], 'status'>,
): WithdrawAction => ({ type: 'withdraw/pageLoaded', payload });
export const withdrawPageLoadFailed = (): WithdrawAction => ({ type: 'withdraw/pageLoadFailed' });
export const withdrawalStarted = (
  destinationId: string,
  input: WithdrawalInput,
  idempotencyKey: string,
): WithdrawAction => ({
  type: 'withdraw/started',
  payload: { destinationId, input, idempotencyKey },
});
export const withdrawalSucceeded = (withdrawalId: string): WithdrawAction => ({
  type: 'withdraw/succeeded',
  payload: { withdrawalId },
});
export const withdrawalFailed = (
  payload: Extract<WithdrawAction, { type: 'withdraw/failed' }>['payload'],
): WithdrawAction => ({ type: 'withdraw/failed', payload });
export const withdrawalReset = (): WithdrawAction => ({ type: 'withdraw/reset' });
export const withdrawalDetailsOpened = (withdrawalId: string): WithdrawAction => ({
  type: 'withdraw/detailsOpened',
  payload: { withdrawalId },
});
export const withdrawalDetailsLoaded = (
  payload: Extract<WithdrawAction, { type: 'withdraw/detailsLoaded' }>['payload'],
): WithdrawAction => ({ type: 'withdraw/detailsLoaded', payload });
export const withdrawalDetailsLoadFailed = (status: number | null): WithdrawAction => ({
  type: 'withdraw/detailsLoadFailed',
  payload: { status },
});

const actionTypes: ReadonlySet<string> = new Set<WithdrawAction['type']>([
  'withdraw/pageOpened',
  'withdraw/pageLoaded',
  'withdraw/pageLoadFailed',
  'withdraw/started',
  'withdraw/succeeded',
  'withdraw/failed',
  'withdraw/reset',
  'withdraw/detailsOpened',
  'withdraw/detailsLoaded',
  'withdraw/detailsLoadFailed',
]);

function isWithdrawAction(action: UnknownAction): action is WithdrawAction {
  return actionTypes.has(action.type);
}

export function withdrawReducer(
  state: WithdrawState = initialWithdrawState,
  action: UnknownAction,
): WithdrawState {
  if (!isWithdrawAction(action)) return state;
  switch (action.type) {
    case 'withdraw/pageOpened':
      return { ...state, form: { ...state.form, status: 'loading' } };
    case 'withdraw/pageLoaded':
      return { ...state, form: { status: 'loaded', ...action.payload } };
    case 'withdraw/pageLoadFailed':
      return { ...state, form: { ...state.form, status: 'failed' } };
    case 'withdraw/started':
      return {
        ...state,
        submission: { ...initialWithdrawState.submission, status: 'started' },
      };
    case 'withdraw/succeeded':
      return {
        ...state,
        submission: {
          ...initialWithdrawState.submission,
          status: 'succeeded',
          withdrawalId: action.payload.withdrawalId,
        },
      };
    case 'withdraw/failed':
      return {
        ...state,
        submission: {
          ...initialWithdrawState.submission,
          status: 'failed',
          ...action.payload,
        },
      };
    case 'withdraw/reset':
      return { ...state, submission: initialWithdrawState.submission };
    case 'withdraw/detailsOpened':
      return {
        ...state,
        details: {
          ...state.details,
          status: 'loading',
          failureStatus: null,
          withdrawal:
            state.details.withdrawal?.id === action.payload.withdrawalId
              ? state.details.withdrawal
              : null,
        },
      };
    case 'withdraw/detailsLoaded':
      return {
        ...state,
        details: { status: 'loaded', failureStatus: null, ...action.payload },
      };
    case 'withdraw/detailsLoadFailed':
      return {
        ...state,
        details: { ...state.details, status: 'failed', failureStatus: action.payload.status },
      };
  }
}
