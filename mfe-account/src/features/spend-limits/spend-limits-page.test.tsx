import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-kernel';
import { type SpendLimit } from 'shared-kernel/contract/limits';
import { type LimitsApi } from './limits-api';
import { SpendLimitsPage } from './limits-screens';
import {
  aud,
  fakeApi,
  overviewWith,
  panel,
  renderLimitsScreen,
  weekly,
} from './limits.test-support';

const renderPage = (api: LimitsApi) =>
  renderLimitsScreen(<SpendLimitsPage />, '/my-account/spend-limits', api);

afterEach(cleanup);

describe('the spend limits page', () => {
  it('shows each limit with what is spent and left, when it resets and the change waiting', async () => {
    const deposits: SpendLimit = {
      ...weekly,
      id: 'limit-deposits',
      period: 'deposit_weekly',
      amount: aud(200),
      spent: aud(50),
      remaining: aud(150),
      pendingAmount: null,
      pendingFrom: null,
      periodEndsAt: null,
    };
    renderPage(
      fakeApi({
        fetchSpendLimits: jest.fn(() => Promise.resolve(overviewWith([weekly, deposits]))),
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Spend limits' })).toBeVisible();
    const limit = await panel('Weekly spend limit');
    expect(within(limit).getByText('$100.00')).toBeVisible();
    expect(within(limit).getByText('Spent $20.00 of $100.00')).toBeVisible();
    expect(within(limit).getByText('$80.00 left')).toBeVisible();
    expect(
      within(limit).getByRole('progressbar', { name: 'Weekly spend limit used' }),
    ).toHaveAttribute('aria-valuetext', '$20.00 of $100.00');
    expect(within(limit).getByText('Resets on 1 December 2026')).toBeVisible();
    expect(within(limit).getByText('Pending: $150.00 from 3 December 2026')).toBeVisible();
    expect(within(limit).getByRole('button', { name: 'Cancel change' })).toBeVisible();

    // Only the periods offered; one without a limit offers to set one.
    const daily = await panel('Daily spend limit');
    expect(within(daily).getByText('No limit set.')).toBeVisible();
    expect(within(daily).getByRole('button', { name: 'Set limit' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Daily deposit limit' })).toBeNull();
    // A rolling window never resets all at once.
    const depositLimit = await panel('Weekly deposit limit');
    expect(within(depositLimit).getByText('Deposited $50.00 of $200.00')).toBeVisible();
    expect(
      within(depositLimit).getByText('Counts what you deposited in the last 7 days.'),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Deposit limits' })).toBeVisible();

    expect(
      screen.getByText('A weekly limit of $5,000.00 applies to every customer.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Precommitment limit' })).toHaveAttribute(
      'href',
      '/my-account/precommitment-limit',
    );
    expect(screen.getByRole('link', { name: 'Take a break' })).toHaveAttribute(
      'href',
      '/my-account/take-a-break',
    );
  });

  it('cancels a change waiting for its cooling-off time', async () => {
    const api = fakeApi({
      cancelSpendLimitChange: jest.fn(() =>
        Promise.resolve(overviewWith([{ ...weekly, pendingAmount: null, pendingFrom: null }])),
      ),
    });
    const { user } = renderPage(api);
    const limit = await panel('Weekly spend limit');
    await user.click(within(limit).getByRole('button', { name: 'Cancel change' }));

    expect(await within(limit).findByRole('status')).toHaveTextContent(
      'The change to your weekly spend limit is cancelled.',
    );
    expect(api.cancelSpendLimitChange).toHaveBeenCalledWith('limit-weekly');
    expect(within(limit).queryByText(/^Pending:/)).toBeNull();
  });

  it('removes a limit after confirming: the removal waits 7 days', async () => {
    const steady = { ...weekly, pendingAmount: null, pendingFrom: null };
    const api = fakeApi({
      fetchSpendLimits: jest.fn(() => Promise.resolve(overviewWith([steady]))),
      removeSpendLimit: jest.fn(() =>
        Promise.resolve(overviewWith([{ ...steady, pendingFrom: '2026-12-03T02:00:00.000Z' }])),
      ),
    });
    const { user } = renderPage(api);
    const limit = await panel('Weekly spend limit');
    await user.click(within(limit).getByRole('button', { name: 'Remove limit' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your weekly spend limit?' });
    expect(dialog).toHaveTextContent('Removing a limit takes effect after 7 days.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove limit' }));

    expect(await within(limit).findByRole('status')).toHaveTextContent(
      'Your weekly spend limit will be removed on 3 December 2026.',
    );
    expect(api.removeSpendLimit).toHaveBeenCalledWith('limit-weekly');
    expect(within(limit).getByText('Pending: removal from 3 December 2026')).toBeVisible();
    expect(within(limit).queryByRole('button', { name: 'Remove limit' })).toBeNull();
  });

  it("shows the server's first message as a notification when a removal is refused (422)", async () => {
    const refusal = new ApiError({
      status: 422,
      message: 'This limit is already being removed.',
      isResponse: true,
    });
    const api = fakeApi({ removeSpendLimit: jest.fn(() => Promise.reject(refusal)) });
    const { user, notifications } = renderPage(api);
    const limit = await panel('Weekly spend limit');
    await user.click(within(limit).getByRole('button', { name: 'Remove limit' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove limit' }),
    );

    await waitFor(() =>
      expect(notifications).toEqual([
        expect.objectContaining({
          message: 'This limit is already being removed.',
          level: 'error',
        }),
      ]),
    );
    expect(api.fetchSpendLimits).toHaveBeenCalledTimes(1);
    expect(within(limit).getByRole('button', { name: 'Remove limit' })).toBeEnabled();
  });

  it('refreshes the limits when a removal fails otherwise', async () => {
    const gone = new ApiError({
      status: 404,
      message: 'You have no such limit.',
      isResponse: true,
    });
    const api = fakeApi({ removeSpendLimit: jest.fn(() => Promise.reject(gone)) });
    const { user, notifications } = renderPage(api);
    const limit = await panel('Weekly spend limit');
    await user.click(within(limit).getByRole('button', { name: 'Remove limit' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove limit' }),
    );
    await waitFor(() => expect(api.fetchSpendLimits).toHaveBeenCalledTimes(2));
    expect(notifications[0]?.message).toBe('You have no such limit.');
  });

  it('offers to try again when the limits cannot be loaded', async () => {
    let calls = 0;
    const api = fakeApi({
      fetchSpendLimits: jest.fn(() => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve(overviewWith([weekly]));
      }),
    });
    const { user } = renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await panel('Weekly spend limit')).toBeVisible();
  });
});
