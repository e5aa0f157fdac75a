import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDrawDate, formatJackpot, formatMonth } from 'shared-kernel/contract/format';
import { type PastDrawView, type ResultCategory } from 'shared-kernel/contract/draws';
import { type ProductOffer } from 'shared-kernel/contract/product-offers';
import { LoadState, Pagination, pageCountOf, pageNumberOf } from 'remote-kit';
import { useProductOffers } from '../shared/use-product-offers';
import { playPathOf } from '../shared/offer-routes';
import { pageSizes } from '../resources/resources-api';
import { useResource } from '../resources/use-resource';
import { PageTitle } from '../content/page-metadata';
import { DrawnNumbers, useRouteOffer } from './results-parts';

export { DrawResultPage } from './draw-result-page';

function offerPathByKey(productOffers: readonly ProductOffer[], key: string): string | null {
  const offer = productOffers.find((candidate) => candidate.key === key);
  return offer ? playPathOf(offer) : null;
}

function PastDrawCard({
  draw,
  offerPath,
  showName,
}: {
  draw: PastDrawView;
  offerPath: string | null;
  showName: boolean;
}) {
  const headingId = useId();
  const title = showName ? `${draw.lotteryName} draw ${draw.drawNo}` : `Draw ${draw.drawNo}`;
  const isRaffle = draw.type === 'raffle_ticket_draw';
  return (
    <article className="result-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {offerPath && !isRaffle ? (
          <Link to={`${offerPath}/results/draw/${draw.drawNo}`}>{title}</Link>
        ) : (
          title
        )}
      </h3>
      <p className="result-card__date">
        <time dateTime={draw.drawDate}>{formatDrawDate(draw.drawDate)}</time>
      </p>
      {draw.prizePool ? (
        <p>
          {isRaffle ? 'Prize' : 'Jackpot'}:{' '}
          {formatJackpot(draw.prizePool, { prizePoolSuffix: draw.prizePoolSuffix })}
        </p>
      ) : null}
      <DrawnNumbers results={draw.results} />
      {isRaffle && offerPath ? <Link to={`${offerPath}/winners`}>See the winners</Link> : null}
    </article>
  );
}

