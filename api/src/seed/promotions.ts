import { type Insertable, type Transaction } from 'kysely';
import { type PromotionsTable } from '../database/cart-schema';
import { type Database } from '../database/schema';

const dayMs = 24 * 60 * 60 * 1000;

/** The demo promotion codes (README "Vouchers"), relative to the moment of seeding. */
export function demoPromotions(now: Date): Array<Insertable<PromotionsTable>> {
  return [
    {
      code: 'WELCOME5',
      type: 'voucher_fixed_discount',
      description: '$5.00 off a cart of $10.00 or more, once per customer',
      amount_cents: 500,
      minimum_spend_cents: 1000,
      once_per_customer: true,
    },
    {
      code: 'SAVE10',
      type: 'voucher_percent_discount',
      description: '10% off, up to $20.00',
      percent: 10,
      cap_cents: 2000,
    },
    {
      code: 'FLASH15',
      type: 'voucher_fixed_discount_expire',
      description: '$15.00 off, for a limited time',
      amount_cents: 1500,
      expires_at: new Date(now.getTime() + 30 * dayMs),
    },
    {
      // Once per customer: credit that could be collected again with every purchase is money.
      code: 'BONUS20',
      type: 'voucher_credit_amount',
      description: '$20.00 promo credit with your purchase, once per customer',
      amount_cents: 2000,
      once_per_customer: true,
    },
    {
      code: 'EXPIRED5',
      type: 'voucher_fixed_discount_expire',
      description: '$5.00 off (expired)',
      amount_cents: 500,
      expires_at: new Date(now.getTime() - dayMs),
    },
  ];
}

/** Seeds the demo promotion codes that do not exist yet. */
export async function seedDemoPromotions(
  transaction: Transaction<Database>,
  now: Date,
): Promise<void> {
  await transaction
    .insertInto('promotions')
    .values(demoPromotions(now))
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}
