import { cleanup, waitFor, within } from '@testing-library/react';
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

describe('setting or changing a limit', () => {
  it('sets a limit from the keyboard alone, then says so and closes the form', async () => {
    const daily: SpendLimit = {
      ...weekly,
      id: 'limit-daily',
      period: 'spend_daily',
      amount: aud(25),
      spent: aud(0),
      remaining: aud(25),
      pendingAmount: null,
      pendingFrom: null,
    };
    const api = fakeApi({
      saveSpendLimit: jest.fn(() => Promise.resolve(overviewWith([weekly, daily]))),
    });
    const { user } = renderPage(api);
    const limit = await panel('Daily spend limit');
    within(limit).getByRole('button', { name: 'Set limit' }).focus();
    await user.keyboard('{Enter}');

    const form = within(limit).getByRole('form', { name: 'Set your daily spend limit' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveFocus();
    expect(amount).toHaveAccessibleDescription('A new limit takes effect now.');
    await user.keyboard('25{Enter}');

    expect(await within(limit).findByRole('status')).toHaveTextContent(
      'Your daily spend limit is now $25.00.',
    );
    expect(api.saveSpendLimit).toHaveBeenCalledWith('spend_daily', 25, true);
    expect(within(limit).queryByRole('form')).toBeNull();
    expect(within(limit).getByText('Spent $0.00 of $25.00')).toBeVisible();
    expect(within(limit).getByRole('button', { name: 'Change limit' })).toHaveFocus();
  });

  it('says before submitting that raising waits 7 days and lowering applies now', async () => {
    const raised = { ...weekly, pendingAmount: aud(300) };
    const api = fakeApi({
      saveSpendLimit: jest.fn(() => Promise.resolve(overviewWith([raised]))),
    });
    const { user } = renderPage(api);
    const limit = await panel('Weekly spend limit');
    await user.click(within(limit).getByRole('button', { name: 'Change limit' }));
    const amount = within(limit).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '50');
    expect(amount).toHaveAccessibleDescription('Lowering a limit takes effect now.');
    await user.clear(amount);
    await user.type(amount, '300');
    expect(amount).toHaveAccessibleDescription('Raising a limit takes effect after 7 days.');
    await user.click(within(limit).getByRole('button', { name: 'Save limit' }));

    expect(await within(limit).findByRole('status')).toHaveTextContent(
      'Your weekly spend limit will be $300.00 from 3 December 2026.',
    );
    expect(api.saveSpendLimit).toHaveBeenCalledWith('spend_weekly', 300, false);
    expect(within(limit).getByText('Pending: $300.00 from 3 December 2026')).toBeVisible();
  });

  it.each([
    ['', 'This field is required'],
    ['1.505', 'Amount must follow format e.g: 1.50'],
    ['0', 'Please enter an amount equal to or greater than $0.01.'],
    ['5000.01', 'Please enter an amount equal to or less than $5,000.00.'],
  ])('refuses the amount "%s" with "%s" on the field', async (entered, message) => {
    const api = fakeApi();
    const { user } = renderPage(api);
    const limit = await panel('Daily spend limit');
    await user.click(within(limit).getByRole('button', { name: 'Set limit' }));
    if (entered) await user.type(within(limit).getByRole('textbox', { name: 'Amount' }), entered);
    await user.click(within(limit).getByRole('button', { name: 'Save limit' }));

    const amount = within(limit).getByRole('textbox', { name: 'Amount' });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(api.saveSpendLimit).not.toHaveBeenCalled();
  });

  it("puts the server's message for the amount on the field", async () => {
    const refusal = new ApiError({
      status: 422,
      message: 'Please check the amount.',
      errors: { amount: ['Please enter an amount equal to or less than $5,000.00.'] },
      isResponse: true,
    });
    const { user } = renderPage(
      fakeApi({ saveSpendLimit: jest.fn(() => Promise.reject(refusal)) }),
    );
    const limit = await panel('Daily spend limit');
    await user.click(within(limit).getByRole('button', { name: 'Set limit' }));
    await user.type(within(limit).getByRole('textbox', { name: 'Amount' }), '40');
    await user.click(within(limit).getByRole('button', { name: 'Save limit' }));

    const amount = within(limit).getByRole('textbox', { name: 'Amount' });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining('Please enter an amount equal to or less than $5,000.00.'),
      ),
    );
    expect(within(limit).getByRole('button', { name: 'Save limit' })).toBeEnabled();
  });

  it('keeps one form open at a time, with the focus in the one opened last', async () => {
    const { user } = renderPage(fakeApi());
    const weeklyLimit = await panel('Weekly spend limit');
    const daily = await panel('Daily spend limit');
    await user.click(within(weeklyLimit).getByRole('button', { name: 'Change limit' }));
    await user.click(within(daily).getByRole('button', { name: 'Set limit' }));

    expect(within(daily).getByRole('textbox', { name: 'Amount' })).toHaveFocus();
    expect(within(weeklyLimit).queryByRole('form')).toBeNull();
  });
});
