// Test data for the home feature's tests; the running app never imports this file.
import { type ProductOffer } from 'shared-kernel/contract/product-offers';
import { type SiteConfig } from 'shared-kernel/contract/platform';
import { type UpcomingDraw } from 'shared-kernel/contract/draws';
import type { HomeApi } from './home-api';

/** Saturday 28 November 2026, 10:00 in Sydney. */
export const saturdayMorning = new Date('2026-11-27T23:00:00Z');

export function upcomingDraw(overrides: Partial<UpcomingDraw> = {}): UpcomingDraw {
  return {
    id: 'draw-1500',
    type: 'lottery_ticket_draw',
    drawId: 'oz_lotto:1500',
    drawNo: 1500,
    drawOffset: 0,
    stop: '2026-11-28T08:30:00Z', // 19:30 in Sydney, the same Saturday
    prizePool: { amount: 20_000_000, currency: 'AUD' },
    prizePoolSuffix: null,
    isPrizePoolUnknown: false,
    ...overrides,
  };
}

export function productOffer(overrides: Partial<ProductOffer> = {}): ProductOffer {
  return {
    key: 'oz_lotto',
    type: 'lottery_ticket',
    name: 'Oz Lotto',
    url: 'oz-lotto',
    availability: 'available',
    displayCategory: 'Lotto',
    suspended: false,
    ranking: 1,
    draws: [upcomingDraw()],
    causes: [],
    gameTypes: [],
    recurringPurchase: null,
    ...overrides,
  };
}

/** An API that answers with `productOffers` for any pricing, and the site's default pricing. */
export function homeApiAnswering(productOffers: ProductOffer[], overrides: Partial<HomeApi> = {}) {
  return {
    fetchConfig: jest.fn(() => Promise.resolve({ defaultPricingId: 'default' } as SiteConfig)),
    fetchProductOffers: jest.fn(() => Promise.resolve(productOffers)),
    currentPricingId: jest.fn((): string | null => null),
    ...overrides,
  } satisfies HomeApi;
}
