import type { UnknownAction } from 'redux';
import { type CommunicationPreferenceOption } from 'shared-kernel/contract/communication-preferences';
import { type PreferenceChanges } from './preferences-api';

export interface CommunicationPreferencesState {
  status: 'idle' | 'loading' | 'loaded' | 'failed' | 'signedOut' | 'notFound';
  failureStatus: number | null;
  customerId: string | null;
  options: CommunicationPreferenceOption[];
  isSaving: boolean;
  /** What the last save did ('saved': the page says so in the customer's words). */
  notice: 'saved' | null;
  error: string | null;
}

export const initialCommunicationPreferencesState: CommunicationPreferencesState = {
  status: 'idle',
  failureStatus: null,
  customerId: null,
  options: [],
  isSaving: false,
  notice: null,
  error: null,
};

export type CommunicationPreferencesAction =
  | { type: 'communicationPreferences/pageOpened'; payload: { routeCustomerId: string | null } }
  | { type: 'communicationPreferences/signedOutSeen' }
  | { type: 'communicationPreferences/notFoundSeen' }
  | {
      type: 'communicationPreferences/loaded';
      payload: { customerId: string; options: CommunicationPreferenceOption[] };
    }
  | { type: 'communicationPreferences/loadFailed'; payload: { status: number | null } }
  | { type: 'communicationPreferences/saveRequested'; payload: { changes: PreferenceChanges } }
  | {
      type: 'communicationPreferences/saved';
      payload: { options: CommunicationPreferenceOption[] };
    }
  | { type: 'communicationPreferences/saveFailed'; payload: { message: string } };

type Payload<Type extends CommunicationPreferencesAction['type']> =
  Extract<CommunicationPreferencesAction, { type: Type }> extends { payload: infer Value }
    ? Value
    : never;

export const preferencesPageOpened = (routeCustomerId: string | null) =>
  ({ type: 'communicationPreferences/pageOpened', payload: { routeCustomerId } }) as const;
export const preferencesSignedOutSeen = () =>
  ({ type: 'communicationPreferences/signedOutSeen' }) as const;
export const preferencesNotFoundSeen = () =>
  ({ type: 'communicationPreferences/notFoundSeen' }) as const;
export const preferencesLoaded = (payload: Payload<'communicationPreferences/loaded'>) =>
  ({ type: 'communicationPreferences/loaded', payload }) as const;
export const preferencesLoadFailed = (status: number | null) =>
  ({ type: 'communicationPreferences/loadFailed', payload: { status } }) as const;
export const preferencesSaveRequested = (changes: PreferenceChanges) =>
  ({ type: 'communicationPreferences/saveRequested', payload: { changes } }) as const;
export const preferencesSaved = (options: CommunicationPreferenceOption[]) =>
  ({ type: 'communicationPreferences/saved', payload: { options } }) as const;
export const preferencesSaveFailed = (message: string) =>
  ({ type: 'communicationPreferences/saveFailed', payload: { message } }) as const;

function isPreferencesAction(action: UnknownAction): action is CommunicationPreferencesAction {
  return action.type.startsWith('communicationPreferences/');
}

export function communicationPreferencesReducer(
  state: CommunicationPreferencesState = initialCommunicationPreferencesState,
  action: UnknownAction,
): CommunicationPreferencesState {
  if (!isPreferencesAction(action)) return state;
  switch (action.type) {
    case 'communicationPreferences/pageOpened':
      return { ...initialCommunicationPreferencesState, status: 'loading' };
    case 'communicationPreferences/signedOutSeen':
      return { ...initialCommunicationPreferencesState, status: 'signedOut' };
    case 'communicationPreferences/notFoundSeen':
      return { ...initialCommunicationPreferencesState, status: 'notFound' };
    case 'communicationPreferences/loaded':
      return { ...state, status: 'loaded', ...action.payload };
    case 'communicationPreferences/loadFailed':
      return { ...state, status: 'failed', failureStatus: action.payload.status };
    case 'communicationPreferences/saveRequested':
      return { ...state, isSaving: true, notice: null, error: null };
    case 'communicationPreferences/saved':
      return {
        ...state,
        isSaving: false,
        options: action.payload.options,
        notice: 'saved',
      };
    case 'communicationPreferences/saveFailed':
      return { ...state, isSaving: false, error: action.payload.message };
    default:
      return state;
  }
}
