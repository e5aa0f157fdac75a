import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { routeTransitionFinished, routeTransitionStarted } from './route-transition-slice';

/** single-spa announces each reroute (loading and mounting the owning remote) on window. */
export const routingStartedEventName = 'single-spa:before-routing-event';
export const routingFinishedEventName = 'single-spa:routing-event';

type RoutingSignal = 'started' | 'finished';

function routingChannel(target: EventTarget): EventChannel<RoutingSignal> {
  return eventChannel<RoutingSignal>((emit) => {
    const onStarted = () => emit('started');
    const onFinished = () => emit('finished');
    target.addEventListener(routingStartedEventName, onStarted);
    target.addEventListener(routingFinishedEventName, onFinished);
    return () => {
      target.removeEventListener(routingStartedEventName, onStarted);
      target.removeEventListener(routingFinishedEventName, onFinished);
    };
  }, buffers.expanding(8));
}

/** Mirrors single-spa's routing into the store, in order. */
export function* watchRouteTransitions(target: EventTarget): SagaIterator {
  const channel = (yield call(routingChannel, target)) as EventChannel<RoutingSignal>;
  try {
    while (true) {
      const signal = (yield take(channel)) as RoutingSignal;
      yield put(signal === 'started' ? routeTransitionStarted() : routeTransitionFinished());
    }
  } finally {
    channel.close();
  }
}
