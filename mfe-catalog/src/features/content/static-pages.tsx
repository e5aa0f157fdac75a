import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LoadState, NotFoundPage, PageLoading } from 'remote-kit';
import { formatDrawDate, formatJackpot } from 'shared-kernel/contract/format';
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
        {offer.name} terms and conditions{drawNo !== null ? `, draw ${drawNo}` : ''}
      </h1>
      {drawNo !== null ? (
        draw.data ? (
          <section aria-label={`Draw ${drawNo}`}>
            <p>
              {draw.data.drawData.name}: sales close{' '}
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
          <p>There is no draw {drawNo}.</p>
        ) : (
          <LoadState {...draw} what="the draw" />
        )
      ) : null}
      <p>
        Tickets for {offer.name} are sold under the shop&apos;s{' '}
        <Link to="/about/terms-and-conditions">terms and conditions</Link>. A ticket is entered in
        the draw it was bought for once payment is complete; prizes are paid to your account.
      </p>
      <Link to={playPathOf(offer)}>Play {offer.name}</Link>
    </article>
  );
}
