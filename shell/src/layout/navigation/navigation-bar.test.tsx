import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus } from 'shared-kernel';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { renderShell } from '../../testing/render-shell';
import { capabilitiesFixture, fakeShellApi } from '../../testing/shell-fixtures';
import { siteDataLoadRequested } from '../site-data/site-data-slice';
import { NavigationBar } from './navigation-bar';

function apiGranting(...granted: CapabilityName[]) {
  return fakeShellApi({ fetchCapabilities: () => Promise.resolve(capabilitiesFixture(granted)) });
}

describe('NavigationBar', () => {
  it('shows the cart count that the bus reports, following each change', async () => {
    const { bus } = renderShell(<NavigationBar />);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');

    act(() => bus.publish('cart/changed', { itemCount: 1 }));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();

    act(() => bus.publish('cart/changed', { itemCount: 3 }));
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('shows a cart count published before the shell started (replay last)', async () => {
    const bus = createBus();
    bus.publish('cart/changed', { itemCount: 2 });
    renderShell(<NavigationBar />, { bus });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('links the logo home and offers a Login link to a visitor', () => {
    renderShell(<NavigationBar />);
    expect(screen.getByRole('link', { name: 'Lotto Shop home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('offers Account instead of Login to a signed-in customer, opening the account drawer', async () => {
    const { bus } = renderShell(<NavigationBar />);
    act(() => bus.publish('session/changed', { isAuthenticated: true, customerId: 'c-1' }));
    const account = await screen.findByRole('button', { name: 'Account' });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(account).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(account);
    const drawer = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(drawer).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/my-account',
    );
    expect(within(drawer).getByRole('link', { name: 'Log out' })).toHaveAttribute(
      'href',
      '/logout',
    );
    // The account's areas follow, those needing a capability the visitor lacks left out.
    expect(within(drawer).getByRole('link', { name: 'My details' })).toHaveAttribute(
      'href',
      '/my-account/my-details',
    );
    expect(within(drawer).queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(account).toHaveFocus();
  });

  it.each([
    [
      ['giveaway_entries', 'membership_program'] as const,
      { 'Current giveaways': '/my-account/current-giveaways/1' },
    ],
    [['giveaway_entries'] as const, {}],
    [['social_syndicates'] as const, { 'Lotto Party': '/my-account/lotto-party/1' }],
    [['wallet_withdrawal'] as const, { Withdraw: '/my-account/withdraw' }],
    [['wallet_deposit'] as const, { Deposit: '/deposit' }],
    [[] as const, {}],
  ])('lists the areas of the capabilities in the account drawer (%j)', async (granted, shown) => {
    const api = fakeShellApi({
      fetchCapabilities: () => Promise.resolve(capabilitiesFixture([...granted])),
    });
    const { bus, store } = renderShell(<NavigationBar />, { api });
    act(() => {
      store.dispatch(siteDataLoadRequested());
      bus.publish('session/changed', { isAuthenticated: true, customerId: 'c-1' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    const drawer = screen.getByRole('navigation', { name: 'Account menu' });
    await within(drawer).findByRole('link', { name: 'My details' });
    for (const [name, href] of Object.entries(shown)) {
      expect(await within(drawer).findByRole('link', { name })).toHaveAttribute('href', href);
    }
    const gated = ['Current giveaways', 'Lotto Party', 'Withdraw', 'Deposit'];
    for (const name of gated.filter((name) => !(name in shown))) {
      expect(within(drawer).queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('opens and closes the primary drawer with the menu toggle', async () => {
    const user = userEvent.setup();
    const { store } = renderShell(<NavigationBar />, { api: apiGranting('commercial_lotteries') });
    act(() => {
      store.dispatch(siteDataLoadRequested());
    });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'primary-navigation-drawer');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('navigation', { name: 'Main menu' });
    expect(drawer).toHaveAttribute('id', 'primary-navigation-drawer');
    expect(await within(drawer).findByRole('link', { name: 'Lotto tickets' })).toHaveAttribute(
      'href',
      '/lotto-tickets',
    );
    expect(within(drawer).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/my-account',
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('closes the drawer on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderShell(<NavigationBar />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('leaves out the items whose screens the segment does not grant', async () => {
    const user = userEvent.setup();
    const { store } = renderShell(<NavigationBar />, { api: apiGranting('syndicates') });
    act(() => {
      store.dispatch(siteDataLoadRequested());
    });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('navigation', { name: 'Main menu' });
    await within(drawer).findByRole('link', { name: 'Syndicates' });

    for (const name of ['Lotto tickets', 'Charity tickets', 'Daily Winners', 'Lotto Party']) {
      expect(within(drawer).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    // Results need nothing; Deposit leads a visitor to log in first.
    expect(within(drawer).getByRole('link', { name: 'Results' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('navigates in-app without a page load and closes the drawer', async () => {
    const user = userEvent.setup();
    const { store } = renderShell(<NavigationBar />, { api: apiGranting('syndicates') });
    act(() => {
      store.dispatch(siteDataLoadRequested());
    });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('link', { name: 'Syndicates' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/syndicates');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders external items as plain links and "none" items as labels', async () => {
    const user = userEvent.setup();
    const { store } = renderShell(<NavigationBar />);
    act(() => {
      store.dispatch(siteDataLoadRequested());
    });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('link', { name: 'Help centre' })).toHaveAttribute(
      'href',
      'https://help.example.com/',
    );
    expect(screen.getByText('Coming soon').closest('a')).toBeNull();
  });
});
