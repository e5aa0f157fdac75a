import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../testing/render-shell';
import { capabilitiesFixture, fakeSessionApi, fakeShellApi } from '../../testing/shell-fixtures';
import { createMemoryCookieJar, writeCookie } from '../../session/session-cookies';
import { customerFixture } from '../../session/session-test-fixtures';
import { type Customer } from 'shared-kernel/contract/customer';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { Layout } from '../layout';
import { sitewideMessageOf } from './sitewide-banner';

function signedIn(capabilities: CapabilityName[], customer: Partial<Customer> = {}, path = '/') {
  const cookies = createMemoryCookieJar();
  for (const name of ['access_token', 'refresh_token', 'customer_id', 'customer_token']) {
    writeCookie(cookies, name, 'value');
  }
  const api = fakeShellApi({
    fetchCapabilities: () => Promise.resolve(capabilitiesFixture(capabilities)),
    session: fakeSessionApi({
      fetchCustomerOverview: () => Promise.resolve(customerFixture(customer)),
    }),
  });
  const rendered = renderShell(<Layout />, { api, cookies, path });
  act(() => {
    rendered.store.dispatch({ type: 'siteData/loadRequested' });
  });
  return rendered;
}

describe('layout banners', () => {
  afterEach(() => {
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
    window.localStorage.clear();
  });

  it('asks a customer to confirm their address, pointing at the details page', async () => {
    signedIn(['account_details_manage'], { addressConfirmationRequired: true });
    expect(await screen.findByRole('link', { name: 'Update address' })).toHaveAttribute(
      'href',
      '/my-account/my-details',
    );
  });

  it('asks for the email without account-details-manage, pointing at the account page', async () => {
    signedIn([], { emailAddressConfirmationRequired: true });
    expect(await screen.findByRole('link', { name: 'Update email' })).toHaveAttribute(
      'href',
      '/my-account',
    );
  });

  it('shows no confirmation banner on the details page itself', async () => {
    signedIn([], { addressConfirmationRequired: true }, '/my-account/my-details');
    await screen.findByRole('button', { name: /^Account/ });
    expect(screen.queryByRole('link', { name: 'Update address' })).not.toBeInTheDocument();
  });

  it('picks the first sitewide message, sa only in SA', () => {
    const translations = {
      'sitewide_banner.sa': 'SA notice',
      'sitewide_banner.maintenance': 'Maintenance tonight',
    };
    expect(sitewideMessageOf(translations, 'NSW')).toBe('Maintenance tonight');
    expect(sitewideMessageOf(translations, 'SA')).toBe('SA notice');
    expect(sitewideMessageOf({}, 'SA')).toBeNull();
  });

  it('remembers a dismissed sitewide banner until its text changes', async () => {
    const items = (value: string) => [
      { id: 'sitewide_banner.maintenance', type: 'plain' as const, value, category: 'layout' },
    ];
    const api = fakeShellApi({
      fetchCapabilities: () => Promise.resolve(capabilitiesFixture(['sitewide_banner'])),
      fetchLayoutTranslations: () => Promise.resolve(items('Maintenance tonight')),
    });
    const first = renderShell(<Layout />, { api });
    act(() => {
      first.store.dispatch({ type: 'siteData/loadRequested' });
    });
    const banner = await screen.findByRole('complementary', { name: 'Site announcement' });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('sitewide_banner') ?? '{}')).toMatchObject({
      content: 'Maintenance tonight',
    });
    first.unmount();

    const changed = renderShell(<Layout />, {
      api: { ...api, fetchLayoutTranslations: () => Promise.resolve(items('New maintenance')) },
    });
    act(() => {
      changed.store.dispatch({ type: 'siteData/loadRequested' });
    });
    expect(await screen.findByText('New maintenance')).toBeVisible();
  });

  it('asks for cookie consent once and keeps the choice', async () => {
    const api = fakeShellApi({
      fetchCapabilities: () => Promise.resolve(capabilitiesFixture(['cookie_consent'])),
    });
    const { store } = renderShell(<Layout />, { api });
    act(() => {
      store.dispatch({ type: 'siteData/loadRequested' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Essential cookies only' }));
    expect(screen.queryByRole('complementary', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(document.cookie).toContain('cookie_consent=essential');
  });
});
