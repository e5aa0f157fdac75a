// Test data for the play feature's tests; the running app never imports this file.
import { type CartItemView, type CartView } from 'shared-kernel/contract/cart';
import { type ProductOffer } from 'shared-kernel/contract/product-offers';
import type { CartApi } from '../cart/cart-api';
import { productOffer, upcomingDraw } from '../home/home-test-data';

export const powerballOffer: ProductOffer = productOffer({
  key: 'powerball',
  name: 'Powerball',
  url: 'powerball',
  draws: [
    upcomingDraw({ drawNo: 1233, drawId: 'powerball:1233', stop: '2099-11-26T08:30:00Z' }),
    upcomingDraw({ drawNo: 1234, drawId: 'powerball:1234', stop: '2099-12-03T08:30:00Z' }),
    upcomingDraw({ drawNo: 1235, drawId: 'powerball:1235', stop: '2099-12-10T08:30:00Z' }),
  ],
  recurringPurchase: { type: 'autoplay', availability: 'optional' },
  gameTypes: [
    {
      key: 'standard',
      gameOffers: [
        {
          key: 'standard',
          minGames: 1,
          maxGames: 50,
          defaultGames: 4,
          numberSets: [
            { name: 'Numbers', count: 7, min: 1, max: 35 },
            { name: 'Powerball', count: 1, min: 1, max: 20 },
          ],
          prices: Array.from({ length: 50 }, (_, index) => ({
            games: index + 1,
            price: 1.5 * (index + 1),
          })),
          priceCurrency: 'AUD',
        },
      ],
    },
  ],
});

export const raffleOffer: ProductOffer = productOffer({
  key: 'hearts_raffle',
  type: 'raffle_ticket',
  name: 'Hearts Home Raffle',
  url: 'hearts-home-raffle',
  draws: [upcomingDraw({ drawNo: 301, type: 'raffle_ticket_draw', stop: '2099-11-26T12:59:00Z' })],
  causes: [
    {
      key: 'heart_health_foundation',
      urlSlug: 'heart-health-foundation',
      name: 'Heart Health Foundation',
    },
    {
      key: 'rural_ambulance_appeal',
      urlSlug: 'rural-ambulance-appeal',
      name: 'Rural Ambulance Appeal',
    },
  ],
  gameTypes: [
    {
      key: 'standard',
      gameOffers: [
        {
          key: 'tickets',
          minGames: 1,
          maxGames: 10,
          defaultGames: 1,
          numberSets: [],
          prices: [
            { games: 1, price: 10 },
            { games: 3, price: 25 },
          ],
          priceCurrency: 'AUD',
        },
      ],
    },
  ],
});

/** Oz Lotto with Super Combos: 7 Numbers and up to 3 Favourites, priced by entry count. */
export const ozLottoOffer: ProductOffer = productOffer({
  key: 'oz_lotto',
  name: 'Oz Lotto',
  url: 'oz-lotto',
  draws: [upcomingDraw({ drawNo: 1500, stop: '2099-11-24T08:30:00Z' })],
  gameTypes: [
    {
      key: 'mega_combo',
      gameOffers: [
        {
          key: 'super_combo',
          minGames: 1,
          maxGames: 1,
          defaultGames: 1,
          defaultEntryCount: 10,
          numberSets: [
            { name: 'Numbers', count: 7, min: 1, max: 47 },
            { name: 'Favourites', count: 3, min: 1, max: 47 },
          ],
          prices: [
            { games: 10, price: 14 },
            { games: 20, price: 27 },
          ],
          priceCurrency: 'AUD',
        },
      ],
    },
  ],
});

/** Weekday Windfall, drawn Monday, Wednesday and Friday: a ticket chooses its day. */
export const windfallOffer: ProductOffer & { selectableDays: string[] } = {
  ...productOffer({
    key: 'weekday_windfall',
    name: 'Weekday Windfall',
    url: 'weekday-windfall',
    draws: [
      upcomingDraw({ drawNo: 3921, stop: '2099-11-23T08:00:00Z' }),
      upcomingDraw({ drawNo: 3922, stop: '2099-11-25T08:00:00Z' }),
      upcomingDraw({ drawNo: 3923, stop: '2099-11-27T08:00:00Z' }),
    ],
    gameTypes: [
      {
        key: 'standard',
        gameOffers: [
          {
            key: 'standard',
            minGames: 1,
            maxGames: 50,
            defaultGames: 1,
            numberSets: [{ name: 'Numbers', count: 6, min: 1, max: 45 }],
            prices: [{ games: 1, price: 0.75 }],
            priceCurrency: 'AUD',
          },
        ],
      },
    ],
  }),
  selectableDays: ['Monday', 'Wednesday', 'Friday'],
};

/** An item of 4 Powerball games for 2 draws from draw 1233, at $12.00. */
export function cartItem(index: number): CartItemView {
  return {
    id: `item-${index}`,
    productType: 'multi_draw_ticket',
    description: '4 x Standard games',
    quantity: 1,
    unitPrice: { amount: 12, currency: 'AUD' },
    recurringPurchase: null,
    lotteryKey: 'powerball',
    lotteryName: 'Powerball',
    drawNo: 1233,
    drawDate: '2099-11-26T08:30:00Z',
    drawPrizePool: null,
    gameType: 'standard',
    gameOffer: 'standard',
    numDraws: 2,
    numWeeks: 1,
    numGames: 4,
    games: [],
    quickpick: true,
    causeKey: null,
    day: null,
    numRaffleTickets: null,
    numShares: null,
    hasFavouriteNumbers: false,
    scheduledPurchase: null,
    affiliateCode: null,
  };
}

export function cartWith(itemCount: number): CartView {
  return {
    cartReference: 'C-1',
    cartItems: Array.from({ length: itemCount }, (_, index) => cartItem(index)),
    autoRemovedItems: [],
    cartTotal: { amount: 12 * itemCount, currency: 'AUD' },
    preOrderTotal: { amount: 0, currency: 'AUD' },
    requiresUnattendedPaymentMethod: false,
    blockedReasons: {},
    showRegulation: false,
  } as unknown as CartView;
}

/** A cart API that keeps its token in memory and answers with a cart of `itemCount` items. */
export function cartApiAnswering(overrides: Partial<CartApi> = {}) {
  let token: string | null = null;
  const api = {
    isSignedIn: jest.fn(() => false),
    readAnonymousCartToken: jest.fn(() => token),
    writeAnonymousCartToken: jest.fn((value: string) => {
      token = value;
    }),
    dropAnonymousCartToken: jest.fn(() => {
      token = null;
    }),
    createAnonymousCart: jest.fn(() =>
      Promise.resolve({
        token: `token-${Math.random().toString(36).slice(2, 14)}`,
        cart: cartWith(0),
      }),
    ),
    buildCartTicket: jest.fn(() => Promise.resolve(cartWith(1))),
    addCartItem: jest.fn(() => Promise.resolve(cartWith(1))),
    readAffiliateCode: jest.fn((): string | null => null),
    publishCartChanged: jest.fn(),
    ...overrides,
  } satisfies CartApi;
  return api;
}
