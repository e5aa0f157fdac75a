import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, createBus } from 'shared-kernel';
import {
  type Transaction,
  type TransactionsPage as Page,
} from 'shared-kernel/contract/transactions';
import { makeStore } from '../../store';
import { type TransactionsApi } from './transactions-api';
import { TransactionsPage, transactionsFeature } from './transactions-screens';

function line(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: '2',
    type: 'purchase',
    status: 'posted',
    account: 'cash',
    description: 'Powerball: 2 x Standard games',
    reference: 'checkout-1',
    amount: { amount: -6, currency: 'AUD' },
    balance: { amount: 14, currency: 'AUD' },
    createdAt: '2026-11-28T09:00:00.000Z',
    ...overrides,
  };
}

const deposit = line({
  id: '1',
  type: 'deposit',
  description: 'Deposit from Visa ending 4242',
  reference: 'deposit-1',
  amount: { amount: 20, currency: 'AUD' },
  balance: { amount: 20, currency: 'AUD' },
  createdAt: '2026-11-27T23:00:00.000Z',
});

const pageOf = (entities: Transaction[], total = entities.length): Page => ({
  entities,
  pageInfo: { limit: 10, offset: 0, total },
});

function fakeApi(overrides: Partial<TransactionsApi> = {}): jest.Mocked<TransactionsApi> {
  return {
    fetchTransactions: jest.fn(() => Promise.resolve(pageOf([line(), deposit]))),
    fetchTransactionsCsv: jest.fn(() => Promise.resolve('blob:transactions')),
    ...overrides,
  } as jest.Mocked<TransactionsApi>;
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderTransactions(path: string, api = fakeApi()) {
  const bus = createBus();
  const saveFile = jest.fn();
  const store = makeStore(undefined, { bus });
  store.addFeature({ ...transactionsFeature, context: { transactionsApi: api, saveFile } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/my-account/transactions" element={<TransactionsPage />} />
          <Route path="/my-account/transactions/:page" element={<TransactionsPage />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </Provider>,
  );
  return { api, bus, saveFile, store };
}

afterEach(cleanup);

describe('the transactions page', () => {
  it('shows the lines in a captioned table with amounts, running balances and statuses', async () => {
    const { api } = renderTransactions(
      '/my-account/transactions/2?type=purchase&from=2026-11-01',
      fakeApi({
        fetchTransactions: jest.fn(() => Promise.resolve(pageOf([line(), deposit], 12))),
      }),
    );

    const table = await screen.findByRole('table', { name: 'Transactions, page 2 of 2' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Kind', 'Description', 'Amount', 'Balance', 'Status']);
    const purchase = within(table).getByRole('row', { name: /Powerball: 2 x Standard games/ });
    expect(
      within(purchase)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['28 November 2026', 'Purchase', '-$6.00', '$14.00', 'Posted']);
    // 23:00 UTC on 27 November is the morning of the 28th in Sydney.
    const depositRow = within(table).getByRole('row', { name: /Deposit from Visa ending 4242/ });
    expect(depositRow).toHaveTextContent('28 November 2026Deposit');
    expect(depositRow).toHaveTextContent('+$20.00$20.00');
    expect(api.fetchTransactions).toHaveBeenCalledWith({
      type: 'purchase',
      from: '2026-11-01',
      limit: 10,
      offset: 10,
    });
    const pages = screen.getByRole('navigation', { name: 'Pages of transactions' });
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/my-account/transactions/1?type=purchase&from=2026-11-01',
    );
  });

  it('puts the table in a named region the keyboard reaches, to scroll it on a narrow screen', async () => {
    const user = userEvent.setup();
    renderTransactions('/my-account/transactions');

    const table = await screen.findByRole('table', { name: 'Transactions, page 1 of 1' });
    const region = screen.getByRole('region', { name: 'Transactions, page 1 of 1' });
    expect(region).toContainElement(table);
    const reached: string[] = [];
    for (let step = 0; step < 8 && document.activeElement !== region; step += 1) {
      await user.tab();
      reached.push(document.activeElement?.textContent || document.activeElement?.id || '');
    }
    expect(region).toHaveFocus();
    expect(reached).toContain('Apply filters');
    expect(reached).toContain('Download CSV');
  });

  it('says where each withdrawal is, as the withdraw pages do, and shows its return as a refund', async () => {
    const withdrawal = (id: string, withdrawalStatus: Transaction['withdrawalStatus']) =>
      line({
        id: `w${id}`,
        type: 'withdrawal',
        description: `Withdrawal ${id} to Bank account •••• 5678`,
        reference: `wd_${id}`,
        amount: { amount: -20, currency: 'AUD' },
        withdrawalStatus,
      });
    const returnedMoney = line({
      id: '9',
      type: 'refund',
      description: 'Withdrawal returned',
      amount: { amount: 20, currency: 'AUD' },
      withdrawalStatus: null,
    });
    renderTransactions(
      '/my-account/transactions',
      fakeApi({
        fetchTransactions: jest.fn(() =>
          Promise.resolve(
            pageOf([
              withdrawal('1', 'awaiting_approval'),
              withdrawal('2', 'queued'),
              withdrawal('3', 'paid'),
              withdrawal('4', 'rejected'),
              withdrawal('5', 'returned'),
              returnedMoney,
              deposit,
            ]),
          ),
        ),
      }),
    );

    const table = await screen.findByRole('table', { name: /Transactions/ });
    const statusOf = (name: string | RegExp) =>
      within(within(table).getByRole('row', { name })).getAllByRole('cell').at(-1)?.textContent;
    expect(statusOf(/Withdrawal 1 to/)).toBe('Pending');
    expect(statusOf(/Withdrawal 2 to/)).toBe('Pending');
    expect(statusOf(/Withdrawal 3 to/)).toBe('Paid');
    expect(statusOf(/Withdrawal 4 to/)).toBe('Rejected');
    expect(statusOf(/Withdrawal 5 to/)).toBe('Returned');
    const refund = within(table).getByRole('row', { name: /Withdrawal returned/ });
    expect(refund).toHaveTextContent('Refund');
    expect(statusOf(/Withdrawal returned/)).toBe('Posted');
    expect(statusOf(/Deposit from Visa/)).toBe('Posted');
  });

  it('shows the refund of a cancelled Lotto Party session as a refund, with what it was for', async () => {
    const refund = line({
      id: '12',
      type: 'refund',
      description: 'Refund: Lotto Party Friday Night Syndicate session cancelled',
      amount: { amount: 10, currency: 'AUD' },
    });
    renderTransactions(
      '/my-account/transactions',
      fakeApi({ fetchTransactions: jest.fn(() => Promise.resolve(pageOf([refund]))) }),
    );

    const table = await screen.findByRole('table', { name: /Transactions/ });
    const row = within(table).getByRole('row', { name: /Lotto Party Friday Night Syndicate/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toContain('Refund');
    expect(cells).toContain('+$10.00');
  });

  it('keeps the filter in the address, and refuses an end day before the start', async () => {
    const user = userEvent.setup();
    const { api } = renderTransactions('/my-account/transactions');
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Filter transactions' });

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'Deposit');
    await user.type(within(form).getByLabelText('From'), '2026-11-10');
    await user.type(within(form).getByLabelText('To'), '2026-11-01');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));

    expect(
      await within(form).findByText('The end date must be on or after the start date.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-account\/transactions$/);

    await user.clear(within(form).getByLabelText('To'));
    await user.type(within(form).getByLabelText('To'), '2026-11-30');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/my-account/transactions/1?type=deposit&from=2026-11-10&to=2026-11-30',
      ),
    );
    await waitFor(() =>
      expect(api.fetchTransactions).toHaveBeenLastCalledWith({
        type: 'deposit',
        from: '2026-11-10',
        to: '2026-11-30',
        limit: 10,
        offset: 0,
      }),
    );
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/my-account/transactions/1',
    );
  });

  it('says when nothing matches, and shows the error fallback with a retry when loading fails', async () => {
    renderTransactions(
      '/my-account/transactions/1?type=refund',
      fakeApi({ fetchTransactions: jest.fn(() => Promise.resolve(pageOf([]))) }),
    );
    expect(await screen.findByText('No transactions match these filters.')).toBeInTheDocument();
    cleanup();

    let calls = 0;
    renderTransactions(
      '/my-account/transactions',
      fakeApi({
        fetchTransactions: jest.fn(() => {
          calls += 1;
          return calls === 1
            ? Promise.reject(new Error('offline'))
            : Promise.resolve(pageOf([deposit]));
        }),
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "It's not you, it's us! Looks like something went wrong on our end.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toHaveTextContent('Deposit from Visa ending 4242');
  });

  it('downloads the CSV of the filter, and says so when it cannot', async () => {
    const user = userEvent.setup();
    const { api, saveFile } = renderTransactions('/my-account/transactions/3?type=deposit');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith('blob:transactions', 'transactions.csv'),
    );
    expect(api.fetchTransactionsCsv).toHaveBeenCalledWith({ type: 'deposit' });

    api.fetchTransactionsCsv.mockRejectedValueOnce(
      new ApiError({ status: 500, errors: [], message: 'x' }),
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('asks for the page again when money moves', async () => {
    const { api, bus } = renderTransactions('/my-account/transactions');
    await screen.findByRole('table');
    api.fetchTransactions.mockResolvedValueOnce(
      pageOf([
        line({ id: '3', type: 'prize', description: 'Prize: Powerball draw 1500' }),
        line(),
        deposit,
      ]),
    );

    act(() => bus.publish('wallet/changed', { reason: 'deposit' }));

    expect(
      await screen.findByRole('row', { name: /Prize: Powerball draw 1500/ }),
    ).toBeInTheDocument();
    expect(api.fetchTransactions).toHaveBeenCalledTimes(2);
  });
});
