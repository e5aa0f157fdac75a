import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { type MembershipEntryView } from 'shared-kernel/contract/membership';
import { type CartView } from 'shared-kernel/contract/cart';
import { createMemoryCookieJar, writeCookie } from '../../session/session-cookies';
import { customerFixture } from '../../session/session-test-fixtures';
import { renderShell } from '../../testing/render-shell';
import {
  capabilitiesFixture,
  fakeSessionApi,
  fakeShellApi,
  siteConfigFixture,
} from '../../testing/shell-fixtures';
import { siteDataLoadRequested } from '../site-data/site-data-slice';
import { NavigationBar } from './navigation-bar';

function membership(overrides: Partial<MembershipEntryView> = {}): MembershipEntryView {
  return {
    membershipProgram: 'daily_winners',
    membershipStatus: 'member',
    membershipUpdated: '2026-03-01T00:00:00.000Z',
    membershipTier: 'free',
    eligibility: 'eligible',
    ineligibleReason: null,
    locked: false,
    premiumUntil: null,
    premiumRenews: false,
    ...overrides,
  };
}

function signedInCookies() {
  const cookies = createMemoryCookieJar();
  for (const name of ['access_token', 'refresh_token', 'customer_id', 'customer_token']) {
    writeCookie(cookies, name, 'value');
  }
  return cookies;
}

/** The shell's navigation; signed in with these memberships, or a visitor when undefined. */
function renderNavigation(
  memberships: MembershipEntryView[] | undefined,
  capabilities: CapabilityName[] = ['membership_program'],
) {
  const api = fakeShellApi({
    fetchCapabilities: () => Promise.resolve(capabilitiesFixture(capabilities)),
    session: fakeSessionApi({
      fetchCustomerOverview: () =>
        Promise.resolve(customerFixture({ membershipPrograms: memberships ?? [] })),
      fetchCart: () => Promise.resolve({ cartItems: [] } as unknown as CartView),
    }),
  });
  const cookies = memberships ? signedInCookies() : createMemoryCookieJar();
  const rendered = renderShell(<NavigationBar />, { api, cookies });
  act(() => {
    rendered.store.dispatch(siteDataLoadRequested());
  });
  return rendered;
}

async function openMainMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  await within(menu).findByRole('link', { name: 'Results' });
  return menu;
}

describe("the membership programme's navigation item", () => {
  it('shows a visitor the dot "Not a member" inside the Daily Winners link', async () => {
    renderNavigation(undefined);
    const menu = await openMainMenu();
    const item = await within(menu).findByRole('link', { name: 'Daily Winners Not a member' });
    expect(item).toHaveAttribute('href', '/daily-winners');
    expect(within(item).getByRole('img', { name: 'Not a member' })).toBeInTheDocument();
    // Only the programme's item carries it.
    expect(within(menu).getAllByRole('img')).toHaveLength(1);
  });

  it('shows "Not a member" to a customer who never joined, or who left', async () => {
    renderNavigation([membership({ membershipStatus: 'non-member', membershipTier: null })]);
    const menu = await openMainMenu();
    const item = await within(menu).findByRole('link', { name: /^Daily Winners/ });
    expect(await within(item).findByRole('img', { name: 'Not a member' })).toBeInTheDocument();
  });

  it('shows "Not a member" when the overview lists no membership of the programme', async () => {
    renderNavigation([]);
    const menu = await openMainMenu();
    expect(await within(menu).findByRole('img', { name: 'Not a member' })).toBeInTheDocument();
  });

  it('shows "Entry locked" to a member with a locked entry', async () => {
    renderNavigation([membership({ locked: true })]);
    const menu = await openMainMenu();
    const item = await within(menu).findByRole('link', { name: 'Daily Winners Entry locked' });
    expect(within(item).getByRole('img', { name: 'Entry locked' })).toBeInTheDocument();
  });

  it('shows no dot to a member whose entries are unlocked', async () => {
    const { store } = renderNavigation([membership({ membershipTier: 'premium' })]);
    const menu = await openMainMenu();
    await waitFor(() =>
      expect(store.getState().session.customer?.membershipPrograms).toEqual([
        {
          membershipProgram: 'daily_winners',
          membershipStatus: 'member',
          membershipTier: 'premium',
          locked: false,
        },
      ]),
    );
    expect(within(menu).getByRole('link', { name: 'Daily Winners' })).toBeInTheDocument();
    expect(within(menu).queryByRole('img')).not.toBeInTheDocument();
  });

  it('updates when a remote tells of a change to the customer (a join, a leave, an unlock)', async () => {
    const fetchCustomerOverview = jest
      .fn()
      .mockResolvedValueOnce(customerFixture({ membershipPrograms: [] }))
      .mockResolvedValue(customerFixture({ membershipPrograms: [membership({ locked: true })] }));
    const api = fakeShellApi({
      fetchCapabilities: () => Promise.resolve(capabilitiesFixture(['membership_program'])),
      session: fakeSessionApi({
        fetchCustomerOverview,
        fetchCart: () => Promise.resolve({ cartItems: [] } as unknown as CartView),
      }),
    });
    const { store, bus } = renderShell(<NavigationBar />, { api, cookies: signedInCookies() });
    act(() => {
      store.dispatch(siteDataLoadRequested());
    });
    const menu = await openMainMenu();
    expect(await within(menu).findByRole('img', { name: 'Not a member' })).toBeInTheDocument();

    act(() => {
      bus.publish('customer/changed', {
        customerId: 'c-1',
        firstname: 'Casey',
        availableFunds: '12.50',
      });
    });

    expect(await within(menu).findByRole('img', { name: 'Entry locked' })).toBeInTheDocument();
    expect(within(menu).queryByRole('img', { name: 'Not a member' })).not.toBeInTheDocument();
    // One read at start, one for the remote's news: the shell's own announcement sets off none.
    expect(fetchCustomerOverview).toHaveBeenCalledTimes(2);
  });

  it('is left out, dot and all, without the membership capability', async () => {
    renderNavigation(undefined, ['social_syndicates']);
    const menu = await openMainMenu();
    expect(within(menu).queryByRole('link', { name: /Daily Winners/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('img')).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Lotto Party' })).toBeInTheDocument();
  });

  it('follows the configured special label', async () => {
    const api = fakeShellApi({
      fetchConfig: () =>
        Promise.resolve(
          siteConfigFixture({
            navigation: {
              primary: [
                { label: 'Winners Club', route: '/daily-winners', routeType: 'internal' },
                { label: 'Daily Winners', route: '/elsewhere', routeType: 'internal' },
              ],
              secondary: [],
            },
          }),
        ),
      fetchCapabilities: () => Promise.resolve(capabilitiesFixture(['membership_program'])),
      fetchLayoutTranslations: () =>
        Promise.resolve([{ id: 'nav.special_label', type: 'plain', value: 'Winners Club' }]),
    });
    const { store } = renderShell(<NavigationBar />, { api });
    act(() => {
      store.dispatch(siteDataLoadRequested());
    });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      await within(menu).findByRole('link', { name: 'Winners Club Not a member' }),
    ).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Daily Winners' })).toBeInTheDocument();
  });
});
