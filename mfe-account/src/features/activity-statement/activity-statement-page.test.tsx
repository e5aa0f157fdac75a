import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, createBus } from 'shared-kernel';
import {
  type ActivityStatement,
  type ActivityStatementQuery,
  type ActivityStatementRow,
} from 'shared-kernel/contract/responsible-play';
import { makeStore } from '../../store';
import { type ActivityStatementApi } from './activity-statement-api';
import { ActivityStatementPage, activityStatementFeature } from './activity-statement-screens';

const aud = (amount: number) => ({ amount, currency: 'AUD' });

function row(periodStart: string, periodEnd: string, spent: number, prizes: number) {
  return {
    periodStart,
    periodEnd,
    spent: aud(spent),
    deposits: aud(50),
    prizes: aud(prizes),
    withdrawals: aud(0),
    net: aud(prizes - spent),
  } satisfies ActivityStatementRow;
}

const monthly: ActivityStatement = {
  interval: 'month',
  from: '2026-10-01',
  to: '2026-11-27',
  rows: [row('2026-10-01', '2026-10-31', 30, 0), row('2026-11-01', '2026-11-27', 12, 25)],
  totals: {
    spent: aud(42),
    deposits: aud(100),
    prizes: aud(25),
    withdrawals: aud(0),
    net: aud(-17),
  },
};
const weekly: ActivityStatement = {
  ...monthly,
  interval: 'week',
  rows: [row('2026-11-16', '2026-11-22', 6, 0), row('2026-11-23', '2026-11-27', 6, 25)],
};

function fakeApi(overrides: Partial<ActivityStatementApi> = {}): jest.Mocked<ActivityStatementApi> {
  return {
    fetchStatement: jest.fn((query: ActivityStatementQuery) =>
      Promise.resolve(query.interval === 'week' ? weekly : monthly),
    ),
    fetchStatementFile: jest.fn((_query: ActivityStatementQuery, format: string) =>
      Promise.resolve(`blob:statement-${format}`),
    ),
    fetchMonthlyStatementEmail: jest.fn(() => Promise.resolve(false)),
    saveMonthlyStatementEmail: jest.fn((isEnabled: boolean) => Promise.resolve(isEnabled)),
    ...overrides,
  } as jest.Mocked<ActivityStatementApi>;
}

function renderPage(api: ActivityStatementApi) {
  const saveFile = jest.fn();
  const store = makeStore(undefined, { bus: createBus() });
  store.addFeature({
    ...activityStatementFeature,
    context: { activityStatementApi: api, saveFile },
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/my-account/activity-statement']}>
        <ActivityStatementPage />
      </MemoryRouter>
    </Provider>,
  );
  return { user: userEvent.setup(), saveFile };
}

/** A row as read: its header, then its cells. */
const cellTexts = (tableRow: HTMLElement) =>
  [...within(tableRow).getAllByRole('rowheader'), ...within(tableRow).getAllByRole('cell')].map(
    (cell) => cell.textContent,
  );

afterEach(cleanup);

describe('the activity statement page', () => {
  it('shows a chart with the table of every month and the totals as its text', async () => {
    renderPage(fakeApi());
    expect(screen.getByRole('heading', { level: 1, name: 'Activity statement' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Your activity by month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Month', 'Spent', 'Deposits', 'Prizes', 'Withdrawals', 'Net']);
    const [, october, november, total] = within(table).getAllByRole('row');
    expect(cellTexts(october!)).toEqual([
      'October 2026',
      '$30.00',
      '$50.00',
      '$0.00',
      '$0.00',
      '-$30.00',
    ]);
    expect(cellTexts(november!)).toEqual([
      'November 2026',
      '$12.00',
      '$50.00',
      '$25.00',
      '$0.00',
      '$13.00',
    ]);
    expect(cellTexts(total!)).toEqual(['Total', '$42.00', '$100.00', '$25.00', '$0.00', '-$17.00']);
    expect(
      screen.getByRole('img', {
        name: 'Chart of spent and prizes per month; the table below has the figures.',
      }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });

  it('switches to weeks', async () => {
    const api = fakeApi();
    const { user } = renderPage(api);
    await screen.findByRole('table', { name: 'Your activity by month' });
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));

    const table = await screen.findByRole('table', { name: 'Your activity by week' });
    expect(within(table).getByRole('rowheader', { name: '23 Nov – 27 Nov 2026' })).toBeVisible();
    expect(api.fetchStatement).toHaveBeenLastCalledWith({ interval: 'week' });
  });

  it('downloads the statement shown as CSV and as PDF through the kernel', async () => {
    let failPdf = true;
    const api = fakeApi({
      fetchStatementFile: jest.fn((_query: ActivityStatementQuery, format: string) =>
        format === 'pdf' && failPdf
          ? Promise.reject(new ApiError({ status: 500, message: 'down', isResponse: true }))
          : Promise.resolve(`blob:statement-${format}`),
      ),
    });
    const { user, saveFile } = renderPage(api);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(
        'blob:statement-csv',
        'activity-statement-2026-10-01-to-2026-11-27.csv',
      ),
    );
    expect(api.fetchStatementFile).toHaveBeenCalledWith(
      { interval: 'month', from: '2026-10-01', to: '2026-11-27' },
      'csv',
    );

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    failPdf = false;
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(
        'blob:statement-pdf',
        'activity-statement-2026-10-01-to-2026-11-27.pdf',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turns the monthly statement email on', async () => {
    const api = fakeApi();
    const { user } = renderPage(api);
    const checkbox = await screen.findByRole('checkbox', {
      name: 'Email me a statement every month',
    });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We will email you a statement at the start of each month.',
    );
    expect(checkbox).toBeChecked();
    expect(api.saveMonthlyStatementEmail).toHaveBeenCalledWith(true);
  });

  it('says so rather than draw an empty chart when nothing was bought or won', async () => {
    const quiet: ActivityStatement = {
      ...monthly,
      rows: [row('2026-11-01', '2026-11-27', 0, 0)],
      totals: { ...monthly.totals, spent: aud(0), prizes: aud(0), net: aud(0) },
    };
    renderPage(fakeApi({ fetchStatement: jest.fn(() => Promise.resolve(quiet)) }));
    expect(
      await screen.findByText('You bought no tickets and won no prizes in this time.'),
    ).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('table', { name: 'Your activity by month' })).toBeVisible();
  });

  it('does not offer the email when the services do not have it', async () => {
    renderPage(fakeApi({ fetchMonthlyStatementEmail: jest.fn(() => Promise.resolve(null)) }));
    await screen.findByRole('table');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
