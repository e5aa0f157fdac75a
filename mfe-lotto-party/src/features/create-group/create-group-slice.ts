import type { UnknownAction } from 'redux';
import {
  type AutosessionStatus,
  type PublicityStatus,
  type Session,
  type SocialConfig,
  type WizardStep,
} from 'shared-kernel/contract/social';
import { type ServerFieldError } from '../../shared/server-field-errors';

/** What the wizard's form holds across its steps (Formik's values). */
export interface WizardValues {
  groupName: string;
  publicityStatus: PublicityStatus;
  drawId: string;
  sharePrice: string;
  totalShares: string;
  autosessionStatus: Extract<AutosessionStatus, 'on' | 'off'>;
  inviteAllExistingMembers: boolean;
}

export interface CreateGroupState {
  /** The request (`wizardRequest.number`) this run of the wizard answers. */
  requestNumber: number;
  step: WizardStep;
  access: 'checking' | 'signedOut' | 'unavailable' | 'ready';
  config: SocialConfig | null;
  configStatus: 'loading' | 'loaded' | 'failed';
  configFailureStatus: number | null;
  /** The group the session is for: made at name_group, or given when the wizard was asked for. */
  group: { id: string; groupName: string } | null;
  session: Session | null;
  /** A group or session is being created (product.md §4 "creating"). */
  isCreating: boolean;
  isBuying: boolean;
  serverErrors: ServerFieldError[];
  /** Where the customer goes once the wizard is done. */
  next: 'checkout' | 'group' | null;
}

export const initialCreateGroupState: CreateGroupState = {
  requestNumber: 0,
  step: 'name_group',
  access: 'checking',
  config: null,
  configStatus: 'loading',
  configFailureStatus: null,
  group: null,
  session: null,
  isCreating: false,
  isBuying: false,
  serverErrors: [],
  next: null,
};

export type CreateGroupAction =
  | {
      type: 'createGroup/wizardStarted';
      payload: { requestNumber: number; groupId: string | null; groupName: string | null };
    }
  | { type: 'createGroup/accessChecked'; payload: { access: CreateGroupState['access'] } }
  | { type: 'createGroup/configLoaded'; payload: { config: SocialConfig } }
  | { type: 'createGroup/configLoadFailed'; payload: { status: number | null } }
  | { type: 'createGroup/groupNamed'; payload: { groupName: string } }
  | { type: 'createGroup/groupCreationRequested'; payload: { values: WizardValues } }
  | { type: 'createGroup/groupCreated'; payload: { group: { id: string; groupName: string } } }
  | { type: 'createGroup/stepChosen'; payload: { step: WizardStep } }
  | { type: 'createGroup/sessionCreationRequested'; payload: { values: WizardValues } }
  | { type: 'createGroup/sessionCreated'; payload: { session: Session } }
  | {
      type: 'createGroup/creationRefused';
      payload: { errors: ServerFieldError[]; step: WizardStep };
    }
  | { type: 'createGroup/creationFailed' }
  | { type: 'createGroup/sharesRequested'; payload: { numShares: number } }
  | { type: 'createGroup/sharesAdded'; payload: { session: Session } }
  | { type: 'createGroup/sharesRefused'; payload: { errors: ServerFieldError[] } }
  | { type: 'createGroup/sharesFailed' }
  | { type: 'createGroup/notNowChosen' };

