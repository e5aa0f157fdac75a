import { all, spawn, type StrictEffect } from 'redux-saga/effects';
import { watchAutoplay } from './autoplay/autoplay-sagas';
import { watchCombined } from './combined/combined-sagas';
import { watchScheduled } from './scheduled/scheduled-sagas';
import { watchOffers } from './shared/offers-slice';
import { watchSubscriptions } from './subscriptions/subscriptions-sagas';

/** Each part's watchers are spawned, so one failing stops no other. */
export function* watchRecurring(): Generator<StrictEffect, void, unknown> {
  yield all([
    spawn(watchAutoplay),
    spawn(watchSubscriptions),
    spawn(watchScheduled),
    spawn(watchCombined),
    spawn(watchOffers),
  ]);
}
