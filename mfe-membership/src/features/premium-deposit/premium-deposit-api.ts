import { currentBrowserFacts, type BrowserFacts, type CardFundingApi } from 'remote-kit';
import { fetchCustomerCart, type CartView } from 'shared-kernel/contract/cart';
import {
  addCard,
  fetchCardGateway,
  fetchCardGateways,
  fetchDeposit,
  fetchPaymentMethods,
  paymentMethodFilters,
  tokeniseCard,
  type DepositView,
  type PaymentMethodView,
} from 'shared-kernel/contract/payments';
import {
  createIdempotencyKey,
  depositPurchase,
  type DepositPurchaseInput,
} from 'shared-kernel/contract/purchase';

/** The payment calls of the premium deposit (api.md §7.7); tests pass their own. */
export interface PremiumDepositApi extends CardFundingApi {
  /** The customer's cart: the premium item waits in it. */
  fetchCart: () => Promise<CartView>;
  /** The cards the cart can be paid with. */
  fetchPaymentMethods: () => Promise<PaymentMethodView[]>;
  depositPurchase: (request: DepositPurchaseInput, key: string) => Promise<DepositView>;
  fetchDeposit: (depositId: string, options: { signal?: AbortSignal }) => Promise<DepositView>;
  createIdempotencyKey: () => string;
  /** The page's origin, for the 3-D Secure notification URL. */
  origin: () => string;
  browserFacts: () => BrowserFacts;
}

export const kernelPremiumDepositApi: PremiumDepositApi = {
  fetchCart: () => fetchCustomerCart(),
  fetchPaymentMethods: () => fetchPaymentMethods([paymentMethodFilters.cart]),
  fetchCardGateways: (options) => fetchCardGateways(options),
  fetchCardGateway: (gateway, options) => fetchCardGateway(gateway, options),
  tokeniseCard: (card, url, options) => tokeniseCard(card, url, options),
  addCard: (gateway, card, options) => addCard(gateway, card, options),
  depositPurchase: (request, key) => depositPurchase(request, key),
  fetchDeposit: (depositId, options) => fetchDeposit(depositId, options),
  createIdempotencyKey,
  origin: () => window.location.origin,
  browserFacts: currentBrowserFacts,
};
