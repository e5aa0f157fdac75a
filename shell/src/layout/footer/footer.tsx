import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { sydneyCalendarOf } from 'shared-kernel/contract/format';
import { selectCartItemCount, selectIsAuthenticated } from '../navigation/navigation-selectors';
import {
  selectGrantedCapabilities,
  selectPaymentLogos,
  selectProductOffers,
  selectSiteName,
  selectTranslations,
  translationOf,
} from '../site-data/site-data-selectors';
import { SiteLink } from '../site-link';
import {
  doubleColumnOfferCountMin,
  footerCheckoutLinks,
  footerMinimalLinks,
  footerOfferLinks,
  footerSiteLinks,
  isCheckoutPath,
  paymentLogoNameOf,
  type FooterLink,
} from './footer-links';

function FooterLinkList({
  heading,
  links,
  className = 'site-footer__links',
}: {
  heading: string;
  links: readonly FooterLink[];
  className?: string;
}) {
  if (links.length === 0) return null;
  const headingId = `site-footer-${heading.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <nav className="site-footer__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__heading">
        {heading}
      </h2>
      <ul className={className}>
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className="site-footer__link">
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PaymentLogos({ codes }: { codes: readonly string[] }) {
  if (codes.length === 0) return null;
  return (
    <ul className="site-footer__payment-logos" aria-label="Payment methods we accept">
      {codes.map((code) => (
        <li key={code} className="payment-logo">
          {paymentLogoNameOf(code)}
        </li>
      ))}
    </ul>
  );
}

type FooterVariant = 'full' | 'checkout' | 'minimal';

/**
 * At checkout with items in the cart the compact checkout footer replaces the full one; on login
 * and signup a visitor not signed in sees the minimal one (product.md §2 Footer).
 */
function footerVariantOf(
  pathname: string,
  cartItemCount: number,
  isAuthenticated: boolean,
): FooterVariant {
  if (cartItemCount > 0 && isCheckoutPath(pathname)) return 'checkout';
  if (!isAuthenticated && /^\/(login|signup)(\/|$)/i.test(pathname)) return 'minimal';
  return 'full';
}

/**
 * product.md §2 Footer; the compact checkout variant at checkout with items in the cart, the
 * minimal variant on login and signup for a visitor not signed in.
 */
export function Footer() {
  const { pathname } = useLocation();
  const translations = useSelector(selectTranslations);
  const capabilities = useSelector(selectGrantedCapabilities);
  const offers = useSelector(selectProductOffers);
  const paymentLogos = useSelector(selectPaymentLogos);
  const siteName = useSelector(selectSiteName);
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const cartItemCount = useSelector(selectCartItemCount);

  const variant = footerVariantOf(pathname, cartItemCount, isAuthenticated);
  const isMinimal = variant === 'minimal';
  const responsibleGamblingText = translationOf(translations, 'footer.responsible_gambling', '');
  const { year } = sydneyCalendarOf(new Date());
  const copyright = translationOf(translations, 'footer.copyright', `© ${year} ${siteName}`);
  const { playLinks, resultsLinks } = footerOfferLinks(offers);
  const isDoubleColumn = offers.length >= doubleColumnOfferCountMin;
  const offerListClass = `site-footer__links${isDoubleColumn ? ' site-footer__links--double-column' : ''}`;

  return (
    <footer className={`site-footer site-footer--${variant}`}>
      {variant === 'checkout' ? (
        <FooterLinkList heading="Checkout help" links={footerCheckoutLinks(capabilities)} />
      ) : null}
      {variant === 'minimal' ? (
        <FooterLinkList heading="Legal" links={footerMinimalLinks()} />
      ) : null}
      {variant === 'full' ? (
        <div className="site-footer__columns">
          <FooterLinkList heading="Help and information" links={footerSiteLinks(capabilities)} />
          <FooterLinkList heading="Play" links={playLinks} className={offerListClass} />
          <FooterLinkList heading="Results" links={resultsLinks} className={offerListClass} />
        </div>
      ) : null}
      {isMinimal ? null : <PaymentLogos codes={paymentLogos} />}
      {responsibleGamblingText ? (
        <p className="site-footer__responsible-gambling">{responsibleGamblingText}</p>
      ) : null}
      <p className="site-footer__copyright">{copyright}</p>
    </footer>
  );
}
