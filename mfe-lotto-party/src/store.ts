import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, getContext, put, take } from 'redux-saga/effects';
import { createRemoteStore, type AnyRemoteFeature } from 'remote-kit';
import { bus, type Bus, type BusEvents } from 'shared-kernel';
import { type LottoPartyApi } from './shared/lotto-party-api';
import {
  createGroupWizardRequested,
  wizardRequestReducer,
  type WizardRequestState,
} from './shared/wizard-request';

// Every screen's state and sagas load with it (`*-screens.ts`, `lazyFeatureScreen`): the remote's
// first load carries only the wizard's request, which any package may make through the bus.

/** The remote's own state: whether the creation wizard is asked for. */
export type OwnState = WizardRequestState;

/** What the sagas reach through their context; tests pass their own. */
export interface StoreDependencies {
  bus: Bus;
  lottoParty: LottoPartyApi;
}

type Requested = BusEvents['lottoParty/createGroupRequested'];

/**
 * Another package asks for the creation wizard (the shell, from route state): the request becomes
 * the store's. Subscribed from the store's making, before the remote announces its mount.
 */
function* watchCreateGroupRequests(): SagaIterator {
  const pageBus = (yield getContext('bus')) as Bus;
  const channel = (yield call(() =>
    eventChannel<Requested>(
      (emit) => pageBus.subscribe('lottoParty/createGroupRequested', emit),
      buffers.expanding(4),
    ),
  )) as EventChannel<Requested>;
  try {
    while (true) {
      const request = (yield take(channel)) as Requested;
      yield put(createGroupWizardRequested(request));
    }
  } finally {
    channel.close();
  }
}

/**
 * The remote's store. `features` join at once (tests render a feature's screen without its
 * route); on the page they join when their screen first loads, with the kernel's calls.
 */
export function makeStore(
  preloadedState?: undefined,
  dependencies: Partial<StoreDependencies> = {},
  features: readonly AnyRemoteFeature[] = [],
) {
  const store = createRemoteStore({
    reducer: wizardRequestReducer,
    sagas: [watchCreateGroupRequests],
    context: { bus, ...dependencies },
    preloadedState,
  });
  for (const feature of features) store.addFeature(feature);
  return store;
}
