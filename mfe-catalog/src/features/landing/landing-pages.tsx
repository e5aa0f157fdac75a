import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { type ProductOfferType } from 'shared-kernel/contract/product-offers';
import { catalogTexts } from 'shared-kernel/contract/texts';
import { ProductOfferCard } from '../home/product-offer-card';
import homeStylesheet from '../home/home-page.css';
import { useProductOffers } from '../shared/use-product-offers';
import { PageTitle } from '../content/page-metadata';

interface Landing {
  types: ProductOfferType[];
}

/** The landing pages of product.md §2 "Browse and misc", by path, with the offers each lists. */
export const landings = {
  '/lotto-tickets': { types: ['lottery_ticket'] },
  '/charity-tickets': { types: ['raffle_ticket'] },
  '/social-play': { types: ['syndicate_share'] },
  '/syndicates': { types: ['syndicate_share'] },
} as const satisfies Record<string, Landing>;

export type LandingPath = keyof typeof landings;

interface LandingText {
  title: string;
  introduction: string;
}

export function LandingPage({ path }: { path: LandingPath }) {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const landing: Landing = landings[path];
  const landingTexts: Record<LandingPath, LandingText> = {
    '/lotto-tickets': {
      title: t('catalog.landing_lotto_tickets_title'),
      introduction: t('catalog.landing_lotto_tickets_introduction'),
    },
    '/charity-tickets': {
      title: t('catalog.landing_charity_tickets_title'),
      introduction: t('catalog.landing_charity_tickets_introduction'),
    },
    '/social-play': {
      title: t('catalog.landing_social_play_title'),
      introduction: t('catalog.landing_social_play_introduction'),
    },
    '/syndicates': {
      title: t('catalog.landing_syndicates_title'),
      introduction: t('catalog.landing_syndicates_introduction'),
    },
  };
  const text = landingTexts[path];
  const { productOffers, status } = useProductOffers();
  const offers = productOffers.filter(
    (offer) =>
      landing.types.includes(offer.type) && offer.availability === 'available' && !offer.suspended,
  );
  const now = new Date();
  return (
    <section className="catalog-page" aria-labelledby={headingId}>
      <style href="mfe-catalog/home-page" precedence="default">
        {homeStylesheet}
      </style>
      <PageTitle title={text.title} />
      <h1 id={headingId}>{text.title}</h1>
      <p>{text.introduction}</p>
      {offers.length === 0 ? (
        status === 'loaded' ? (
          <p>{t('catalog.landing_nothing_on_sale')}</p>
        ) : (
          <p role="status">{t('ui.page_loading')}</p>
        )
      ) : (
        <ul className="offer-group__list">
          {offers.map((offer) => (
            <li key={offer.key}>
              <ProductOfferCard productOffer={offer} now={now} />
            </li>
          ))}
        </ul>
      )}
      {path === '/social-play' ? (
        <p>
          {/* The route state opens the Lotto Party wizard on arrival (product.md §2 layout). */}
          <Link to="/lotto-party" state={{ createGroup: true }}>
            {t('catalog.landing_start_lotto_party')}
          </Link>{' '}
          {t('catalog.landing_play_with_group')}
        </p>
      ) : null}
      {path === '/charity-tickets' ? (
        <p>
          <Link to="/causes">{t('catalog.landing_browse_causes')}</Link>
        </p>
      ) : null}
    </section>
  );
}
