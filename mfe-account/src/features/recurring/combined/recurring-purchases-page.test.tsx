import { screen, within } from '@testing-library/react';
import { ApiError } from 'shared-kernel';
import {
  autoplayOf,
  combinedOf,
  fakeRecurringApi,
  pageOf,
  renderRecurring,
  scheduledOf,
} from '../recurring.test-support';
import { autoplayChanged } from '../autoplay/autoplay-slice';
import { type RecurringApi } from '../recurring-api';
import { combinedListLoaded, combinedReducer, initialCombinedState } from './combined-slice';
import { RecurringPurchasesPage } from './recurring-purchases-page';

function renderPage(api: RecurringApi) {
  return renderRecurring(<RecurringPurchasesPage />, {
    route: '/my-account/recurring-purchases/:page',
    path: '/my-account/recurring-purchases/1',
    api,
  });
}

const subscriptionLine = combinedOf({
  id: 'b2000000-0000-4000-8000-000000000002',
  type: 'subscription',
  description: '3 x Tickets',
  productOfferKey: 'hearts_raffle',
  productOfferName: 'Hearts Home Raffle',
  status: 'recurring_status_timed_pause',
  pausedUntil: '2026-04-30T14:00:00.000Z',
  price: { amount: 25, currency: 'AUD' },
  lastAttemptStatus: null,
  defaultFund: { kind: 'cc' },
});

describe('RecurringPurchasesPage', () => {
  it('lists autoplay and subscriptions together, each linking to its page, and the scheduled purchases', async () => {
    const api = fakeRecurringApi({
      fetchRecurringPurchases: jest.fn(() =>
        Promise.resolve(pageOf([combinedOf(), subscriptionLine])),
      ),
      fetchScheduledPurchases: jest.fn(() =>
        Promise.resolve({
          entities: [
            scheduledOf(),
            scheduledOf({
              encodedId: 'c3000000-0000-4000-8000-000000000099',
              status: 'scheduled_status_cancelled',
            }),
          ],
          pageInfo: { limit: 100, offset: 0, total: 2 },
        }),
      ),
    });
    renderPage(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recurring purchases' }),
    ).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Autoplay and subscriptions' });
    const [autoplay, subscription] = within(list).getAllByRole('article');
    expect(
      within(autoplay!).getByRole('link', { name: 'Saturday Lotto autoplay' }),
    ).toHaveAttribute('href', '/my-account/autoplay/1/ticket/a1000000-0000-4000-8000-000000000001');
    expect(autoplay).toHaveTextContent('StatusActive');
    expect(autoplay).toHaveTextContent('Last drawPurchased');
    expect(
      within(subscription!).getByRole('link', { name: 'Hearts Home Raffle subscription' }),
    ).toHaveAttribute(
      'href',
      '/my-account/subscriptions/1/ticket/b2000000-0000-4000-8000-000000000002',
    );
    expect(subscription).toHaveTextContent('StatusPaused until 1 May 2026');
    expect(subscription).toHaveTextContent('Pays withCard');

    const scheduled = screen.getByRole('list', { name: 'Scheduled purchases' });
    const links = within(scheduled).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Pre-order: Hearts Home Raffle, draw 302');
    expect(links[0]).toHaveAttribute(
      'href',
      '/my-account/scheduled-purchases/c3000000-0000-4000-8000-000000000003',
    );
  });

  it('chooses the payment method for recurring purchases; a disabled one cannot be chosen', async () => {
    const api = fakeRecurringApi();
    const { user } = renderPage(api);
    const section = await screen.findByRole('region', {
      name: 'Payment method for recurring purchases',
    });
    expect(section).toHaveTextContent(
      'Your wallet pays first; when it is short, we charge the method you choose. After 3 failed payments the purchase is paused.',
    );
    const methods = await within(section).findByRole('group', {
      name: 'When your wallet is short, charge',
    });
    expect(within(methods).getByRole('radio', { name: 'Wallet only' })).toBeChecked();
    expect(
      within(methods).getByRole('radio', {
        name: 'Bank account (cannot pay recurring purchases)',
      }),
    ).toBeDisabled();

    await user.click(within(methods).getByRole('radio', { name: 'Visa ending 4242' }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Your payment method for recurring purchases is saved.',
    );
    expect(api.selectRecurringPurchaseMethod).toHaveBeenCalledWith('card:f1');
    expect(within(methods).getByRole('radio', { name: 'Visa ending 4242' })).toBeChecked();
  });

  it('shows the server’s refusal of a method', async () => {
    const refusal = new ApiError({
      status: 404,
      message: 'That payment method is not yours.',
      isResponse: true,
    });
    const { user } = renderPage(
      fakeRecurringApi({ selectRecurringPurchaseMethod: jest.fn(() => Promise.reject(refusal)) }),
    );
    const section = await screen.findByRole('region', {
      name: 'Payment method for recurring purchases',
    });
    await user.click(await within(section).findByRole('radio', { name: 'Visa ending 4242' }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'That payment method is not yours.',
    );
  });
});

describe('the stored combined list', () => {
  it('follows a status change made on an autoplay’s page', () => {
    const listed = combinedReducer(
      initialCombinedState,
      combinedListLoaded([combinedOf(), subscriptionLine], 2),
    );
    const paused = combinedReducer(
      listed,
      autoplayChanged(
        autoplayOf({ status: 'recurring_status_paused', description: '1 x Standard game' }),
        'pause',
      ),
    );
    expect(paused.recurringPurchases[0]).toMatchObject({
      status: 'recurring_status_paused',
      description: '1 x Standard game',
    });
    expect(paused.recurringPurchases[1]).toBe(listed.recurringPurchases[1]);
  });
});
