import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { type StatisticsView } from 'shared-kernel/contract/draws';
import { LoadState, NotFoundPage, PageLoading, useTranslation } from 'remote-kit';
import { catalogTexts } from 'shared-kernel/contract/texts';
import { useProductOffers } from '../shared/use-product-offers';
import { offerOfUrl, playPathOf } from '../shared/offer-routes';
import { useResource } from '../resources/use-resource';
import { PageTitle } from '../content/page-metadata';

type NumberSetStatistics = StatisticsView['numberSets'][number];

const barWidth = 18;
const chartHeight = 160;
const labelHeight = 18;

/** Every number's draw count as SVG bars; hot numbers red, cold blue. The table is the text version. */
function FrequencyChart({ set, drawsCounted }: { set: NumberSetStatistics; drawsCounted: number }) {
  const titleId = useId();
  const descriptionId = useId();
  const { t } = useTranslation(catalogTexts);
  const hot = new Set(set.hot);
  const cold = new Set(set.cold);
  const highest = Math.max(1, ...set.frequencies.map((frequency) => frequency.count));
  const width = set.frequencies.length * barWidth;
  return (
    <svg
      className="chart"
      role="img"
      aria-labelledby={`${titleId} ${descriptionId}`}
      viewBox={`0 0 ${width} ${chartHeight + labelHeight}`}
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={titleId}>{t('catalog.statistics_chart_title', { set: set.name })}</title>
      <desc id={descriptionId}>
        {t('catalog.statistics_chart_description', {
          draws: drawsCounted,
          hot: set.hot.join(', ') || t('catalog.statistics_chart_none'),
          cold: set.cold.join(', ') || t('catalog.statistics_chart_none'),
        })}
      </desc>
      {set.frequencies.map((frequency, index) => {
        const height = Math.round((frequency.count / highest) * (chartHeight - 4));
        const kind = hot.has(frequency.number)
          ? 'hot'
          : cold.has(frequency.number)
            ? 'cold'
            : 'other';
        return (
          <g key={frequency.number}>
            <rect
              className={`chart__bar chart__bar--${kind}`}
              x={index * barWidth + 2}
              y={chartHeight - height}
              width={barWidth - 4}
              height={height}
              fill={kind === 'other' ? '#9aa5b1' : undefined}
            />
            <text
              className="chart__label"
              x={index * barWidth + barWidth / 2}
              y={chartHeight + labelHeight - 4}
              textAnchor="middle"
            >
              {frequency.number}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function NumberSetSection({
  set,
  drawsCounted,
}: {
  set: NumberSetStatistics;
  drawsCounted: number;
}) {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{set.name}</h2>
      <dl>
        <dt>{t('catalog.statistics_hot')}</dt>
        <dd>{set.hot.join(', ') || t('catalog.statistics_none_yet')}</dd>
        <dt>{t('catalog.statistics_cold')}</dt>
        <dd>{set.cold.join(', ') || t('catalog.statistics_none_yet')}</dd>
      </dl>
      <FrequencyChart set={set} drawsCounted={drawsCounted} />
      <details>
        <summary>{t('catalog.statistics_table_summary', { set: set.name })}</summary>
        <table className="frequency-table">
          <caption>{t('catalog.statistics_table_caption', { set: set.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('catalog.statistics_column_number')}</th>
              <th scope="col">{t('catalog.statistics_column_times_drawn')}</th>
              <th scope="col">{t('catalog.statistics_column_last_drawn')}</th>
            </tr>
          </thead>
          <tbody>
            {set.frequencies.map((frequency) => (
              <tr key={frequency.number}>
                <th scope="row">{frequency.number}</th>
                <td>{frequency.count}</td>
                <td>{frequency.lastDrawnDrawNo ?? t('catalog.statistics_never')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/** /{offer}/statistics: hot and cold numbers of the offer's past draws. */
export function StatisticsPage() {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const { offerUrl } = useParams();
  const { productOffers, status } = useProductOffers();
  const offer = offerOfUrl(productOffers, offerUrl);
  const statistics = useResource('statistics', offer ? { offerKey: offer.key } : null);
  if (!offer) {
    return status === 'loaded' || status === 'failed' ? <NotFoundPage /> : <PageLoading />;
  }
  const data = statistics.data;
  return (
    <section className="catalog-page" aria-labelledby={headingId}>
      <PageTitle title={t('catalog.statistics_heading', { offer: offer.name })} />
      <h1 id={headingId}>{t('catalog.statistics_heading', { offer: offer.name })}</h1>
      {!data ? (
        <LoadState {...statistics} what={t('catalog.statistics_loading')} />
      ) : (
        <>
          <p>
            {data.drawsCounted === 0
              ? t('catalog.statistics_no_draws')
              : data.firstDrawNo !== null && data.lastDrawNo !== null
                ? t('catalog.statistics_from_draws_range', {
                    count: data.drawsCounted,
                    first: data.firstDrawNo,
                    last: data.lastDrawNo,
                  })
                : t('catalog.statistics_from_draws', { count: data.drawsCounted })}
          </p>
          {data.numberSets.map((set) => (
            <NumberSetSection key={set.name} set={set} drawsCounted={data.drawsCounted} />
          ))}
        </>
      )}
      <Link to={playPathOf(offer)}>{t('catalog.play_offer', { offer: offer.name })}</Link>
    </section>
  );
}
