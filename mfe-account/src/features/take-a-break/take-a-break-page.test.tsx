import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, createBus } from 'shared-kernel';
import { type PlayBreak, type PlayBreakState } from 'shared-kernel/contract/responsible-play';
import { makeStore } from '../../store';
import { type TakeABreakApi } from './take-a-break-api';
import { TakeABreakPage, takeABreakFeature } from './take-a-break-screens';

const durations = {
  break: ['24_hours', '7_days', '30_days', '3_months'],
  selfExclusion: ['6_months', '1_year', '5_years'],
};
const noBreak: PlayBreakState = { current: null, durations };
const dayBreak: PlayBreak = {
  id: 'break-1',
  kind: 'break',
  duration: '24_hours',
  startedAt: '2026-11-27T08:20:00.000Z',
  endsAt: '2026-11-28T08:20:00.000Z',
};

function fakeApi(overrides: Partial<TakeABreakApi> = {}): jest.Mocked<TakeABreakApi> {
  return {
    fetchPlayBreak: jest.fn(() => Promise.resolve(noBreak)),
    startPlayBreak: jest.fn(() => Promise.resolve({ current: dayBreak, durations })),
    ...overrides,
  } as jest.Mocked<TakeABreakApi>;
}

function renderPage(api: TakeABreakApi) {
  const store = makeStore(undefined, { bus: createBus() });
  store.addFeature({ ...takeABreakFeature, context: { takeABreakApi: api } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/my-account/take-a-break']}>
        <TakeABreakPage />
      </MemoryRouter>
    </Provider>,
  );
  return { user: userEvent.setup() };
}

afterEach(cleanup);

describe('the take a break page', () => {
  it('explains a break, offers both kinds and where to get help', async () => {
    renderPage(fakeApi());
    expect(screen.getByRole('heading', { level: 1, name: 'Take a break' })).toBeVisible();
    expect(screen.getByText(/you cannot buy tickets or deposit/)).toBeVisible();
    expect(
      screen.getByText(/You can still withdraw your money and use your account/),
    ).toBeVisible();
    const breakChoice = await screen.findByRole('region', { name: 'Take a break' });
    expect(
      within(breakChoice)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(durations.break);
    const selfExclusion = screen.getByRole('region', { name: 'Self-exclude' });
    expect(within(selfExclusion).getByRole('radio', { name: '5 years' })).not.toBeChecked();
    expect(
      within(selfExclusion).getByText('A self-exclusion cannot be undone until it ends.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call 1800 858 858' })).toHaveAttribute(
      'href',
      'tel:1800858858',
    );
    expect(screen.getByText(/Gambling Help Online/)).toBeVisible();
  });

  it('asks for confirmation before starting a break, and starts it from the keyboard', async () => {
    const api = fakeApi();
    const { user } = renderPage(api);
    const breakChoice = await screen.findByRole('region', { name: 'Take a break' });
    act(() => within(breakChoice).getByRole('radio', { name: '24 hours' }).focus());
    await user.keyboard(' ');
    act(() => within(breakChoice).getByRole('button', { name: 'Take a break' }).focus());
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Start a 24-hour break?' });
    expect(dialog).toHaveTextContent('You cannot end it early.');
    // Not now closes it with nothing started.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.startPlayBreak).not.toHaveBeenCalled();

    await user.click(within(breakChoice).getByRole('button', { name: 'Take a break' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start my break' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your break has started. It ends on 28 November 2026 at 7:20 pm (Sydney time).',
    );
    expect(api.startPlayBreak).toHaveBeenCalledWith({ kind: 'break', duration: '24_hours' });
    expect(
      screen.getByText('You are taking a break until 28 November 2026 at 7:20 pm (Sydney time).'),
    ).toBeVisible();
    // A break runs until it ends; it may only be made longer.
    const extend = screen.getByRole('region', { name: 'Extend your break' });
    // The choices start afresh once a break has started.
    expect(within(extend).getByRole('radio', { name: '24 hours' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /^(end|stop|cancel)/i })).toBeNull();
  });

  it('asks how long before it asks to confirm', async () => {
    const { user } = renderPage(fakeApi());
    const selfExclusion = await screen.findByRole('region', { name: 'Self-exclude' });
    await user.click(within(selfExclusion).getByRole('button', { name: 'Self-exclude' }));
    expect(within(selfExclusion).getByRole('alert')).toHaveTextContent('Choose how long.');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(selfExclusion).getByRole('radio', { name: '1 year' }));
    await user.click(within(selfExclusion).getByRole('button', { name: 'Self-exclude' }));
    const dialog = screen.getByRole('dialog', { name: 'Exclude yourself for 1 year?' });
    expect(dialog).toHaveTextContent('It cannot be undone until it ends.');
  });

  it('shows a self-exclusion with no way to end or change it', async () => {
    const excluded: PlayBreak = {
      ...dayBreak,
      kind: 'self_exclusion',
      duration: '1_year',
      endsAt: '2027-11-27T13:00:00.000Z',
    };
    renderPage(
      fakeApi({ fetchPlayBreak: jest.fn(() => Promise.resolve({ current: excluded, durations })) }),
    );
    expect(
      await screen.findByText('You have excluded yourself until 28 November 2027.'),
    ).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("says why a break did not start: the server's refusal, or a closed two-factor prompt", async () => {
    const active = new ApiError({
      status: 409,
      code: 'play_break_active',
      message: 'You are already taking a break until 28 November 2026, 7:20 PM (Sydney time).',
      isResponse: true,
    });
    const stepUp = new ApiError({
      status: 403,
      code: 'REQUIRED',
      message: 'Two-factor authentication is required.',
      isResponse: true,
    });
    const startPlayBreak = jest
      .fn<Promise<PlayBreakState>, []>()
      .mockRejectedValueOnce(active)
      .mockRejectedValueOnce(stepUp);
    const { user } = renderPage(
      fakeApi({
        fetchPlayBreak: jest.fn(() => Promise.resolve({ current: dayBreak, durations })),
        startPlayBreak,
      }),
    );
    const extend = await screen.findByRole('region', { name: 'Extend your break' });
    const startWith = async (duration: string) => {
      await user.click(within(extend).getByRole('radio', { name: duration }));
      await user.click(within(extend).getByRole('button', { name: 'Extend my break' }));
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Start my break' }),
      );
    };
    await startWith('24 hours');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are already taking a break until 28 November 2026, 7:20 PM (Sydney time).',
    );
    await startWith('7 days');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing has changed: starting a break needs your two-factor authentication code.',
    );
  });
});
