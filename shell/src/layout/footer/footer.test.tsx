import { act, screen, waitFor, within } from '@testing-library/react';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { renderShell } from '../../testing/render-shell';
import {
  capabilitiesFixture,
  fakeShellApi,
  productOfferFixture,
  siteConfigFixture,
} from '../../testing/shell-fixtures';
import { siteDataLoadRequested } from '../site-data/site-data-slice';
import {
  type ContentItem,
  type FooterProductOffer,
  type SiteConfig,
} from '../site-data/site-data-types';
import { Footer } from './footer';
import { type FooterCartReader } from './lottery-tickets-banner';

interface FooterSetup {
  capabilities?: CapabilityName[];
  offers?: FooterProductOffer[];
  paymentLogos?: string[];
  translations?: ContentItem[];
  path?: string;
  readCart?: FooterCartReader;
}

async function renderFooter(setup: FooterSetup = {}) {
  const api = fakeShellApi({
    fetchConfig: () =>
      Promise.resolve(
        siteConfigFixture(
          // The wire type lists today's six logos; a longer list must still be capped.
          setup.paymentLogos
            ? { paymentLogos: setup.paymentLogos as SiteConfig['paymentLogos'] }
            : {},
        ),
      ),
    fetchCapabilities: () => Promise.resolve(capabilitiesFixture(setup.capabilities ?? [])),
    fetchProductOffers: () => Promise.resolve(setup.offers ?? []),
    fetchLayoutTranslations: () => Promise.resolve(setup.translations ?? []),
  });
  const readCart = setup.readCart ?? (() => Promise.resolve(null));
  const rendered = renderShell(<Footer readCart={readCart} />, { api, path: setup.path ?? '/' });
  act(() => {
    rendered.store.dispatch(siteDataLoadRequested());
  });
  await waitFor(() => {
    const { siteData } = rendered.store.getState();
    expect(siteData.productOffersStatus).toBe('loaded');
    expect(siteData.capabilitiesStatus).toBe('loaded');
    expect(siteData.translationsStatus).toBe('loaded');
  });
  return rendered;
}

