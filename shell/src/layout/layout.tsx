import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { ownerOf } from 'shared-kernel';
import { RemoteSlots } from '../composition/remote-slots';
import { type RootState } from '../root-state';
import { ShellRoutes } from '../shell-pages/shell-routes';
import { ErrorPage } from './error-pages/error-page';
import { Footer } from './footer/footer';
import { NavigationBar } from './navigation/navigation-bar';
import { NotificationToasts } from './notifications/notification-toasts';
import { RouteTransitionIndicator } from './route-transition/route-transition-indicator';

const selectIsUnrecoverable = (state: RootState) => state.appError.isUnrecoverable;

/** The base layout: navigation bar, route-transition indicator, main area, footer, toasts. */
export function Layout() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  const isUnrecoverable = useSelector(selectIsUnrecoverable);
  return (
    <div className="shell">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <NavigationBar />
      <RouteTransitionIndicator />
      <main id="main-content" className="shell__main" tabIndex={-1}>
        {isUnrecoverable ? <ErrorPage kind="generic" /> : null}
        {!isUnrecoverable && owner === 'shell' ? <ShellRoutes /> : null}
        <RemoteSlots owner={owner} isHidden={isUnrecoverable} />
      </main>
      <Footer />
      <NotificationToasts />
    </div>
  );
}
