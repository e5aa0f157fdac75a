import type { UnknownAction } from 'redux';
import {
  type IdentityDocuments,
  type LicenceDetails,
  type VerificationStatus,
} from 'shared-kernel/contract/verification';

export interface VerificationState {
  status: 'idle' | 'loading' | 'loaded' | 'failed' | 'signedOut';
  failureStatus: number | null;
  verification: VerificationStatus | null;
  /** A call the customer started is in flight. */
  isWorking: boolean;
  /** Why the last call failed, worded for the customer; per field when the server said so. */
  error: string | null;
  fieldErrors: Record<string, string>;
}

export const initialVerificationState: VerificationState = {
  status: 'idle',
  failureStatus: null,
  verification: null,
  isWorking: false,
  error: null,
  fieldErrors: {},
};

export type VerificationAction =
  | { type: 'verification/pageOpened'; payload: { callbackState: string | null } }
  | { type: 'verification/signedOutSeen' }
  | { type: 'verification/loaded'; payload: { verification: VerificationStatus } }
  | { type: 'verification/loadFailed'; payload: { status: number | null } }
  | { type: 'verification/autoCheckRequested' }
  | { type: 'verification/licenceSubmitted'; payload: LicenceDetails }
  | { type: 'verification/documentsSubmitted'; payload: IdentityDocuments }
  | { type: 'verification/connectIdRequested' }
  | { type: 'verification/checked'; payload: { verification: VerificationStatus } }
  | {
      type: 'verification/callFailed';
      payload: { message: string; fieldErrors: Record<string, string> };
    };

export const verificationPageOpened = (
  callbackState: string | null = null,
): VerificationAction => ({
  type: 'verification/pageOpened',
  payload: { callbackState },
});
export const autoCheckRequested = (): VerificationAction => ({
  type: 'verification/autoCheckRequested',
});
export const licenceSubmitted = (licence: LicenceDetails): VerificationAction => ({
  type: 'verification/licenceSubmitted',
  payload: licence,
});
export const documentsSubmitted = (documents: IdentityDocuments): VerificationAction => ({
  type: 'verification/documentsSubmitted',
  payload: documents,
});
export const connectIdRequested = (): VerificationAction => ({
  type: 'verification/connectIdRequested',
});

const working = new Set([
  'verification/autoCheckRequested',
  'verification/licenceSubmitted',
  'verification/documentsSubmitted',
  'verification/connectIdRequested',
]);

export function verificationReducer(
  state: VerificationState = initialVerificationState,
  incoming: UnknownAction,
): VerificationState {
  const action = incoming as VerificationAction;
  if (working.has(action.type)) return { ...state, isWorking: true, error: null, fieldErrors: {} };
  switch (action.type) {
    case 'verification/pageOpened':
      return { ...initialVerificationState, status: 'loading' };
    case 'verification/signedOutSeen':
      return { ...state, status: 'signedOut' };
    case 'verification/loaded':
    case 'verification/checked':
      return {
        ...state,
        status: 'loaded',
        verification: action.payload.verification,
        isWorking: false,
      };
    case 'verification/loadFailed':
      return { ...state, status: 'failed', failureStatus: action.payload.status };
    case 'verification/callFailed':
      return {
        ...state,
        isWorking: false,
        error: action.payload.message,
        fieldErrors: action.payload.fieldErrors,
      };
    default:
      return state;
  }
}
