import { lazyFeatureScreen, NotFoundPage, type RemoteRoute } from 'remote-kit';

// Every screen loads when first shown, with the state and sagas of its feature (`*-screens.ts`):
// the remote's first load carries only the route table.
const programme = () => import('./features/daily-winners/programme-screens');
const DailyWinnersPage = lazyFeatureScreen(async () => {
  const module = await programme();
  return { screen: module.DailyWinnersPage, features: module.programmeFeatures };
});
const MembershipTiersPage = lazyFeatureScreen(async () => {
  const module = await programme();
  return { screen: module.MembershipTiersPage, features: module.programmeFeatures };
});
const WinnersPage = lazyFeatureScreen(async () => {
  const module = await import('./features/winners/winners-screens');
  return { screen: module.WinnersPage, features: [module.winnersFeature] };
});
const GiveawayPage = lazyFeatureScreen(async () => {
  const module = await import('./features/giveaway/giveaway-screens');
  return { screen: module.GiveawayPage, features: module.giveawayFeatures };
});
const PremiumDepositPage = lazyFeatureScreen(async () => {
  const module = await import('./features/premium-deposit/premium-deposit-screens');
  return { screen: module.PremiumDepositPage, features: [module.premiumDepositFeature] };
});
const AccountGiveawaysPage = lazyFeatureScreen(async () => {
  const module = await import('./features/account-giveaways/account-giveaways-screens');
  return { screen: module.AccountGiveawaysPage, features: module.accountGiveawaysFeatures };
});

/** The programme's pages and the account's giveaways; anything else is the not-found page. */
export const routes: RemoteRoute[] = [
  { path: '/daily-winners', element: <DailyWinnersPage /> },
  { path: '/daily-winners/winners', element: <WinnersPage /> },
  { path: '/daily-winners/deposit', element: <PremiumDepositPage /> },
  {
    path: '/daily-winners/giveaways/:giveawayType/:drawNumber',
    element: <GiveawayPage />,
  },
  { path: '/daily-winners/membership-tiers', element: <MembershipTiersPage /> },
  {
    path: '/my-account/current-giveaways',
    element: <AccountGiveawaysPage list="current" />,
  },
  {
    path: '/my-account/current-giveaways/:page',
    element: <AccountGiveawaysPage list="current" />,
  },
  {
    path: '/my-account/closed-giveaways',
    element: <AccountGiveawaysPage list="closed" />,
  },
  {
    path: '/my-account/closed-giveaways/:page',
    element: <AccountGiveawaysPage list="closed" />,
  },
  { path: '*', element: <NotFoundPage /> },
];
