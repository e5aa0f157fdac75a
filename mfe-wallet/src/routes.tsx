import { NotFoundPage, type RemoteRoute } from 'remote-kit';
import { DepositPage } from './features/deposit/deposit-page';
import { PayPalCancelPage, PayPalSuccessPage } from './features/paypal-return/deposit-return-pages';

/** Withdrawals, cards and accounts, and transactions join here. */
export const routes: RemoteRoute[] = [
  { path: '/deposit', element: <DepositPage /> },
  { path: '/my-account/deposit', element: <DepositPage /> },
  { path: '/checkout/deposit/:depositId/success', element: <PayPalSuccessPage /> },
  { path: '/checkout/deposit/:depositId/cancel', element: <PayPalCancelPage /> },
  { path: '*', element: <NotFoundPage /> },
];
