import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createBus, type BusEvents } from 'shared-kernel';
import { type SpendLimit, type SpendLimits } from 'shared-kernel/contract/limits';
import { makeStore } from '../../store';
import { type LimitsApi } from './limits-api';
import { limitsFeature } from './limits-screens';

// What the limits screens' tests share: answers as the services give them, and a rendered screen.

export const aud = (amount: number) => ({ amount, currency: 'AUD' });

export const weekly: SpendLimit = {
  id: 'limit-weekly',
  period: 'spend_weekly',
  amount: aud(100),
  spent: aud(20),
  remaining: aud(80),
  pendingAmount: aud(150),
  pendingFrom: '2026-12-03T02:00:00.000Z',
  periodEndsAt: '2026-11-30T13:00:00.000Z',
};

export function overviewWith(customerLimits: SpendLimit[]): SpendLimits {
  return {
    availablePeriods: ['spend_daily', 'spend_weekly', 'spend_monthly', 'deposit_weekly'],
    customerLimits,
    systemLimits: [
      {
        ...weekly,
        id: 'system_spend_weekly',
        amount: aud(5000),
        remaining: aud(4980),
        pendingAmount: null,
        pendingFrom: null,
      },
    ],
    spendLimitRequired: false,
  };
}

/** Every call fails unless the test gives it an answer (the spend limits answer the weekly one). */
export function fakeApi(overrides: Partial<LimitsApi> = {}): jest.Mocked<LimitsApi> {
  const unexpected = () => Promise.reject(new Error('not expected in this test'));
  return {
    fetchSpendLimits: jest.fn(() => Promise.resolve(overviewWith([weekly]))),
    saveSpendLimit: jest.fn(unexpected),
    removeSpendLimit: jest.fn(unexpected),
    cancelSpendLimitChange: jest.fn(unexpected),
    fetchPrecommitment: jest.fn(unexpected),
    savePrecommitment: jest.fn(unexpected),
    removePrecommitment: jest.fn(unexpected),
    cancelPrecommitmentChange: jest.fn(unexpected),
    ...overrides,
  } as jest.Mocked<LimitsApi>;
}

/** Renders a limits screen with the real store; notifications published are collected. */
export function renderLimitsScreen(page: ReactNode, path: string, api: LimitsApi) {
  const bus = createBus();
  const notifications: Array<BusEvents['notification/requested']> = [];
  bus.subscribe('notification/requested', (event) => notifications.push(event));
  const store = makeStore(undefined, { bus });
  store.addFeature({ ...limitsFeature, context: { limitsApi: api } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </Provider>,
  );
  return { user: userEvent.setup(), notifications };
}

export const panel = (name: string) => screen.findByRole('region', { name });
