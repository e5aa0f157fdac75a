import {
  applyMiddleware,
  combineReducers,
  legacy_createStore as createStore,
  type Store,
} from 'redux';
import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { type Bus } from 'shared-kernel';
import { compositionReducer } from './composition/composition-slice';
import { appErrorReducer } from './layout/error-pages/app-error-slice';
import { watchAppErrors } from './layout/error-pages/app-error-sagas';
import { watchVisitorChanges } from './layout/navigation/navigation-sagas';
import { navigationReducer } from './layout/navigation/navigation-slice';
import { watchNotifications } from './layout/notifications/notifications-sagas';
import { notificationsReducer } from './layout/notifications/notifications-slice';
import { watchRouteTransitions } from './layout/route-transition/route-transition-sagas';
import { routeTransitionReducer } from './layout/route-transition/route-transition-slice';
import { watchSiteDataLoadRequested } from './layout/site-data/site-data-sagas';
import { siteDataReducer } from './layout/site-data/site-data-slice';
import { type RootState } from './root-state';
import { type ShellApi } from './shell-api';

export interface ShellDependencies {
  api: ShellApi;
  bus: Bus;
  /** Where single-spa announces its routing (window in the page). */
  routingEvents: EventTarget;
}

const rootReducer = combineReducers({
  siteData: siteDataReducer,
  navigation: navigationReducer,
  notifications: notificationsReducer,
  routeTransition: routeTransitionReducer,
  appError: appErrorReducer,
  composition: compositionReducer,
});

/** spawn: one failing watcher does not stop the others. */
function* rootSaga(dependencies: ShellDependencies): SagaIterator {
  yield spawn(watchNotifications, dependencies.bus);
  yield spawn(watchVisitorChanges, dependencies.bus);
  yield spawn(watchAppErrors, dependencies.bus);
  yield spawn(watchSiteDataLoadRequested, dependencies.api);
  yield spawn(watchRouteTransitions, dependencies.routingEvents);
}

export type ShellStore = Store<RootState>;

export function makeStore(
  dependencies: ShellDependencies,
  preloadedState?: Partial<RootState>,
): ShellStore {
  const sagaMiddleware = createSagaMiddleware();
  const store = createStore(rootReducer, preloadedState, applyMiddleware(sagaMiddleware));
  sagaMiddleware.run(rootSaga, dependencies);
  return store;
}
