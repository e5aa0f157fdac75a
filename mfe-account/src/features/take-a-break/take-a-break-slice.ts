import type { UnknownAction } from 'redux';
import { type PlayBreakState } from 'shared-kernel/contract/responsible-play';
import { type PlayBreakChoice } from './take-a-break-api';

export interface TakeABreakState {
  status: 'loading' | 'loaded' | 'failed';
  value: PlayBreakState | null;
  failureStatus: number | null;
  /** The choice waiting for the customer's confirmation (the dialog is open). */
  confirming: PlayBreakChoice | null;
  isStarting: boolean;
  /** Why the break did not start, shown above the choices. */
  error: string | null;
  /** What the screen says once a break started. */
  notice: string | null;
}

export const initialTakeABreakState: TakeABreakState = {
  status: 'loading',
  value: null,
  failureStatus: null,
  confirming: null,
  isStarting: false,
  error: null,
  notice: null,
};

export type TakeABreakAction =
  | { type: 'takeABreak/pageOpened' }
  | { type: 'takeABreak/loaded'; payload: PlayBreakState }
  | { type: 'takeABreak/loadFailed'; payload: { status: number | null } }
  | { type: 'takeABreak/choiceMade'; payload: PlayBreakChoice }
  | { type: 'takeABreak/choiceWithdrawn' }
  | { type: 'takeABreak/startConfirmed'; payload: PlayBreakChoice }
  | { type: 'takeABreak/started'; payload: { state: PlayBreakState; notice: string } }
  | { type: 'takeABreak/startFailed'; payload: { error: string } };

export const takeABreakPageOpened = (): TakeABreakAction => ({ type: 'takeABreak/pageOpened' });
export const playBreakLoaded = (state: PlayBreakState): TakeABreakAction => ({
  type: 'takeABreak/loaded',
  payload: state,
});
export const playBreakLoadFailed = (status: number | null): TakeABreakAction => ({
  type: 'takeABreak/loadFailed',
  payload: { status },
});
export const breakChoiceMade = (choice: PlayBreakChoice): TakeABreakAction => ({
  type: 'takeABreak/choiceMade',
  payload: choice,
});
export const breakChoiceWithdrawn = (): TakeABreakAction => ({
  type: 'takeABreak/choiceWithdrawn',
});
export const breakStartConfirmed = (choice: PlayBreakChoice): TakeABreakAction => ({
  type: 'takeABreak/startConfirmed',
  payload: choice,
});
export const breakStarted = (state: PlayBreakState, notice: string): TakeABreakAction => ({
  type: 'takeABreak/started',
  payload: { state, notice },
});
export const breakStartFailed = (error: string): TakeABreakAction => ({
  type: 'takeABreak/startFailed',
  payload: { error },
});

function isTakeABreakAction(action: UnknownAction): action is TakeABreakAction {
  return action.type.startsWith('takeABreak/');
}

export function takeABreakReducer(
  state: TakeABreakState = initialTakeABreakState,
  action: UnknownAction,
): TakeABreakState {
  if (!isTakeABreakAction(action)) return state;
  switch (action.type) {
    case 'takeABreak/pageOpened':
      return { ...state, status: 'loading', error: null, notice: null, confirming: null };
    case 'takeABreak/loaded':
      return { ...state, status: 'loaded', value: action.payload, failureStatus: null };
    case 'takeABreak/loadFailed':
      return { ...state, status: 'failed', failureStatus: action.payload.status };
    case 'takeABreak/choiceMade':
      return { ...state, confirming: action.payload, error: null, notice: null };
    case 'takeABreak/choiceWithdrawn':
      return { ...state, confirming: null };
    case 'takeABreak/startConfirmed':
      return { ...state, confirming: null, isStarting: true, error: null };
    case 'takeABreak/started':
      return {
        ...state,
        isStarting: false,
        value: action.payload.state,
        notice: action.payload.notice,
      };
    case 'takeABreak/startFailed':
      return { ...state, isStarting: false, error: action.payload.error };
    default:
      return state;
  }
}

export const selectTakeABreak = (state: { takeABreak: TakeABreakState }) => state.takeABreak;
