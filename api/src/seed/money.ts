import { type Transaction } from 'kysely';
import { jsonb } from '../database/json';
import { type Database } from '../database/schema';
import { Ledger } from '../modules/ledger/service';
import { LimitsService } from '../modules/limits/service';

/** The saved demo card: the built-in test gateway's Visa 4242 (README "Payments"). */
const demoCardToken = 'tok_test_demo_visa_4242';

/** Demo money (README "Demo customers"): wallets funded through the ledger, a card, a limit. */
const demoWallets = [
  { email: 'demo@lottoshop.test', depositCents: 5000, weeklySpendLimitCents: null },
  { email: 'limited@lottoshop.test', depositCents: 10_000, weeklySpendLimitCents: 2000 },
] as const;

export const demoPartner = {
  slug: 'lotto-partner',
  key: 'lotto_partner',
  name: 'Lotto Partner',
  channels: [{ channel_key: 'web' }],
};

async function customerIdOf(transaction: Transaction<Database>, email: string) {
  const row = await transaction
    .selectFrom('customers')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A posted deposit from a saved card: the fund, the deposit and its ledger transfer. */
/** A card the seed's deposits name: the saved fund behind the deposit, when there is one. */
export interface SeedDepositFund {
  id: string;
  brand: string | null;
  last4: string | null;
}

/**
 * A settled card deposit posted through the ledger, as every deposit the seed makes is recorded:
 * the gateway's clearing account pays the customer's cash wallet.
 */
export async function postSeedDeposit(
  transaction: Transaction<Database>,
  customerId: string,
  deposit: { id: string; amountCents: number; at: Date; fund: SeedDepositFund | null },
): Promise<void> {
  const { id, amountCents, at, fund } = deposit;
  const ledger = new Ledger(transaction);
  const accounts = await ledger.lockCustomerAccounts(customerId);
  const transferId = await ledger.post(
    {
      customerId,
      kind: 'deposit',
      description: fund ? `Deposit from ${fund.brand} ending ${fund.last4}` : 'Deposit',
      reference: id,
      legs: [
        { operatorAccount: 'gateway_clearing', amountCents: -amountCents },
        { accountId: accounts.cash.id, amountCents },
      ],
      at,
    },
    accounts,
  );
  await transaction
    .insertInto('deposits')
    .values({
      id,
      customer_id: customerId,
      fund_id: fund?.id ?? null,
      amount_cents: amountCents,
      status: 'success',
      transfer_id: transferId,
      gateway: 'test',
      created_at: at,
      settled_at: at,
    })
    .execute();
}

async function seedCard(transaction: Transaction<Database>, customerId: string, now: Date) {
  const fundId = `fund_seed_${customerId.slice(0, 8)}`;
  const expiryYear = now.getUTCFullYear() + 3;
  await transaction
    .insertInto('test_gateway_tokens')
    .values({
      token: `${demoCardToken}_${customerId.slice(0, 8)}`,
      brand: 'Visa',
      last4: '4242',
      expiry_month: 12,
      expiry_year: expiryYear,
      behaviour: 'succeeds',
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('token').doNothing())
    .execute();
  await transaction
    .insertInto('funds')
    .values({
      id: fundId,
      customer_id: customerId,
      type: 'cc',
      gateway: 'test',
      token: `${demoCardToken}_${customerId.slice(0, 8)}`,
      brand: 'Visa',
      last4: '4242',
      expiry_month: 12,
      expiry_year: expiryYear,
      name: 'Demo Customer',
      is_default: true,
      created_at: now,
    })
    .execute();
  return fundId;
}

/**
 * Seeds the demo money after the demo customers: demo@ has A$50.00 in the wallet (a seed deposit
 * posted through the ledger) and a saved Visa test card; limited@ has A$100.00 (deposited the
 * same way) and a A$20.00 weekly spend limit; the partner lotto-partner. Customers missing from the database are skipped.
 */
export async function seedDemoMoney(transaction: Transaction<Database>, now: Date): Promise<void> {
  for (const wallet of demoWallets) {
    const customerId = await customerIdOf(transaction, wallet.email);
    if (!customerId) continue;
    const fundId = await seedCard(transaction, customerId, now);
    await postSeedDeposit(transaction, customerId, {
      id: `dep_seed_${customerId.slice(0, 8)}`,
      amountCents: wallet.depositCents,
      at: now,
      fund: { id: fundId, brand: 'Visa', last4: '4242' },
    });
    if (wallet.weeklySpendLimitCents !== null) {
      await new LimitsService(transaction).setLimit(
        customerId,
        'spend_weekly',
        wallet.weeklySpendLimitCents,
        now,
      );
    }
  }
  await transaction
    .insertInto('partners')
    .values({ ...demoPartner, channels: jsonb(demoPartner.channels) })
    .onConflict((conflict) => conflict.column('slug').doNothing())
    .execute();
}
