import { useId } from 'react';
import { Link } from 'react-router-dom';
import { type ProductOfferType } from 'shared-kernel/contract/product-offers';
import { ProductOfferCard } from '../home/product-offer-card';
import homeStylesheet from '../home/home-page.css';
import { useProductOffers } from '../shared/use-product-offers';
import { PageTitle } from '../content/page-metadata';

interface Landing {
  title: string;
  introduction: string;
  types: ProductOfferType[];
}

/** The landing pages of product.md §2 "Browse and misc", by path. */
export const landings = {
  '/lotto-tickets': {
    title: 'Lotto tickets',
    introduction: "Play Australia's favourite lotteries online, for one draw or every draw.",
    types: ['lottery_ticket'],
  },
  '/charity-tickets': {
    title: 'Charity tickets',
    introduction: 'Win life-changing prizes while supporting the causes you care about.',
    types: ['raffle_ticket'],
  },
  '/social-play': {
    title: 'Social play',
    introduction: 'Play together: share in a syndicate or start a Lotto Party with friends.',
    types: ['syndicate_share'],
  },
  '/syndicates': {
    title: 'Syndicates',
    introduction: 'Buy shares in a syndicate: more games, more chances to win, shared prizes.',
    types: ['syndicate_share'],
  },
} as const satisfies Record<string, Landing>;

export type LandingPath = keyof typeof landings;

export function LandingPage({ path }: { path: LandingPath }) {
  const headingId = useId();
  const landing: Landing = landings[path];
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
      <PageTitle title={landing.title} />
      <h1 id={headingId}>{landing.title}</h1>
      <p>{landing.introduction}</p>
      {offers.length === 0 ? (
        status === 'loaded' ? (
          <p>Nothing is on sale here right now. Please check back soon.</p>
        ) : (
          <p role="status">Loading…</p>
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
            Start a Lotto Party
          </Link>{' '}
          and play with your group.
        </p>
      ) : null}
      {path === '/charity-tickets' ? (
        <p>
          <Link to="/causes">Browse the causes you can support</Link>
        </p>
      ) : null}
    </section>
  );
}
