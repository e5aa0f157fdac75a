import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, createBus, publishGrantedCapabilities } from 'shared-kernel';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { type PaymentMethodView } from 'shared-kernel/contract/payments';
import { type WithdrawalView } from 'shared-kernel/contract/withdrawals';
import { makeStore } from '../../store';
import { type WithdrawApi } from './withdraw-api';
import { WithdrawPage } from './withdraw-page';
import { withdrawFeature } from './withdraw-screens';
import { WithdrawalDetailsPage } from './withdrawal-details-page';

const bankAccounts: PaymentMethodView = {
  code: 'tt',
  funds: [
    {
      id: 'fund-bank',
      default: true,
      type: 'bank',
      flags: { cart: false, withdraw: true, digitalWallets: false, failedVerification: false },
      brand: 'bank',
      name: 'Alex Nguyen',
      number: '•••• 5678',
      expiry: null,
      gateway: 'bank',
    },
  ],
  availableGateways: [],
  attributes: {},
  rules: { enabled: true, minAmount: 10, maxAmount: null, gateway: {} },
};

function withdrawalOf(overrides: Partial<WithdrawalView> = {}): WithdrawalView {
  return {
    id: 'wd_first',
    status: 'queued',
    amount: { amount: 20, currency: 'AUD' },
    withdrawalMethodCode: 'tt',
    bankType: null,
    fundId: 'fund-bank',
    causeKey: null,
    destination: 'Bank account •••• 5678',
    reason: null,
    createdAt: '2026-11-21T00:00:00.000Z',
    settledAt: null,
    ...overrides,
  };
}

function fakeApi(overrides: Partial<WithdrawApi> = {}): jest.Mocked<WithdrawApi> {
  return {
    fetchWithdrawableFunds: jest.fn(() => Promise.resolve({ amount: 50, currency: 'AUD' })),
    fetchWithdrawalMethods: jest.fn(() => Promise.resolve([bankAccounts])),
    fetchCauses: jest.fn(() => Promise.resolve([{ key: 'heart_health', name: 'Heart Health' }])),
    fetchIsVerified: jest.fn(() => Promise.resolve(true)),
    requestWithdrawal: jest.fn(() => Promise.resolve('wd_first')),
    fetchWithdrawal: jest.fn(() => Promise.resolve(withdrawalOf())),
    fetchWithdrawals: jest.fn(() =>
      Promise.resolve({
        entities: [withdrawalOf()],
        pageInfo: { limit: 10, offset: 0, total: 1 },
      }),
    ),
    whenCapabilitiesKnown: jest.fn(() =>
      Promise.resolve(['wallet_withdrawal'] as readonly CapabilityName[]),
    ),
    ...overrides,
  } as jest.Mocked<WithdrawApi>;
}

function Elsewhere() {
  const location = useLocation();
  return <p>Somewhere else: {location.pathname}</p>;
}

