import type { UnknownAction } from 'redux';
import { type Autoplay, type AutoplayPatch } from 'shared-kernel/contract/recurring';
import { type KeptRecordsAction, keptRecordsActions } from '../shared/kept-records-actions';
import {
  type ChangedRecords,
  initialChangedRecords,
  keptRecordsStep,
  type RecordNames,
} from '../shared/records-reducer';
import { type StatusChange } from '../shared/status-change';

/** What the customer may change of an autoplay: its status, and how it plays. */
export type AutoplayChange =
  | StatusChange
  | { kind: 'minimumJackpot'; dollars: number | null }
  | { kind: 'quickpick'; quickpick: boolean }
  | { kind: 'games'; patch: AutoplayPatch };

export type AutoplayChangeKind = AutoplayChange['kind'];

export interface AutoplayState extends ChangedRecords<Autoplay, AutoplayChangeKind> {
  /** A form's change the server refused, shown with the form (games, minimum jackpot). */
  changeError: { kind: AutoplayChangeKind; message: string } | null;
  isEditingGames: boolean;
}

export const initialAutoplayState: AutoplayState = {
  ...initialChangedRecords<Autoplay, AutoplayChangeKind>(),
  changeError: null,
  isEditingGames: false,
};

export type AutoplayAction =
  | KeptRecordsAction<'autoplay', 'autoplay', 'autoplays', Autoplay, AutoplayChange>
  | { type: 'autoplay/gamesEditOpened' }
  | { type: 'autoplay/gamesEditClosed' };

const actions = keptRecordsActions<Autoplay, AutoplayChange>()('autoplay', 'autoplay', 'autoplays');

export const {
  listRequested: autoplayListRequested,
  listLoaded: autoplayListLoaded,
  listLoadFailed: autoplayListLoadFailed,
  detailRequested: autoplayDetailRequested,
  detailLoaded: autoplayDetailLoaded,
  detailLoadFailed: autoplayDetailLoadFailed,
  changeRequested: autoplayChangeRequested,
  changed: autoplayChanged,
  changeFailed: autoplayChangeFailed,
} = actions;
export const autoplayGamesEditOpened = (): AutoplayAction => ({ type: 'autoplay/gamesEditOpened' });
export const autoplayGamesEditClosed = (): AutoplayAction => ({ type: 'autoplay/gamesEditClosed' });

const names: RecordNames<Autoplay> = {
  prefix: 'autoplay/',
  one: 'autoplay',
  many: 'autoplays',
  idOf: (autoplay) => autoplay.autoplayId,
};

function isAutoplayAction(action: UnknownAction): action is AutoplayAction {
  return action.type.startsWith('autoplay/');
}

/** The games form, and the refusals of the forms, as the loads and changes leave them. */
function gamesFormStep(state: AutoplayState, action: AutoplayAction): AutoplayState {
  switch (action.type) {
    case 'autoplay/detailRequested':
      return { ...state, changeError: null, isEditingGames: false };
    case 'autoplay/changeRequested':
      return { ...state, changeError: null };
    case 'autoplay/changed':
      return action.payload.kind === 'games' ? { ...state, isEditingGames: false } : state;
    case 'autoplay/changeFailed':
      return { ...state, changeError: action.payload };
    case 'autoplay/gamesEditOpened':
      return { ...state, isEditingGames: true, changeError: null };
    case 'autoplay/gamesEditClosed':
      return { ...state, isEditingGames: false, changeError: null };
    default:
      return state;
  }
}

export function autoplayReducer(
  state: AutoplayState = initialAutoplayState,
  action: UnknownAction,
): AutoplayState {
  if (!isAutoplayAction(action)) return state;
  return gamesFormStep(keptRecordsStep(state, action, names), action);
}
