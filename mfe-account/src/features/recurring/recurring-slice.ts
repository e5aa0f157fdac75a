import { combineReducers } from 'redux';
import { createSelector } from 'reselect';
import { type Autoplay, type Subscription } from 'shared-kernel/contract/recurring';
import { autoplayReducer } from './autoplay/autoplay-slice';
import { combinedReducer } from './combined/combined-slice';
import { methodReducer } from './combined/method-slice';
import { scheduledReducer } from './scheduled/scheduled-slice';
import { offersReducer } from './shared/offers-slice';
import { detailOf } from './shared/records';
import { subscriptionsReducer } from './subscriptions/subscriptions-slice';

/** Autoplays, subscriptions, scheduled purchases, the combined list and the payment method. */
export const recurringReducer = combineReducers({
  autoplay: autoplayReducer,
  subscriptions: subscriptionsReducer,
  scheduled: scheduledReducer,
  combined: combinedReducer,
  method: methodReducer,
  offers: offersReducer,
});

export type RecurringState = ReturnType<typeof recurringReducer>;

interface StateWithRecurring {
  recurring: RecurringState;
}

const selectRecurring = (state: StateWithRecurring) => state.recurring;

export const selectAutoplayState = createSelector(selectRecurring, (state) => state.autoplay);
export const selectSubscriptionsState = createSelector(
  selectRecurring,
  (state) => state.subscriptions,
);
export const selectScheduled = createSelector(selectRecurring, (state) => state.scheduled);
export const selectCombined = createSelector(selectRecurring, (state) => state.combined);
export const selectMethod = createSelector(selectRecurring, (state) => state.method);
export const selectOffers = createSelector(selectRecurring, (state) => state.offers);

/** The autoplays of the page shown, as they now are (a change on a detail page included). */
export const selectAutoplayList = createSelector(selectAutoplayState, ({ list, byId }) => ({
  ...list,
  autoplays: list.ids.flatMap((id): Autoplay[] => (byId[id] ? [byId[id]] : [])),
}));

export const selectSubscriptionList = createSelector(
  selectSubscriptionsState,
  ({ list, byId }) => ({
    ...list,
    subscriptions: list.ids.flatMap((id): Subscription[] => (byId[id] ? [byId[id]] : [])),
  }),
);

const idArgument = (_state: StateWithRecurring, id: string) => id;

/** The autoplay of a detail page, once it was loaded for that page. */
export const selectAutoplayDetail = createSelector(
  [selectAutoplayState, idArgument],
  ({ detail, byId }, id) => {
    const load = detailOf(detail, id);
    return { ...load, autoplay: load.status === 'loaded' ? (byId[id] ?? null) : null };
  },
);

export const selectSubscriptionDetail = createSelector(
  [selectSubscriptionsState, idArgument],
  ({ detail, byId }, id) => {
    const load = detailOf(detail, id);
    return { ...load, subscription: load.status === 'loaded' ? (byId[id] ?? null) : null };
  },
);
