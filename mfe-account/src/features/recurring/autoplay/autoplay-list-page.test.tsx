import { screen, within } from '@testing-library/react';
import { ApiError } from 'shared-kernel';
import {
  aud,
  autoplayOf,
  fakeRecurringApi,
  pageOf,
  renderRecurring,
} from '../recurring.test-support';
import { AutoplayListPage } from './autoplay-list-page';

const route = '/my-account/autoplay/:page';

function cardOf(name: string) {
  return within(screen.getByRole('list', { name: 'Your autoplays' }))
    .getAllByRole('article')
    .filter((article) => article.querySelector('h2')?.textContent === name);
}

describe('AutoplayListPage', () => {
  it('lists each autoplay with its status, frequency, price, payment and last and next draw', async () => {
    const api = fakeRecurringApi({
      fetchAutoplays: jest.fn(() =>
        Promise.resolve(
          pageOf(
            [
              autoplayOf({
                minimumJackpotAmount: aud(30_000_000),
                frequencyLabel: 'Jackpots 30 Million and over',
              }),
              autoplayOf({
                autoplayId: 'a1000000-0000-4000-8000-000000000002',
                productOfferKey: 'powerball',
                productOfferName: 'Powerball',
                status: 'recurring_status_timed_pause',
                pausedUntil: '2026-03-25T13:00:00.000Z',
                defaultFund: { kind: 'cc' },
                attempts: [
                  {
                    drawNo: 1500,
                    drawDate: '2026-03-05T09:00:00.000Z',
                    outcome: 'skipped',
                    reason: 'Paused until 26 March 2026',
                    attemptedAt: '2026-03-05T08:00:00.000Z',
                  },
                ],
              }),
              autoplayOf({
                autoplayId: 'a1000000-0000-4000-8000-000000000003',
                productOfferKey: 'hearts_raffle',
                productOfferName: 'Hearts Home Raffle',
                description: '5 Ticket Book',
                frequencyLabel: 'Every draw',
                status: 'recurring_status_cancelled',
                lastAttemptStatus: 'hard_failure',
                attempts: [],
              }),
            ],
            12,
          ),
        ),
      ),
    });
    renderRecurring(<AutoplayListPage />, { route, path: '/my-account/autoplay/2', api });

    expect(await screen.findByRole('heading', { level: 1, name: 'Autoplay' })).toBeVisible();
    const [lotto] = cardOf('Saturday Lotto');
    expect(lotto).toHaveTextContent('2 x Standard games');
    expect(lotto).toHaveTextContent('StatusActive');
    expect(lotto).toHaveTextContent('PlaysJackpots 30 Million and over');
    expect(lotto).toHaveTextContent('Price per draw$1.50');
    expect(lotto).toHaveTextContent('Pays withWallet');
    expect(lotto).toHaveTextContent('Last drawPurchased (draw 4512)');
    expect(lotto).toHaveTextContent(
      'Next drawDraw 4513, Saturday 14 March 2026 · Jackpot 20 Million',
    );
    expect(
      within(lotto!).getByRole('link', { name: 'Manage Saturday Lotto autoplay' }),
    ).toHaveAttribute('href', '/my-account/autoplay/2/ticket/a1000000-0000-4000-8000-000000000001');

    const [powerball] = cardOf('Powerball');
    expect(powerball).toHaveTextContent('StatusPaused until 26 March 2026');
    expect(powerball).toHaveTextContent('Pays withCard');
    expect(powerball).toHaveTextContent('Last drawSkipped: Paused until 26 March 2026 (draw 1500)');

    const [raffle] = cardOf('Hearts Home Raffle');
    expect(raffle).toHaveTextContent('StatusCancelled');
    expect(raffle).toHaveTextContent('PlaysEvery draw');
    expect(raffle).toHaveTextContent('Last drawFailed');
    expect(raffle).not.toHaveTextContent('Next draw');

    // Page 2 of 2 asks for the second 10.
    expect(api.fetchAutoplays).toHaveBeenCalledWith({ limit: 10, offset: 10 });
    const pages = screen.getByRole('navigation', { name: 'Pages of autoplay' });
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/my-account/autoplay/1',
    );
    expect(within(pages).getByText('Page 2 of 2')).toBeVisible();
  });

  it('says there is none yet and offers a lottery to play', async () => {
    const api = fakeRecurringApi({ fetchAutoplays: jest.fn(() => Promise.resolve(pageOf([]))) });
    renderRecurring(<AutoplayListPage />, { route, path: '/my-account/autoplay/1', api });
    expect(await screen.findByText(/You have no autoplay yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a lottery to play' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const fetchAutoplays = jest
      .fn()
      .mockRejectedValueOnce(new ApiError({ status: 503, message: 'Down', isResponse: true }))
      .mockResolvedValueOnce(pageOf([autoplayOf()]));
    const { user } = renderRecurring(<AutoplayListPage />, {
      route,
      path: '/my-account/autoplay/1',
      api: fakeRecurringApi({ fetchAutoplays }),
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your autoplays' })).toBeVisible();
  });
});
