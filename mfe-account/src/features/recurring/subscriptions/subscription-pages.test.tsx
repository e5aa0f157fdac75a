import { screen, waitFor, within } from '@testing-library/react';
import {
  type RecurringStatusChange,
  type SubscriptionPatch,
} from 'shared-kernel/contract/recurring';
import {
  fakeRecurringApi,
  pageOf,
  renderRecurring,
  subscriptionOf,
} from '../recurring.test-support';
import { type RecurringApi } from '../recurring-api';
import { SubscriptionDetailPage } from './subscription-detail-page';
import { SubscriptionListPage } from './subscription-list-page';

const id = 'b2000000-0000-4000-8000-000000000002';

function renderDetail(api: RecurringApi) {
  return renderRecurring(<SubscriptionDetailPage />, {
    route: '/my-account/subscriptions/:page/ticket/:id',
    path: `/my-account/subscriptions/1/ticket/${id}`,
    api,
  });
}

describe('SubscriptionListPage', () => {
  it('lists each subscription with its period, cause, games, price, next purchase and status', async () => {
    const api = fakeRecurringApi({
      fetchSubscriptions: jest.fn(() =>
        Promise.resolve(
          pageOf([
            subscriptionOf(),
            subscriptionOf({
              id: 'b2000000-0000-4000-8000-000000000009',
              productOfferName: 'Charity Lotto',
              period: 'biannually',
              status: 'recurring_status_paused',
              causeName: null,
              defaultFund: { kind: 'wallet' },
              lastAttemptStatus: 'soft_failure',
            }),
          ]),
        ),
      ),
    });
    renderRecurring(<SubscriptionListPage />, {
      route: '/my-account/subscriptions/:page',
      path: '/my-account/subscriptions/1',
      api,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
    const [raffle, charity] = within(
      screen.getByRole('list', { name: 'Your subscriptions' }),
    ).getAllByRole('article');
    expect(raffle).toHaveAccessibleName('Hearts Home Raffle');
    expect(raffle).toHaveTextContent('StatusActive');
    expect(raffle).toHaveTextContent('How oftenMonthly');
    expect(raffle).toHaveTextContent('Buys3 Ticket Book');
    expect(raffle).toHaveTextContent('CauseRural Ambulance Appeal');
    expect(raffle).toHaveTextContent('Price$25.00');
    expect(raffle).toHaveTextContent('Next purchaseWednesday 1 April 2026');
    expect(raffle).toHaveTextContent('Pays withCard');
    expect(raffle).toHaveTextContent('Last drawNo draws yet');
    expect(
      within(raffle!).getByRole('link', { name: 'Manage Hearts Home Raffle subscription' }),
    ).toHaveAttribute('href', `/my-account/subscriptions/1/ticket/${id}`);
    expect(charity).toHaveTextContent('StatusPaused');
    expect(charity).toHaveTextContent('How oftenEvery 6 months');
    expect(charity).toHaveTextContent('Last drawPayment failed');
    expect(charity).not.toHaveTextContent('Cause');
    expect(api.fetchSubscriptions).toHaveBeenCalledWith({ limit: 10, offset: 0 });
  });
});

describe('SubscriptionDetailPage', () => {
  it('changes the number of tickets, the cause and how often', async () => {
    const updateSubscription = jest.fn((_id: string, patch: SubscriptionPatch) =>
      Promise.resolve(
        subscriptionOf({
          numGames: patch.numGames ?? 3,
          period: patch.period ?? 'monthly',
          causeKey: patch.causeKey ?? null,
          causeName: 'Heart Health Foundation',
          price: { amount: 40, currency: 'AUD' },
        }),
      ),
    );
    const api = fakeRecurringApi({ updateSubscription });
    const { user, notices } = renderDetail(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hearts Home Raffle subscription' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change subscription' }));
    const form = await screen.findByRole('form', { name: 'Change subscription' });
    expect(within(form).getByRole('combobox', { name: 'Game' })).toHaveValue('tickets');
    expect(within(form).getByRole('combobox', { name: 'Number of tickets' })).toHaveValue('3');

    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Number of tickets' }),
      '5 tickets – $40.00',
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Cause' }),
      'Heart Health Foundation',
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'How often' }),
      'Every 6 months',
    );
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('button', { name: 'Change subscription' })).toBeVisible();
    expect(updateSubscription).toHaveBeenCalledWith(id, {
      gameOffer: 'tickets',
      numGames: 5,
      period: 'biannually',
      causeKey: 'heart_health_foundation',
    });
    const about = screen.getByLabelText('About this subscription');
    expect(about).toHaveTextContent('How oftenEvery 6 months');
    expect(about).toHaveTextContent('Buys5 Ticket Book');
    expect(about).toHaveTextContent('Price$40.00');
    expect(notices).toContainEqual(
      expect.objectContaining({ message: 'Your subscription has been updated', level: 'success' }),
    );
  });

  it('pauses, unpauses and cancels through status updates', async () => {
    const updateSubscriptionStatus = jest.fn((_id: string, change: RecurringStatusChange) =>
      Promise.resolve(subscriptionOf({ status: change.status })),
    );
    const { user, notices } = renderDetail(fakeRecurringApi({ updateSubscriptionStatus }));
    const actions = await screen.findByRole('region', { name: 'Pause or cancel' });

    await user.click(within(actions).getByRole('button', { name: 'Pause' }));
    await user.click(await within(actions).findByRole('button', { name: 'Unpause' }));
    await within(actions).findByRole('button', { name: 'Pause' });
    await user.click(within(actions).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText(/This subscription is cancelled/)).toBeVisible();

    expect(updateSubscriptionStatus.mock.calls.map(([, change]) => change)).toEqual([
      { status: 'recurring_status_paused' },
      { status: 'recurring_status_active' },
      { status: 'recurring_status_cancelled' },
    ]);
    expect(notices.map((notice) => notice.message)).toEqual([
      'Your subscription has been paused',
      'Your subscription has been updated',
      'Your subscription has been updated',
    ]);
    expect(screen.queryByRole('button', { name: 'Change subscription' })).toBeNull();
  });

  it('says the status could not be updated when the server refuses', async () => {
    const { user, notices } = renderDetail(
      fakeRecurringApi({
        updateSubscriptionStatus: jest.fn(() => Promise.reject(new Error('offline'))),
      }),
    );
    const actions = await screen.findByRole('region', { name: 'Pause or cancel' });
    await user.click(within(actions).getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(notices).toContainEqual(
        expect.objectContaining({ message: 'Cannot update subscription status', level: 'error' }),
      ),
    );
  });
});
