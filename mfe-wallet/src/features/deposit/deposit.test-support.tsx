import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createBus } from 'shared-kernel';
import {
  type DepositView,
  type FundView,
  type PaymentMethodView,
} from 'shared-kernel/contract/payments';
import { makeStore } from '../../store';
import { type DepositApi } from './deposit-api';
import { depositFeature } from './deposit-screens';

/** Test support: a payment method as GET /payment_methods answers it. */
export function methodOf(
  code: string,
  overrides: Partial<PaymentMethodView> = {},
  rules: Partial<PaymentMethodView['rules']> = {},
): PaymentMethodView {
  return {
    code,
    funds: [],
    availableGateways: code === 'pl' ? ['paypal'] : code === 'cc' ? ['test'] : [],
    attributes: {},
    rules: { enabled: true, minAmount: 0.01, maxAmount: 5000, gateway: {}, ...rules },
    ...overrides,
  };
}

export const savedVisa: FundView = {
  id: 'fund-visa',
  default: true,
  type: 'cc',
  flags: { cart: true, withdraw: false, digitalWallets: false, failedVerification: false },
  brand: 'Visa',
  name: 'Alex Nguyen',
  number: '•••• 4242',
  expiry: '12/30',
  gateway: 'test',
};

/** cc with a saved Visa (security code required), PayPal, BPAY (A$10 at least). */
export const standardMethods: PaymentMethodView[] = [
  methodOf('cc', { funds: [savedVisa] }, { gateway: { test: { cscRequired: { Visa: true } } } }),
  methodOf('pl'),
  methodOf('ap', { availableGateways: ['test'] }, { enabled: false }),
  methodOf('bp', {}, { minAmount: 10 }),
];

/** Test support: a deposit as the services answer it, a successful card deposit unless overridden. */
export function depositOf(overrides: Partial<DepositView> = {}): DepositView {
  return {
    depositId: 'dep_1',
    status: 'success',
    amount: { amount: 50, currency: 'AUD' },
    fundId: 'fund-visa',
    failureMessage: null,
    challenge: null,
    approval: null,
    checkoutId: null,
    checkoutFailureMessage: null,
    createdAt: '2026-11-21T00:00:00.000Z',
    depositMethodCode: 'cc',
    instructions: null,
    settledAt: '2026-11-21T00:00:01.000Z',
    ...overrides,
  };
}

export const bpayDeposit = depositOf({
  depositId: 'dep_bpay',
  status: 'pending',
  amount: { amount: 25, currency: 'AUD' },
  fundId: 'bp',
  depositMethodCode: 'bp',
  instructions: { billerCode: '254847', reference: '1234567897' },
  settledAt: null,
});

/** Test support: deposit calls that are jest mocks with sensible answers. */
export function fakeDepositApi(overrides: Partial<DepositApi> = {}): jest.Mocked<DepositApi> {
  return {
    fetchBalance: jest.fn(() => Promise.resolve({ amount: 12.5, currency: 'AUD' })),
    fetchDepositMethods: jest.fn(() => Promise.resolve(standardMethods)),
    fetchCardGateways: jest.fn(() => Promise.resolve(['test'])),
    fetchCardGateway: jest.fn(() =>
      Promise.resolve({
        gateway: 'test',
        tokenisationUrl: 'http://shop.test/test-gateway/tokens?session=s',
        publishableKey: null,
        testCards: [],
      }),
    ),
    tokeniseCard: jest.fn(() =>
      Promise.resolve({ token: 'tok_1', brand: 'Visa', last4: '3220', expiry: '12/30' }),
    ),
    addCard: jest.fn(() => Promise.resolve({ ...savedVisa, id: 'fund-new' })),
    depositFromCard: jest.fn(() => Promise.resolve(depositOf())),
    depositThroughGateway: jest.fn(() => Promise.resolve(depositOf())),
    depositByBankMethod: jest.fn(() => Promise.resolve(bpayDeposit)),
    fetchWalletToken: jest.fn(() => Promise.resolve('tok_wallet')),
    fetchDeposit: jest.fn(() => Promise.resolve(depositOf())),
    cancelDeposit: jest.fn(() =>
      Promise.resolve({ ...bpayDeposit, status: 'failed' as const, instructions: null }),
    ),
    createIdempotencyKey: jest.fn(() => 'key-1'),
    origin: () => 'http://shop.test',
    browserFacts: () => ({
      language: 'en-AU',
      colourDepth: 24,
      screenWidth: 1280,
      screenHeight: 800,
      viewportWidth: 1280,
      viewportHeight: 800,
      timezoneOffsetMinutes: -600,
      javaEnabled: false,
    }),
    sendWindowTo: jest.fn(),
    rememberDepositStart: jest.fn(),
    ...overrides,
  } as jest.Mocked<DepositApi>;
}

function Elsewhere() {
  const location = useLocation();
  return (
    <p>
      Somewhere else: {location.pathname}
      {location.search}
    </p>
  );
}

/** Test support: one deposit page on the real store, with fake calls and its own bus. */
export function renderDepositPage(
  element: ReactElement,
  {
    path,
    route,
    api = fakeDepositApi(),
  }: { path: string; route: string; api?: jest.Mocked<DepositApi> },
) {
  const bus = createBus();
  const published: unknown[] = [];
  bus.subscribe('wallet/changed', (payload) => published.push(payload));
  const store = makeStore(undefined, { bus });
  store.addFeature({ ...depositFeature, context: { deposit: api } });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store, api, published };
}
