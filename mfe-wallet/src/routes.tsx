import { lazyFeatureScreen, lazyScreen, NotFoundPage, type RemoteRoute } from 'remote-kit';
import { depositRoutes } from './features/deposit/deposit-routes';
import { withdrawRoutes } from './features/withdraw/withdraw-routes';

// The deposit page comes with the remote; the PayPal return pages load when they are shown.
const depositReturn = () => import('./features/paypal-return/deposit-return-pages');
const PayPalSuccessPage = lazyScreen(() =>
  depositReturn().then((module) => module.PayPalSuccessPage),
);
const PayPalCancelPage = lazyScreen(() =>
  depositReturn().then((module) => module.PayPalCancelPage),
);
const CardsAndAccountsPage = lazyFeatureScreen(async () => {
  const module = await import('./features/cards-and-accounts/cards-and-accounts-screens');
  return { screen: module.CardsAndAccountsPage, features: [module.cardsAndAccountsFeature] };
});
const TransactionsPage = lazyFeatureScreen(async () => {
  const module = await import('./features/transactions/transactions-screens');
  return { screen: module.TransactionsPage, features: [module.transactionsFeature] };
});

/** Withdrawals, cards and accounts, and transactions join here. */
export const routes: RemoteRoute[] = [
  ...depositRoutes,
  { path: '/checkout/deposit/:depositId/success', element: <PayPalSuccessPage /> },
  { path: '/checkout/deposit/:depositId/cancel', element: <PayPalCancelPage /> },
  { path: '/my-account/cards-and-accounts', element: <CardsAndAccountsPage /> },
  { path: '/my-account/transactions', element: <TransactionsPage /> },
  { path: '/my-account/transactions/:page', element: <TransactionsPage /> },
  ...withdrawRoutes,
  { path: '*', element: <NotFoundPage /> },
];
