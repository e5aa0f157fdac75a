import { anonymousCartToken } from 'remote-kit';
import {
  addCard,
  fetchCardGateway,
  fetchCardGateways,
  fetchDeposit,
  fetchPaymentMethods,
  paymentMethodFilters,
  tokeniseCard,
  type CardAddInput,
  type CardDetails,
  type CardGatewayView,
  type CardToken,
  type DepositView,
  type FundView,
  type PaymentMethodView,
} from 'shared-kernel/contract/payments';
import {
  addPromotion,
  buildCartTicket,
  createAnonymousCart,
  fetchAnonymousCart,
  fetchCustomerCart,
  removeCartItem,
  updateCartItem,
  type CartOwner,
  type CartView,
  type TicketBuild,
} from 'shared-kernel/contract/cart';
import {
  createIdempotencyKey,
  depositPurchase,
  fetchCheckout,
  purchaseCart,
  type CheckoutView,
  type DepositPurchaseInput,
  type PurchaseInput,
} from 'shared-kernel/contract/purchase';
import { fetchCustomerOverview } from 'shared-kernel/contract/customer';
import {
  fetchPartner,
  fetchPartnerCart,
  purchasePartnerCart,
  type PartnerCartItemInput,
  type PartnerCartView,
  type PartnerPurchaseInput,
  type PartnerView,
} from 'shared-kernel/contract/partners';
import { getSession } from 'shared-kernel';
import { toMoney, type Money } from 'shared-kernel/contract/money';
import { currentBrowserFacts, type BrowserFacts } from 'remote-kit';

export interface CallOptions {
  signal?: AbortSignal;
}

/** Everything the checkout's sagas reach outside the store; tests pass their own. */
export interface CheckoutApi {
  isSignedIn: () => boolean;
  readAnonymousCartToken: () => string | null;
  writeAnonymousCartToken: (token: string) => void;
  dropAnonymousCartToken: () => void;
  /** The wallet balance of the signed-in customer (null: no wallet to pay from). */
  fetchWalletBalance: (options: CallOptions) => Promise<Money | null>;
  createAnonymousCart: (options: CallOptions) => Promise<{ token: string; cart: CartView }>;
  fetchAnonymousCart: (token: string, options: CallOptions) => Promise<CartView>;
  fetchCustomerCart: (options: CallOptions) => Promise<CartView>;
  updateCartItem: (
    owner: CartOwner,
    itemId: string,
    ticket: TicketBuild,
    options: CallOptions,
  ) => Promise<CartView>;
  removeCartItem: (owner: CartOwner, itemId: string, options: CallOptions) => Promise<CartView>;
  addPromotion: (owner: CartOwner, code: string, options: CallOptions) => Promise<CartView>;
  buildCartTicket: (
    owner: CartOwner,
    ticket: TicketBuild,
    options: CallOptions,
  ) => Promise<CartView>;
  purchaseCart: (
    purchase: PurchaseInput,
    idempotencyKey: string,
    options: CallOptions,
  ) => Promise<CheckoutView>;
  fetchCheckout: (checkoutId: string, options: CallOptions) => Promise<CheckoutView>;
  fetchCartPaymentMethods: (options: CallOptions) => Promise<PaymentMethodView[]>;
  fetchCardGateways: (options: CallOptions) => Promise<string[]>;
  fetchCardGateway: (gateway: string, options: CallOptions) => Promise<CardGatewayView>;
  tokeniseCard: (
    card: CardDetails,
    tokenisationUrl: string | null,
    options: CallOptions,
  ) => Promise<CardToken>;
  addCard: (gateway: string, card: CardAddInput, options: CallOptions) => Promise<FundView>;
  depositPurchase: (
    request: DepositPurchaseInput,
    idempotencyKey: string,
    options: CallOptions,
  ) => Promise<DepositView>;
  fetchDeposit: (depositId: string, options: CallOptions) => Promise<DepositView>;
  fetchPartner: (slug: string, options: CallOptions) => Promise<PartnerView>;
  fetchPartnerCart: (
    slug: string,
    items: readonly PartnerCartItemInput[],
    options: CallOptions,
  ) => Promise<PartnerCartView>;
  purchasePartnerCart: (
    slug: string,
    request: PartnerPurchaseInput,
    idempotencyKey: string,
    options: CallOptions,
  ) => Promise<string>;
  createIdempotencyKey: () => string;
  /** The page's origin, for the 3-D Secure notification URL. */
  origin: () => string;
  /** What the browser tells a 3-D Secure server about itself. */
  browserFacts: () => BrowserFacts;
  /** Sends the whole window to another page (PayPal's approval page); the shop is left behind. */
  sendWindowTo: (url: string) => void;
}

async function fetchWalletBalance(options: CallOptions): Promise<Money | null> {
  const customer = await fetchCustomerOverview(options);
  // The overview's money arrives as wire strings; the wallet pays from its balance.
  return customer.balance ? toMoney(customer.balance) : null;
}

export const kernelCheckoutApi: CheckoutApi = {
  isSignedIn: () => getSession().isAuthenticated,
  readAnonymousCartToken: () => anonymousCartToken.read(),
  writeAnonymousCartToken: (token) => anonymousCartToken.write(token),
  dropAnonymousCartToken: () => anonymousCartToken.drop(),
  fetchWalletBalance,
  createAnonymousCart: (options) => createAnonymousCart(options),
  fetchAnonymousCart: (token, options) => fetchAnonymousCart(token, options),
  fetchCustomerCart: (options) => fetchCustomerCart(options),
  updateCartItem: (owner, itemId, ticket, options) =>
    updateCartItem(owner, itemId, ticket, options),
  removeCartItem: (owner, itemId, options) => removeCartItem(owner, itemId, options),
  addPromotion: (owner, code, options) => addPromotion(owner, code, options),
  buildCartTicket: (owner, ticket, options) => buildCartTicket(owner, ticket, options),
  purchaseCart: (purchase, key, options) => purchaseCart(purchase, key, options),
  fetchCheckout: (checkoutId, options) => fetchCheckout(checkoutId, options),
  fetchCartPaymentMethods: (options) => fetchPaymentMethods([paymentMethodFilters.cart], options),
  fetchCardGateways: (options) => fetchCardGateways(options),
  fetchCardGateway: (gateway, options) => fetchCardGateway(gateway, options),
  tokeniseCard: (card, url, options) => tokeniseCard(card, url, options),
  addCard: (gateway, card, options) => addCard(gateway, card, options),
  depositPurchase: (request, key, options) => depositPurchase(request, key, options),
  fetchDeposit: (depositId, options) => fetchDeposit(depositId, options),
  fetchPartner: (slug, options) => fetchPartner(slug, options),
  fetchPartnerCart: (slug, items, options) =>
    fetchPartnerCart(slug, items, getSession().isAuthenticated, options),
  purchasePartnerCart: (slug, request, key, options) =>
    purchasePartnerCart(slug, request, key, options),
  createIdempotencyKey,
  origin: () => window.location.origin,
  browserFacts: currentBrowserFacts,
  sendWindowTo: (url) => window.location.assign(url),
};
