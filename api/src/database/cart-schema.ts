import { type ColumnType, type Generated } from 'kysely';

/**
 * Tables of migration 0004-cart-customers-and-vouchers, as Kysely sees them: promotions, the
 * vouchers applied to carts, redemptions, and converted anonymous carts. Rows never leave a
 * repository.
 */

// The same column kinds as schema.ts (kept here so the two files do not import each other).
type Int8 = ColumnType<string | number | bigint, number, number>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Defaulted<Value> = ColumnType<Value, Value | undefined, Value>;

export type PromotionType =
  | 'voucher_fixed_discount'
  | 'voucher_percent_discount'
  | 'voucher_fixed_discount_expire'
  | 'voucher_credit_amount';

/** A promotion code and what its voucher gives (product.md §3 voucher item types). */
export interface PromotionsTable {
  id: Generated<string>;
  /** Upper case; customers may type it in any case. */
  code: string;
  type: PromotionType;
  description: string;
  /** Fixed discounts and credit vouchers. */
  amount_cents: Int8 | null;
  /** Percent discounts (whole percent). */
  percent: number | null;
  /** Largest discount a percent voucher gives. */
  cap_cents: Int8 | null;
  minimum_spend_cents: ColumnType<string | number | bigint, number | undefined, number>;
  expires_at: NullableTimestamp;
  once_per_customer: Defaulted<boolean>;
  created_at: CreatedAt;
}

/** A voucher applied to a cart (one per cart). */
export interface CartVouchersTable {
  id: Generated<string>;
  cart_id: string;
  promotion_id: string;
  created_at: CreatedAt;
}

/** A voucher bought with a cart; unique per (promotion, customer) for once-per-customer codes. */
export interface PromotionRedemptionsTable {
  id: Generated<string>;
  promotion_id: string;
  customer_id: string;
  once_per_customer: boolean;
  cart_reference: string;
  redeemed_at: Timestamp;
}

/** An anonymous cart moved into a customer's cart, so that converting again is harmless. */
export interface CartConversionsTable {
  /** SHA-256 of the anonymous cart token (hex); the token itself is not kept. */
  anonymous_token_hash: string;
  customer_id: string;
  converted_at: Timestamp;
}

export interface CartTables {
  promotions: PromotionsTable;
  cart_vouchers: CartVouchersTable;
  promotion_redemptions: PromotionRedemptionsTable;
  cart_conversions: CartConversionsTable;
}
