import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createBus, type BusEvents } from 'shared-kernel';
import { makeStore } from '../../store';
import { type RecurringApi } from './recurring-api';
import { recurringFeature } from './recurring-screens';
import {
  aud,
  autoplayOf,
  combinedOf,
  heartsRaffle,
  pageOf,
  saturdayLotto,
  scheduledOf,
  subscriptionOf,
} from './recurring.test-records';

export * from './recurring.test-records';

// What the recurring purchase screens' tests share: a fake of the calls, and a page rendered at
// its route with the real store.

/** Every call answered as an untouched account would be; a test overrides what it looks at. */
export function fakeRecurringApi(overrides: Partial<RecurringApi> = {}): RecurringApi {
  const autoplay = autoplayOf();
  const subscription = subscriptionOf();
  return {
    fetchAutoplays: jest.fn(() => Promise.resolve(pageOf([autoplay]))),
    fetchAutoplay: jest.fn(() => Promise.resolve(autoplay)),
    setAutoplayMinimumJackpot: jest.fn((_id: string, dollars: number | null) =>
      Promise.resolve(autoplayOf({ minimumJackpotAmount: dollars ? aud(dollars) : null })),
    ),
    setAutoplayQuickpick: jest.fn((_id: string, quickpick: boolean) =>
      Promise.resolve(autoplayOf({ quickpick })),
    ),
    updateAutoplay: jest.fn(() => Promise.resolve(autoplay)),
    pauseAutoplay: jest.fn(() =>
      Promise.resolve(autoplayOf({ status: 'recurring_status_paused' })),
    ),
    unpauseAutoplay: jest.fn(() => Promise.resolve(autoplay)),
    updateAutoplayStatus: jest.fn(() => Promise.resolve(autoplay)),
    fetchSubscriptions: jest.fn(() => Promise.resolve(pageOf([subscription]))),
    fetchSubscription: jest.fn(() => Promise.resolve(subscription)),
    updateSubscription: jest.fn(() => Promise.resolve(subscription)),
    updateSubscriptionStatus: jest.fn(() => Promise.resolve(subscription)),
    fetchRecurringPurchases: jest.fn(() => Promise.resolve(pageOf([combinedOf()]))),
    fetchScheduledPurchases: jest.fn(() =>
      Promise.resolve({
        entities: [scheduledOf()],
        pageInfo: { limit: 100, offset: 0, total: 1 },
      }),
    ),
    fetchScheduledPurchase: jest.fn(() => Promise.resolve(scheduledOf())),
    cancelScheduledPurchase: jest.fn(() =>
      Promise.resolve(
        scheduledOf({
          status: 'scheduled_status_cancelled',
          cancelledAt: '2026-03-02T00:00:00.000Z',
        }),
      ),
    ),
    fetchRecurringPurchaseMethod: jest.fn(() =>
      Promise.resolve({
        availableRecurringPurchaseMethods: [
          { recurringPurchaseMethodKey: 'wallet', name: 'Wallet only', disabled: false },
          { recurringPurchaseMethodKey: 'card:f1', name: 'Visa ending 4242', disabled: false },
          {
            recurringPurchaseMethodKey: 'bank:f2',
            name: 'Bank account (cannot pay recurring purchases)',
            disabled: true,
          },
        ],
        selectedRecurringPurchaseMethodKey: 'wallet',
      }),
    ),
    selectRecurringPurchaseMethod: jest.fn((key: string) =>
      Promise.resolve({
        availableRecurringPurchaseMethods: [
          { recurringPurchaseMethodKey: 'wallet', name: 'Wallet only', disabled: false },
          { recurringPurchaseMethodKey: 'card:f1', name: 'Visa ending 4242', disabled: false },
        ],
        selectedRecurringPurchaseMethodKey: key,
      }),
    ),
    fetchProductOffer: jest.fn((key: string) =>
      Promise.resolve([saturdayLotto, heartsRaffle].find((offer) => offer.key === key) ?? null),
    ),
    ...overrides,
  };
}

/** Renders a screen at its route with the real store, the fake calls and a bus of its own. */
export function renderRecurring(
  screen: ReactElement,
  {
    route,
    path,
    api,
    otherRoutes = [],
  }: {
    route: string;
    path: string;
    api: RecurringApi;
    /** More screens the test moves to, by route. */
    otherRoutes?: ReadonlyArray<{ route: string; screen: ReactElement }>;
  },
) {
  const bus = createBus();
  const notices: Array<BusEvents['notification/requested']> = [];
  bus.subscribe('notification/requested', (notice) => notices.push(notice));
  const feature = { ...recurringFeature, context: { recurringApi: api } };
  const store = makeStore(undefined, { bus }, [feature]);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={screen} />
          {otherRoutes.map((other) => (
            <Route key={other.route} path={other.route} element={other.screen} />
          ))}
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { bus, store, notices, user: userEvent.setup() };
}
