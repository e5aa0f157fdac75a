import { act, screen, waitFor, within } from '@testing-library/react';
import { type CmsPageView } from 'shared-kernel/contract/cms';
import { compositionRemoteBroken } from '../composition/composition-slice';
import { renderShell } from '../testing/render-shell';
import { capabilitiesFixture, fakeShellApi } from '../testing/shell-fixtures';
import { Layout } from './layout';
import { siteDataLoadRequested } from './site-data/site-data-slice';

function slotOf(remote: string): HTMLElement {
  const slot = document.querySelector<HTMLElement>(`[data-remote="${remote}"]`);
  if (!slot) throw new Error(`no slot for ${remote}`);
  return slot;
}

describe('Layout', () => {
  it('has the page landmarks: banner, main and footer', () => {
    renderShell(<Layout />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it.each([
    ['/login', 'Log in', 'Log in'],
    ['/signup', 'Create an account', 'Create an account'],
    ['/forgot-password', 'Forgot password', 'Forgot password'],
  ])('renders the shell page %s itself', (path, heading, form) => {
    renderShell(<Layout />, { path });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(within(main).getByRole('form', { name: form })).toBeInTheDocument();
  });

  it('logs out at /logout and goes to log in', async () => {
    renderShell(<Layout />, { path: '/logout' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it('sends a visitor from a protected shell page to log in', () => {
    renderShell(<Layout />, { path: '/close-my-account' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('renders about pages and the support contact details', async () => {
    const { store } = renderShell(<Layout />, { path: '/about/contact-us' });
    act(() => {
      store.dispatch(siteDataLoadRequested());
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '1300 000 000' })).toHaveAttribute(
      'href',
      'tel:1300000000',
    );
  });

  it("shows an about page's words from the CMS", async () => {
    const api = fakeShellApi({
      fetchAboutPage: (path) =>
        Promise.resolve(
          path === '/about/responsible-gaming'
            ? ({
                path,
                title: 'Responsible gambling',
                body: '# Responsible gambling\n\n## Get help\n\nCall **Gambling Help Online** on 1800 858 858.',
              } as CmsPageView)
            : null,
        ),
    });
    renderShell(<Layout />, { path: '/about/responsible-gaming', api });
    expect(await screen.findByRole('heading', { level: 2, name: 'Get help' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Responsible gambling' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/1800 858 858/)).toBeInTheDocument();
  });

  it('answers an unknown shell path with the 404 page', () => {
    renderShell(<Layout />, { path: '/about/nothing-here' });
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('has no FAQ page while the support-FAQ capability is on', async () => {
    const api = fakeShellApi({
      fetchCapabilities: () => Promise.resolve(capabilitiesFixture(['faq'])),
    });
    const { store } = renderShell(<Layout />, { path: '/about/faq', api });
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    act(() => {
      store.dispatch(siteDataLoadRequested());
    });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
  });

  it('leaves remote pages to the remote: only its slot shows', () => {
    renderShell(<Layout />, { path: '/cart' });
    expect(within(screen.getByRole('main')).queryByRole('heading')).not.toBeInTheDocument();
    expect(slotOf('mfe-cart-checkout')).toBeVisible();
    expect(slotOf('mfe-catalog')).not.toBeVisible();
    expect(document.getElementById('remote-slot-mfe-cart-checkout')).toBeInTheDocument();
  });

  it("shows the fallback in a broken remote's slot only, while its page is shown", async () => {
    const { store } = renderShell(<Layout />, { path: '/cart' });
    act(() => {
      store.dispatch(compositionRemoteBroken('mfe-cart-checkout'));
    });
    const slot = slotOf('mfe-cart-checkout');
    expect(
      within(slot).getByRole('heading', { name: "This part of the shop didn't load" }),
    ).toBeInTheDocument();
    expect(within(slot).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    // The navigation and the footer keep working.
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();

    act(() => {
      store.dispatch(compositionRemoteBroken('mfe-catalog'));
    });
    expect(slotOf('mfe-catalog')).not.toBeVisible();
    expect(
      await screen.findAllByRole('heading', { name: "This part of the shop didn't load" }),
    ).toHaveLength(1);
  });

  it('shows the server-busy page, with a reload, after an unrecoverable app error', () => {
    const { bus } = renderShell(<Layout />, { path: '/lotto-tickets' });
    act(() => bus.publish('app/unrecoverableErrorRaised', { status: 500, message: 'Boom' }));
    expect(screen.getByRole('heading', { name: "It's not you, it's us!" })).toBeInTheDocument();
    expect(screen.getByText(/large load times on our server/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(slotOf('mfe-catalog')).not.toBeVisible();
  });
});
