import type { UnknownAction } from 'redux';
import { type Autoplay, type AutoplayPatch } from 'shared-kernel/contract/recurring';
import {
  type DetailLoad,
  initialDetailLoad,
  initialPagedList,
  type PagedList,
  withRecords,
} from '../shared/records';
import { type StatusChange } from '../shared/status-change';

/** What the customer may change of an autoplay: its status, and how it plays. */
export type AutoplayChange =
  | StatusChange
  | { kind: 'minimumJackpot'; dollars: number | null }
  | { kind: 'quickpick'; quickpick: boolean }
  | { kind: 'games'; patch: AutoplayPatch };

export type AutoplayChangeKind = AutoplayChange['kind'];

export interface AutoplayState {
  byId: Record<string, Autoplay>;
  list: PagedList;
  detail: DetailLoad;
  /** The change on its way; one at a time. */
  pendingChange: { id: string; kind: AutoplayChangeKind } | null;
  /** A form's change the server refused, shown with the form (games, minimum jackpot). */
  changeError: { kind: AutoplayChangeKind; message: string } | null;
  isEditingGames: boolean;
}

export const initialAutoplayState: AutoplayState = {
  byId: {},
  list: initialPagedList,
  detail: initialDetailLoad,
  pendingChange: null,
  changeError: null,
  isEditingGames: false,
};

export type AutoplayAction =
  | { type: 'autoplay/listRequested'; payload: { page: number } }
  | { type: 'autoplay/listLoaded'; payload: { autoplays: Autoplay[]; total: number } }
  | { type: 'autoplay/listLoadFailed'; payload: { status: number | null } }
  | { type: 'autoplay/detailRequested'; payload: { id: string } }
  | { type: 'autoplay/detailLoaded'; payload: { autoplay: Autoplay } }
  | { type: 'autoplay/detailLoadFailed'; payload: { status: number | null } }
  | { type: 'autoplay/changeRequested'; payload: { id: string; change: AutoplayChange } }
  | { type: 'autoplay/changed'; payload: { autoplay: Autoplay; kind: AutoplayChangeKind } }
  | { type: 'autoplay/changeFailed'; payload: { kind: AutoplayChangeKind; message: string } }
  | { type: 'autoplay/gamesEditOpened' }
  | { type: 'autoplay/gamesEditClosed' };

export const autoplayListRequested = (page: number): AutoplayAction => ({
  type: 'autoplay/listRequested',
  payload: { page },
});
export const autoplayListLoaded = (autoplays: Autoplay[], total: number): AutoplayAction => ({
  type: 'autoplay/listLoaded',
  payload: { autoplays, total },
});
export const autoplayListLoadFailed = (status: number | null): AutoplayAction => ({
  type: 'autoplay/listLoadFailed',
  payload: { status },
});
export const autoplayDetailRequested = (id: string): AutoplayAction => ({
  type: 'autoplay/detailRequested',
  payload: { id },
});
export const autoplayDetailLoaded = (autoplay: Autoplay): AutoplayAction => ({
  type: 'autoplay/detailLoaded',
  payload: { autoplay },
});
export const autoplayDetailLoadFailed = (status: number | null): AutoplayAction => ({
  type: 'autoplay/detailLoadFailed',
  payload: { status },
});
export const autoplayChangeRequested = (id: string, change: AutoplayChange): AutoplayAction => ({
  type: 'autoplay/changeRequested',
  payload: { id, change },
});
export const autoplayChanged = (autoplay: Autoplay, kind: AutoplayChangeKind): AutoplayAction => ({
  type: 'autoplay/changed',
  payload: { autoplay, kind },
});
export const autoplayChangeFailed = (
  kind: AutoplayChangeKind,
  message: string,
): AutoplayAction => ({ type: 'autoplay/changeFailed', payload: { kind, message } });
export const autoplayGamesEditOpened = (): AutoplayAction => ({ type: 'autoplay/gamesEditOpened' });
export const autoplayGamesEditClosed = (): AutoplayAction => ({ type: 'autoplay/gamesEditClosed' });

const idOf = (autoplay: Autoplay) => autoplay.autoplayId;

function isAutoplayAction(action: UnknownAction): action is AutoplayAction {
  return action.type.startsWith('autoplay/');
}

export function autoplayReducer(
  state: AutoplayState = initialAutoplayState,
  action: UnknownAction,
): AutoplayState {
  if (!isAutoplayAction(action)) return state;
  switch (action.type) {
    case 'autoplay/listRequested':
      return { ...state, list: { ...initialPagedList, page: action.payload.page } };
    case 'autoplay/listLoaded': {
      const { autoplays, total } = action.payload;
      return {
        ...state,
        byId: withRecords(state.byId, autoplays, idOf),
        list: { ...state.list, status: 'loaded', ids: autoplays.map(idOf), total },
      };
    }
    case 'autoplay/listLoadFailed':
      return {
        ...state,
        list: { ...state.list, status: 'failed', failureStatus: action.payload.status },
      };
    case 'autoplay/detailRequested':
      return {
        ...state,
        detail: { ...initialDetailLoad, id: action.payload.id },
        changeError: null,
        isEditingGames: false,
      };
    case 'autoplay/detailLoaded':
      return {
        ...state,
        byId: withRecords(state.byId, [action.payload.autoplay], idOf),
        detail: { ...state.detail, status: 'loaded' },
      };
    case 'autoplay/detailLoadFailed':
      return {
        ...state,
        detail: { ...state.detail, status: 'failed', failureStatus: action.payload.status },
      };
    case 'autoplay/changeRequested':
      return {
        ...state,
        pendingChange: { id: action.payload.id, kind: action.payload.change.kind },
        changeError: null,
      };
    case 'autoplay/changed':
      return {
        ...state,
        byId: withRecords(state.byId, [action.payload.autoplay], idOf),
        pendingChange: null,
        isEditingGames: action.payload.kind === 'games' ? false : state.isEditingGames,
      };
    case 'autoplay/changeFailed':
      return { ...state, pendingChange: null, changeError: action.payload };
    case 'autoplay/gamesEditOpened':
      return { ...state, isEditingGames: true, changeError: null };
    case 'autoplay/gamesEditClosed':
      return { ...state, isEditingGames: false, changeError: null };
    default:
      return state;
  }
}
