import { combineReducers } from 'redux';
import { createRemoteStore } from 'remote-kit';
import { bus, type Bus } from 'shared-kernel';
import { kernelCheckoutApi, type CheckoutApi } from './checkout-api';
import {
  watchCartChanged,
  watchCartFetchRequested,
  watchCartItemChanges,
  watchPromotionSubmitted,
  watchSegmentChanged,
  watchSessionChanged,
  type Clock,
} from './features/cart/cart-sagas';
import { cartReducer } from './features/cart/cart-slice';
import { watchPayments } from './features/payment/payment-sagas';
import { paymentReducer } from './features/payment/payment-slice';
import { watchReceiptRequested } from './features/receipt/receipt-sagas';
import { receiptReducer } from './features/receipt/receipt-slice';

const rootReducer = combineReducers({
  cart: cartReducer,
  payment: paymentReducer,
  receipt: receiptReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** What the sagas reach through their context; tests pass their own. */
export interface StoreDependencies {
  bus: Bus;
  checkout: CheckoutApi;
  now: Clock;
}

export function makeStore(
  preloadedState?: Partial<RootState>,
  dependencies: Partial<StoreDependencies> = {},
) {
  const context: StoreDependencies = {
    bus,
    checkout: kernelCheckoutApi,
    now: Date.now,
    ...dependencies,
  };
  return createRemoteStore({
    reducer: rootReducer,
    sagas: [
      watchCartChanged,
      watchSessionChanged,
      watchSegmentChanged,
      watchCartFetchRequested,
      watchCartItemChanges,
      watchPromotionSubmitted,
      watchPayments,
      watchReceiptRequested,
    ],
    context: { ...context },
    preloadedState,
  });
}
