import { type CompositionState } from './composition/composition-slice';
import { type AppErrorState } from './layout/error-pages/app-error-slice';
import { type FeedbackState } from './layout/feedback/feedback-slice';
import { type LottoPartyModalState } from './layout/lotto-party-modal/create-group-request';
import { type NavigationState } from './layout/navigation/navigation-slice';
import { type NotificationsState } from './layout/notifications/notifications-slice';
import { type RouteTransitionState } from './layout/route-transition/route-transition-slice';
import { type SiteDataState } from './layout/site-data/site-data-slice';
import { type MarketState } from './layout/site-data/market-slice';
import { type ElevationState } from './session/elevation/elevation-slice';
import { type MigrationState } from './session/migration/migration-slice';
import { type SessionState } from './session/session-slice';
import { type AboutPagesState } from './shell-pages/about-pages-slice';

/** The shell's own store: layout, notifications and release state. Remotes have their own. */
export interface RootState {
  siteData: SiteDataState;
  navigation: NavigationState;
  notifications: NotificationsState;
  routeTransition: RouteTransitionState;
  appError: AppErrorState;
  composition: CompositionState;
  session: SessionState;
  aboutPages: AboutPagesState;
  elevation: ElevationState;
  migration: MigrationState;
  lottoPartyModal: LottoPartyModalState;
  feedback: FeedbackState;
  market: MarketState;
}
