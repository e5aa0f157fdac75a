import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-kernel';
import { type RecurringStatusChange } from 'shared-kernel/contract/recurring';
import { aud, autoplayOf, fakeRecurringApi, renderRecurring } from '../recurring.test-support';
import { type RecurringApi } from '../recurring-api';
import { AutoplayDetailPage } from './autoplay-detail-page';

const id = 'a1000000-0000-4000-8000-000000000001';
const route = '/my-account/autoplay/:page/ticket/:id';

function renderDetail(api: RecurringApi) {
  return renderRecurring(<AutoplayDetailPage />, {
    route,
    path: `/my-account/autoplay/1/ticket/${id}`,
    api,
  });
}

async function openedPage() {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Saturday Lotto Autoplay' }),
  ).toBeVisible();
  return screen.getByRole('region', { name: 'Pause or cancel' });
}

/** A YYYY-MM-DD day `days` from today. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
}

describe('AutoplayDetailPage', () => {
  it('shows the games, the facts and the recent draws with their reasons', async () => {
    renderDetail(
      fakeRecurringApi({
        fetchAutoplay: jest.fn(() =>
          Promise.resolve(
            autoplayOf({
              attempts: [
                {
                  drawNo: 4513,
                  drawDate: '2026-03-14T08:30:00.000Z',
                  outcome: 'skipped',
                  reason: 'The jackpot of $4,000,000.00 is below your minimum of $30,000,000.00.',
                  attemptedAt: '2026-03-14T07:30:00.000Z',
                },
                {
                  drawNo: 4512,
                  drawDate: '2026-03-07T08:30:00.000Z',
                  outcome: 'soft_failure',
                  reason: 'Your card was declined.',
                  attemptedAt: '2026-03-07T07:30:00.000Z',
                },
              ],
            }),
          ),
        ),
      }),
    );
    await openedPage();
    expect(screen.getByRole('list', { name: 'Games of Saturday Lotto' })).toHaveTextContent(
      'Game 1: Numbers 1, 2, 3, 4, 5, 6',
    );
    const about = screen.getByLabelText('About this autoplay');
    expect(about).toHaveTextContent('StatusActive');
    expect(about).toHaveTextContent('Started');
    const draws = screen.getByRole('table', { name: 'Recent draws' });
    const rows = within(draws).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      '4513Saturday 14 March 2026SkippedThe jackpot of $4,000,000.00 is below your minimum of $30,000,000.00.',
    );
    expect(rows[2]).toHaveTextContent('Payment failedYour card was declined.');
  });

  it('pauses, and tells the customer when an unpause is refused', async () => {
    const unpauseAutoplay = jest.fn(() =>
      Promise.reject(
        new ApiError({ status: 422, message: 'Cannot Unpause AutoPlay', isResponse: true }),
      ),
    );
    const api = fakeRecurringApi({ unpauseAutoplay });
    const { user, notices } = renderDetail(api);
    const actions = await openedPage();

    await user.click(within(actions).getByRole('button', { name: 'Pause' }));
    expect(await within(actions).findByRole('button', { name: 'Unpause' })).toBeVisible();
    expect(api.pauseAutoplay).toHaveBeenCalledWith(id);
    expect(screen.getByLabelText('About this autoplay')).toHaveTextContent('StatusPaused');
    expect(notices).toContainEqual(
      expect.objectContaining({ message: 'Your AutoPlay has been paused', level: 'success' }),
    );

    await user.click(within(actions).getByRole('button', { name: 'Unpause' }));
    await waitFor(() =>
      expect(notices).toContainEqual({
        message: 'Cannot Unpause AutoPlay',
        level: 'error',
        isAutoDismissed: true,
      }),
    );
    expect(unpauseAutoplay).toHaveBeenCalledWith(id);
    expect(screen.getByLabelText('About this autoplay')).toHaveTextContent('StatusPaused');
    expect(within(actions).getByRole('button', { name: 'Unpause' })).toBeVisible();
  });

  it('pauses until a day: refuses one more than a year ahead, then pauses until the chosen day', async () => {
    const updateAutoplayStatus = jest.fn((_id: string, change: RecurringStatusChange) =>
      Promise.resolve(
        autoplayOf({ status: change.status, pausedUntil: change.pausedUntil ?? null }),
      ),
    );
    const { user, notices } = renderDetail(fakeRecurringApi({ updateAutoplayStatus }));
    const actions = await openedPage();

    await user.click(within(actions).getByRole('button', { name: 'Pause until…' }));
    const form = within(actions).getByRole('form', { name: 'Pause until a date' });
    const day = within(form).getByLabelText('Pause until');
    await user.type(day, dayFromToday(400));
    await user.click(within(form).getByRole('button', { name: 'Pause until this date' }));
    expect(
      await within(form).findByText('Please choose a date within a year from today'),
    ).toBeVisible();
    expect(updateAutoplayStatus).not.toHaveBeenCalled();

    await user.clear(day);
    await user.type(day, dayFromToday(21));
    await user.click(within(form).getByRole('button', { name: 'Pause until this date' }));
    await within(actions).findByRole('button', { name: 'Unpause' });
    const [, change] = updateAutoplayStatus.mock.calls[0]!;
    expect(change.status).toBe('recurring_status_timed_pause');
    expect(new Date(change.pausedUntil!).getTime()).toBeGreaterThan(Date.now() + 19 * 86_400_000);
    expect(screen.getByLabelText('About this autoplay')).toHaveTextContent(/StatusPaused until \d/);
    expect(notices).toContainEqual(
      expect.objectContaining({ message: 'Your AutoPlay has been paused', level: 'success' }),
    );
  });

  it('cancels only once the customer confirms; a cancelled autoplay has nothing left to change', async () => {
    const updateAutoplayStatus = jest.fn(() =>
      Promise.resolve(autoplayOf({ status: 'recurring_status_cancelled' })),
    );
    const { user, notices } = renderDetail(fakeRecurringApi({ updateAutoplayStatus }));
    const actions = await openedPage();

    await user.click(within(actions).getByRole('button', { name: 'Cancel autoplay' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel this autoplay?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep autoplay' }));
    expect(updateAutoplayStatus).not.toHaveBeenCalled();

    await user.click(within(actions).getByRole('button', { name: 'Cancel autoplay' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel this autoplay?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel autoplay' }));
    expect(await screen.findByText(/This autoplay is cancelled/)).toBeVisible();
    expect(updateAutoplayStatus).toHaveBeenCalledWith(id, { status: 'recurring_status_cancelled' });
    expect(screen.queryByRole('button', { name: 'Edit games' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Minimum jackpot' })).toBeNull();
    expect(notices).toContainEqual(
      expect.objectContaining({ message: 'Your AutoPlay has been updated', level: 'success' }),
    );
  });

  it('says the status could not be updated when a pause fails', async () => {
    const pauseAutoplay = jest.fn(() => Promise.reject(new Error('offline')));
    const { user, notices } = renderDetail(fakeRecurringApi({ pauseAutoplay }));
    const actions = await openedPage();
    await user.click(within(actions).getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(notices).toContainEqual(
        expect.objectContaining({ message: 'Cannot update AutoPlay status', level: 'error' }),
      ),
    );
    expect(within(actions).getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  it('saves and clears the minimum jackpot', async () => {
    const api = fakeRecurringApi();
    const { user, notices } = renderDetail(api);
    await openedPage();
    const section = screen.getByRole('region', { name: 'Minimum jackpot' });
    expect(section).toHaveTextContent('No minimum: every draw is bought.');
    const field = within(section).getByRole('textbox', { name: 'Minimum jackpot' });
    expect(field).toHaveAccessibleDescription('Only buy when the jackpot is at least this.');

    await user.type(field, 'lots');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Amount must follow format e.g: 1.50')).toBeVisible();

    await user.clear(field);
    await user.type(field, '30000000');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(
      await within(section).findByText('Buys only when the jackpot is $30,000,000 or more.'),
    ).toBeVisible();
    expect(api.setAutoplayMinimumJackpot).toHaveBeenCalledWith(id, 30_000_000);
    expect(notices).toContainEqual(
      expect.objectContaining({ message: 'Your AutoPlay has been updated' }),
    );

    await user.click(within(section).getByRole('button', { name: 'Clear' }));
    expect(await within(section).findByText('No minimum: every draw is bought.')).toBeVisible();
    expect(api.setAutoplayMinimumJackpot).toHaveBeenLastCalledWith(id, null);
    expect(within(section).getByRole('textbox', { name: 'Minimum jackpot' })).toHaveValue('');
  });

  it('turns Quick Pick on with the switch', async () => {
    const api = fakeRecurringApi({
      fetchAutoplay: jest.fn(() =>
        Promise.resolve(autoplayOf({ minimumJackpotAmount: aud(5_000_000) })),
      ),
    });
    const { user } = renderDetail(api);
    await openedPage();
    const quickpick = screen.getByRole('switch', { name: 'Quick Pick every draw' });
    expect(quickpick).not.toBeChecked();
    await user.click(quickpick);
    expect(await screen.findByText('Each draw gets new random numbers.')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Quick Pick every draw' })).toBeChecked();
    expect(api.setAutoplayQuickpick).toHaveBeenCalledWith(id, true);
  });

  it('shows a page not found for an autoplay that is not the customer’s', async () => {
    renderDetail(
      fakeRecurringApi({
        fetchAutoplay: jest.fn(() =>
          Promise.reject(new ApiError({ status: 404, message: 'Not found', isResponse: true })),
        ),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
