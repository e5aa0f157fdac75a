import { type Money } from '../money/money';

/** The placements the shop fills (product.md §3 placements: key, entries). */
export const placementKeys = {
  /** The home page's featured draws: the biggest jackpots, then the soonest draws. */
  homeFeatured: 'home_featured',
  /** The customer's favourite offers' next draws (signed in), else the home page's. */
  recommendedForYou: 'recommended_for_you',
  /** Draws of offers not in the cart, on the cart page. */
  cartRecommended: 'cart_recommended',
  /** Draws of other offers in the pre-cart drawer, after adding to the cart. */
  preCartRecommended: 'pre_cart_recommended',
} as const;
export type PlacementKey = (typeof placementKeys)[keyof typeof placementKeys];

export interface PlacementEntry {
  productOfferKey: string;
  name: string;
  url: string;
  drawNo: number;
  drawDate: string;
  jackpot: Money | null;
}

export interface Placement {
  key: string;
  entries: PlacementEntry[];
}

export interface RecommendedOrder {
  productOfferKey: string;
  name: string;
  url: string;
  timesBought: number;
  lastBoughtAt: string;
  checkoutId: string;
  description: string;
  price: Money;
  nextDraw: { drawNo: number; drawDate: string; jackpot: Money | null } | null;
}
