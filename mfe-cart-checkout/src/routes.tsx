import { lazyScreen, NotFoundPage, ThreeDSecureNotifyPage, type RemoteRoute } from 'remote-kit';
import { CartPage } from './features/cart/cart-page';

// The cart comes with the remote; the other screens load when they are first shown.
const payment = () => import('./features/payment/payment-page');
const partner = () => import('./features/partner/partner-pages');
const PaymentPage = lazyScreen(() => payment().then((module) => module.PaymentPage));
const CheckoutLoginPage = lazyScreen(() => payment().then((module) => module.CheckoutLoginPage));
const ReplayPage = lazyScreen(() =>
  import('./features/replay/replay-page').then((module) => module.ReplayPage),
);
const ReceiptPage = lazyScreen(() =>
  import('./features/receipt/receipt-page').then((module) => module.ReceiptPage),
);
const PartnerPurchasePage = lazyScreen(() =>
  partner().then((module) => module.PartnerPurchasePage),
);
const PartnerAutologinPage = lazyScreen(() =>
  partner().then((module) => module.PartnerAutologinPage),
);

export const routes: RemoteRoute[] = [
  { path: '/cart', element: <CartPage /> },
  { path: '/cart/buy', element: <PaymentPage /> },
  { path: '/checkout/login', element: <CheckoutLoginPage /> },
  { path: '/cart/replay/:replayId', element: <ReplayPage /> },
  { path: '/receipt/:checkoutId', element: <ReceiptPage /> },
  { path: '/3ds/notify', element: <ThreeDSecureNotifyPage /> },
  { path: '/purchase/:partnerSlug', element: <PartnerPurchasePage /> },
  { path: '/purchase/:partnerSlug/receipt/:checkoutId', element: <ReceiptPage /> },
  { path: '/purchase/:partnerSlug/autologin/:autologinToken', element: <PartnerAutologinPage /> },
  { path: '*', element: <NotFoundPage /> },
];
