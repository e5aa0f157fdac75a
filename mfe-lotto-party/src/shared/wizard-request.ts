import type { UnknownAction } from 'redux';

/**
 * The creation wizard asked for: by a page of this remote ("Create a group", "Start a session")
 * or by another package through the bus (`lottoParty/createGroupRequested`). With a group the
 * wizard starts at select_draw.
 */
export interface WizardRequest {
  /** Counts requests, so each one starts the wizard afresh. */
  number: number;
  groupId: string | null;
  groupName: string | null;
}

export interface WizardRequestState {
  wizardRequest: WizardRequest | null;
  requestsMade: number;
}

export const initialWizardRequestState: WizardRequestState = {
  wizardRequest: null,
  requestsMade: 0,
};

export type WizardRequestAction =
  | { type: 'createGroupWizard/requested'; payload: { groupId?: string; groupName?: string } }
  | { type: 'createGroupWizard/closed' };

export const createGroupWizardRequested = (
  group: { groupId?: string; groupName?: string } = {},
): WizardRequestAction => ({ type: 'createGroupWizard/requested', payload: group });
export const createGroupWizardClosed = (): WizardRequestAction => ({
  type: 'createGroupWizard/closed',
});

export function wizardRequestReducer(
  state: WizardRequestState = initialWizardRequestState,
  action: UnknownAction,
): WizardRequestState {
  const event = action as WizardRequestAction;
  switch (event.type) {
    case 'createGroupWizard/requested': {
      const number = state.requestsMade + 1;
      return {
        requestsMade: number,
        wizardRequest: {
          number,
          groupId: event.payload.groupId ?? null,
          groupName: event.payload.groupName ?? null,
        },
      };
    }
    case 'createGroupWizard/closed':
      return { ...state, wizardRequest: null };
    default:
      return state;
  }
}

export const selectWizardRequest = (state: { wizardRequest?: WizardRequest | null }) =>
  state.wizardRequest ?? null;
