import { lazyFeatureScreen, type RemoteRoute } from 'remote-kit';
import { DepositPage } from './deposit-page';

// The deposit screens load when first shown, with the state and sagas of their feature.
const depositScreens = () => import('./deposit-screens');
const DepositDetailsPage = lazyFeatureScreen(async () => {
  const module = await depositScreens();
  return { screen: module.DepositDetailsPage, features: [module.depositFeature] };
});
const DepositAuthorisationPage = lazyFeatureScreen(async () => {
  const module = await depositScreens();
  return { screen: module.DepositAuthorisationPage, features: [module.depositFeature] };
});
const DepositCancelPage = lazyFeatureScreen(async () => {
  const module = await depositScreens();
  return { screen: module.DepositCancelPage, features: [module.depositFeature] };
});
const DepositReceiptPage = lazyFeatureScreen(async () => {
  const module = await depositScreens();
  return { screen: module.DepositReceiptPage, features: [module.depositFeature] };
});

/** product.md §2: /deposit, the account's deposit pages and the deposit receipt. */
export const depositRoutes: RemoteRoute[] = [
  { path: '/deposit', element: <DepositPage /> },
  { path: '/my-account/deposit', element: <DepositPage /> },
  {
    path: '/my-account/deposit/summary/:transactionID',
    element: <DepositDetailsPage variant="summary" />,
  },
  { path: '/my-account/deposit/authorisation/:depositID', element: <DepositAuthorisationPage /> },
  {
    path: '/my-account/deposit/details/:depositID',
    element: <DepositDetailsPage variant="details" />,
  },
  {
    path: '/my-account/deposit/details/:depositID/success',
    element: <DepositDetailsPage variant="success" />,
  },
  {
    path: '/my-account/deposit/details/:depositID/failure',
    element: <DepositDetailsPage variant="failure" />,
  },
  { path: '/my-account/deposit/:depositId/cancel', element: <DepositCancelPage /> },
  { path: '/deposits/receipt/:receiptId', element: <DepositReceiptPage /> },
];
