import type { UnknownAction } from 'redux';
import { type RecurringPurchaseMethods } from 'shared-kernel/contract/recurring';
import { type LoadStatus } from '../shared/records';

/** The method that pays when the wallet is short (api.md §7.4). */
export interface MethodState {
  status: LoadStatus;
  methods: RecurringPurchaseMethods | null;
  failureStatus: number | null;
  isSaving: boolean;
  notice: { text: string; isError: boolean } | null;
}

export const initialMethodState: MethodState = {
  status: 'loading',
  methods: null,
  failureStatus: null,
  isSaving: false,
  notice: null,
};

export const methodNotices = {
  saved: 'Your payment method for recurring purchases is saved.',
} as const;

export type MethodAction =
  | { type: 'recurringPurchaseMethod/requested' }
  | { type: 'recurringPurchaseMethod/loaded'; payload: { methods: RecurringPurchaseMethods } }
  | { type: 'recurringPurchaseMethod/loadFailed'; payload: { status: number | null } }
  | { type: 'recurringPurchaseMethod/selectRequested'; payload: { key: string } }
  | { type: 'recurringPurchaseMethod/selected'; payload: { methods: RecurringPurchaseMethods } }
  | { type: 'recurringPurchaseMethod/selectFailed'; payload: { message: string } };

export const methodRequested = (): MethodAction => ({ type: 'recurringPurchaseMethod/requested' });
export const methodLoaded = (methods: RecurringPurchaseMethods): MethodAction => ({
  type: 'recurringPurchaseMethod/loaded',
  payload: { methods },
});
export const methodLoadFailed = (status: number | null): MethodAction => ({
  type: 'recurringPurchaseMethod/loadFailed',
  payload: { status },
});
export const methodSelectRequested = (key: string): MethodAction => ({
  type: 'recurringPurchaseMethod/selectRequested',
  payload: { key },
});
export const methodSelected = (methods: RecurringPurchaseMethods): MethodAction => ({
  type: 'recurringPurchaseMethod/selected',
  payload: { methods },
});
export const methodSelectFailed = (message: string): MethodAction => ({
  type: 'recurringPurchaseMethod/selectFailed',
  payload: { message },
});

function isMethodAction(action: UnknownAction): action is MethodAction {
  return action.type.startsWith('recurringPurchaseMethod/');
}

export function methodReducer(
  state: MethodState = initialMethodState,
  action: UnknownAction,
): MethodState {
  if (!isMethodAction(action)) return state;
  switch (action.type) {
    case 'recurringPurchaseMethod/requested':
      return { ...initialMethodState };
    case 'recurringPurchaseMethod/loaded':
      return { ...state, status: 'loaded', methods: action.payload.methods };
    case 'recurringPurchaseMethod/loadFailed':
      return { ...state, status: 'failed', failureStatus: action.payload.status };
    case 'recurringPurchaseMethod/selectRequested':
      return { ...state, isSaving: true, notice: null };
    case 'recurringPurchaseMethod/selected':
      return {
        ...state,
        isSaving: false,
        methods: action.payload.methods,
        notice: { text: methodNotices.saved, isError: false },
      };
    case 'recurringPurchaseMethod/selectFailed':
      return { ...state, isSaving: false, notice: { text: action.payload.message, isError: true } };
    default:
      return state;
  }
}
