import { type SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { type Bus } from 'shared-kernel';
import { putEveryBusEvent } from '../../bus-channel';
import { navigationCartChanged, navigationSessionChanged } from './navigation-slice';

/** Follows the cart size and the session from the bus (both replay their last value). */
export function* watchVisitorChanges(bus: Bus): SagaIterator {
  yield all([
    call(
      putEveryBusEvent(bus, 'cart/changed', (payload) => navigationCartChanged(payload.itemCount)),
    ),
    call(
      putEveryBusEvent(bus, 'session/changed', (payload) =>
        navigationSessionChanged(payload.isAuthenticated),
      ),
    ),
  ]);
}
