import { cleanup, screen, within } from '@testing-library/react';
import { type Precommitment } from 'shared-kernel/contract/limits';
import { type LimitsApi } from './limits-api';
import { PrecommitmentPage } from './limits-screens';
import { aud, fakeApi as fakeLimitsApi, renderLimitsScreen } from './limits.test-support';

const none: Precommitment = {
  limit: null,
  spent: aud(12),
  pendingLimit: null,
  pendingFrom: null,
  periodEndsAt: '2026-11-30T13:00:00.000Z',
};
const set: Precommitment = { ...none, limit: aud(200) };

const fakeApi = (overrides: Partial<LimitsApi> = {}) =>
  fakeLimitsApi({
    fetchPrecommitment: jest.fn(() => Promise.resolve(none)),
    savePrecommitment: jest.fn(() => Promise.resolve(set)),
    ...overrides,
  });

const renderPage = (api: LimitsApi) =>
  renderLimitsScreen(<PrecommitmentPage />, '/my-account/precommitment-limit', api);

const panel = () => screen.findByRole('region', { name: 'Your monthly limit' });

afterEach(cleanup);

describe('the precommitment page', () => {
  it('sets a monthly limit and shows what is spent this month', async () => {
    const api = fakeApi();
    const { user } = renderPage(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Precommitment limit' })).toBeVisible();
    const limit = await panel();
    expect(within(limit).getByText('No limit set.')).toBeVisible();
    expect(within(limit).getByText('Spent this month: $12.00')).toBeVisible();

    await user.click(within(limit).getByRole('button', { name: 'Set limit' }));
    await user.type(within(limit).getByRole('textbox', { name: 'Amount' }), '200');
    await user.click(within(limit).getByRole('button', { name: 'Save limit' }));

    expect(await within(limit).findByRole('status')).toHaveTextContent(
      'Your precommitment limit is now $200.00.',
    );
    expect(api.savePrecommitment).toHaveBeenCalledWith(200);
    expect(within(limit).getByText('Spent $12.00 of $200.00')).toBeVisible();
    expect(within(limit).getByText('$188.00 left')).toBeVisible();
    expect(within(limit).getByText('Resets on 1 December 2026')).toBeVisible();
  });

  it('removes it after confirming, then cancels the removal', async () => {
    const removing = { ...set, pendingFrom: '2026-12-03T02:00:00.000Z' };
    const api = fakeApi({
      fetchPrecommitment: jest.fn(() => Promise.resolve(set)),
      removePrecommitment: jest.fn(() => Promise.resolve(removing)),
      cancelPrecommitmentChange: jest.fn(() => Promise.resolve(set)),
    });
    const { user } = renderPage(api);
    const limit = await panel();
    await user.click(within(limit).getByRole('button', { name: 'Remove limit' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your precommitment limit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove limit' }));

    expect(await within(limit).findByText('Pending: removal from 3 December 2026')).toBeVisible();
    expect(within(limit).getByRole('status')).toHaveTextContent(
      'Your precommitment limit will be removed on 3 December 2026.',
    );

    await user.click(within(limit).getByRole('button', { name: 'Cancel change' }));
    expect(
      await within(limit).findByText('The change to your precommitment limit is cancelled.'),
    ).toBeVisible();
    expect(api.cancelPrecommitmentChange).toHaveBeenCalled();
    expect(within(limit).queryByText(/^Pending:/)).toBeNull();
  });

  it('shows a raise waiting for its cooling-off time', async () => {
    renderPage(
      fakeApi({
        fetchPrecommitment: jest.fn(() =>
          Promise.resolve({
            ...set,
            pendingLimit: aud(400),
            pendingFrom: '2026-12-03T02:00:00.000Z',
          }),
        ),
      }),
    );
    const limit = await panel();
    expect(within(limit).getByText('Pending: $400.00 from 3 December 2026')).toBeVisible();
    expect(within(limit).getByRole('button', { name: 'Cancel change' })).toBeVisible();
  });
});
