import { lazyScreen, NotFoundPage, type RemoteRoute } from 'remote-kit';
import { DashboardPage } from './features/dashboard/dashboard-page';

// The dashboard comes with the remote; login and security (two-factor setup) loads when shown.
const LoginAndSecurityPage = lazyScreen(() =>
  import('./features/login-and-security/login-and-security-page').then(
    (module) => module.LoginAndSecurityPage,
  ),
);

const CommunicationPreferencesPage = lazyScreen(() =>
  import('./features/communication-preferences/communication-preferences-page').then(
    (module) => module.CommunicationPreferencesPage,
  ),
);
const UnsubscribePage = lazyScreen(() =>
  import('./features/unsubscribe/unsubscribe-page').then((module) => module.UnsubscribePage),
);

const TicketsPage = lazyScreen(() =>
  import('./features/tickets/tickets-page').then((module) => module.TicketsPage),
);
const TicketDetailPage = lazyScreen(() =>
  import('./features/tickets/ticket-detail-page').then((module) => module.TicketDetailPage),
);
const SyndicateSharePage = lazyScreen(() =>
  import('./features/tickets/syndicate-share-page').then((module) => module.SyndicateSharePage),
);
const PrintTicketsPage = lazyScreen(() =>
  import('./features/tickets/print-tickets-page').then((module) => module.PrintTicketsPage),
);

const MyDetailsPage = lazyScreen(() =>
  import('./features/my-details/my-details-page').then((module) => module.MyDetailsPage),
);
const ConfirmAddressPage = lazyScreen(() =>
  import('./features/confirm-address/confirm-address-page').then(
    (module) => module.ConfirmAddressPage,
  ),
);
const ConfirmEmailPage = lazyScreen(() =>
  import('./features/confirm-address/confirm-email-page').then((module) => module.ConfirmEmailPage),
);
const UpgradeAccountPage = lazyScreen(() =>
  import('./features/upgrade-account/upgrade-account-page').then(
    (module) => module.UpgradeAccountPage,
  ),
);

const FavouriteNumbersPage = lazyScreen(() =>
  import('./features/favourite-numbers/favourite-numbers-page').then(
    (module) => module.FavouriteNumbersPage,
  ),
);

const VerifyAccountPage = lazyScreen(() =>
  import('./features/verification/verify-account-page').then((module) => module.VerifyAccountPage),
);
const ManualVerificationPage = lazyScreen(() =>
  import('./features/verification/manual-verification-page').then(
    (module) => module.ManualVerificationPage,
  ),
);
const AccountVerificationPage = lazyScreen(() =>
  import('./features/verification/account-verification-page').then(
    (module) => module.AccountVerificationPage,
  ),
);

/** My details, tickets, recurring purchases and limits join here. */
export const routes: RemoteRoute[] = [
  { path: '/my-account', element: <DashboardPage /> },
  { path: '/my-account/login-and-security', element: <LoginAndSecurityPage /> },
  { path: '/my-account/my-details', element: <MyDetailsPage /> },
  { path: '/my-account/confirm-address', element: <ConfirmAddressPage /> },
  { path: '/my-account/confirm-address/:token', element: <ConfirmAddressPage /> },
  { path: '/my-account/confirm-email/:token', element: <ConfirmEmailPage /> },
  { path: '/my-account/upgrade-account', element: <UpgradeAccountPage /> },
  { path: '/my-account/favourite-numbers', element: <FavouriteNumbersPage /> },
  { path: '/my-account/upcoming-tickets', element: <TicketsPage kind="upcoming" /> },
  { path: '/my-account/upcoming-tickets/:page', element: <TicketsPage kind="upcoming" /> },
  {
    path: '/my-account/upcoming-tickets/:page/ticket/:id',
    element: <TicketDetailPage kind="upcoming" />,
  },
  { path: '/my-account/past-tickets', element: <TicketsPage kind="past" /> },
  { path: '/my-account/past-tickets/:page', element: <TicketsPage kind="past" /> },
  { path: '/my-account/past-tickets/:page/ticket/:id', element: <TicketDetailPage kind="past" /> },
  { path: '/my-account/syndicate-tickets/share/:id', element: <SyndicateSharePage /> },
  { path: '/my-account/print-tickets', element: <PrintTicketsPage /> },
  { path: '/communication-preferences', element: <CommunicationPreferencesPage /> },
  { path: '/communication-preferences/:customerId', element: <CommunicationPreferencesPage /> },
  { path: '/unsubscribe/:customerId', element: <UnsubscribePage /> },
  { path: '/unsubscribe/:customerId/:productOfferKey', element: <UnsubscribePage /> },
  { path: '/my-account/verify-account', element: <VerifyAccountPage /> },
  { path: '/my-account/manual-verification', element: <ManualVerificationPage /> },
  { path: '/account-verification', element: <AccountVerificationPage /> },
  { path: '*', element: <NotFoundPage /> },
];