function PastDrawList({
  offerKey,
  category,
  page,
  pathOf,
  showNames,
}: {
  offerKey: string;
  category?: ResultCategory;
  page: number;
  pathOf: (page: number) => string;
  showNames: boolean;
}) {
  const { productOffers } = useProductOffers();
  const params = category ? { offerKey, page, category } : { offerKey, page };
  const resource = useResource('pastDraws', params);
  if (!resource.data) {
    return <LoadState {...resource} what="results" />;
  }
  const { entities, pageInfo } = resource.data;
  const pageCount = pageCountOf(pageInfo.total, pageSizes.pastDraws);
  return (
    <>
      {entities.length === 0 ? <p>No results yet.</p> : null}
      <ul className="result-list">
        {entities.map((draw) => (
          <li key={draw.id}>
            <PastDrawCard
              draw={draw}
              offerPath={offerPathByKey(productOffers, draw.lotteryKey)}
              showName={showNames}
            />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} pathOf={pathOf} label="Results pages" />
    </>
  );
}

const listTitles: Record<'all' | 'lotteries' | 'raffles', string> = {
  all: 'Lotto results',
  lotteries: 'Lottery results',
  raffles: 'Raffle results',
};

/** /lotto-results/{page?}, /lotto-results/lotteries/{page?}, /lotto-results/raffles/{page?}. */
export function ResultsListPage({
  category = 'all',
}: {
  category?: 'all' | 'lotteries' | 'raffles';
}) {
  const headingId = useId();
  const page = pageNumberOf(useParams().page);
  const base = category === 'all' ? '/lotto-results' : `/lotto-results/${category}`;
  return (
    <section className="catalog-page" aria-labelledby={headingId}>
      <PageTitle title={listTitles[category]} />
      <h1 id={headingId}>{listTitles[category]}</h1>
      <nav aria-label="Kinds of results" className="tabs">
        <ul>
          {(['all', 'lotteries', 'raffles'] as const).map((kind) => (
            <li key={kind}>
              <Link
                to={kind === 'all' ? '/lotto-results' : `/lotto-results/${kind}`}
                aria-current={kind === category ? 'page' : undefined}
              >
                {kind === 'all' ? 'All' : kind === 'lotteries' ? 'Lotteries' : 'Raffles'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PastDrawList
        offerKey="latest"
        {...(category === 'all' ? {} : { category })}
        page={page}
        pathOf={(target) => (target === 1 ? base : `${base}/${target}`)}
        showNames
      />
    </section>
  );
}

const archivePattern = /^(\d{4})(?:-(\d{1,2}))?$/;

/** /{offer}/results/{page?} and the archives /{offer}/results/{year} and /{year}-{month}. */
export function OfferResultsPage() {
  const headingId = useId();
  const { segment } = useParams();
  const { offer, fallback } = useRouteOffer();
  if (!offer) return fallback;
  const archive = segment ? archivePattern.exec(segment) : null;
  const base = `${playPathOf(offer)}/results`;
  if (archive) {
    const year = Number(archive[1]);
    const month = archive[2] ? Number(archive[2]) : null;
    return (
      <section className="catalog-page" aria-labelledby={headingId}>
        <h1 id={headingId}>
          {offer.name} results, {month ? formatMonth(year, month) : year}
        </h1>
        {month && month >= 1 && month <= 12 ? (
          <ArchivedDraws offerKey={offer.key} year={year} month={month} />
        ) : (
          <nav aria-label={`Months of ${year}`}>
            <ul className="month-list">
              {Array.from({ length: 12 }, (_, index) => index + 1).map((target) => (
                <li key={target}>
                  <Link to={`${base}/${year}-${String(target).padStart(2, '0')}`}>
                    {formatMonth(year, target)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <Link to={base}>Latest {offer.name} results</Link>
      </section>
    );
  }
  const page = pageNumberOf(segment);
  return (
    <section className="catalog-page" aria-labelledby={headingId}>
      <PageTitle title={`${offer.name} results`} />
      <h1 id={headingId}>{offer.name} results</h1>
      <PastDrawList
        offerKey={offer.key}
        page={page}
        pathOf={(target) => (target === 1 ? base : `${base}/${target}`)}
        showNames={false}
      />
      <p>
        <Link to={`${base}/${new Date().getFullYear()}`}>Results archive</Link> ·{' '}
        <Link to={playPathOf(offer)}>Play {offer.name}</Link>
      </p>
    </section>
  );
}

function ArchivedDraws({
  offerKey,
  year,
  month,
}: {
  offerKey: string;
  year: number;
  month: number;
}) {
  const resource = useResource('archivedDraws', { offerKey, year, month });
  const { productOffers } = useProductOffers();
  if (!resource.data) return <LoadState {...resource} what="results" />;
  if (resource.data.entities.length === 0) return <p>No draws that month.</p>;
  return (
    <ul className="result-list">
      {resource.data.entities.map((draw) => (
        <li key={draw.id}>
          <PastDrawCard
            draw={draw}
            offerPath={offerPathByKey(productOffers, draw.lotteryKey)}
            showName={false}
          />
        </li>
      ))}
    </ul>
  );
}

/** The winners of one past draw, as a table captioned with the draw. */
function DrawWinners({ offerKey, drawNo }: { offerKey: string; drawNo: number }) {
  const winners = useResource('raffleWinners', { offerKey, drawNo });
  if (!winners.data) return <LoadState {...winners} what={`the winners of draw ${drawNo}`} />;
  if (winners.data.length === 0) return <p>Winners of draw {drawNo} are announced soon.</p>;
  return (
    <table className="winners">
      <caption>Winners of draw {drawNo}</caption>
      <thead>
        <tr>
          <th scope="col">Prize</th>
          <th scope="col">Winner</th>
          <th scope="col">Location</th>
          <th scope="col">Ticket</th>
        </tr>
      </thead>
      <tbody>
        {winners.data.map((winner) => (
          <tr key={`${winner.prizeRanking}-${winner.ticketNumber}`}>
            <th scope="row">{winner.prizeName}</th>
            <td>{winner.name}</td>
            <td>{winner.location}</td>
            <td>{winner.ticketNumber}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /{offer}/winners/{page?}: the winners of every past draw of the raffle, newest first, five
 * draws a page (api.md §9 past draw results).
 */
export function WinnersPage() {
  const headingId = useId();
  const { page: pageParameter } = useParams();
  const page = pageNumberOf(pageParameter);
  const { offer, fallback } = useRouteOffer();
  const pastDraws = useResource('pastDraws', offer ? { offerKey: offer.key, page } : null);
  if (!offer) return fallback;
  const base = `${playPathOf(offer)}/winners`;
  let content;
  if (!pastDraws.data) content = <LoadState {...pastDraws} what="the winners" />;
  else if (pastDraws.data.entities.length === 0) content = <p>No draw has been drawn yet.</p>;
  else {
    const { total } = pastDraws.data.pageInfo;
    content = (
      <>
        {pastDraws.data.entities.map((draw) => (
          <article key={draw.drawNo} aria-labelledby={`${headingId}-${draw.drawNo}`}>
            <h2 id={`${headingId}-${draw.drawNo}`}>
              Draw {draw.drawNo}, {formatDrawDate(draw.drawDate)}
            </h2>
            <DrawWinners offerKey={offer.key} drawNo={draw.drawNo} />
          </article>
        ))}
        <Pagination
          page={page}
          pageCount={pageCountOf(total, pageSizes.pastDraws)}
          pathOf={(target) => (target === 1 ? base : `${base}/${target}`)}
          label="Winners pages"
        />
      </>
    );
  }
  return (
    <section className="catalog-page" aria-labelledby={headingId}>
      <PageTitle title={`${offer.name} winners`} />
      <h1 id={headingId}>{offer.name} winners</h1>
      {content}
      <Link to={playPathOf(offer)}>Buy {offer.name} tickets</Link>
    </section>
  );
}
