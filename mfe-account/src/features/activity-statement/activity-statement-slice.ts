import type { UnknownAction } from 'redux';
import {
  type ActivityStatement,
  type ActivityStatementInterval,
} from 'shared-kernel/contract/responsible-play';
import { type StatementFileFormat } from './activity-statement-api';

export interface ActivityStatementState {
  interval: ActivityStatementInterval;
  status: 'loading' | 'loaded' | 'failed';
  statement: ActivityStatement | null;
  failureStatus: number | null;
  /** The file being prepared, and the one that could not be. */
  preparingFormat: StatementFileFormat | null;
  failedFormat: StatementFileFormat | null;
  /** The monthly statement email: null until known, or when the services do not offer it. */
  isEmailEnabled: boolean | null;
  isEmailSaving: boolean;
  emailNotice: { text: string; isError: boolean } | null;
}

export const initialActivityStatementState: ActivityStatementState = {
  interval: 'month',
  status: 'loading',
  statement: null,
  failureStatus: null,
  preparingFormat: null,
  failedFormat: null,
  isEmailEnabled: null,
  isEmailSaving: false,
  emailNotice: null,
};

export type ActivityStatementAction =
  | { type: 'activityStatement/pageOpened' }
  | { type: 'activityStatement/intervalChosen'; payload: { interval: ActivityStatementInterval } }
  | { type: 'activityStatement/loaded'; payload: ActivityStatement }
  | { type: 'activityStatement/loadFailed'; payload: { status: number | null } }
  | { type: 'activityStatement/downloadRequested'; payload: { format: StatementFileFormat } }
  | { type: 'activityStatement/downloadSaved' }
  | { type: 'activityStatement/downloadFailed'; payload: { format: StatementFileFormat } }
  | { type: 'activityStatement/emailPreferenceLoaded'; payload: { isEnabled: boolean | null } }
  | { type: 'activityStatement/emailPreferenceChosen'; payload: { isEnabled: boolean } }
  | {
      type: 'activityStatement/emailPreferenceSaved';
      payload: { isEnabled: boolean; text: string };
    }
  | { type: 'activityStatement/emailPreferenceSaveFailed'; payload: { text: string } };

export const statementPageOpened = (): ActivityStatementAction => ({
  type: 'activityStatement/pageOpened',
});
export const statementIntervalChosen = (
  interval: ActivityStatementInterval,
): ActivityStatementAction => ({
  type: 'activityStatement/intervalChosen',
  payload: { interval },
});
export const statementLoaded = (statement: ActivityStatement): ActivityStatementAction => ({
  type: 'activityStatement/loaded',
  payload: statement,
});
export const statementLoadFailed = (status: number | null): ActivityStatementAction => ({
  type: 'activityStatement/loadFailed',
  payload: { status },
});
export const statementDownloadRequested = (
  format: StatementFileFormat,
): ActivityStatementAction => ({
  type: 'activityStatement/downloadRequested',
  payload: { format },
});
export const statementDownloadSaved = (): ActivityStatementAction => ({
  type: 'activityStatement/downloadSaved',
});
export const statementDownloadFailed = (format: StatementFileFormat): ActivityStatementAction => ({
  type: 'activityStatement/downloadFailed',
  payload: { format },
});
export const emailPreferenceLoaded = (isEnabled: boolean | null): ActivityStatementAction => ({
  type: 'activityStatement/emailPreferenceLoaded',
  payload: { isEnabled },
});
export const emailPreferenceChosen = (isEnabled: boolean): ActivityStatementAction => ({
  type: 'activityStatement/emailPreferenceChosen',
  payload: { isEnabled },
});
export const emailPreferenceSaved = (
  isEnabled: boolean,
  text: string,
): ActivityStatementAction => ({
  type: 'activityStatement/emailPreferenceSaved',
  payload: { isEnabled, text },
});
export const emailPreferenceSaveFailed = (text: string): ActivityStatementAction => ({
  type: 'activityStatement/emailPreferenceSaveFailed',
  payload: { text },
});

function isStatementAction(action: UnknownAction): action is ActivityStatementAction {
  return action.type.startsWith('activityStatement/');
}

export function activityStatementReducer(
  state: ActivityStatementState = initialActivityStatementState,
  action: UnknownAction,
): ActivityStatementState {
  if (!isStatementAction(action)) return state;
  switch (action.type) {
    case 'activityStatement/pageOpened':
      return { ...state, status: 'loading', failedFormat: null, emailNotice: null };
    case 'activityStatement/intervalChosen':
      return { ...state, interval: action.payload.interval, status: 'loading', failedFormat: null };
    case 'activityStatement/loaded':
      return { ...state, status: 'loaded', statement: action.payload, failureStatus: null };
    case 'activityStatement/loadFailed':
      return { ...state, status: 'failed', failureStatus: action.payload.status };
    case 'activityStatement/downloadRequested':
      return { ...state, preparingFormat: action.payload.format, failedFormat: null };
    case 'activityStatement/downloadSaved':
      return { ...state, preparingFormat: null };
    case 'activityStatement/downloadFailed':
      return { ...state, preparingFormat: null, failedFormat: action.payload.format };
    case 'activityStatement/emailPreferenceLoaded':
      return { ...state, isEmailEnabled: action.payload.isEnabled };
    case 'activityStatement/emailPreferenceChosen':
      return { ...state, isEmailSaving: true, emailNotice: null };
    case 'activityStatement/emailPreferenceSaved':
      return {
        ...state,
        isEmailSaving: false,
        isEmailEnabled: action.payload.isEnabled,
        emailNotice: { text: action.payload.text, isError: false },
      };
    case 'activityStatement/emailPreferenceSaveFailed':
      return {
        ...state,
        isEmailSaving: false,
        emailNotice: { text: action.payload.text, isError: true },
      };
    default:
      return state;
  }
}

export const selectActivityStatement = (state: { activityStatement: ActivityStatementState }) =>
  state.activityStatement;
