import { layoutTexts } from 'shared-kernel/contract/texts';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { sydneyCalendarOf } from 'shared-kernel/contract/format';
import { selectCartItemCount, selectIsAuthenticated } from '../navigation/navigation-selectors';
import {
  selectGrantedCapabilities,
  selectIsPathOpenable,
  selectPaymentLogos,
  selectProductOffers,
  selectSiteName,
  selectTranslations,
  translationOf,
} from '../site-data/site-data-selectors';
import { FeedbackBlock } from '../feedback/feedback-launchers';
import { useTranslation } from 'remote-kit';
import { SiteLink } from '../site-link';
import { RegionControl } from './region-control';
import {
  doubleColumnOfferCountMin,
  footerCheckoutLinks,
  footerMinimalLinks,
  footerOfferLinks,
  footerSiteLinks,
  isCheckoutPath,
  paymentLogoNameOf,
  regulationLogosOf,
  type FooterLink,
  type RegulationLogo,
} from './footer-links';
import {
  LotteryTicketsBanner,
  readFooterCart,
  useHasLotteryTicket,
  type FooterCartReader,
} from './lottery-tickets-banner';

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
  const { t } = useTranslation(layoutTexts);
  if (codes.length === 0) return null;
  return (
    <ul className="site-footer__payment-logos" aria-label={t('footer.payment_methods')}>
      {codes.map((code) => (
        <li key={code} className="payment-logo">
          {paymentLogoNameOf(code)}
        </li>
      ))}
    </ul>
  );
}

function RegulationLogos({ logos }: { logos: readonly RegulationLogo[] }) {
  const { t } = useTranslation(layoutTexts);
  if (logos.length === 0) return null;
  return (
    <ul className="site-footer__regulation-logos" aria-label={t('footer.regulated_by')}>
      {logos.map((logo) => (
        <li key={logo.key} className="regulation-logo">
          {logo.name}
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
export function Footer({ readCart = readFooterCart }: { readCart?: FooterCartReader } = {}) {
  const { pathname } = useLocation();
  const translations = useSelector(selectTranslations);
  const { t } = useTranslation(layoutTexts);
  const capabilities = useSelector(selectGrantedCapabilities);
  const isPathOpenable = useSelector(selectIsPathOpenable);
  const openable = (links: FooterLink[]) => links.filter((link) => isPathOpenable(link.href));
  const offers = useSelector(selectProductOffers);
  const paymentLogos = useSelector(selectPaymentLogos);
  const siteName = useSelector(selectSiteName);
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const cartItemCount = useSelector(selectCartItemCount);

  const variant = footerVariantOf(pathname, cartItemCount, isAuthenticated);
  const isMinimal = variant === 'minimal';
  const responsibleGamblingText = translationOf(translations, 'footer.responsible_gambling', '');
  const { year } = sydneyCalendarOf(new Date());
  const copyright = t('footer.copyright', { year, siteName });
  const { playLinks, resultsLinks } = footerOfferLinks(offers, t);
  const isDoubleColumn =
    capabilities.includes('multi_offer_site') && resultsLinks.length >= doubleColumnOfferCountMin;
  const isBannerWanted = variant !== 'minimal' && capabilities.includes('commercial_lotteries');
  const hasLotteryTicket = useHasLotteryTicket(
    cartItemCount,
    isAuthenticated,
    isBannerWanted,
    readCart,
  );
  const offerListClass = `site-footer__links${isDoubleColumn ? ' site-footer__links--double-column' : ''}`;

  return (
    <footer className={`site-footer site-footer--${variant}`}>
      {isBannerWanted && hasLotteryTicket === false ? (
        <LotteryTicketsBanner text={t('footer.lottery_tickets_banner')} />
      ) : null}
      {variant === 'checkout' ? (
        <FooterLinkList
          heading={t('footer.checkout_heading')}
          links={openable(footerCheckoutLinks(capabilities, t))}
        />
      ) : null}
      {variant === 'minimal' ? (
        <FooterLinkList heading={t('footer.legal_heading')} links={footerMinimalLinks(t)} />
      ) : null}
      {variant === 'full' ? (
        <div className="site-footer__columns">
          <FooterLinkList
            heading={t('footer.help_heading')}
            links={openable(footerSiteLinks(capabilities, t))}
          />
          <FooterLinkList
            heading={t('footer.play_heading')}
            links={playLinks}
            className={offerListClass}
          />
          <FooterLinkList
            heading={t('footer.results_heading')}
            links={resultsLinks}
            className={offerListClass}
          />
        </div>
      ) : null}
      {variant === 'full' ? <FeedbackBlock /> : null}
      {isMinimal ? null : <PaymentLogos codes={paymentLogos} />}
      {isMinimal ? null : <RegulationLogos logos={regulationLogosOf(translations)} />}
      {responsibleGamblingText ? (
        <p className="site-footer__responsible-gambling">{responsibleGamblingText}</p>
      ) : null}
      {isMinimal ? null : <RegionControl />}
      <p className="site-footer__copyright">{copyright}</p>
    </footer>
  );
}
