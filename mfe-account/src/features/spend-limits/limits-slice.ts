import type { UnknownAction } from 'redux';
import { type Precommitment, type SpendLimits } from 'shared-kernel/contract/limits';
import { type LimitTarget } from './limit-text';

type LoadStatus = 'loading' | 'loaded' | 'failed';

/** The one amount form open on the screen (set or change a limit). */
export interface LimitFormState {
  target: LimitTarget;
  status: 'editing' | 'submitting';
  /** The server's message for the amount, shown on the field. */
  fieldError: string | null;
  /** A refusal that names no field, shown above the form. */
  error: string | null;
}

export interface LimitsState {
  spendLimits: { status: LoadStatus; value: SpendLimits | null; failureStatus: number | null };
  precommitment: {
    status: LoadStatus;
    value: Precommitment | null;
    failureStatus: number | null;
  };
  form: LimitFormState | null;
  /** The limit whose removal or cancelled change is on its way. */
  busyTarget: LimitTarget | null;
  /** What the screen says under a limit after a change. */
  notice: { target: LimitTarget; text: string } | null;
}

export const initialLimitsState: LimitsState = {
  spendLimits: { status: 'loading', value: null, failureStatus: null },
  precommitment: { status: 'loading', value: null, failureStatus: null },
  form: null,
  busyTarget: null,
  notice: null,
};

/** An amount for a limit, in dollars; `isNew` when the limit does not exist yet. */
export interface LimitAmountSubmission {
  target: LimitTarget;
  amount: number;
  isNew: boolean;
}

export type LimitsAction =
  | { type: 'limits/spendLimitsOpened' }
  | { type: 'limits/spendLimitsLoaded'; payload: SpendLimits }
  | { type: 'limits/spendLimitsLoadFailed'; payload: { status: number | null } }
  | { type: 'limits/precommitmentOpened' }
  | { type: 'limits/precommitmentLoaded'; payload: Precommitment }
  | { type: 'limits/precommitmentLoadFailed'; payload: { status: number | null } }
  | { type: 'limits/formOpened'; payload: { target: LimitTarget } }
  | { type: 'limits/formClosed' }
  | { type: 'limits/amountSubmitted'; payload: LimitAmountSubmission }
  | { type: 'limits/amountRefused'; payload: { fieldError: string | null; error: string | null } }
  | { type: 'limits/removeConfirmed'; payload: { target: LimitTarget; id: string } }
  | { type: 'limits/changeCancelRequested'; payload: { target: LimitTarget; id: string } }
  | { type: 'limits/limitChanged'; payload: { target: LimitTarget; notice: string } }
  | { type: 'limits/limitChangeFailed' };

export const spendLimitsOpened = (): LimitsAction => ({ type: 'limits/spendLimitsOpened' });
export const spendLimitsLoaded = (overview: SpendLimits): LimitsAction => ({
  type: 'limits/spendLimitsLoaded',
  payload: overview,
});
export const spendLimitsLoadFailed = (status: number | null): LimitsAction => ({
  type: 'limits/spendLimitsLoadFailed',
  payload: { status },
});
export const precommitmentOpened = (): LimitsAction => ({ type: 'limits/precommitmentOpened' });
export const precommitmentLoaded = (standing: Precommitment): LimitsAction => ({
  type: 'limits/precommitmentLoaded',
  payload: standing,
});
export const precommitmentLoadFailed = (status: number | null): LimitsAction => ({
  type: 'limits/precommitmentLoadFailed',
  payload: { status },
});
export const limitFormOpened = (target: LimitTarget): LimitsAction => ({
  type: 'limits/formOpened',
  payload: { target },
});
export const limitFormClosed = (): LimitsAction => ({ type: 'limits/formClosed' });
export const limitAmountSubmitted = (submission: LimitAmountSubmission): LimitsAction => ({
  type: 'limits/amountSubmitted',
  payload: submission,
});
export const limitAmountRefused = (
  fieldError: string | null,
  error: string | null,
): LimitsAction => ({ type: 'limits/amountRefused', payload: { fieldError, error } });
export const limitRemoveConfirmed = (target: LimitTarget, id: string): LimitsAction => ({
  type: 'limits/removeConfirmed',
  payload: { target, id },
});
export const limitChangeCancelRequested = (target: LimitTarget, id: string): LimitsAction => ({
  type: 'limits/changeCancelRequested',
  payload: { target, id },
});
export const limitChanged = (target: LimitTarget, notice: string): LimitsAction => ({
  type: 'limits/limitChanged',
  payload: { target, notice },
});
export const limitChangeFailed = (): LimitsAction => ({ type: 'limits/limitChangeFailed' });

function isLimitsAction(action: UnknownAction): action is LimitsAction {
  return action.type.startsWith('limits/');
}

export function limitsReducer(
  state: LimitsState = initialLimitsState,
  action: UnknownAction,
): LimitsState {
  if (!isLimitsAction(action)) return state;
  switch (action.type) {
    case 'limits/spendLimitsOpened':
      return {
        ...state,
        spendLimits: { ...state.spendLimits, status: 'loading' },
        form: null,
        notice: null,
      };
    case 'limits/spendLimitsLoaded':
      return {
        ...state,
        spendLimits: { status: 'loaded', value: action.payload, failureStatus: null },
      };
    case 'limits/spendLimitsLoadFailed':
      return {
        ...state,
        spendLimits: {
          ...state.spendLimits,
          status: 'failed',
          failureStatus: action.payload.status,
        },
      };
    case 'limits/precommitmentOpened':
      return {
        ...state,
        precommitment: { ...state.precommitment, status: 'loading' },
        form: null,
        notice: null,
      };
    case 'limits/precommitmentLoaded':
      return {
        ...state,
        precommitment: { status: 'loaded', value: action.payload, failureStatus: null },
      };
    case 'limits/precommitmentLoadFailed':
      return {
        ...state,
        precommitment: {
          ...state.precommitment,
          status: 'failed',
          failureStatus: action.payload.status,
        },
      };
    case 'limits/formOpened':
      return {
        ...state,
        form: { target: action.payload.target, status: 'editing', fieldError: null, error: null },
        notice: null,
      };
    case 'limits/formClosed':
      return { ...state, form: null };
    case 'limits/amountSubmitted':
      return state.form
        ? { ...state, form: { ...state.form, status: 'submitting', fieldError: null, error: null } }
        : state;
    case 'limits/amountRefused':
      return state.form
        ? { ...state, form: { ...state.form, status: 'editing', ...action.payload } }
        : state;
    case 'limits/removeConfirmed':
    case 'limits/changeCancelRequested':
      return { ...state, busyTarget: action.payload.target, notice: null };
    case 'limits/limitChanged':
      // A saved amount closes its form (the form's success: reset).
      return {
        ...state,
        form: null,
        busyTarget: null,
        notice: { target: action.payload.target, text: action.payload.notice },
      };
    case 'limits/limitChangeFailed':
      return { ...state, busyTarget: null };
    default:
      return state;
  }
}

interface StateWithLimits {
  limits: LimitsState;
}

export const selectLimits = (state: StateWithLimits) => state.limits;
