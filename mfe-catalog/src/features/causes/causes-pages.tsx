import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LoadState, NotFoundPage, Pagination, pageCountOf, pageNumberOf } from 'remote-kit';
import { PlayPage } from '../play/play-page';
import { useProductOffers } from '../shared/use-product-offers';
import { pageSizes } from '../resources/resources-api';
import { useResource } from '../resources/use-resource';
import { PageTitle } from '../content/page-metadata';

/** /causes: the causes directory, 10 a page (?page=). */
export function CausesPage() {
  const headingId = useId();
  const [searchParams] = useSearchParams();
  const page = pageNumberOf(searchParams.get('page'));
  const causes = useResource('causes', { page });
  return (
    <section className="catalog-page" aria-labelledby={headingId}>
      <PageTitle title="Causes" />
      <h1 id={headingId}>Causes</h1>
      <p>Every ticket you buy supports the cause you choose.</p>
      {!causes.data ? (
        <LoadState {...causes} what="the causes" />
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
            label="Causes pages"
          />
        </>
      )}
    </section>
  );
}

/** /causes/{causeSlug}: a cause and the offers that support it. */
export function CausePage() {
  const headingId = useId();
  const { causeSlug = '' } = useParams();
  const cause = useResource('cause', { slug: causeSlug });
  const { productOffers } = useProductOffers();
  if (cause.status === 'loaded' && cause.data === null) return <NotFoundPage />;
  if (!cause.data) return <LoadState {...cause} what="the cause" />;
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
            Visit {data.name}
          </a>
        </p>
      ) : null}
      <h2>Support {data.name}</h2>
      {offers.length === 0 ? (
        <p>No raffle supports this cause right now.</p>
      ) : (
        <ul className="link-list">
          {offers.map((offer) => (
            <li key={offer.key}>
              <Link to={`/causes/${causeSlug}/${offer.url.replace(/^\/+/, '')}`}>
                Buy {offer.name} tickets for {data.name}
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
  const { causeSlug = '' } = useParams();
  const cause = useResource('cause', { slug: causeSlug });
  if (cause.status === 'loaded' && cause.data === null) return <NotFoundPage />;
  if (!cause.data) return <LoadState {...cause} what="the cause" />;
  return <PlayPage causeKey={cause.data.key} />;
}