function linksIn(sectionName: string) {
  const section = screen.getByRole('navigation', { name: sectionName });
  return within(section)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Footer', () => {
  it('links to support, policies, about, terms and news', async () => {
    await renderFooter({ capabilities: ['terms_of_use', 'blog'] });
    expect(linksIn('Help and information')).toEqual([
      ['Customer support', '/about/contact-us'],
      ['Privacy policy', '/about/privacy'],
      ['Cookie policy', '/about/cookie-policy'],
      ['About us', '/about'],
      ['Terms and conditions', '/about/terms-and-conditions'],
      ['Terms of use', '/about/terms-of-use'],
      ['News', '/blog'],
    ]);
  });

  it('links to responsible gambling only with the responsible_gambling capability', async () => {
    await renderFooter({ capabilities: ['responsible_gambling'] });
    expect(await screen.findByRole('link', { name: 'Responsible gambling' })).toHaveAttribute(
      'href',
      '/about/responsible-gaming',
    );
  });

  it('leaves out the terms of use and the news without the screens their capabilities show', async () => {
    await renderFooter({ capabilities: ['responsible_gambling'] });
    expect(linksIn('Help and information').map(([label]) => label)).toEqual([
      'Customer support',
      'Privacy policy',
      'Cookie policy',
      'About us',
      'Terms and conditions',
      'Responsible gambling',
    ]);
  });

  it('leaves responsible gambling out without the capability', async () => {
    await renderFooter({ capabilities: ['blog'] });
    expect(screen.queryByRole('link', { name: 'Responsible gambling' })).not.toBeInTheDocument();
  });

  it('skips offers without draws in the play links but keeps them in the results links', async () => {
    await renderFooter({
      offers: [
        productOfferFixture('weekday-lotto', { ranking: 2 }),
        productOfferFixture('mega-raffle', { ranking: 1, url: 'charity/mega-raffle' }),
        productOfferFixture('closed-lotto', { ranking: 3, draws: [] }),
        productOfferFixture('daily-winners', { ranking: 4, type: 'membership' }),
      ],
    });
    expect(linksIn('Play')).toEqual([
      ['Mega Raffle', '/charity/mega-raffle'],
      ['Weekday Lotto', '/weekday-lotto'],
    ]);
    expect(linksIn('Results')).toEqual([
      ['Mega Raffle results', '/mega-raffle/results'],
      ['Weekday Lotto results', '/weekday-lotto/results'],
      ['Closed Lotto results', '/closed-lotto/results'],
    ]);
  });

  it('shows at most 8 payment logos', async () => {
    const logos = ['VISA', 'MASTERCARD', 'AMEX', 'PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY'];
    await renderFooter({ paymentLogos: [...logos, 'POLI', 'BPAY', 'DINERS_CLUB', 'JCB'] });
    const list = screen.getByRole('list', { name: 'Payment methods we accept' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      'Visa',
      'Mastercard',
      'Amex',
      'PayPal',
      'Apple Pay',
      'Google Pay',
      'Poli',
      'Bpay',
    ]);
  });

  it('uses two columns for the offer links above 5 offers on a multi-offer site', async () => {
    const capabilities: CapabilityName[] = ['multi_offer_site'];
    const offers = ['a', 'b', 'c', 'd', 'e'].map((key) => productOfferFixture(`lotto-${key}`));
    const { unmount } = await renderFooter({ offers, capabilities });
    const shortList = within(screen.getByRole('navigation', { name: 'Play' })).getByRole('list');
    expect(shortList).not.toHaveClass('site-footer__links--double-column');
    unmount();

    const sixOffers = [...offers, productOfferFixture('lotto-f')];
    const second = await renderFooter({ offers: sixOffers, capabilities });
    const playList = within(screen.getByRole('navigation', { name: 'Play' })).getByRole('list');
    expect(playList).toHaveClass('site-footer__links--double-column');
    second.unmount();

    await renderFooter({ offers: sixOffers });
    const singleSite = within(screen.getByRole('navigation', { name: 'Play' })).getByRole('list');
    expect(singleSite).not.toHaveClass('site-footer__links--double-column');
  });

  it('shows the regulation logos whose translations exist, and none without', async () => {
    const text = (id: string, value: string): ContentItem => ({
      id,
      type: 'plain',
      value,
      category: 'layout',
    });
    const { unmount } = await renderFooter();
    expect(screen.queryByRole('list', { name: 'Regulated by' })).not.toBeInTheDocument();
    unmount();

    await renderFooter({
      translations: [
        text('footer.regulation.nt_racing_commission', 'Northern Territory Racing Commission'),
        text('footer.regulation.gambling_help', 'Gambling Help Online'),
      ],
    });
    const logos = within(screen.getByRole('list', { name: 'Regulated by' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(logos).toEqual(['Gambling Help Online', 'Northern Territory Racing Commission']);
  });

  describe('the lottery-tickets banner', () => {
    const banner = () => screen.queryByRole('complementary', { name: 'Lottery tickets' });

    it('shows with commercial lotteries and an empty cart, linking to the tickets', async () => {
      await renderFooter({ capabilities: ['commercial_lotteries'] });
      expect(within(banner()!).getByRole('link', { name: 'Buy lottery tickets' })).toHaveAttribute(
        'href',
        '/lotto-tickets',
      );
    });

    it('stays away without commercial lotteries', async () => {
      await renderFooter();
      expect(banner()).not.toBeInTheDocument();
    });

    it('stays away from the minimal footer of the login page', async () => {
      await renderFooter({ capabilities: ['commercial_lotteries'], path: '/login' });
      expect(banner()).not.toBeInTheDocument();
    });

    it('shows while the cart holds no lottery ticket, and goes once it holds one', async () => {
      let items = [{ productType: 'raffle_ticket' }];
      const readCart: FooterCartReader = () => Promise.resolve({ cartItems: items });
      const { bus } = await renderFooter({ capabilities: ['commercial_lotteries'], readCart });
      act(() => bus.publish('cart/changed', { itemCount: 1 }));
      expect(await screen.findByRole('complementary', { name: 'Lottery tickets' })).toBeVisible();

      items = [...items, { productType: 'lottery_ticket' }];
      act(() => bus.publish('cart/changed', { itemCount: 2 }));
      await waitFor(() => expect(banner()).not.toBeInTheDocument());
    });
  });

  it('shows the responsible-gambling text from the layout translations', async () => {
    await renderFooter({
      translations: [
        {
          id: 'footer.responsible_gambling',
          type: 'plain',
          value: 'Gamble responsibly. Call 1800 858 858.',
          category: 'layout',
        },
      ],
    });
    expect(screen.getByText('Gamble responsibly. Call 1800 858 858.')).toBeInTheDocument();
  });

  it('shows a minimal footer on the login page for a visitor', async () => {
    await renderFooter({ path: '/login', offers: [productOfferFixture('weekday-lotto')] });
    expect(linksIn('Legal')).toEqual([
      ['Privacy policy', '/about/privacy'],
      ['Terms and conditions', '/about/terms-and-conditions'],
    ]);
    expect(screen.queryByRole('navigation', { name: 'Play' })).not.toBeInTheDocument();
  });

  it('shows the minimal footer on the signup page for a visitor too', async () => {
    await renderFooter({ path: '/signup', offers: [productOfferFixture('weekday-lotto')] });
    expect(screen.queryByRole('navigation', { name: 'Play' })).not.toBeInTheDocument();
  });

  describe('at checkout', () => {
    async function renderAtCheckout(path: string, itemCount: number) {
      const rendered = await renderFooter({
        path,
        capabilities: ['responsible_gambling'],
        offers: [productOfferFixture('weekday-lotto')],
      });
      act(() => rendered.bus.publish('cart/changed', { itemCount }));
      return rendered;
    }

    it.each(['/cart', '/cart/buy', '/checkout/login'])(
      'replaces the footer with the checkout footer on %s with items in the cart',
      async (path) => {
        await renderAtCheckout(path, 2);
        expect(linksIn('Checkout help')).toEqual([
          ['Customer support', '/about/contact-us'],
          ['Terms and conditions', '/about/terms-and-conditions'],
          ['Privacy policy', '/about/privacy'],
          ['Responsible gambling', '/about/responsible-gaming'],
        ]);
        expect(screen.queryByRole('navigation', { name: 'Play' })).not.toBeInTheDocument();
        expect(screen.getByRole('list', { name: 'Payment methods we accept' })).toBeVisible();
      },
    );

    it('keeps the full footer at checkout with an empty cart', async () => {
      await renderAtCheckout('/cart', 0);
      expect(screen.queryByRole('navigation', { name: 'Checkout help' })).not.toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Play' })).toBeVisible();
    });

    it('shows the checkout links only at checkout', async () => {
      await renderAtCheckout('/lotto-tickets', 2);
      expect(screen.queryByRole('navigation', { name: 'Checkout help' })).not.toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Help and information' })).toBeVisible();
    });
  });
});
