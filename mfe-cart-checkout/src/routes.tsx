import { NotFoundPage, type RemoteRoute } from 'remote-kit';
import { CartPage } from './features/cart/cart-page';
import { PartnerAutologinPage, PartnerPurchasePage } from './features/partner/partner-pages';
import { ThreeDSecureNotifyPage } from 'remote-kit';
import { CheckoutLoginPage, PaymentPage } from './features/payment/payment-page';
import { ReceiptPage } from './features/receipt/receipt-page';
import { ReplayPage } from './features/replay/replay-page';

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
