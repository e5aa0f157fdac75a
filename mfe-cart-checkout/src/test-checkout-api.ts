import type { CheckoutApi } from './checkout-api';
import { cartItemOf, cartViewOf } from './features/cart/cart-test-data';
import { type PartnerCartView } from 'shared-kernel/contract/partners';

/** Test support: a partner cart of one Powerball ticket, as the partner cart call answers it. */
export function partnerCartViewOf(overrides: Partial<PartnerCartView> = {}): PartnerCartView {
  return {
    customerId: 'customer-1',
    cartTotal: { amount: 6, currency: 'AUD' },
    preOrderTotal: { amount: 0, currency: 'AUD' },
    cartItems: [cartItemOf({ id: 'partner-item-1' })],
    blockedReasons: {},
    requiresUnattendedPaymentMethod: false,
    ...overrides,
  };
}

/** Test support: a checkout API whose every call is a jest mock with a sensible answer. */
export function fakeCheckoutApi(overrides: Partial<CheckoutApi> = {}): jest.Mocked<CheckoutApi> {
  const api: CheckoutApi = {
    isSignedIn: () => true,
    readAnonymousCartToken: () => null,
    writeAnonymousCartToken: () => undefined,
    dropAnonymousCartToken: () => undefined,
    fetchWalletBalance: () => Promise.resolve({ amount: 50, currency: 'AUD' }),
    createAnonymousCart: () =>
      Promise.resolve({
        token: 'token-1234567890ab',
        cart: cartViewOf({ cartItems: [] }),
      }),
    fetchAnonymousCart: () => Promise.resolve(cartViewOf()),
    fetchCustomerCart: () => Promise.resolve(cartViewOf()),
    updateCartItem: () => Promise.resolve(cartViewOf()),
    removeCartItem: () => Promise.resolve(cartViewOf({ cartItems: [] })),
    addPromotion: () => Promise.resolve(cartViewOf()),
    buildCartTicket: () => Promise.resolve(cartViewOf()),
    purchaseCart: () => Promise.reject(new Error('not scripted')),
    fetchCheckout: () => Promise.reject(new Error('not scripted')),
    fetchCartPaymentMethods: () => Promise.resolve([]),
    fetchCardGateways: () => Promise.resolve(['test']),
    fetchCardGateway: () =>
      Promise.resolve({
        gateway: 'test',
        tokenisationUrl: 'http://shop.test/test-gateway/tokens',
        publishableKey: null,
        testCards: [],
      }),
    tokeniseCard: () =>
      Promise.resolve({ token: 'tok_1', brand: 'Visa', last4: '3220', expiry: '12/30' }),
    addCard: () =>
      Promise.resolve({
        id: 'fund-new',
        default: false,
        type: 'cc',
        flags: { cart: true, withdraw: false, digitalWallets: false, failedVerification: false },
        brand: 'Visa',
        name: 'Pat Smith',
        number: '•••• 3220',
        expiry: '12/30',
        gateway: 'test',
      }),
    depositPurchase: () => Promise.reject(new Error('not scripted')),
    fetchDeposit: () => Promise.reject(new Error('not scripted')),
    fetchPartner: () =>
      Promise.resolve({
        slug: 'lotto-partner',
        key: 'lotto_partner',
        name: 'Lotto Partner',
        channels: [],
      }),
    fetchPartnerCart: () => Promise.resolve(partnerCartViewOf()),
    purchasePartnerCart: () => Promise.resolve('checkout-1'),
    createIdempotencyKey: () => 'key-00000001',
    origin: () => 'http://shop.test',
    browserFacts: () => ({
      language: 'en-AU',
      colourDepth: 24,
      screenWidth: 1920,
      screenHeight: 1080,
      viewportWidth: 1280,
      viewportHeight: 720,
      timezoneOffsetMinutes: -600,
      javaEnabled: false,
    }),
    sendWindowTo: () => undefined,
    ...overrides,
  };
  const mocked: Record<string, unknown> = {};
  for (const [key, implementation] of Object.entries(api)) {
    mocked[key] = jest.fn(implementation as (...args: unknown[]) => unknown);
  }
  return mocked as unknown as jest.Mocked<CheckoutApi>;
}
