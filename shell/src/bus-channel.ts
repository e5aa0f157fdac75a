import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { type Bus, type BusEventName, type BusEvents } from 'shared-kernel';

/**
 * A saga channel of one bus event. Buffered, so that the last value of a replay-last event,
 * delivered while subscribing (before the saga takes), is not dropped.
 */
export function busChannel<Name extends BusEventName>(
  bus: Bus,
  name: Name,
): EventChannel<BusEvents[Name]> {
  return eventChannel<BusEvents[Name]>(
    (emit) => bus.subscribe(name, (payload) => emit(payload)),
    buffers.expanding(16),
  );
}

/**
 * A saga that turns every occurrence of a bus event into a store action, in order, for as long
 * as it runs: `yield call(putEveryBusEvent(bus, 'cart/changed', toAction))`.
 */
export function putEveryBusEvent<Name extends BusEventName>(
  bus: Bus,
  name: Name,
  toAction: (payload: BusEvents[Name]) => { type: string },
): () => SagaIterator {
  return function* forwardBusEvent(): SagaIterator {
    const channel = (yield call(busChannel, bus, name)) as EventChannel<BusEvents[Name]>;
    try {
      while (true) {
        const payload = (yield take(channel)) as BusEvents[Name];
        yield put(toAction(payload));
      }
    } finally {
      channel.close();
    }
  };
}
