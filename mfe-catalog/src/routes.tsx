import type { RemoteRoute } from 'remote-kit';
import { CauseOfferPage, CausePage, CausesPage } from './features/causes/causes-pages';
import {
  BlogCategoryPage,
  BlogPage,
  BlogPostPage,
  CmsPage,
  OfferCmsPage,
} from './features/content/content-pages';
import { OfferTermsPage, PreviewPage } from './features/content/static-pages';
import { HomePage } from './features/home/home-page';
import { LandingPage, landings, type LandingPath } from './features/landing/landing-pages';
import { PlayPage } from './features/play/play-page';
import {
  DrawResultPage,
  OfferResultsPage,
  ResultsListPage,
  WinnersPage,
} from './features/results/results-pages';
import { StatisticsPage } from './features/statistics/statistics-page';

/** Content pages at fixed paths (product.md §2), whose words come from the CMS. */
const contentPaths = [
  '/app',
  '/app/android',
  '/app/android/install',
  '/your-support',
  '/subscription',
];

/** Any other path is a CMS page, or the not-found page when the CMS has none. */
export const routes: RemoteRoute[] = [
  { path: '/', element: <HomePage /> },
  ...(Object.keys(landings) as LandingPath[]).map((path) => ({
    path,
    element: <LandingPage path={path} />,
  })),
  { path: '/causes', element: <CausesPage /> },
  { path: '/causes/:causeSlug', element: <CausePage /> },
  { path: '/causes/:causeSlug/:offerUrl', element: <CauseOfferPage /> },
  ...contentPaths.map((path) => ({ path, element: <CmsPage path={path} /> })),
  { path: '/preview', element: <PreviewPage /> },
  { path: '/:offerUrl/terms-and-conditions/:drawNo?', element: <OfferTermsPage /> },
  { path: '/:offerUrl/your-support', element: <OfferCmsPage section="your-support" /> },
  { path: '/:offerUrl/subscription', element: <OfferCmsPage section="subscription" /> },
  { path: '/blog', element: <BlogPage /> },
  { path: '/blog/category/:slug/:page?', element: <BlogCategoryPage /> },
  { path: '/blog/:blogSlug', element: <BlogPostPage /> },
  { path: '/lotto-results/:page?', element: <ResultsListPage /> },
  { path: '/lotto-results/lotteries/:page?', element: <ResultsListPage category="lotteries" /> },
  { path: '/lotto-results/raffles/:page?', element: <ResultsListPage category="raffles" /> },
  { path: '/:offerUrl/results/:segment?', element: <OfferResultsPage /> },
  { path: '/:offerUrl/results/draw/:drawNo', element: <DrawResultPage /> },
  { path: '/:offerUrl/winners/:page?', element: <WinnersPage /> },
  { path: '/:offerUrl/statistics', element: <StatisticsPage /> },
  { path: '/:offerUrl', element: <PlayPage /> },
  { path: '/:offerUrl/buy', element: <PlayPage /> },
  { path: '/:offerUrl/draw/:drawNo', element: <PlayPage /> },
  { path: '/:offerUrl/draw/:drawNo/buy', element: <PlayPage /> },
  { path: '/:offerUrl/:gameTypeSuffix', element: <PlayPage /> },
  { path: '*', element: <CmsPage /> },
];
