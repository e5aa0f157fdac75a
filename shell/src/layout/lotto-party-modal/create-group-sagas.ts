import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { type Bus, type BusEvents, type RemoteName } from 'shared-kernel';
import { busChannel } from '../../bus-channel';
import { type RootState } from '../../root-state';
import { routingFinishedEventName } from '../route-transition/route-transition-sagas';
import { selectGrantedCapabilities } from '../site-data/site-data-selectors';
import {
  lottoPartyRemote,
  lottoPartyRequestAccepted,
  type lottoPartyRouteRead,
} from './create-group-request';

/** What the shell asks of single-spa (the page passes single-spa's own; tests pass fakes). */
export interface CompositionPort {
  isMounted: (remote: RemoteName) => boolean;
  /** Has single-spa evaluate every remote's activity again (its `triggerAppChange`). */
  reroute: () => void;
}

export interface CreateGroupDependencies {
  bus: Bus;
  /** Where single-spa announces a finished reroute (window in the page). */
  routingEvents: EventTarget;
  composition: CompositionPort;
}

type RouteRead = ReturnType<typeof lottoPartyRouteRead>;
type RemoteMounted = BusEvents['remote/mounted'];

/**
 * Whether the customer may create a group, once the session and the capabilities are known: a
 * signed-in customer whose segment has social syndicates (product.md §2, §6).
 */
function* mayCreateGroups(): SagaIterator<boolean> {
  while (true) {
    const state = (yield select()) as RootState;
    const { capabilitiesStatus } = state.siteData;
    const isKnown = capabilitiesStatus === 'loaded' || capabilitiesStatus === 'failed';
    if (isKnown && state.session.status !== 'restoring') {
      return (
        state.session.status === 'authenticated' &&
        selectGrantedCapabilities(state).includes('social_syndicates')
      );
    }
    yield take('*');
  }
}

function routingFinishedChannel(target: EventTarget): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const onFinished = () => emit(true);
    target.addEventListener(routingFinishedEventName, onFinished);
    return () => target.removeEventListener(routingFinishedEventName, onFinished);
  }, buffers.sliding(1));
}

/**
 * The request of one location: mfe-lotto-party is made active on this page (single-spa mounts it
 * in its hidden slot), and once it is mounted — it announces `remote/mounted`, or a reroute ends
 * with it mounted — it is asked to open its wizard. The event is not replayed, so it goes out only
 * to a mounted remote, once per history entry.
 */
function* deliverRequest(
  dependencies: CreateGroupDependencies,
  deliveredKeys: Set<string>,
  action: RouteRead,
): SagaIterator {
  const { pathname, key, request } = action.payload;
  if (request === null || deliveredKeys.has(key)) return;
  const isAllowed = (yield call(mayCreateGroups)) as boolean;
  if (!isAllowed) return;
  const { bus, composition } = dependencies;
  const announcements = (yield call(
    busChannel,
    bus,
    'remote/mounted',
  )) as EventChannel<RemoteMounted>;
  const reroutes = (yield call(
    routingFinishedChannel,
    dependencies.routingEvents,
  )) as EventChannel<true>;
  try {
    yield put(lottoPartyRequestAccepted(pathname, request));
    yield call(composition.reroute);
    while (!composition.isMounted(lottoPartyRemote)) {
      const { announcement } = (yield race({
        announcement: take(announcements),
        reroute: take(reroutes),
      })) as { announcement?: RemoteMounted };
      if (announcement?.remote === lottoPartyRemote) break;
    }
    deliveredKeys.add(key);
    bus.publish('lottoParty/createGroupRequested', request);
  } finally {
    announcements.close();
    reroutes.close();
  }
}

/**
 * The layout's lotto-party creation modal, opened by route state. takeLatest: a navigation
 * abandons the request of the page before (whose remote single-spa then unmounts).
 */
export function* watchCreateGroupRequests(dependencies: CreateGroupDependencies): SagaIterator {
  const deliveredKeys = new Set<string>();
  yield takeLatest('lottoPartyModal/routeRead', deliverRequest, dependencies, deliveredKeys);
}
