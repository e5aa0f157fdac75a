import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatJackpot } from 'shared-kernel';
import { NotFoundPage } from '../not-found/not-found-page';
import { useProductOffers } from '../shared/use-product-offers';
import { offerOfUrl, playPathOf, positiveIntegerOf } from '../shared/offer-routes';
import { useResource } from '../resources/use-resource';
import { formatDrawDate } from '../shared/dates';
import { LoadState } from '../shared/load-states';
import { PageStyle } from '../shared/page-style';
import { CmsPage } from './content-pages';
import { Markdown } from './markdown';
import { PageMetadata } from './page-metadata';

interface StaticPageContent {
  title: string;
  description: string;
  body: string;
  links?: Array<{ to: string; text: string }>;
}

/** Pages whose words the shop ships itself, by path. */
export const staticPages = {
  '/app': {
    title: 'The Lotto Shop app',
    description: 'Play, check results and get winner alerts on your phone.',
    body: 'Play your favourite lotteries and raffles, check your tickets and results, and get **winner alerts** on your phone.\n\n- Android: download the app from this site\n- iPhone and iPad: search for *Lotto Shop* in the App Store',
    links: [{ to: '/app/android', text: 'Get the Android app' }],
  },
  '/app/android': {
    title: 'Lotto Shop for Android',
    description: 'Download the Lotto Shop app for Android.',
    body: 'The Android app is downloaded from this site. It needs Android 9 or later.',
    links: [{ to: '/app/android/install', text: 'How to install the Android app' }],
  },
  '/app/android/install': {
    title: 'Installing the Android app',
    description: 'How to install the Lotto Shop app on Android.',
    body: '1. Download the app from the Android app page.\n2. Open the downloaded file.\n3. If asked, allow your browser to install apps.\n4. Open **Lotto Shop** and log in.',
    links: [{ to: '/app/android', text: 'Back to the Android app page' }],
  },
  '/your-support': {
    title: 'Your support',
    description: 'How your raffle tickets support Australian causes.',
    body: 'Every charity raffle ticket you buy supports the cause you choose. Prizes, costs and the money raised are published for every draw.',
    links: [
      { to: '/causes', text: 'Browse the causes' },
      { to: '/charity-tickets', text: 'Buy charity tickets' },
    ],
  },
  '/subscription': {
    title: 'Subscriptions',
    description: 'Never miss a draw: subscribe to your favourite raffle.',
    body: 'A subscription buys your tickets for every draw, paid from your account. You can pause or cancel it at any time from **My account**.',
    links: [{ to: '/charity-tickets', text: 'Choose a raffle' }],
  },
} as const satisfies Record<string, StaticPageContent>;

export type StaticPagePath = keyof typeof staticPages;

export function StaticPage({ path }: { path: StaticPagePath }) {
  const headingId = useId();
  const page: StaticPageContent = staticPages[path];
  const metadata = {
    title: page.title,
    description: page.description,
    canonical: null,
    noindex: false,
    nofollow: false,
    openGraph: { title: page.title, description: page.description, image: null, type: 'website' },
    twitter: { card: 'summary', title: page.title, description: page.description, image: null },
  };
  return (
    <article className="catalog-page" aria-labelledby={headingId}>
      <PageStyle />
      <PageMetadata metadata={metadata} />
      <h1 id={headingId}>{page.title}</h1>
      <Markdown source={page.body} />
      {page.links ? (
        <ul className="link-list">
          {page.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.text}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

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
    return status === 'loaded' || status === 'failed' ? (
      <NotFoundPage />
    ) : (
      <p role="status">Loading…</p>
    );
  }
  if (drawParameter !== undefined && drawNo === null) return <NotFoundPage />;
  return (
    <article className="catalog-page" aria-labelledby={headingId}>
      <PageStyle />
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
