import {
  type CartItemView,
  type CartView,
  type VoucherItemView,
} from 'shared-kernel/contract/cart';

/** Test support: carts as the kernel's calls answer them. */

const aud = (amount: number) => ({ amount, currency: 'AUD' });

export function cartItemOf(overrides: Partial<CartItemView> = {}): CartItemView {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    productType: 'lottery_ticket',
    description: '2 x Powerball games',
    quantity: 1,
    unitPrice: aud(6),
    recurringPurchase: { type: 'autoplay', availability: 'optional', enabled: false },
    lotteryKey: 'powerball',
    lotteryName: 'Powerball',
    drawNo: 1233,
    drawDate: '2026-11-26T08:30:00.000Z',
    drawPrizePool: null,
    gameType: 'standard',
    gameOffer: 'standard',
    numDraws: 2,
    numWeeks: 1,
    numGames: 2,
    games: [
      { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] },
      { Numbers: [9, 10, 11, 12, 13, 14, 15], Powerball: [16] },
    ],
    quickpick: true,
    causeKey: null,
    day: null,
    numRaffleTickets: null,
    numShares: null,
    hasFavouriteNumbers: false,
    scheduledPurchase: null,
    affiliateCode: null,
    ...overrides,
  };
}

export function voucherOf(overrides: Partial<VoucherItemView> = {}): VoucherItemView {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    productType: 'voucher_fixed_discount',
    promotionCode: 'WELCOME5',
    description: 'A$5 off your first order',
    discount: aud(5),
    credit: aud(0),
    expiresAt: null,
    ...overrides,
  };
}

export function cartViewOf(
  overrides: Partial<Omit<CartView, 'cartTotal'>> & { cartTotal?: number } = {},
): CartView {
  const { cartTotal = 6, ...rest } = overrides;
  return {
    cartReference: 'C-1',
    cartItems: [cartItemOf()],
    voucherItems: [],
    discountTotal: aud(0),
    autoRemovedItems: [],
    cartTotal: aud(cartTotal),
    preOrderTotal: aud(0),
    requiresUnattendedPaymentMethod: false,
    blockedReasons: {},
    showRegulation: false,
    ...rest,
  };
}
