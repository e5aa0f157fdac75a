import { DateTime } from 'luxon';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { selectIsAuthenticated } from '../navigation/navigation-selectors';
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
  footerMinimalLinks,
  footerOfferLinks,
  footerSiteLinks,
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

/** product.md §2 Footer; the minimal variant on login and signup for a visitor not signed in. */
export function Footer() {
  const { pathname } = useLocation();
  const translations = useSelector(selectTranslations);
  const capabilities = useSelector(selectGrantedCapabilities);
  const offers = useSelector(selectProductOffers);
  const paymentLogos = useSelector(selectPaymentLogos);
  const siteName = useSelector(selectSiteName);
  const isAuthenticated = useSelector(selectIsAuthenticated);

  const isMinimal = !isAuthenticated && /^\/(login|signup)(\/|$)/i.test(pathname);
  const responsibleGamblingText = translationOf(translations, 'footer.responsible_gambling', '');
  const year = DateTime.now().setZone('Australia/Sydney').year;
  const copyright = translationOf(translations, 'footer.copyright', `© ${year} ${siteName}`);
  const { playLinks, resultsLinks } = footerOfferLinks(offers);
  const isDoubleColumn = offers.length >= doubleColumnOfferCountMin;
  const offerListClass = `site-footer__links${isDoubleColumn ? ' site-footer__links--double-column' : ''}`;

  return (
    <footer className="site-footer">
      {isMinimal ? (
        <FooterLinkList heading="Legal" links={footerMinimalLinks()} />
      ) : (
        <div className="site-footer__columns">
          <FooterLinkList heading="Help and information" links={footerSiteLinks(capabilities)} />
          <FooterLinkList heading="Play" links={playLinks} className={offerListClass} />
          <FooterLinkList heading="Results" links={resultsLinks} className={offerListClass} />
        </div>
      )}
      {isMinimal ? null : <PaymentLogos codes={paymentLogos} />}
      {responsibleGamblingText ? (
        <p className="site-footer__responsible-gambling">{responsibleGamblingText}</p>
      ) : null}
      <p className="site-footer__copyright">{copyright}</p>
    </footer>
  );
}
