import { layoutTexts } from 'shared-kernel/contract/texts';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { needsCustomer, ownerOf } from 'shared-kernel';
import { RemoteSlots } from '../composition/remote-slots';
import { usePageQuery } from '../query-parameters/use-page-query';
import { type RootState } from '../root-state';
import { ElevationModal } from '../session/elevation/elevation-modal';
import { MigrationModal } from '../session/migration/migration-modal';
import { RequireAuthentication, SessionRedirects } from '../session/session-guards';
import { selectSessionStatus } from '../session/session-selectors';
import { ConfirmationBanner } from './banners/confirmation-banner';
import { CookieConsentBanner } from './banners/cookie-consent';
import { SitewideBanner } from './banners/sitewide-banner';
import { ErrorPage } from './error-pages/error-page';
import { selectMainAreaError } from './error-pages/main-area-error';
import { FeedbackBanner, FeedbackModal } from './feedback/feedback-launchers';
import { PageErrorBoundary } from './error-pages/page-error-boundary';
import { Footer } from './footer/footer';
import { SupportWidget } from './support/support-widget';
import { NavigationBar } from './navigation/navigation-bar';
import { NotificationToasts } from './notifications/notification-toasts';
import { RouteTransitionIndicator } from './route-transition/route-transition-indicator';
import { useScrollRestoration } from './route-transition/scroll-restoration';
import { loadedOnFirstUse } from './loaded-on-first-use';
import { useCreateGroupRequest } from './lotto-party-modal/use-create-group-request';

// The shell's own pages (session forms, About) load when first shown, not with every page.
// Only an operator's preview shows the overlay, and only a newer release the update banner.
const operatorOverlay = loadedOnFirstUse(() =>
  import('../composition/operator-overlay').then((module) => module.OperatorOverlay),
);
const updateBanner = loadedOnFirstUse(() =>
  import('./banners/update-banner').then((module) => module.UpdateBanner),
);
const selectIsPreview = (state: RootState) => Boolean(state.composition.release?.preview);
const selectHasNewerRelease = (state: RootState) => state.composition.newerRevision !== null;

function ShellPagesLoading() {
  const { t } = useTranslation(layoutTexts);
  return (
    <p role="status" className="shell-page">
      {t('ui.page_loading')}
    </p>
  );
}

const shellPages = loadedOnFirstUse(
  () => import('../shell-pages/shell-routes').then((module) => module.ShellRoutes),
  <ShellPagesLoading />,
);
export const loadShellPages = shellPages.load;
const ShellRoutes = shellPages.Part;

/** The base layout: navigation bar, route-transition indicator, main area, footer, toasts. */
export function Layout() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  const mainAreaError = useSelector((state: RootState) => selectMainAreaError(state, pathname));
  const isUnrecoverable = mainAreaError !== null;
  const isSignedIn = useSelector(selectSessionStatus) === 'authenticated';
  const isPreview = useSelector(selectIsPreview);
  const hasNewerRelease = useSelector(selectHasNewerRelease);
  const { t } = useTranslation(layoutTexts);
  // A protected remote page waits for the session, or sends a visitor to log in and back.
  const isHeldForLogin = owner !== 'shell' && !isSignedIn && needsCustomer(pathname);
  usePageQuery();
  useCreateGroupRequest();
  useScrollRestoration();
  return (
    <div className="shell">
      <a className="skip-link" href="#main-content">
        {t('layout.skip_to_main')}
      </a>
      {isPreview ? <operatorOverlay.Part /> : null}
      <SitewideBanner />
      {hasNewerRelease ? <updateBanner.Part /> : null}
      <NavigationBar />
      <ConfirmationBanner />
      <RouteTransitionIndicator />
      <main id="main-content" className="shell__main" tabIndex={-1}>
        {mainAreaError ? (
          <ErrorPage kind={mainAreaError.kind} detail={mainAreaError.detail} />
        ) : null}
        {!isUnrecoverable && owner === 'shell' ? (
          <PageErrorBoundary resetKey={pathname}>
            <ShellRoutes />
          </PageErrorBoundary>
        ) : null}
        {!isUnrecoverable && isHeldForLogin ? (
          <RequireAuthentication>{null}</RequireAuthentication>
        ) : null}
        <RemoteSlots owner={owner} isHidden={isUnrecoverable || isHeldForLogin} />
      </main>
      <FeedbackBanner />
      <CookieConsentBanner />
      <SupportWidget />
      <Footer />
      <NotificationToasts />
      <ElevationModal />
      <MigrationModal />
      <FeedbackModal />
      <SessionRedirects />
    </div>
  );
}
