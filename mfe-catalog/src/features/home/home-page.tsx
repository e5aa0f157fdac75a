import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { RecommendedDraws } from 'remote-kit';
import { pageErrorMessageFor, pageErrorMessages } from 'shared-kernel/contract/format';
import {
  selectHomeFailure,
  selectHomeStatus,
  selectProductOfferGroups,
  type ProductOfferGroup,
} from './home-selectors';
import { homePageOpened } from './home-slice';
import stylesheet from './home-page.css';
import { ProductOfferCard } from './product-offer-card';

function ProductOfferGroupSection({ group, now }: { group: ProductOfferGroup; now: Date }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{group.heading}</h2>
      <ul className="offer-group__list">
        {group.productOffers.map((productOffer) => (
          <li key={productOffer.key}>
            <ProductOfferCard productOffer={productOffer} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The home page: every offer on sale, with its next draw and jackpot. `now` is for tests. */
export function HomePage({ now = new Date() }: { now?: Date }) {
  const headingId = useId();
  const dispatch = useDispatch();
  const status = useSelector(selectHomeStatus);
  const failure = useSelector(selectHomeFailure);
  const groups = useSelector(selectProductOfferGroups);
  useEffect(() => {
    dispatch(homePageOpened());
  }, [dispatch]);

  let content;
  if (status === 'failed') {
    content = (
      <div role="alert">
        <p>{pageErrorMessageFor(failure?.status)}</p>
        <button type="button" onClick={() => dispatch(homePageOpened())}>
          Try again
        </button>
      </div>
    );
  } else if (status !== 'loaded' && groups.length === 0) {
    content = <p role="status">Loading lotteries, raffles and syndicates…</p>;
  } else if (groups.length === 0) {
    content = <p>{pageErrorMessages.noProducts}</p>;
  } else {
    content = groups.map((group) => (
      <ProductOfferGroupSection key={group.type} group={group} now={now} />
    ));
  }

  return (
    <section aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <style href="mfe-catalog/home-page" precedence="default">
        {stylesheet}
      </style>
      <h1 id={headingId}>Lotteries, raffles and syndicates</h1>
      {content}
      <RecommendedDraws heading="Recommended for you" placementKey="recommended_for_you" />
    </section>
  );
}