function renderAt(path: string, api: jest.Mocked<WithdrawApi>) {
  const bus = createBus();
  const published: unknown[] = [];
  bus.subscribe('wallet/changed', (payload) => published.push(payload));
  const store = makeStore(undefined, { bus });
  store.addFeature({ ...withdrawFeature, context: { withdraw: api } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/my-account/withdraw" element={<WithdrawPage />} />
          <Route
            path="/my-account/withdraw/details/:withdrawID"
            element={<WithdrawalDetailsPage />}
          />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { published, store };
}

beforeEach(() => publishGrantedCapabilities(['wallet_withdrawal'], 'customer'));
afterEach(cleanup);

describe('the withdraw page', () => {
  it('withdraws to a bank account, refreshes balances and lands on the details page', async () => {
    const api = fakeApi();
    const { published } = renderAt('/my-account/withdraw', api);
    expect(await screen.findByText('$50.00')).toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Withdraw to' }),
      'Bank account · Alex Nguyen · •••• 5678',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByRole('heading', { name: 'Withdrawal' })).toBeInTheDocument();
    expect(api.requestWithdrawal).toHaveBeenCalledWith(
      'fund-bank',
      { amount: 20, withdrawalMethodCode: 'tt' },
      expect.stringMatching(/.{8,}/),
    );
    expect(published).toEqual([{ reason: 'withdrawal' }]);
    expect(await screen.findByText(/Your withdrawal is pending/)).toBeInTheDocument();
  });

  it('checks the amount against the method minimum and what may be withdrawn', async () => {
    const api = fakeApi();
    renderAt('/my-account/withdraw', api);
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Withdraw to' }),
      'Bank account · Alex Nguyen · •••• 5678',
    );

    await userEvent.type(amount, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('Please enter an amount equal to or greater than $10.00.'),
    ).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('Please enter an amount equal to or less than $50.00.'),
    ).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '1.505');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Amount must follow format e.g: 1.50')).toBeInTheDocument();
    expect(api.requestWithdrawal).not.toHaveBeenCalled();
  });

  it("shows the server's refusal beside the amount", async () => {
    const message = 'Please enter an amount equal to or less than A$30.00.';
    const api = fakeApi({
      requestWithdrawal: jest.fn(() =>
        Promise.reject(
          new ApiError({
            status: 422,
            message,
            code: 'amount_above_withdrawable',
            errors: { amount: [message] },
            isResponse: true,
          }),
        ),
      ),
    });
    renderAt('/my-account/withdraw', api);
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Withdraw to' }),
      'Donate to Heart Health',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.requestWithdrawal).toHaveBeenCalledWith(
      'heart_health',
      { amount: 40, withdrawalMethodCode: 'do' },
      expect.any(String),
    );
  });

  it('tells an unverified customer to verify, with a link', async () => {
    renderAt(
      '/my-account/withdraw',
      fakeApi({
        fetchWithdrawableFunds: jest.fn(() => Promise.resolve({ amount: 0, currency: 'AUD' })),
        fetchIsVerified: jest.fn(() => Promise.resolve(false)),
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please verify your identity before you withdraw.');
    expect(within(alert).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/account-verification',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });
});

describe('the withdrawal details page', () => {
  it("shows the withdrawal's status and the customer's withdrawals", async () => {
    renderAt(
      '/my-account/withdraw/details/wd_first',
      fakeApi({
        fetchWithdrawal: jest.fn(() =>
          Promise.resolve(withdrawalOf({ status: 'paid', settledAt: '2026-11-22T00:00:00Z' })),
        ),
        fetchWithdrawals: jest.fn(() =>
          Promise.resolve({
            entities: [
              withdrawalOf({ status: 'paid' }),
              withdrawalOf({ id: 'wd_second', status: 'returned', reason: 'Account closed' }),
            ],
            pageInfo: { limit: 10, offset: 0, total: 2 },
          }),
        ),
      }),
    );

    expect(await screen.findByText(/Your withdrawal is paid/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Your withdrawals' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'Status',
      'Paid',
      'Returned',
    ]);
    expect(screen.getByRole('region', { name: 'Your withdrawals' })).toContainElement(
      rows[0] ?? null,
    );
  });

  it('says when the withdrawal cannot be found', async () => {
    renderAt(
      '/my-account/withdraw/details/wd_missing',
      fakeApi({
        fetchWithdrawal: jest.fn(() =>
          Promise.reject(new ApiError({ status: 404, message: 'Not found', isResponse: true })),
        ),
      }),
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a withdrawal made without the withdrawal capability, but no list and no new withdrawal', async () => {
    publishGrantedCapabilities([], 'default');
    const api = fakeApi({ whenCapabilitiesKnown: jest.fn(() => Promise.resolve([])) });
    renderAt('/my-account/withdraw/details/wd_first', api);

    expect(await screen.findByText(/Your withdrawal is pending/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Your withdrawals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Make another withdrawal' })).not.toBeInTheDocument();
    expect(api.fetchWithdrawals).not.toHaveBeenCalled();
  });

  it('offers another withdrawal with the capability', async () => {
    renderAt('/my-account/withdraw/details/wd_first', fakeApi());
    expect(await screen.findByRole('link', { name: 'Make another withdrawal' })).toHaveAttribute(
      'href',
      '/my-account/withdraw',
    );
  });
});
