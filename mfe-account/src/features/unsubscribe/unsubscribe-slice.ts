import type { UnknownAction } from 'redux';
import { type UnsubscribeLink } from 'shared-kernel/contract/communication-preferences';
import { type UnsubscribeRequest } from './unsubscribe-api';

export interface UnsubscribeState {
  /** checking the link; ready to unsubscribe; the link is used, expired or unknown; done. */
  status: 'checking' | 'ready' | 'invalid' | 'unsubscribed';
  link: UnsubscribeLink | null;
  isWorking: boolean;
  error: string | null;
}

export const initialUnsubscribeState: UnsubscribeState = {
  status: 'checking',
  link: null,
  isWorking: false,
  error: null,
};

export type UnsubscribeAction =
  | { type: 'unsubscribe/pageOpened'; payload: { customerId: string; token: string } }
  | { type: 'unsubscribe/linkChecked'; payload: { link: UnsubscribeLink } }
  | { type: 'unsubscribe/linkRefused' }
  | { type: 'unsubscribe/requested'; payload: UnsubscribeRequest }
  | { type: 'unsubscribe/succeeded'; payload: { link: UnsubscribeLink } }
  | { type: 'unsubscribe/failed'; payload: { message: string } };

export const unsubscribePageOpened = (customerId: string, token: string): UnsubscribeAction => ({
  type: 'unsubscribe/pageOpened',
  payload: { customerId, token },
});
export const unsubscribeLinkChecked = (link: UnsubscribeLink): UnsubscribeAction => ({
  type: 'unsubscribe/linkChecked',
  payload: { link },
});
export const unsubscribeLinkRefused = (): UnsubscribeAction => ({
  type: 'unsubscribe/linkRefused',
});
export const unsubscribeRequested = (request: UnsubscribeRequest): UnsubscribeAction => ({
  type: 'unsubscribe/requested',
  payload: request,
});
export const unsubscribeSucceeded = (link: UnsubscribeLink): UnsubscribeAction => ({
  type: 'unsubscribe/succeeded',
  payload: { link },
});
export const unsubscribeFailed = (message: string): UnsubscribeAction => ({
  type: 'unsubscribe/failed',
  payload: { message },
});

function isUnsubscribeAction(action: UnknownAction): action is UnsubscribeAction {
  return action.type.startsWith('unsubscribe/');
}

export function unsubscribeReducer(
  state: UnsubscribeState = initialUnsubscribeState,
  action: UnknownAction,
): UnsubscribeState {
  if (!isUnsubscribeAction(action)) return state;
  switch (action.type) {
    case 'unsubscribe/pageOpened':
      return initialUnsubscribeState;
    case 'unsubscribe/linkChecked':
      return { ...state, status: 'ready', link: action.payload.link };
    case 'unsubscribe/linkRefused':
      return { ...state, status: 'invalid', isWorking: false };
    case 'unsubscribe/requested':
      return { ...state, isWorking: true, error: null };
    case 'unsubscribe/succeeded':
      return { ...state, status: 'unsubscribed', isWorking: false, link: action.payload.link };
    case 'unsubscribe/failed':
      return { ...state, isWorking: false, error: action.payload.message };
    default:
      return state;
  }
}
