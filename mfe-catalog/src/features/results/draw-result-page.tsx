import { lazy, Suspense, useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { type DrawCommitmentView } from 'shared-kernel/contract/draws';
import { formatCurrency, formatDrawDate } from 'shared-kernel/contract/format';
import { type ProductOffer } from 'shared-kernel/contract/product-offers';
import { LoadState, NotFoundPage, PageLoading, useTranslation } from 'remote-kit';
import { catalogTexts } from 'shared-kernel/contract/texts';
import { playPathOf, positiveIntegerOf } from '../shared/offer-routes';
import { useResource } from '../resources/use-resource';
import { DrawnNumbers, useRouteOffer } from './results-parts';

// The verification section, with the code that checks a draw, loads only for a draw made with a
// commitment (the demo history has none): the first load of the remote does not carry it.
const DrawVerificationSection = lazy(() =>
  import('./verification/draw-verification-section').then((module) => ({
    default: module.DrawVerificationSection,
  })),
);

/** A draw not drawn yet, made with a commitment: the commitment, and where to buy tickets. */
function UndrawnDrawPage({
  offer,
  drawNo,
  commitment,
}: {
  offer: ProductOffer;
  drawNo: number;
  commitment: DrawCommitmentView;
}) {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  return (
    <section className="catalog-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('catalog.results_offer_draw', { offer: offer.name, drawNo })}</h1>
      <p>{t('catalog.draw_not_drawn_yet')}</p>
      <Suspense fallback={null}>
        <DrawVerificationSection
          offerKey={offer.key}
          drawNo={drawNo}
          commitment={commitment}
          drawn={false}
        />
      </Suspense>
      {commitment.status === 'DRAW_OPEN' ? (
        <Link to={`${playPathOf(offer)}/draw/${drawNo}`}>
          {t('catalog.draw_play', { offer: offer.name, drawNo })}
        </Link>
      ) : null}
      <Link to={`${playPathOf(offer)}/results`}>
        {t('catalog.draw_all_results', { offer: offer.name })}
      </Link>
    </section>
  );
}

/** /{offer}/results/draw/{drawNo}: the numbers and the dividends of each division. */
export function DrawResultPage() {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const drawNo = positiveIntegerOf(useParams().drawNo);
  const { offer, fallback } = useRouteOffer();
  const params = offer && drawNo !== null ? { offerKey: offer.key, drawNo } : null;
  const resource = useResource('drawDetails', params);
  const commitment = useResource('drawCommitment', params);
  if (!offer) return fallback;
  if (drawNo === null) return <NotFoundPage />;
  if (resource.failureStatus === 404) {
    // Not drawn yet (or no such draw): a draw with a commitment shows it.
    if (commitment.data) {
      return <UndrawnDrawPage offer={offer} drawNo={drawNo} commitment={commitment.data} />;
    }
    return commitment.status === 'failed' ? <NotFoundPage /> : <PageLoading />;
  }
  const draw = resource.data;
  return (
    <section className="catalog-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('catalog.draw_results_heading', { offer: offer.name, drawNo })}</h1>
      {!draw ? (
        <LoadState {...resource} what={t('catalog.draw_loading')} />
      ) : (
        <>
          <p>
            <time dateTime={draw.drawDate}>{formatDrawDate(draw.drawDate)}</time>
          </p>
          <DrawnNumbers
            results={Object.fromEntries(draw.numberSets.map((set) => [set.name, set.numbers]))}
          />
          {draw.supplementaries.length > 0 ? (
            <DrawnNumbers results={{ [t('catalog.draw_supplementary')]: draw.supplementaries }} />
          ) : null}
          <table className="dividends">
            <caption>{t('catalog.dividends_caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('catalog.dividends_column_division')}</th>
                <th scope="col">{t('catalog.dividends_column_combination')}</th>
                <th scope="col">{t('catalog.dividends_column_winners')}</th>
                <th scope="col">{t('catalog.dividends_column_prize')}</th>
              </tr>
            </thead>
            <tbody>
              {draw.dividends.map((dividend) => (
                <tr key={dividend.division}>
                  <th scope="row">
                    {t('catalog.dividends_division', { division: dividend.division })}
                  </th>
                  <td>{dividend.description}</td>
                  <td>{dividend.winners.toLocaleString('en-AU')}</td>
                  <td>
                    {dividend.prizePerWinner
                      ? formatCurrency(
                          dividend.prizePerWinner.amount,
                          dividend.prizePerWinner.currency,
                        )
                      : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            {t('catalog.dividends_total_winners', {
              count: draw.totalWinners.toLocaleString('en-AU'),
            })}
          </p>
          {commitment.data ? (
            <Suspense fallback={null}>
              <DrawVerificationSection
                offerKey={offer.key}
                drawNo={drawNo}
                commitment={commitment.data}
                drawn
              />
            </Suspense>
          ) : null}
        </>
      )}
      <Link to={`${playPathOf(offer)}/results`}>
        {t('catalog.draw_all_results', { offer: offer.name })}
      </Link>
    </section>
  );
}
