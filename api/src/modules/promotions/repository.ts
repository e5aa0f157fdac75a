import { type Expression, type Kysely, type Selectable } from 'kysely';
import { type PromotionsTable } from '../../database/cart-schema';
import { type Database } from '../../database/schema';
import { type CartVoucher, type Promotion } from './voucher-rules';

const promotionColumns = [
  'promotions.id',
  'promotions.code',
  'promotions.type',
  'promotions.description',
  'promotions.amount_cents',
  'promotions.percent',
  'promotions.cap_cents',
  'promotions.minimum_spend_cents',
  'promotions.expires_at',
  'promotions.once_per_customer',
] as const;

/** A promotion's row, as read directly or inside JSON (where its timestamp is text). */
type PromotionRow = Pick<
  Selectable<PromotionsTable>,
  | 'id'
  | 'code'
  | 'type'
  | 'description'
  | 'amount_cents'
  | 'percent'
  | 'cap_cents'
  | 'minimum_spend_cents'
  | 'once_per_customer'
> & { expires_at: Date | string | null };

const centsOrNull = (value: string | number | bigint | null) =>
  value === null ? null : Number(value);

function promotionOf(row: PromotionRow): Promotion {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    description: row.description,
    amountCents: centsOrNull(row.amount_cents),
    percent: row.percent,
    capCents: centsOrNull(row.cap_cents),
    minimumSpendCents: Number(row.minimum_spend_cents),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    oncePerCustomer: row.once_per_customer,
  };
}

/** The vouchers applied to a cart with their promotions, oldest first (to read with `voucherOf`). */
export function vouchersOfCartQuery(
  database: Kysely<Database>,
  cartId: string | Expression<string>,
) {
  return database
    .selectFrom('cart_vouchers')
    .innerJoin('promotions', 'promotions.id', 'cart_vouchers.promotion_id')
    .select(promotionColumns)
    .select('cart_vouchers.id as voucher_id')
    .where('cart_vouchers.cart_id', '=', cartId)
    .orderBy('cart_vouchers.created_at');
}

export function voucherOf(row: PromotionRow & { voucher_id: string }): CartVoucher {
  return { id: row.voucher_id, promotion: promotionOf(row) };
}

/** Thrown when a once-per-customer promotion would be redeemed a second time. */
export class PromotionAlreadyRedeemed extends Error {
  override readonly name = 'PromotionAlreadyRedeemed';
}

/** Postgres unique_violation, as `pg` and PGlite both report it. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

export class PromotionRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async findByCode(code: string): Promise<Promotion | null> {
    const row = await this.database
      .selectFrom('promotions')
      .select(promotionColumns)
      .where('code', '=', code)
      .executeTakeFirst();
    return row ? promotionOf(row) : null;
  }

  async findVouchersOfCart(cartId: string): Promise<CartVoucher[]> {
    return (await vouchersOfCartQuery(this.database, cartId).execute()).map(voucherOf);
  }

  /** The once-per-customer promotions among `promotionIds` that the customer has redeemed. */
  async findRedeemedPromotionIds(
    customerId: string,
    promotionIds: readonly string[],
  ): Promise<Set<string>> {
    if (promotionIds.length === 0) return new Set();
    const rows = await this.database
      .selectFrom('promotion_redemptions')
      .select('promotion_id')
      .where('customer_id', '=', customerId)
      .where('once_per_customer', '=', true)
      .where('promotion_id', 'in', promotionIds)
      .execute();
    return new Set(rows.map((row) => row.promotion_id));
  }

  /** Applies the promotion to the cart; false when the cart already holds a voucher. */
  async insertVoucher(cartId: string, promotionId: string, now: Date): Promise<boolean> {
    return this.database.transaction().execute(async (transaction) => {
      const inserted = await transaction
        .insertInto('cart_vouchers')
        .values({ cart_id: cartId, promotion_id: promotionId })
        .onConflict((conflict) => conflict.column('cart_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      await transaction
        .updateTable('carts')
        .set({ updated_at: now })
        .where('id', '=', cartId)
        .execute();
      return true;
    });
  }

  /** Removes vouchers of the cart; returns the ids removed. */
  async deleteVouchers(cartId: string, voucherIds: readonly string[]): Promise<string[]> {
    if (voucherIds.length === 0) return [];
    const rows = await this.database
      .deleteFrom('cart_vouchers')
      .where('cart_id', '=', cartId)
      .where('id', 'in', voucherIds)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Records that the customer bought the cart's vouchers. A second redemption of a once-per-
   * customer promotion throws PromotionAlreadyRedeemed (the unique index decides, so concurrent
   * purchases cannot both redeem it). Run inside the purchase's transaction.
   */
  async insertRedemptions(
    promotionCodes: readonly string[],
    customerId: string,
    cartReference: string,
    now: Date,
  ): Promise<void> {
    if (promotionCodes.length === 0) return;
    const promotions = await this.database
      .selectFrom('promotions')
      .select(['id', 'once_per_customer'])
      .where('code', 'in', promotionCodes)
      .execute();
    if (promotions.length === 0) return;
    try {
      await this.database
        .insertInto('promotion_redemptions')
        .values(
          promotions.map((promotion) => ({
            promotion_id: promotion.id,
            customer_id: customerId,
            once_per_customer: promotion.once_per_customer,
            cart_reference: cartReference,
            redeemed_at: now,
          })),
        )
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new PromotionAlreadyRedeemed(promotionCodes.join(', '));
      throw error;
    }
  }
}
