import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
import { hasCapabilities, type CapabilityName } from 'shared-kernel/contract/platform';
import { failureStatusOf, type Effects } from '../../shared/saga-steps';
import { type AccountApi } from './account-api';
import {
  accountUnavailable,
  groupSessionsKeyOf,
  myGroupsKey,
  shareTicketsKeyOf,
  partLoaded,
  partLoadFailed,
  sessionOpened,
  type AccountAction,
  type AccountPart,
  type ListPage,
  type ValueOf,
} from './account-slice';

type Opened<Type extends AccountAction['type']> = Extract<AccountAction, { type: Type }>;

function* accountApi(): Effects<AccountApi> {
  return (yield getContext('lottoPartyAccount')) as AccountApi;
}

/**
 * Lotto Party is for segments with social syndicates: without it nothing is asked of the social
 * service. When the capabilities cannot be read, the parts the page asked for failed.
 */
function* isAvailable(parts: ReadonlyArray<[AccountPart, string]>): Effects<boolean> {
  const api = yield* accountApi();
  try {
    const capabilities = (yield call(api.whenCapabilitiesKnown)) as CapabilityName[];
    if (hasCapabilities(capabilities, 'social_syndicates')) return true;
    yield put(accountUnavailable());
  } catch (error) {
    for (const [part, key] of parts) yield put(partLoadFailed(part, key, failureStatusOf(error)));
  }
  return false;
}

/** Asks for one part of a page; its failure is its own (the other parts still show). */
function* loadPart<Name extends AccountPart, Found>(
  part: Name,
  key: string,
  fetch: () => Promise<Found>,
  toValue: (found: Found) => ValueOf<Name>,
): Effects<Found | null> {
  try {
    const found = (yield call(fetch)) as Found;
    yield put(partLoaded(part, key, toValue(found)));
    return found;
  } catch (error) {
    yield put(partLoadFailed(part, key, failureStatusOf(error)));
    return null;
  }
}

const itself = <Value>(value: Value) => value;
const listPageOf = <Entity>(found: {
  entities: Entity[];
  pageInfo: { total: number };
}): ListPage<Entity> => ({ entities: found.entities, total: found.pageInfo.total });

function* openOverview({ payload: { page } }: Opened<'lottoPartyAccount/overviewOpened'>): Effects {
  const shareTicketsKey = shareTicketsKeyOf(page);
  const parts: Array<[AccountPart, string]> = [
    ['myGroups', myGroupsKey],
    ['shareTickets', shareTicketsKey],
  ];
  if (!(yield* isAvailable(parts))) return;
  const api = yield* accountApi();
  yield all([
    call(() => loadPart('myGroups', myGroupsKey, () => api.fetchMyGroups(1), listPageOf)),
    call(() =>
      loadPart('shareTickets', shareTicketsKey, () => api.fetchMyShareTickets(page), listPageOf),
    ),
  ]);
}

function* openShareTicket({
  payload: { id },
}: Opened<'lottoPartyAccount/shareTicketOpened'>): Effects {
  if (!(yield* isAvailable([['shareTicket', id]]))) return;
  const api = yield* accountApi();
  const ticket = yield* loadPart('shareTicket', id, () => api.fetchShareTicket(id), itself);
  if (!ticket) return;
  // The session's games and result, shown beside the ticket.
  yield put(sessionOpened(ticket.sessionId));
}

function* openSession({ payload: { id } }: Opened<'lottoPartyAccount/sessionOpened'>): Effects {
  if (!(yield* isAvailable([['session', id]]))) return;
  const api = yield* accountApi();
  yield* loadPart('session', id, () => api.fetchSession(id), itself);
}

function* openGroup({ payload: { id, page } }: Opened<'lottoPartyAccount/groupOpened'>): Effects {
  const sessionsKey = groupSessionsKeyOf(id, page);
  const parts: Array<[AccountPart, string]> = [
    ['group', id],
    ['groupSessions', sessionsKey],
  ];
  if (!(yield* isAvailable(parts))) return;
  const api = yield* accountApi();
  yield all([
    call(() => loadPart('group', id, () => api.fetchGroup(id), itself)),
    call(() =>
      loadPart('groupSessions', sessionsKey, () => api.fetchGroupSessions(id, page), listPageOf),
    ),
  ]);
}

/** Each page's latest ask wins: opening another page or id cancels the answer on its way. */
export function* watchAccount(): Effects {
  yield all([
    takeLatest('lottoPartyAccount/overviewOpened', openOverview),
    takeLatest('lottoPartyAccount/shareTicketOpened', openShareTicket),
    takeLatest('lottoPartyAccount/sessionOpened', openSession),
    takeLatest('lottoPartyAccount/groupOpened', openGroup),
  ]);
}
