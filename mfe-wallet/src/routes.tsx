import { lazyScreen, NotFoundPage, type RemoteRoute } from 'remote-kit';
import { DepositPage } from './features/deposit/deposit-page';

// The deposit page comes with the remote; the PayPal return pages load when they are shown.
const depositReturn = () => import('./features/paypal-return/deposit-return-pages');
const PayPalSuccessPage = lazyScreen(() =>
  depositReturn().then((module) => module.PayPalSuccessPage),
);
const PayPalCancelPage = lazyScreen(() =>
  depositReturn().then((module) => module.PayPalCancelPage),
);

/** Withdrawals, cards and accounts, and transactions join here. */
export const routes: RemoteRoute[] = [
  { path: '/deposit', element: <DepositPage /> },
  { path: '/my-account/deposit', element: <DepositPage /> },
  { path: '/checkout/deposit/:depositId/success', element: <PayPalSuccessPage /> },
  { path: '/checkout/deposit/:depositId/cancel', element: <PayPalCancelPage /> },
  { path: '*', element: <NotFoundPage /> },
];
