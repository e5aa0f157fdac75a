import { type ProductOffer } from 'shared-kernel/contract/product-offers';
import {
  type Autoplay,
  type RecurringPage,
  type RecurringPurchase,
  type Subscription,
} from 'shared-kernel/contract/recurring';
import { type ScheduledPurchase } from 'shared-kernel/contract/scheduled-purchases';

// Records as the kernel answers them, for the recurring purchase screens' tests.

export const aud = (amount: number) => ({ amount, currency: 'AUD' });

export function autoplayOf(overrides: Partial<Autoplay> = {}): Autoplay {
  return {
    autoplayId: 'a1000000-0000-4000-8000-000000000001',
    type: 'autoplay',
    status: 'recurring_status_active',
    pausedUntil: null,
    productType: 'lottery_ticket',
    productOfferKey: 'saturday_lotto',
    productOfferName: 'Saturday Lotto',
    lotteryId: 'saturday_lotto',
    description: '2 x Standard games',
    frequencyLabel: 'Weekly',
    gameOffer: 'standard',
    gameOfferName: 'Standard',
    numGames: 2,
    numberOfGames: 2,
    numberOfTickets: null,
    numberOfShares: null,
    games: [{ Numbers: [1, 2, 3, 4, 5, 6] }, { Numbers: [7, 8, 9, 10, 11, 12] }],
    quickpick: false,
    minimumJackpotAmount: null,
    hasSelectableDays: false,
    causeKey: null,
    price: aud(1.5),
    defaultFund: { kind: 'wallet' },
    lastAttemptStatus: 'purchased',
    lastAttemptAt: '2026-03-07T07:30:00.000Z',
    nextDraw: { drawNo: 4513, drawDate: '2026-03-14T08:30:00.000Z', jackpot: aud(20_000_000) },
    attempts: [
      {
        drawNo: 4512,
        drawDate: '2026-03-07T08:30:00.000Z',
        outcome: 'purchased',
        reason: null,
        attemptedAt: '2026-03-07T07:30:00.000Z',
      },
    ],
    createdAt: '2026-02-28T01:00:00.000Z',
    ...overrides,
  };
}

export function subscriptionOf(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'b2000000-0000-4000-8000-000000000002',
    type: 'subscription',
    status: 'recurring_status_active',
    pausedUntil: null,
    productOfferKey: 'hearts_raffle',
    productOfferName: 'Hearts Home Raffle',
    gameOffer: 'tickets',
    gameOfferName: 'Tickets',
    causeKey: 'rural_ambulance_appeal',
    causeName: 'Rural Ambulance Appeal',
    numGames: 3,
    period: 'monthly',
    frequency: 'monthly',
    price: aud(25),
    nextPurchaseDate: '2026-04-01T00:00:00.000Z',
    lastAttemptStatus: null,
    lastAttemptAt: null,
    defaultFund: { kind: 'cc' },
    attempts: [],
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export function scheduledOf(overrides: Partial<ScheduledPurchase> = {}): ScheduledPurchase {
  return {
    encodedId: 'c3000000-0000-4000-8000-000000000003',
    kind: 'pre_order',
    status: 'scheduled_status_active',
    description: '3 tickets',
    lotteryKey: 'hearts_raffle',
    lotteryName: 'Hearts Home Raffle',
    drawNo: 302,
    drawDate: '2026-04-05T12:59:00.000Z',
    price: aud(25),
    checkoutId: 'ck_1',
    ticketId: 'd4000000-0000-4000-8000-000000000004',
    createdAt: '2026-03-01T00:00:00.000Z',
    paidAt: null,
    cancelledAt: null,
    ...overrides,
  };
}

export function combinedOf(overrides: Partial<RecurringPurchase> = {}): RecurringPurchase {
  return {
    id: 'a1000000-0000-4000-8000-000000000001',
    type: 'autoplay',
    description: '2 x Standard games',
    productOfferKey: 'saturday_lotto',
    productOfferName: 'Saturday Lotto',
    status: 'recurring_status_active',
    pausedUntil: null,
    price: aud(1.5),
    lastAttemptStatus: 'purchased',
    nextDrawDate: '2026-03-14T08:30:00.000Z',
    defaultFund: { kind: 'wallet' },
    ...overrides,
  };
}

/** Saturday Lotto as the catalogue sells it: 6 numbers of 45, up to 50 games. */
export const saturdayLotto: ProductOffer = {
  key: 'saturday_lotto',
  type: 'lottery_ticket',
  name: 'Saturday Lotto',
  url: 'saturday-lotto',
  availability: 'available',
  displayCategory: 'Lotto',
  suspended: false,
  ranking: 2,
  draws: [],
  causes: [],
  gameTypes: [
    {
      key: 'standard',
      gameOffers: [
        {
          key: 'standard',
          minGames: 1,
          maxGames: 50,
          numberSets: [{ name: 'Numbers', count: 6, min: 1, max: 45 }],
          prices: [{ games: 1, price: 0.75 }],
          priceCurrency: 'AUD',
          defaultGames: 18,
        },
      ],
    },
  ],
  recurringPurchase: { type: 'autoplay', availability: 'optional' },
};

/** The Hearts Home Raffle: books of tickets for a cause, by subscription. */
export const heartsRaffle: ProductOffer = {
  ...saturdayLotto,
  key: 'hearts_raffle',
  type: 'raffle_ticket',
  name: 'Hearts Home Raffle',
  url: 'hearts-home-raffle',
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
          numberSets: [],
          prices: [
            { games: 1, price: 10 },
            { games: 3, price: 25 },
            { games: 5, price: 40 },
          ],
          priceCurrency: 'AUD',
          defaultGames: 1,
        },
      ],
    },
  ],
  recurringPurchase: { type: 'subscription', availability: 'optional' },
};

export function pageOf<Entity>(entities: Entity[], total = entities.length): RecurringPage<Entity> {
  return { entities, pageInfo: { limit: 10, offset: 0, total, pages: Math.ceil(total / 10) } };
}
