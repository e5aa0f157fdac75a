import { useEffect, useLayoutEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, kernelInstanceId, ownerOf, type RemoteName } from 'shared-kernel';
import { HomePage } from './features/home/home-page';
import {
  BlogCategoryPage,
  BlogPage,
  BlogPostPage,
  CmsPage,
  OfferCmsPage,
} from './features/content/content-pages';
import { OfferTermsPage, PreviewPage } from './features/content/static-pages';
import { CauseOfferPage, CausePage, CausesPage } from './features/causes/causes-pages';
import { LandingPage, landings, type LandingPath } from './features/landing/landing-pages';
import { PlayPage } from './features/play/play-page';
import { StatisticsPage } from './features/statistics/statistics-page';
import {
  DrawResultPage,
  OfferResultsPage,
  ResultsListPage,
  WinnersPage,
} from './features/results/results-pages';
import { makeStore } from './store';

export const remoteName: RemoteName = 'mfe-catalog';

/** Content pages at fixed paths (product.md §2), whose words come from the CMS. */
const catalogContentPaths = [
  '/app',
  '/app/android',
  '/app/android/install',
  '/your-support',
  '/subscription',
];

function OwnedRoutes() {
  const { pathname } = useLocation();
  if (ownerOf(pathname) !== remoteName) return null;
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      {(Object.keys(landings) as LandingPath[]).map((path) => (
        <Route key={path} path={path} element={<LandingPage path={path} />} />
      ))}
      <Route path="/causes" element={<CausesPage />} />
      <Route path="/causes/:causeSlug" element={<CausePage />} />
      <Route path="/causes/:causeSlug/:offerUrl" element={<CauseOfferPage />} />
      {catalogContentPaths.map((path) => (
        <Route key={path} path={path} element={<CmsPage path={path} />} />
      ))}
      <Route path="/preview" element={<PreviewPage />} />
      <Route path="/:offerUrl/terms-and-conditions/:drawNo?" element={<OfferTermsPage />} />
      <Route path="/:offerUrl/your-support" element={<OfferCmsPage section="your-support" />} />
      <Route path="/:offerUrl/subscription" element={<OfferCmsPage section="subscription" />} />
      <Route path="/blog" element={<BlogPage />} />
      <Route path="/blog/category/:slug/:page?" element={<BlogCategoryPage />} />
      <Route path="/blog/:blogSlug" element={<BlogPostPage />} />
      <Route path="/lotto-results/:page?" element={<ResultsListPage />} />
      <Route
        path="/lotto-results/lotteries/:page?"
        element={<ResultsListPage category="lotteries" />}
      />
      <Route
        path="/lotto-results/raffles/:page?"
        element={<ResultsListPage category="raffles" />}
      />
      <Route path="/:offerUrl/results/:segment?" element={<OfferResultsPage />} />
      <Route path="/:offerUrl/results/draw/:drawNo" element={<DrawResultPage />} />
      <Route path="/:offerUrl/winners/:page?" element={<WinnersPage />} />
      <Route path="/:offerUrl/statistics" element={<StatisticsPage />} />
      <Route path="/:offerUrl" element={<PlayPage />} />
      <Route path="/:offerUrl/buy" element={<PlayPage />} />
      <Route path="/:offerUrl/draw/:drawNo" element={<PlayPage />} />
      <Route path="/:offerUrl/draw/:drawNo/buy" element={<PlayPage />} />
      <Route path="/:offerUrl/:gameTypeSuffix" element={<PlayPage />} />
      <Route path="*" element={<CmsPage />} />
    </Routes>
  );
}

export function App({ version = 'dev' }: { version?: string }) {
  const [store] = useState(() => makeStore());
  useEffect(() => () => store.close(), [store]);
  // A layout effect: the announcement is out before single-spa's mount resolves.
  useLayoutEffect(() => {
    bus.publish('remote/mounted', { remote: remoteName, version, kernelInstanceId });
  }, [version]);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <OwnedRoutes />
      </BrowserRouter>
    </Provider>
  );
}
