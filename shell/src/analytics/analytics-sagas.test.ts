import { runSaga, stdChannel } from 'redux-saga';
import { routingFinishedEventName } from '../layout/route-transition/route-transition-sagas';
import { sessionCustomerLoaded, type SessionCustomer } from '../session/session-slice';
import { type AnalyticsEvent } from './analytics-port';
import { watchAnalytics } from './analytics-sagas';

describe('the shell analytics events', () => {
  it('records a page event per path reached and identifies a customer once', () => {
    const recorded: AnalyticsEvent[] = [];
    const routing = new EventTarget();
    let path = '/';
    const channel = stdChannel();
    const task = runSaga(
      { channel, dispatch: () => undefined, getState: () => ({}) },
      watchAnalytics,
      {
        analytics: { record: (event) => recorded.push(event) },
        routingEvents: routing,
        mayRecord: () => true,
        currentPage: () => ({ path, title: 'Lotto Shop' }),
      },
    );
    routing.dispatchEvent(new Event(routingFinishedEventName));
    routing.dispatchEvent(new Event(routingFinishedEventName));
    path = '/powerball';
    routing.dispatchEvent(new Event(routingFinishedEventName));
    const customer = { customerId: 'customer-1' } as SessionCustomer;
    channel.put(sessionCustomerLoaded(customer));
    channel.put(sessionCustomerLoaded(customer));
    task.cancel();

    expect(recorded.map((event) => [event.type, event.name])).toEqual([
      ['page', '/'],
      ['page', '/powerball'],
      ['identify', 'identify'],
    ]);
  });
});
