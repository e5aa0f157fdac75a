import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  LoadState,
  NotFoundPage,
  Pagination,
  pageCountOf,
  pageNumberOf,
  useTranslation,
} from 'remote-kit';
import { catalogTexts } from 'shared-kernel/contract/texts';
import { PlayPage } from '../play/play-page';
import { useProductOffers } from '../shared/use-product-offers';
import { pageSizes } from '../resources/resources-api';
import { useResource } from '../resources/use-resource';
import { PageTitle } from '../content/page-metadata';

/** /causes: the causes directory, 10 a page (?page=). */
export function CausesPage() {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const [searchParams] = useSearchParams();
  const page = pageNumberOf(searchParams.get('page'));
  const causes = useResource('causes', { page });
  return (
    <section className="catalog-page" aria-labelledby={headingId}>
      <PageTitle title={t('catalog.causes_heading')} />
      <h1 id={headingId}>{t('catalog.causes_heading')}</h1>
      <p>{t('catalog.causes_introduction')}</p>
      {!causes.data ? (
        <LoadState {...causes} what={t('catalog.causes_loading')} />
      ) : (
        <>
          <ul className="card-list">
            {causes.data.entities.map((cause) => (
              <li key={cause.key}>
                <article className="card" aria-labelledby={`cause-${cause.key}`}>
                  <h2 id={`cause-${cause.key}`}>
                    <Link to={`/causes/${cause.urlSlug}`}>{cause.name}</Link>
                  </h2>
                  <p>{cause.description}</p>
                </article>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCountOf(causes.data.pageInfo.total, pageSizes.default)}
            pathOf={(target) => (target === 1 ? '/causes' : `/causes?page=${target}`)}
            label={t('catalog.causes_pages')}
          />
        </>
      )}
    </section>
  );
}

/** /causes/{causeSlug}: a cause and the offers that support it. */
export function CausePage() {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const { causeSlug = '' } = useParams();
  const cause = useResource('cause', { slug: causeSlug });
  const { productOffers } = useProductOffers();
  if (cause.status === 'loaded' && cause.data === null) return <NotFoundPage />;
  if (!cause.data) return <LoadState {...cause} what={t('catalog.cause_loading')} />;
  const data = cause.data;
  const offers = productOffers.filter(
    (offer) =>
      data.productOfferKeys.includes(offer.key) ||
      offer.causes.some((candidate) => candidate.key === data.key),
  );
  return (
    <section className="catalog-page" aria-labelledby={headingId}>
      <PageTitle title={data.name} />
      <h1 id={headingId}>{data.name}</h1>
      <p>{data.description}</p>
      {data.website && /^https?:\/\//i.test(data.website) ? (
        <p>
          <a href={data.website} rel="noopener noreferrer">
            {t('catalog.cause_visit', { cause: data.name })}
          </a>
        </p>
      ) : null}
      <h2>{t('catalog.cause_support_heading', { cause: data.name })}</h2>
      {offers.length === 0 ? (
        <p>{t('catalog.cause_no_offers')}</p>
      ) : (
        <ul className="link-list">
          {offers.map((offer) => (
            <li key={offer.key}>
              <Link to={`/causes/${causeSlug}/${offer.url.replace(/^\/+/, '')}`}>
                {t('catalog.cause_buy_offer', { offer: offer.name, cause: data.name })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /causes/{causeSlug}/{productOfferKey}: the offer's play page with the cause chosen. */
export function CauseOfferPage() {
  const { t } = useTranslation(catalogTexts);
  const { causeSlug = '' } = useParams();
  const cause = useResource('cause', { slug: causeSlug });
  if (cause.status === 'loaded' && cause.data === null) return <NotFoundPage />;
  if (!cause.data) return <LoadState {...cause} what={t('catalog.cause_loading')} />;
  return <PlayPage causeKey={cause.data.key} />;
}
