import { lazyFeatureScreen, NotFoundPage, type RemoteRoute } from 'remote-kit';

// Every screen loads when first shown, with the state and sagas of its feature (`*-screens.ts`):
// the remote's first load carries only the route table and the creation wizard's launcher.
const home = () => import('./features/lotto-party/lotto-party-screens');
const LottoPartyPage = lazyFeatureScreen(async () => {
  const module = await home();
  return { screen: module.LottoPartyPage, features: [module.lottoPartyHomeFeature] };
});
const MyGroupsPage = lazyFeatureScreen(async () => {
  const module = await home();
  return { screen: module.MyGroupsPage, features: [module.lottoPartyHomeFeature] };
});
const groupScreens = () => import('./features/group/group-screens');
const GroupPage = lazyFeatureScreen(async () => {
  const module = await groupScreens();
  return { screen: module.GroupPage, features: [module.groupFeature] };
});
const GroupByTokenPage = lazyFeatureScreen(async () => {
  const module = await groupScreens();
  return { screen: module.GroupByTokenPage, features: [module.groupFeature] };
});
const GroupSessionsPage = lazyFeatureScreen(async () => {
  const module = await groupScreens();
  return { screen: module.GroupSessionsPage, features: [module.groupFeature] };
});

// The account's pages and the session order view load when first shown, with their features.
const accountScreens = () => import('./features/account/account-screens');
const AccountPage = lazyFeatureScreen(async () => {
  const module = await accountScreens();
  return { screen: module.AccountPage, features: [module.accountFeature] };
});
const ShareTicketPage = lazyFeatureScreen(async () => {
  const module = await accountScreens();
  return { screen: module.ShareTicketPage, features: [module.accountFeature] };
});
const AccountSessionPage = lazyFeatureScreen(async () => {
  const module = await accountScreens();
  return { screen: module.SessionPage, features: [module.accountFeature] };
});
const AccountGroupPage = lazyFeatureScreen(async () => {
  const module = await accountScreens();
  return { screen: module.GroupPage, features: [module.accountFeature] };
});
const OrderPage = lazyFeatureScreen(async () => {
  const module = await import('./features/order/order-screens');
  return { screen: module.OrderPage, features: [module.orderFeature] };
});

/** Groups, sessions and orders join here. */
export const routes: RemoteRoute[] = [
  { path: '/lotto-party', element: <LottoPartyPage /> },
  { path: '/lotto-party/groups/:page', element: <MyGroupsPage /> },
  { path: '/lotto-party/group', element: <GroupByTokenPage /> },
  { path: '/lotto-party/group/:groupId', element: <GroupPage /> },
  { path: '/lotto-party/group/:groupId/sessions/:page', element: <GroupSessionsPage /> },
  { path: '/lotto-party/order/:sessionId', element: <OrderPage /> },
  { path: '/my-account/lotto-party', element: <AccountPage /> },
  { path: '/my-account/lotto-party/:page', element: <AccountPage /> },
  { path: '/my-account/lotto-party/ticket/:id', element: <ShareTicketPage /> },
  { path: '/my-account/lotto-party/session/:id', element: <AccountSessionPage /> },
  { path: '/my-account/lotto-party/group/:id/:page', element: <AccountGroupPage /> },
  { path: '*', element: <NotFoundPage /> },
];
