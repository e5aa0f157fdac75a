import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { getContext, put, take, type StrictEffect } from 'redux-saga/effects';
import type { Bus, BusEvents } from 'shared-kernel';
import { cartChanged } from './cart-slice';

type CartChangedPayload = BusEvents['cart/changed'];

function cartChangedChannel(bus: Bus): EventChannel<CartChangedPayload> {
  // The bus replays the last 'cart/changed' synchronously on subscribe, before the saga takes:
  // the buffer keeps that value. Only the latest count matters, so it keeps one (sliding).
  return eventChannel<CartChangedPayload>(
    (emit) => bus.subscribe('cart/changed', emit),
    buffers.sliding(1),
  );
}

/** Mirrors the bus's 'cart/changed' into the store, in order, until the store is closed. */
export function* watchCartChanged(): Generator<StrictEffect, void, unknown> {
  const bus = (yield getContext('bus')) as Bus;
  const channel = cartChangedChannel(bus);
  try {
    while (true) {
      const { itemCount } = (yield take(channel)) as CartChangedPayload;
      yield put(cartChanged(itemCount));
    }
  } finally {
    channel.close();
  }
}
