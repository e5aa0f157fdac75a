import { screen, within } from '@testing-library/react';
import { ApiError } from 'shared-kernel';
import { RecurringPurchasesPage } from '../combined/recurring-purchases-page';
import { fakeRecurringApi, renderRecurring, scheduledOf } from '../recurring.test-support';
import { type RecurringApi } from '../recurring-api';
import { ScheduledPurchasePage } from './scheduled-purchase-page';
import {
  initialScheduledState,
  scheduledCancelled,
  scheduledListLoaded,
  scheduledReducer,
} from './scheduled-slice';

const id = 'c3000000-0000-4000-8000-000000000003';

function renderPage(api: RecurringApi) {
  return renderRecurring(<ScheduledPurchasePage />, {
    route: '/my-account/scheduled-purchases/:id',
    path: `/my-account/scheduled-purchases/${id}`,
    api,
    otherRoutes: [
      { route: '/my-account/recurring-purchases/:page', screen: <RecurringPurchasesPage /> },
    ],
  });
}

describe('ScheduledPurchasePage', () => {
  it('cancels an active pre-order once confirmed; it is gone from the list after', async () => {
    const cancelled = scheduledOf({
      status: 'scheduled_status_cancelled',
      cancelledAt: '2026-03-02T00:00:00.000Z',
    });
    const fetchScheduledPurchases = jest.fn(() =>
      Promise.resolve({ entities: [cancelled], pageInfo: { limit: 100, offset: 0, total: 1 } }),
    );
    const api = fakeRecurringApi({ fetchScheduledPurchases });
    const { user, notices } = renderPage(api);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scheduled purchase' }),
    ).toBeVisible();
    const purchase = await screen.findByRole('region', { name: 'Hearts Home Raffle' });
    expect(purchase).toHaveTextContent('KindPre-order');
    expect(purchase).toHaveTextContent('DrawDraw 302, Sunday 5 April 2026');
    expect(purchase).toHaveTextContent('Price$25.00');
    expect(purchase).toHaveTextContent('StatusActive');
    expect(purchase).toHaveTextContent('PaymentWaiting: paid from your wallet when the draw opens');

    await user.click(within(purchase).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this scheduled purchase?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel scheduled purchase' }));

    expect(await within(purchase).findByRole('status')).toHaveTextContent(
      'This scheduled purchase is cancelled',
    );
    expect(purchase).toHaveTextContent('StatusCancelled');
    expect(within(purchase).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(api.cancelScheduledPurchase).toHaveBeenCalledWith(id);
    expect(notices).toContainEqual(
      expect.objectContaining({ message: 'Your scheduled purchase has been cancelled' }),
    );

    await user.click(screen.getByRole('link', { name: 'Back to recurring purchases' }));
    const scheduled = await screen.findByRole('region', { name: 'Scheduled purchases' });
    expect(await within(scheduled).findByText('You have no scheduled purchases.')).toBeVisible();
  });

  it('shows why a cancel was refused, and keeps the purchase', async () => {
    const refusal = new ApiError({
      status: 422,
      message: 'This pre-order is paid and can no longer be cancelled.',
      isResponse: true,
    });
    const { user } = renderPage(
      fakeRecurringApi({ cancelScheduledPurchase: jest.fn(() => Promise.reject(refusal)) }),
    );
    const purchase = await screen.findByRole('region', { name: 'Hearts Home Raffle' });
    await user.click(within(purchase).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel scheduled purchase' }));
    expect(await within(purchase).findByRole('alert')).toHaveTextContent(
      'This pre-order is paid and can no longer be cancelled.',
    );
    expect(purchase).toHaveTextContent('StatusActive');
  });
});

describe('the stored scheduled purchases', () => {
  it('keep only active ones, and drop one as soon as it is cancelled', () => {
    const kept = scheduledOf({ encodedId: 'c3000000-0000-4000-8000-000000000010' });
    const loaded = scheduledReducer(
      initialScheduledState,
      scheduledListLoaded([
        scheduledOf(),
        kept,
        scheduledOf({ encodedId: 'old', status: 'scheduled_status_cancelled' }),
      ]),
    );
    expect(loaded.list.scheduledPurchases.map((item) => item.encodedId)).toEqual([
      id,
      kept.encodedId,
    ]);
    const after = scheduledReducer(
      loaded,
      scheduledCancelled(scheduledOf({ status: 'scheduled_status_cancelled' })),
    );
    expect(after.list.scheduledPurchases).toEqual([kept]);
  });
});
