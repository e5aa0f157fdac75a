import { lazyFeatureScreen, type RemoteRoute } from 'remote-kit';

// The withdraw screens load when first shown, with the state and sagas of their feature.
const withdrawScreens = () => import('./withdraw-screens');
const WithdrawPage = lazyFeatureScreen(async () => {
  const module = await withdrawScreens();
  return { screen: module.WithdrawPage, features: [module.withdrawFeature] };
});
const WithdrawalDetailsPage = lazyFeatureScreen(async () => {
  const module = await withdrawScreens();
  return { screen: module.WithdrawalDetailsPage, features: [module.withdrawFeature] };
});

/** product.md §2 Withdraw. */
export const withdrawRoutes: RemoteRoute[] = [
  { path: '/my-account/withdraw', element: <WithdrawPage /> },
  { path: '/my-account/withdraw/summary/:transactionID', element: <WithdrawalDetailsPage /> },
  { path: '/my-account/withdraw/details/:withdrawID', element: <WithdrawalDetailsPage /> },
];
