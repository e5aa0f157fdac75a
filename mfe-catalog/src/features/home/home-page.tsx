import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { RecommendedDraws, useTranslation } from 'remote-kit';
import { catalogTexts } from 'shared-kernel/contract/texts';
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
import { PublishedFeatureBanner } from '../marketing/feature-banner';

function ProductOfferGroupSection({ group, now }: { group: ProductOfferGroup; now: Date }) {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const headings: Record<ProductOfferGroup['type'], string> = {
    lottery_ticket: t('catalog.group_lotteries'),
    raffle_ticket: t('catalog.group_raffles'),
    syndicate_share: t('catalog.group_syndicates'),
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{headings[group.type]}</h2>
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
  const { t } = useTranslation(catalogTexts);
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
          {t('ui.try_again')}
        </button>
      </div>
    );
  } else if (status !== 'loaded' && groups.length === 0) {
    content = <p role="status">{t('catalog.home_loading')}</p>;
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
      <h1 id={headingId}>{t('catalog.home_heading')}</h1>
      <PublishedFeatureBanner />
      {content}
      <RecommendedDraws
        heading={t('catalog.home_recommended')}
        placementKey="recommended_for_you"
      />
    </section>
  );
}
