import { lazyFeatureScreen, lazyScreen, NotFoundPage, type RemoteRoute } from 'remote-kit';
import { DashboardPage } from './features/dashboard/dashboard-page';

// The dashboard comes with the remote; every other screen loads when first shown, with the
// state and sagas of its feature (`*-screens.ts`).
const tickets = () => import('./features/tickets/tickets-screens');
const TicketsPage = lazyFeatureScreen(async () => {
  const module = await tickets();
  return { screen: module.TicketsPage, features: [module.ticketsFeature] };
});
const TicketDetailPage = lazyFeatureScreen(async () => {
  const module = await tickets();
  return { screen: module.TicketDetailPage, features: [module.ticketsFeature] };
});
const SyndicateSharePage = lazyFeatureScreen(async () => {
  const module = await tickets();
  return { screen: module.SyndicateSharePage, features: [module.ticketsFeature] };
});
const PrintTicketsPage = lazyFeatureScreen(async () => {
  const module = await tickets();
  return { screen: module.PrintTicketsPage, features: [module.ticketsFeature] };
});

const LoginAndSecurityPage = lazyFeatureScreen(async () => {
  const module = await import('./features/login-and-security/login-and-security-screens');
  return { screen: module.LoginAndSecurityPage, features: [module.loginAndSecurityFeature] };
});
const MyDetailsPage = lazyFeatureScreen(async () => {
  const module = await import('./features/my-details/my-details-screens');
  return { screen: module.MyDetailsPage, features: [module.myDetailsFeature] };
});
const FavouriteNumbersPage = lazyFeatureScreen(async () => {
  const module = await import('./features/favourite-numbers/favourite-numbers-screens');
  return { screen: module.FavouriteNumbersPage, features: [module.favouriteNumbersFeature] };
});
const CommunicationPreferencesPage = lazyFeatureScreen(async () => {
  const module =
    await import('./features/communication-preferences/communication-preferences-screens');
  return {
    screen: module.CommunicationPreferencesPage,
    features: [module.communicationPreferencesFeature],
  };
});
const UnsubscribePage = lazyFeatureScreen(async () => {
  const module = await import('./features/unsubscribe/unsubscribe-screens');
  return { screen: module.UnsubscribePage, features: [module.unsubscribeFeature] };
});

const verification = () => import('./features/verification/verification-screens');
const VerifyAccountPage = lazyFeatureScreen(async () => {
  const module = await verification();
  return { screen: module.VerifyAccountPage, features: [module.verificationFeature] };
});
const ManualVerificationPage = lazyFeatureScreen(async () => {
  const module = await verification();
  return { screen: module.ManualVerificationPage, features: [module.verificationFeature] };
});
const AccountVerificationPage = lazyFeatureScreen(async () => {
  const module = await verification();
  return { screen: module.AccountVerificationPage, features: [module.verificationFeature] };
});

const recurring = () => import('./features/recurring/recurring-screens');
const AutoplayListPage = lazyFeatureScreen(async () => {
  const module = await recurring();
  return { screen: module.AutoplayListPage, features: [module.recurringFeature] };
});
const AutoplayDetailPage = lazyFeatureScreen(async () => {
  const module = await recurring();
  return { screen: module.AutoplayDetailPage, features: [module.recurringFeature] };
});
const SubscriptionListPage = lazyFeatureScreen(async () => {
  const module = await recurring();
  return { screen: module.SubscriptionListPage, features: [module.recurringFeature] };
});
const SubscriptionDetailPage = lazyFeatureScreen(async () => {
  const module = await recurring();
  return { screen: module.SubscriptionDetailPage, features: [module.recurringFeature] };
});
const ScheduledPurchasePage = lazyFeatureScreen(async () => {
  const module = await recurring();
  return { screen: module.ScheduledPurchasePage, features: [module.recurringFeature] };
});
const RecurringPurchasesPage = lazyFeatureScreen(async () => {
  const module = await recurring();
  return { screen: module.RecurringPurchasesPage, features: [module.recurringFeature] };
});

const limits = () => import('./features/spend-limits/limits-screens');
const SpendLimitsPage = lazyFeatureScreen(async () => {
  const module = await limits();
  return { screen: module.SpendLimitsPage, features: [module.limitsFeature] };
});
const PrecommitmentPage = lazyFeatureScreen(async () => {
  const module = await limits();
  return { screen: module.PrecommitmentPage, features: [module.limitsFeature] };
});
const TakeABreakPage = lazyFeatureScreen(async () => {
  const module = await import('./features/take-a-break/take-a-break-screens');
  return { screen: module.TakeABreakPage, features: [module.takeABreakFeature] };
});
const ActivityStatementPage = lazyFeatureScreen(async () => {
  const module = await import('./features/activity-statement/activity-statement-screens');
  return { screen: module.ActivityStatementPage, features: [module.activityStatementFeature] };
});

// Address and email confirmation and the upgrade keep their few calls in the screen.
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

/** Every account screen of this remote; anything else is this remote's not-found page. */
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
  { path: '/my-account/autoplay', element: <AutoplayListPage /> },
  { path: '/my-account/autoplay/:page', element: <AutoplayListPage /> },
  { path: '/my-account/autoplay/:page/ticket/:id', element: <AutoplayDetailPage /> },
  { path: '/my-account/subscriptions', element: <SubscriptionListPage /> },
  { path: '/my-account/subscriptions/:page', element: <SubscriptionListPage /> },
  { path: '/my-account/subscriptions/:page/ticket/:id', element: <SubscriptionDetailPage /> },
  { path: '/my-account/scheduled-purchases/:id', element: <ScheduledPurchasePage /> },
  { path: '/my-account/recurring-purchases', element: <RecurringPurchasesPage /> },
  { path: '/my-account/recurring-purchases/:page', element: <RecurringPurchasesPage /> },
  { path: '/my-account/spend-limits', element: <SpendLimitsPage /> },
  { path: '/my-account/precommitment-limit', element: <PrecommitmentPage /> },
  { path: '/my-account/take-a-break', element: <TakeABreakPage /> },
  { path: '/my-account/activity-statement', element: <ActivityStatementPage /> },
  { path: '/my-account/verify-account', element: <VerifyAccountPage /> },
  { path: '/my-account/manual-verification', element: <ManualVerificationPage /> },
  { path: '/account-verification', element: <AccountVerificationPage /> },
  { path: '*', element: <NotFoundPage /> },
];