export const wizardStarted = (
  requestNumber: number,
  groupId: string | null,
  groupName: string | null,
): CreateGroupAction => ({
  type: 'createGroup/wizardStarted',
  payload: { requestNumber, groupId, groupName },
});
export const accessChecked = (access: CreateGroupState['access']): CreateGroupAction => ({
  type: 'createGroup/accessChecked',
  payload: { access },
});
export const configLoaded = (config: SocialConfig): CreateGroupAction => ({
  type: 'createGroup/configLoaded',
  payload: { config },
});
export const configLoadFailed = (status: number | null): CreateGroupAction => ({
  type: 'createGroup/configLoadFailed',
  payload: { status },
});
export const groupNamed = (groupName: string): CreateGroupAction => ({
  type: 'createGroup/groupNamed',
  payload: { groupName },
});
export const groupCreationRequested = (values: WizardValues): CreateGroupAction => ({
  type: 'createGroup/groupCreationRequested',
  payload: { values },
});
export const groupCreated = (group: { id: string; groupName: string }): CreateGroupAction => ({
  type: 'createGroup/groupCreated',
  payload: { group },
});
export const stepChosen = (step: WizardStep): CreateGroupAction => ({
  type: 'createGroup/stepChosen',
  payload: { step },
});
export const sessionCreationRequested = (values: WizardValues): CreateGroupAction => ({
  type: 'createGroup/sessionCreationRequested',
  payload: { values },
});
export const sessionCreated = (session: Session): CreateGroupAction => ({
  type: 'createGroup/sessionCreated',
  payload: { session },
});
export const creationRefused = (
  errors: ServerFieldError[],
  step: WizardStep,
): CreateGroupAction => ({ type: 'createGroup/creationRefused', payload: { errors, step } });
export const creationFailed = (): CreateGroupAction => ({ type: 'createGroup/creationFailed' });
export const sharesRequested = (numShares: number): CreateGroupAction => ({
  type: 'createGroup/sharesRequested',
  payload: { numShares },
});
export const sharesAdded = (session: Session): CreateGroupAction => ({
  type: 'createGroup/sharesAdded',
  payload: { session },
});
export const sharesRefused = (errors: ServerFieldError[]): CreateGroupAction => ({
  type: 'createGroup/sharesRefused',
  payload: { errors },
});
export const sharesFailed = (): CreateGroupAction => ({ type: 'createGroup/sharesFailed' });
export const notNowChosen = (): CreateGroupAction => ({ type: 'createGroup/notNowChosen' });

function isCreateGroupAction(action: UnknownAction): action is CreateGroupAction {
  return action.type.startsWith('createGroup/');
}

export function createGroupReducer(
  state: CreateGroupState = initialCreateGroupState,
  action: UnknownAction,
): CreateGroupState {
  if (!isCreateGroupAction(action)) return state;
  switch (action.type) {
    case 'createGroup/wizardStarted': {
      const { requestNumber, groupId, groupName } = action.payload;
      return {
        ...initialCreateGroupState,
        requestNumber,
        step: groupId ? 'select_draw' : 'name_group',
        group: groupId ? { id: groupId, groupName: groupName ?? '' } : null,
      };
    }
    case 'createGroup/accessChecked':
      return { ...state, access: action.payload.access };
    case 'createGroup/configLoaded':
      return { ...state, configStatus: 'loaded', config: action.payload.config };
    case 'createGroup/configLoadFailed':
      return { ...state, configStatus: 'failed', configFailureStatus: action.payload.status };
    case 'createGroup/groupNamed':
      return state.group
        ? { ...state, group: { ...state.group, groupName: action.payload.groupName } }
        : state;
    case 'createGroup/groupCreationRequested':
    case 'createGroup/sessionCreationRequested':
      return { ...state, isCreating: true, serverErrors: [] };
    case 'createGroup/groupCreated':
      return { ...state, isCreating: false, group: action.payload.group, step: 'select_draw' };
    case 'createGroup/stepChosen':
      return { ...state, step: action.payload.step };
    case 'createGroup/sessionCreated':
      return { ...state, isCreating: false, session: action.payload.session, step: 'join_session' };
    case 'createGroup/creationRefused':
      return {
        ...state,
        isCreating: false,
        serverErrors: action.payload.errors,
        step: action.payload.step,
      };
    case 'createGroup/creationFailed':
      return { ...state, isCreating: false };
    case 'createGroup/sharesRequested':
      return { ...state, isBuying: true, serverErrors: [] };
    case 'createGroup/sharesAdded':
      return { ...state, isBuying: false, session: action.payload.session, next: 'checkout' };
    case 'createGroup/sharesRefused':
      return { ...state, isBuying: false, serverErrors: action.payload.errors };
    case 'createGroup/sharesFailed':
      return { ...state, isBuying: false };
    case 'createGroup/notNowChosen':
      return { ...state, next: 'group' };
    default:
      return state;
  }
}

export const selectCreateGroup = (state: { createGroup: CreateGroupState }) => state.createGroup;
