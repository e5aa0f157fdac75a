import type { UnknownAction } from 'redux';
import { type CustomerDetails, type CustomerDetailsUpdate } from 'shared-kernel/contract/customer';

export interface MyDetailsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  details: CustomerDetails | null;
  isSaving: boolean;
  /** Per-field messages of the last refused save (camelCase field names). */
  fieldErrors: Record<string, string>;
  error: string | null;
  notice: string | null;
}

export const initialMyDetailsState: MyDetailsState = {
  status: 'idle',
  details: null,
  isSaving: false,
  fieldErrors: {},
  error: null,
  notice: null,
};

export type MyDetailsAction =
  | { type: 'myDetails/pageOpened' }
  | { type: 'myDetails/detailsLoaded'; payload: { details: CustomerDetails } }
  | { type: 'myDetails/loadFailed' }
  | { type: 'myDetails/saveSubmitted'; payload: { input: CustomerDetailsUpdate } }
  | { type: 'myDetails/addressConfirmRequested' }
  | { type: 'myDetails/emailLinkResendRequested' }
  | { type: 'myDetails/saved'; payload: { details: CustomerDetails; notice: string } }
  | {
      type: 'myDetails/saveFailed';
      payload: { fieldErrors: Record<string, string>; error: string | null };
    };

export const myDetailsPageOpened = (): MyDetailsAction => ({ type: 'myDetails/pageOpened' });
export const detailsLoaded = (details: CustomerDetails): MyDetailsAction => ({
  type: 'myDetails/detailsLoaded',
  payload: { details },
});
export const detailsLoadFailed = (): MyDetailsAction => ({ type: 'myDetails/loadFailed' });
export const saveSubmitted = (input: CustomerDetailsUpdate): MyDetailsAction => ({
  type: 'myDetails/saveSubmitted',
  payload: { input },
});
export const addressConfirmRequested = (): MyDetailsAction => ({
  type: 'myDetails/addressConfirmRequested',
});
export const emailLinkResendRequested = (): MyDetailsAction => ({
  type: 'myDetails/emailLinkResendRequested',
});
export const detailsSaved = (details: CustomerDetails, notice: string): MyDetailsAction => ({
  type: 'myDetails/saved',
  payload: { details, notice },
});
export const saveFailed = (
  fieldErrors: Record<string, string>,
  error: string | null,
): MyDetailsAction => ({ type: 'myDetails/saveFailed', payload: { fieldErrors, error } });

const actionTypes: ReadonlySet<string> = new Set<MyDetailsAction['type']>([
  'myDetails/pageOpened',
  'myDetails/detailsLoaded',
  'myDetails/loadFailed',
  'myDetails/saveSubmitted',
  'myDetails/addressConfirmRequested',
  'myDetails/emailLinkResendRequested',
  'myDetails/saved',
  'myDetails/saveFailed',
]);

function isMyDetailsAction(action: UnknownAction): action is MyDetailsAction {
  return actionTypes.has(action.type);
}

export function myDetailsReducer(
  state: MyDetailsState = initialMyDetailsState,
  action: UnknownAction,
): MyDetailsState {
  if (!isMyDetailsAction(action)) return state;
  switch (action.type) {
    case 'myDetails/pageOpened':
      return { ...initialMyDetailsState, status: 'loading', details: state.details };
    case 'myDetails/detailsLoaded':
      return { ...state, status: 'loaded', details: action.payload.details };
    case 'myDetails/loadFailed':
      return { ...state, status: 'failed' };
    case 'myDetails/saveSubmitted':
    case 'myDetails/addressConfirmRequested':
    case 'myDetails/emailLinkResendRequested':
      return { ...state, isSaving: true, fieldErrors: {}, error: null, notice: null };
    case 'myDetails/saved':
      return {
        ...state,
        isSaving: false,
        details: action.payload.details,
        notice: action.payload.notice,
      };
    case 'myDetails/saveFailed':
      return {
        ...state,
        isSaving: false,
        fieldErrors: action.payload.fieldErrors,
        error: action.payload.error,
      };
  }
}
