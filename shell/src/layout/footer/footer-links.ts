import { pageTextsOf, type TextFunction, type TextKey } from 'shared-kernel/contract/format';
import { layoutTexts, type LayoutTextKey } from 'shared-kernel/contract/texts';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { type FooterProductOffer } from '../site-data/site-data-types';

export interface FooterLink {
  label: string;
  href: string;
}

/** The shell's lookup: layout texts and the shared UI's. */
export type LayoutText = TextFunction<LayoutTextKey | TextKey>;

/** The page's texts as they are now (a component passes the ones it renders with). */
const pageTexts = (): LayoutText => pageTextsOf(layoutTexts);

/** product.md §2 Footer: multi-offer sites use two columns above 5 offers. */
export const doubleColumnOfferCountMin = 6;

/** Translations under this prefix name the regulators whose logos the footer shows. */
export const regulationLogoPrefix = 'footer.regulation.';

export interface RegulationLogo {
  key: string;
  /** What the logo says and is announced by. */
  name: string;
}

/** Regulation logos show when their translations exist (product.md §2), in the order of their ids. */
export function regulationLogosOf(
  translations: Readonly<Record<string, string>>,
): RegulationLogo[] {
  return Object.entries(translations)
    .filter(([id, value]) => id.startsWith(regulationLogoPrefix) && value.trim() !== '')
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([id, name]) => ({ key: id.slice(regulationLogoPrefix.length), name }));
}

/** Footer links of product.md §2; responsible gambling only with its capability. */
export function footerSiteLinks(
  capabilities: readonly CapabilityName[],
  t: LayoutText = pageTexts(),
): FooterLink[] {
  const links: FooterLink[] = [
    { label: t('footer.customer_support'), href: '/about/contact-us' },
    { label: t('footer.privacy_policy'), href: '/about/privacy' },
    { label: t('footer.cookie_policy'), href: '/about/cookie-policy' },
    { label: t('footer.about_us'), href: '/about' },
    { label: t('footer.terms_and_conditions'), href: '/about/terms-and-conditions' },
    { label: t('footer.terms_of_use'), href: '/about/terms-of-use' },
    { label: t('footer.news'), href: '/blog' },
  ];
  if (capabilities.includes('responsible_gambling')) {
    links.push({ label: t('footer.responsible_gambling_link'), href: '/about/responsible-gaming' });
  }
  return links;
}

/** The short list of the minimal footer (login for a visitor who is not signed in). */
export function footerMinimalLinks(t: LayoutText = pageTexts()): FooterLink[] {
  return [
    { label: t('footer.privacy_policy'), href: '/about/privacy' },
    { label: t('footer.terms_and_conditions'), href: '/about/terms-and-conditions' },
  ];
}

/** The checkout's own short list (product.md §2: its links show only at checkout). */
export function footerCheckoutLinks(
  capabilities: readonly CapabilityName[],
  t: LayoutText = pageTexts(),
): FooterLink[] {
  const links: FooterLink[] = [
    { label: t('footer.customer_support'), href: '/about/contact-us' },
    { label: t('footer.terms_and_conditions'), href: '/about/terms-and-conditions' },
    { label: t('footer.privacy_policy'), href: '/about/privacy' },
  ];
  if (capabilities.includes('responsible_gambling')) {
    links.push({ label: t('footer.responsible_gambling_link'), href: '/about/responsible-gaming' });
  }
  return links;
}

/** /cart, /cart/buy and /checkout/*: where the checkout footer replaces the full one. */
export function isCheckoutPath(pathname: string): boolean {
  return /^\/(cart(\/buy)?|checkout(\/.*)?)\/?$/i.test(pathname);
}

function pathOf(url: string): string {
  return `/${url.replace(/^\/+/, '')}`;
}

function byRanking(left: FooterProductOffer, right: FooterProductOffer): number {
  return (left.ranking ?? Number.MAX_SAFE_INTEGER) - (right.ranking ?? Number.MAX_SAFE_INTEGER);
}

/**
 * Per-offer play and results links. An offer with no upcoming draw has nothing to play, so it
 * is left out of the play links; its past results still exist, so it stays in the results links.
 * Membership offers (the programme and its giveaways) have pages of their own and are left out.
 */
export function footerOfferLinks(
  offers: readonly FooterProductOffer[],
  t: LayoutText = pageTexts(),
): {
  playLinks: FooterLink[];
  resultsLinks: FooterLink[];
} {
  const ranked = offers.filter((offer) => offer.type !== 'membership').sort(byRanking);
  return {
    playLinks: ranked
      .filter((offer) => offer.draws.length > 0)
      .map((offer) => ({ label: offer.name, href: pathOf(offer.url) })),
    resultsLinks: ranked.map((offer) => ({
      label: t('footer.offer_results', { offerName: offer.name }),
      href: `${pathOf(offer.key)}/results`,
    })),
  };
}

const paymentLogoNames: Readonly<Record<string, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'Amex',
  PAYPAL: 'PayPal',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
};

/** The name a payment logo shows and is announced by. */
export function paymentLogoNameOf(code: string): string {
  return (
    paymentLogoNames[code] ??
    code
      .toLowerCase()
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}
