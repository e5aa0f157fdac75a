import { type Money } from '../money/money';

/** product.md §3 Cart item product types. */
export const productTypes = [
  'lottery_ticket',
  'multi_draw_ticket',
  'raffle_ticket',
  'syndicate_share',
  'social_syndicate_share',
  'membership',
] as const;
export type ProductType = (typeof productTypes)[number];

export const voucherItemTypes = [
  'voucher_fixed_discount',
  'voucher_percent_discount',
  'voucher_fixed_discount_expire',
  'voucher_credit_amount',
] as const;
export type VoucherItemType = (typeof voucherItemTypes)[number];

export const recurringPurchaseAvailabilities = ['never', 'optional', 'always'] as const;
export type RecurringPurchaseAvailability = (typeof recurringPurchaseAvailabilities)[number];

export const recurringPurchaseTypes = ['autoplay', 'subscription'] as const;
export type RecurringPurchaseType = (typeof recurringPurchaseTypes)[number];

export interface RecurringPurchase {
  type: RecurringPurchaseType;
  availability: RecurringPurchaseAvailability;
  enabled?: boolean;
}

export const scheduledPurchaseKinds = ['scheduled_purchase', 'pre_order'] as const;
export type ScheduledPurchaseKind = (typeof scheduledPurchaseKinds)[number];

/** `numDraws` is a count, or `autoplay` (sends 1 draw with the recurring purchase enabled). */
export type DrawCount = number | 'autoplay';

export interface CartItem {
  id: string;
  productType: ProductType | VoucherItemType;
  description: string;
  quantity: number;
  unitPrice: { amount: number; currency?: string };
  recurringPurchase?: RecurringPurchase;
  drawDate?: string;
  drawNo?: number;
  drawEncodedIds?: string[];
  favourite?: boolean;
  lotteryKey?: string;
  hasFavouriteNumbers?: boolean;
  drawPrizePool?: Money | null;
  minimumJackpotAmount?: Money | null;
  quickpick?: boolean;
  gameType?: string;
  gameOffer?: string;
  numDraws?: number;
  numGames?: number;
  causeKey?: string | null;
  day?: string | null;
  numRaffleTickets?: number;
  scheduledPurchase?: { type: ScheduledPurchaseKind };
  syndicateKey?: string;
  syndicateName?: string;
  membershipProgram?: string;
  membershipOfferName?: string;
  membershipOffer?: string;
  /** Lotto Party shares only: the session and its group's name. */
  socialSessionId?: string;
  socialGroupName?: string;
}

/** Kinds of cart banner; blocked reasons map to these, unknown reasons to `fixed`. */
export const cartBannerKinds = [
  'close',
  'fixed',
  'spend_limit',
  'verify_account_required',
  'deposit_limit',
  'global_spend_limit',
] as const;
export type CartBannerKind = (typeof cartBannerKinds)[number];

export interface AutoRemovedCartItem {
  id: string;
  reason: string;
}

export interface Cart {
  /** Customer carts are keyed by customer id, anonymous carts by their token. */
  customerId?: string | null;
  anonymousCartToken?: string | null;
  cartReference: string;
  cartItems: CartItem[];
  autoRemovedItems: AutoRemovedCartItem[];
  cartTotal: Money;
  preOrderTotal: Money;
  requiresUnattendedPaymentMethod: boolean;
  /**
   * Reason id → message. Keys arrive camelCased by the client (`spend_limit` → `spendLimit`).
   */
  blockedReasons: Record<string, string>;
  showRegulation: boolean;
}

/** Client-side cart state on top of the server's cart. */
export interface CartState extends Cart {
  isFetching: boolean;
  isPrecartDrawerOpen: boolean;
}

export const partnerFetchStatuses = ['pending', 'resolved', 'rejected', 'ready'] as const;
export type PartnerFetchStatus = (typeof partnerFetchStatuses)[number];

export interface PartnerCart {
  customerId: string | null;
  cartTotal: Money;
  preOrderTotal: Money;
  cartItems: CartItem[];
  blockedReasons: Record<string, string>;
  requiresUnattendedPaymentMethod: boolean;
}
