import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDrawDate, formatJackpot, formatMonth } from 'shared-kernel/contract/format';
import { type PastDrawView, type ResultCategory } from 'shared-kernel/contract/draws';
import { type ProductOffer } from 'shared-kernel/contract/product-offers';
import { LoadState, Pagination, pageCountOf, pageNumberOf, useTranslation } from 'remote-kit';
import { catalogTexts } from 'shared-kernel/contract/texts';
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
  const { t } = useTranslation(catalogTexts);
  const title = showName
    ? t('catalog.results_offer_draw', { offer: draw.lotteryName, drawNo: draw.drawNo })
    : t('catalog.results_draw', { drawNo: draw.drawNo });
  const isRaffle = draw.type === 'raffle_ticket_draw';
  const jackpotOptions = { prizePoolSuffix: draw.prizePoolSuffix };
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
          {isRaffle
            ? t('catalog.results_prize', { prize: formatJackpot(draw.prizePool, jackpotOptions) })
            : t('catalog.results_jackpot', {
                prize: formatJackpot(draw.prizePool, jackpotOptions),
              })}
        </p>
      ) : null}
      <DrawnNumbers results={draw.results} />
      {isRaffle && offerPath ? (
        <Link to={`${offerPath}/winners`}>{t('catalog.results_see_winners')}</Link>
      ) : null}
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
  const { t } = useTranslation(catalogTexts);
  const { productOffers } = useProductOffers();
  const params = category ? { offerKey, page, category } : { offerKey, page };
  const resource = useResource('pastDraws', params);
  if (!resource.data) {
    return <LoadState {...resource} what={t('catalog.results_loading')} />;
  }
  const { entities, pageInfo } = resource.data;
  const pageCount = pageCountOf(pageInfo.total, pageSizes.pastDraws);
  return (
    <>
      {entities.length === 0 ? <p>{t('catalog.results_none')}</p> : null}
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
      <Pagination
        page={page}
        pageCount={pageCount}
        pathOf={pathOf}
        label={t('catalog.results_pages')}
      />
    </>
  );
}

/** /lotto-results/{page?}, /lotto-results/lotteries/{page?}, /lotto-results/raffles/{page?}. */
export function ResultsListPage({
  category = 'all',
}: {
  category?: 'all' | 'lotteries' | 'raffles';
}) {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const page = pageNumberOf(useParams().page);
  const base = category === 'all' ? '/lotto-results' : `/lotto-results/${category}`;
  const listTitles = {
    all: t('catalog.results_all_heading'),
    lotteries: t('catalog.results_lotteries_heading'),
    raffles: t('catalog.results_raffles_heading'),
  };
  const tabNames = {
    all: t('catalog.results_tab_all'),
    lotteries: t('catalog.results_tab_lotteries'),
    raffles: t('catalog.results_tab_raffles'),
  };
  return (
    <section className="catalog-page" aria-labelledby={headingId}>
      <PageTitle title={listTitles[category]} />
      <h1 id={headingId}>{listTitles[category]}</h1>
      <nav aria-label={t('catalog.results_kinds')} className="tabs">
        <ul>
          {(['all', 'lotteries', 'raffles'] as const).map((kind) => (
            <li key={kind}>
              <Link
                to={kind === 'all' ? '/lotto-results' : `/lotto-results/${kind}`}
                aria-current={kind === category ? 'page' : undefined}
              >
                {tabNames[kind]}
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
  const { t } = useTranslation(catalogTexts);
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
          {t('catalog.results_archive_heading', {
            offer: offer.name,
            period: month ? formatMonth(year, month) : year,
          })}
        </h1>
        {month && month >= 1 && month <= 12 ? (
          <ArchivedDraws offerKey={offer.key} year={year} month={month} />
        ) : (
          <nav aria-label={t('catalog.results_archive_months', { year })}>
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
        <Link to={base}>{t('catalog.results_latest', { offer: offer.name })}</Link>
      </section>
    );
  }
  const page = pageNumberOf(segment);
  return (
    <section className="catalog-page" aria-labelledby={headingId}>
      <PageTitle title={t('catalog.results_offer_heading', { offer: offer.name })} />
      <h1 id={headingId}>{t('catalog.results_offer_heading', { offer: offer.name })}</h1>
      <PastDrawList
        offerKey={offer.key}
        page={page}
        pathOf={(target) => (target === 1 ? base : `${base}/${target}`)}
        showNames={false}
      />
      <p>
        <Link to={`${base}/${new Date().getFullYear()}`}>{t('catalog.results_archive_link')}</Link>{' '}
        · <Link to={playPathOf(offer)}>{t('catalog.play_offer', { offer: offer.name })}</Link>
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
  const { t } = useTranslation(catalogTexts);
  const resource = useResource('archivedDraws', { offerKey, year, month });
  const { productOffers } = useProductOffers();
  if (!resource.data) return <LoadState {...resource} what={t('catalog.results_loading')} />;
  if (resource.data.entities.length === 0) return <p>{t('catalog.results_no_draws_month')}</p>;
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
  const { t } = useTranslation(catalogTexts);
  const winners = useResource('raffleWinners', { offerKey, drawNo });
  if (!winners.data) {
    return <LoadState {...winners} what={t('catalog.winners_of_draw_loading', { drawNo })} />;
  }
  if (winners.data.length === 0) {
    return <p>{t('catalog.winners_announced_soon', { drawNo })}</p>;
  }
  return (
    <table className="winners">
      <caption>{t('catalog.winners_caption', { drawNo })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('catalog.winners_column_prize')}</th>
          <th scope="col">{t('catalog.winners_column_winner')}</th>
          <th scope="col">{t('catalog.winners_column_location')}</th>
          <th scope="col">{t('catalog.winners_column_ticket')}</th>
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
  const { t } = useTranslation(catalogTexts);
  const { page: pageParameter } = useParams();
  const page = pageNumberOf(pageParameter);
  const { offer, fallback } = useRouteOffer();
  const pastDraws = useResource('pastDraws', offer ? { offerKey: offer.key, page } : null);
  if (!offer) return fallback;
  const base = `${playPathOf(offer)}/winners`;
  let content;
  if (!pastDraws.data) content = <LoadState {...pastDraws} what={t('catalog.winners_loading')} />;
  else if (pastDraws.data.entities.length === 0) content = <p>{t('catalog.winners_no_draws')}</p>;
  else {
    const { total } = pastDraws.data.pageInfo;
    content = (
      <>
        {pastDraws.data.entities.map((draw) => (
          <article key={draw.drawNo} aria-labelledby={`${headingId}-${draw.drawNo}`}>
            <h2 id={`${headingId}-${draw.drawNo}`}>
              {t('catalog.winners_draw_heading', {
                drawNo: draw.drawNo,
                date: formatDrawDate(draw.drawDate),
              })}
            </h2>
            <DrawWinners offerKey={offer.key} drawNo={draw.drawNo} />
          </article>
        ))}
        <Pagination
          page={page}
          pageCount={pageCountOf(total, pageSizes.pastDraws)}
          pathOf={(target) => (target === 1 ? base : `${base}/${target}`)}
          label={t('catalog.winners_pages')}
        />
      </>
    );
  }
  return (
    <section className="catalog-page" aria-labelledby={headingId}>
      <PageTitle title={t('catalog.winners_heading', { offer: offer.name })} />
      <h1 id={headingId}>{t('catalog.winners_heading', { offer: offer.name })}</h1>
      {content}
      <Link to={playPathOf(offer)}>{t('catalog.buy_offer_tickets', { offer: offer.name })}</Link>
    </section>
  );
}
