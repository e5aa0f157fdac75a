import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LoadState, NotFoundPage, PageLoading, useTranslation } from 'remote-kit';
import { formatDrawDate, formatJackpot } from 'shared-kernel/contract/format';
import { catalogTexts } from 'shared-kernel/contract/texts';
import { useProductOffers } from '../shared/use-product-offers';
import { offerOfUrl, playPathOf, positiveIntegerOf } from '../shared/offer-routes';
import { useResource } from '../resources/use-resource';
import { CmsPage } from './content-pages';

/** /preview?path=/how-to-play: a content page with its drafts. */
export function PreviewPage() {
  const [searchParams] = useSearchParams();
  const path = searchParams.get('path');
  if (!path || !path.startsWith('/')) return <NotFoundPage />;
  return <CmsPage path={path} preview />;
}

/** /{offer}/terms-and-conditions and /{offer}/terms-and-conditions/{drawNo}. */
export function OfferTermsPage() {
  const headingId = useId();
  const { t } = useTranslation(catalogTexts);
  const { offerUrl, drawNo: drawParameter } = useParams();
  const { productOffers, status } = useProductOffers();
  const offer = offerOfUrl(productOffers, offerUrl);
  const drawNo = positiveIntegerOf(drawParameter);
  const draw = useResource(
    'drawPreview',
    offer && drawNo !== null ? { offerKey: offer.key, drawNo } : null,
  );
  if (!offer) {
    return status === 'loaded' || status === 'failed' ? <NotFoundPage /> : <PageLoading />;
  }
  if (drawParameter !== undefined && drawNo === null) return <NotFoundPage />;
  return (
    <article className="catalog-page" aria-labelledby={headingId}>
      <h1 id={headingId}>
        {drawNo !== null
          ? t('catalog.terms_heading_draw', { offer: offer.name, drawNo })
          : t('catalog.terms_heading', { offer: offer.name })}
      </h1>
      {drawNo !== null ? (
        draw.data ? (
          <section aria-label={t('catalog.terms_draw_label', { drawNo })}>
            <p>
              {t('catalog.terms_sales_close', { draw: draw.data.drawData.name })}{' '}
              <time dateTime={draw.data.drawData.drawStop}>
                {formatDrawDate(draw.data.drawData.drawStop)}
              </time>
              .
            </p>
            {draw.data.prizes.length > 0 ? (
              <ol>
                {draw.data.prizes.map((prize) => (
                  <li key={prize.ranking}>
                    {prize.name}
                    {prize.value ? ` (${formatJackpot(prize.value)})` : ''}
                    {prize.quantity > 1 ? ` × ${prize.quantity}` : ''}
                  </li>
                ))}
              </ol>
            ) : null}
          </section>
        ) : draw.failureStatus === 404 ? (
          <p>{t('catalog.terms_no_draw', { drawNo })}</p>
        ) : (
          <LoadState {...draw} what={t('catalog.draw_loading')} />
        )
      ) : null}
      <p>
        {t('catalog.terms_sold_under', { offer: offer.name })}{' '}
        <Link to="/about/terms-and-conditions">{t('catalog.terms_link')}</Link>.{' '}
        {t('catalog.terms_ticket_entry')}
      </p>
      <Link to={playPathOf(offer)}>{t('catalog.play_offer', { offer: offer.name })}</Link>
    </article>
  );
}
