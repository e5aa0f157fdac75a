import { lazyFeatureScreen, lazyScreen, type RemoteRoute } from 'remote-kit';
import { HomePage } from './features/home/home-page';
import { LandingPage, landings, type LandingPath } from './features/landing/landing-pages';

// The home and landing pages (offer cards) come with the remote; every other screen loads when it
// is first shown.
const causes = () => import('./features/causes/causes-pages');
const content = () => import('./features/content/content-pages');
const staticPages = () => import('./features/content/static-pages');
const results = () => import('./features/results/results-pages');
const play = () => import('./features/play/play-screens');
const CausesPage = lazyScreen(() => causes().then((module) => module.CausesPage));
const CausePage = lazyScreen(() => causes().then((module) => module.CausePage));
// A cause's offer page is the play page with the cause chosen: it needs the play page's features.
const CauseOfferPage = lazyFeatureScreen(async () => {
  const [causePages, playScreens] = await Promise.all([causes(), play()]);
  return { screen: causePages.CauseOfferPage, features: playScreens.playFeatures };
});
const BlogPage = lazyScreen(() => content().then((module) => module.BlogPage));
const BlogCategoryPage = lazyScreen(() => content().then((module) => module.BlogCategoryPage));
const BlogPostPage = lazyScreen(() => content().then((module) => module.BlogPostPage));
const CmsPage = lazyScreen(() => content().then((module) => module.CmsPage));
const OfferCmsPage = lazyScreen(() => content().then((module) => module.OfferCmsPage));
const OfferTermsPage = lazyScreen(() => staticPages().then((module) => module.OfferTermsPage));
const PreviewPage = lazyScreen(() => staticPages().then((module) => module.PreviewPage));
const PlayPage = lazyFeatureScreen(async () => {
  const module = await play();
  return { screen: module.PlayPage, features: module.playFeatures };
});
const DrawResultPage = lazyScreen(() => results().then((module) => module.DrawResultPage));
const OfferResultsPage = lazyScreen(() => results().then((module) => module.OfferResultsPage));
const ResultsListPage = lazyScreen(() => results().then((module) => module.ResultsListPage));
const WinnersPage = lazyScreen(() => results().then((module) => module.WinnersPage));
const appDownload = () => import('./features/app-download/android-app-pages');
const AndroidAppPage = lazyScreen(() => appDownload().then((module) => module.AndroidAppPage));
const AndroidInstallPage = lazyScreen(() =>
  appDownload().then((module) => module.AndroidInstallPage),
);
const FeatureBannerPreviewPage = lazyScreen(() =>
  import('./features/marketing/feature-banner-preview-page').then(
    (module) => module.FeatureBannerPreviewPage,
  ),
);
const StatisticsPage = lazyScreen(() =>
  import('./features/statistics/statistics-page').then((module) => module.StatisticsPage),
);

/** Content pages at fixed paths (product.md §2), whose words come from the CMS. */
const contentPaths = ['/app', '/your-support', '/subscription'];

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
  { path: '/app/android', element: <AndroidAppPage /> },
  { path: '/app/android/install', element: <AndroidInstallPage /> },
  { path: '/preview', element: <PreviewPage /> },
  { path: '/marketing/feature-banner', element: <FeatureBannerPreviewPage /> },
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
