import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { type Bus } from 'shared-kernel';
import { type SessionCustomer } from './session-slice';

/** Buses on which the shell is telling of the customer right now (publishing is synchronous). */
const announcing = new WeakSet<Bus>();

/** Tells everyone on the page who is signed in and what the shell now knows of the customer. */
export function publishCustomer(bus: Bus, customer: SessionCustomer): void {
  bus.publish('session/changed', { isAuthenticated: true, customerId: customer.customerId });
  announcing.add(bus);
  try {
    bus.publish('customer/changed', {
      customerId: customer.customerId,
      firstname: customer.firstname,
      availableFunds: customer.availableFunds ? customer.availableFunds.amount.toFixed(2) : null,
    });
  } finally {
    announcing.delete(bus);
  }
}

/**
 * Every `customer/changed` that another part of the page publishes (a remote after a join, a
 * leave or an unlock): the customer the shell shows is stale. The shell's own announcements,
 * and anything published while one is being delivered, are left out, so a refresh never sets off
 * another; so is the last value handed over when subscribing, which predates this channel.
 */
export function customerChangesOfOthers(bus: Bus): EventChannel<true> {
  return eventChannel<true>((emit) => {
    let isSubscribing = true;
    const unsubscribe = bus.subscribe('customer/changed', () => {
      if (isSubscribing || announcing.has(bus)) return;
      emit(true);
    });
    isSubscribing = false;
    return unsubscribe;
  }, buffers.sliding(1));
}
