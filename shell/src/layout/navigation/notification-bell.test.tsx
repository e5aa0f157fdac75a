import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type NotificationCard } from 'shared-kernel/contract/notifications';
import { renderShell } from '../../testing/render-shell';
import { capabilitiesFixture, fakeShellApi } from '../../testing/shell-fixtures';
import { NotificationToasts } from '../notifications/notification-toasts';
import { siteDataLoadRequested } from '../site-data/site-data-slice';
import { NavigationBar } from './navigation-bar';
import { NotificationBell } from './notification-bell';
import { type NotificationFeedApi } from './notification-feed-api';

function card(id: string, overrides: Partial<NotificationCard> = {}): NotificationCard {
  return {
    id,
    title: 'Powerball draw 1520 results',
    icon: 'results',
    message: 'No win this time. See the winning numbers and your tickets.',
    isAutoDismissed: true,
    actions: [
      { id: 'results', text: 'See results', link: '/powerball/results/draw/1520' },
      { id: 'tickets', text: 'My tickets', link: '/my-account/past-tickets/1' },
    ],
    createdAt: '2026-11-27T09:00:00.000Z',
    viewed: false,
    ...overrides,
  };
}

/** A feed held in memory, as the API keeps it: cards newest first, and which were seen. */
function feedOf(initial: NotificationCard[]) {
  let cards = [...initial];
  const api: NotificationFeedApi = {
    fetchUnviewedCount: jest.fn(() =>
      Promise.resolve(cards.filter((candidate) => !candidate.viewed).length),
    ),
    fetchCards: jest.fn((limit: number) => Promise.resolve(cards.slice(0, limit))),
    markAllViewed: jest.fn(() => {
      cards = cards.map((candidate) => ({ ...candidate, viewed: true }));
      return Promise.resolve(0);
    }),
  };
  return { api, add: (added: NotificationCard) => (cards = [added, ...cards]) };
}

/** The bell on an empty feed, beside the toasts; `add` puts a card in the feed. */
async function renderBellWithToasts() {
  const feed = feedOf([]);
  renderShell(
    <>
      <NotificationBell api={feed.api} pollMs={60_000} />
      <NotificationToasts />
    </>,
  );
  await screen.findByRole('button', { name: 'Notifications' });
  return feed;
}

describe('NotificationBell', () => {
  it('names the unread count, opens the feed, marks it viewed, and closes on Escape', async () => {
    const user = userEvent.setup();
    const { api } = feedOf([card('c2'), card('c1', { title: 'Deposit successful', viewed: true })]);
    renderShell(<NotificationBell api={api} pollMs={60_000} />);

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);

    const feed = screen.getByRole('region', { name: 'Notification feed' });
    expect(await within(feed).findByText('Powerball draw 1520 results')).toBeVisible();
    expect(within(feed).getByText('Deposit successful')).toBeVisible();
    expect(within(feed).getAllByRole('link', { name: 'See results' })[0]).toHaveAttribute(
      'href',
      '/powerball/results/draw/1520',
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(api.markAllViewed).toHaveBeenCalledTimes(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notification feed' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('says so when there are no cards yet', async () => {
    const { api } = feedOf([]);
    renderShell(<NotificationBell api={api} pollMs={60_000} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeVisible();
    expect(api.markAllViewed).not.toHaveBeenCalled();
  });

  it('looks again when the tab regains focus, and shows a card that arrived as a toast', async () => {
    const { add } = await renderBellWithToasts();

    add(
      card('c3', {
        title: 'Deposit successful',
        message: 'A$20.00 has been added to your wallet.',
      }),
    );
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('A$20.00 has been added to your wallet.')).toBeVisible();
  });

  it("offers the card's links in its toast; following one goes there and closes the toast", async () => {
    const { add } = await renderBellWithToasts();
    add(card('c4'));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    const toasts = screen.getByRole('region', { name: 'Notifications' });
    const results = await within(toasts).findByRole('link', { name: 'See results' });
    expect(results).toHaveAttribute('href', '/powerball/results/draw/1520');
    expect(within(toasts).getByRole('link', { name: 'My tickets' })).toHaveAttribute(
      'href',
      '/my-account/past-tickets/1',
    );

    act(() => results.focus());
    await userEvent.keyboard('{Enter}');

    expect(screen.getByTestId('location')).toHaveTextContent('/powerball/results/draw/1520');
    expect(within(toasts).queryByText(/No win this time/)).not.toBeInTheDocument();
  });
});

describe('the bell in the navigation bar', () => {
  it.each([
    [['notifications_feed'], true],
    [[], false],
  ] as const)(
    'shows for a signed-in customer only with notifications_feed (%j)',
    async (granted, shown) => {
      const api = fakeShellApi({
        fetchCapabilities: () => Promise.resolve(capabilitiesFixture([...granted])),
      });
      const { bus, store } = renderShell(<NavigationBar />, { api });
      act(() => {
        store.dispatch(siteDataLoadRequested());
        bus.publish('session/changed', { isAuthenticated: true, customerId: 'c-1' });
      });
      await screen.findByRole('button', { name: 'Account' });
      if (shown) {
        expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeVisible();
      } else {
        expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
      }
    },
  );
});
