import { type Money } from '../money/money';

/** Which of the customer's tickets to list: those with a draw to come, or those fully drawn. */
export type OrderListStatus = 'upcoming_products' | 'past_products';

/** One game's numbers by set name (Numbers, Powerball…). */
export type GameNumbers = Record<string, number[]>;

/** One draw a ticket plays; results and matches once drawn, division and prize once scored. */
export interface OrderDraw {
  drawNo: number;
  /** When sales for the draw stop, ISO 8601 UTC. */
  drawDate: string;
  status: 'upcoming' | 'drawn';
  drawnNumbers: Array<{ name: string; numbers: number[] }> | null;
  supplementaries: number[];
  /** Per game, in the ticket's game order: the ticket's numbers of each set that were drawn. */
  matchedNumbers: GameNumbers[] | null;
  isScored: boolean;
  /** Null until scored, and when the ticket won nothing in this draw. */
  division: number | null;
  prize: Money | null;
}

export interface OrderDetails {
  payment: {
    paidFromCash: Money;
    paidFromPromoCredit: Money;
    card: { amount: Money; brand: string; last4: string } | null;
  };
  cause: { key: string; name: string } | null;
  syndicate: { numShares: number; totalShares: number | null } | null;
  totalPrize: Money | null;
}

/** A purchased ticket line (product.md §3 "Orders") with its draws. */
export interface Order {
  id: string;
  status: 'upcoming' | 'past' | 'voided';
  productName: string;
  productType: string;
  productOfferKey: string;
  gameType: string;
  gameOffer: string;
  description: string;
  quantity: number;
  price: Money;
  orderReference: string;
  checkoutId: string;
  /** ISO 8601 UTC. */
  purchasedAt: string;
  numDraws: number;
  games: GameNumbers[];
  draws: OrderDraw[];
  /** Only when asked for with `showDetails`. */
  details: OrderDetails | null;
}

/** Tickets listed per page on the account's ticket screens (api.md §9 page size default). */
export const orderPageSize = 10;
