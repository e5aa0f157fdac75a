import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { type StatisticsView } from 'shared-kernel/contract/draws';
import { LoadState, NotFoundPage, PageLoading } from 'remote-kit';
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
      <title id={titleId}>{`How often each ${set.name} number was drawn`}</title>
      <desc id={descriptionId}>
        {`Over ${drawsCounted} draws. Hot: ${set.hot.join(', ') || 'none'}. Cold: ${set.cold.join(', ') || 'none'}. The table below lists every number.`}
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
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{set.name}</h2>
      <dl>
        <dt>Hot numbers (drawn most)</dt>
        <dd>{set.hot.join(', ') || 'None yet'}</dd>
        <dt>Cold numbers (drawn least)</dt>
        <dd>{set.cold.join(', ') || 'None yet'}</dd>
      </dl>
      <FrequencyChart set={set} drawsCounted={drawsCounted} />
      <details>
        <summary>Every {set.name} number as a table</summary>
        <table className="frequency-table">
          <caption>{set.name}: times drawn</caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Times drawn</th>
              <th scope="col">Last drawn in draw</th>
            </tr>
          </thead>
          <tbody>
            {set.frequencies.map((frequency) => (
              <tr key={frequency.number}>
                <th scope="row">{frequency.number}</th>
                <td>{frequency.count}</td>
                <td>{frequency.lastDrawnDrawNo ?? 'Never'}</td>
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
      <PageTitle title={`${offer.name} statistics`} />
      <h1 id={headingId}>{offer.name} statistics</h1>
      {!data ? (
        <LoadState {...statistics} what="the statistics" />
      ) : (
        <>
          <p>
            {data.drawsCounted === 0
              ? 'No draws have been drawn yet.'
              : `From ${data.drawsCounted} draws${
                  data.firstDrawNo !== null && data.lastDrawNo !== null
                    ? ` (draws ${data.firstDrawNo} to ${data.lastDrawNo})`
                    : ''
                }.`}
          </p>
          {data.numberSets.map((set) => (
            <NumberSetSection key={set.name} set={set} drawsCounted={data.drawsCounted} />
          ))}
        </>
      )}
      <Link to={playPathOf(offer)}>Play {offer.name}</Link>
    </section>
  );
}
