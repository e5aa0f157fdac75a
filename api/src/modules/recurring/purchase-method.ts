import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';

export type FundKind = 'unfunded' | 'wallet' | 'cc' | 'paypal' | 'bank';

export interface PurchaseMethodOption {
  key: string;
  name: string;
  disabled: boolean;
  kind: FundKind;
  /** The saved card (or account) behind the method; null for the wallet. */
  fundId: string | null;
}

export interface PurchaseMethods {
  available: PurchaseMethodOption[];
  selected: PurchaseMethodOption;
}

const walletMethod: PurchaseMethodOption = {
  key: 'wallet',
  name: 'Wallet',
  disabled: false,
  kind: 'wallet',
  fundId: null,
};

export const methodNotFoundMessage = 'We could not find that payment method.';
export const methodDisabledMessage = 'That payment method cannot pay recurring purchases.';

function lastDigits(value: string | null): string {
  return (value ?? '').replace(/\s/g, '').slice(-4);
}

/**
 * How recurring purchases pay (api.md §7.4): the wallet first, and when it is short the method
 * the customer chose: the wallet alone, or a saved card charged off-session. A PayPal account is
 * not offered: the PayPal vault cannot charge it while the customer is away. A bank account is
 * listed, disabled, its name saying why. A chosen card that was deleted since falls back to the
 * wallet.
 */
export async function purchaseMethodsOf(
  database: Kysely<Database>,
  customerId: string,
): Promise<PurchaseMethods> {
  const [funds, customer] = await Promise.all([
    database
      .selectFrom('funds')
      .select(['id', 'type', 'brand', 'last4', 'account_number'])
      .where('customer_id', '=', customerId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    database
      .selectFrom('customers')
      .select('recurring_purchase_method_key')
      .where('id', '=', customerId)
      .executeTakeFirst(),
  ]);
  const available: PurchaseMethodOption[] = [walletMethod];
  for (const fund of funds) {
    if (fund.type === 'cc') {
      available.push({
        key: `card:${fund.id}`,
        name: `${fund.brand ?? 'Card'} ending ${fund.last4 ?? ''}`.trim(),
        disabled: false,
        kind: 'cc',
        fundId: fund.id,
      });
    } else if (fund.type === 'bank') {
      available.push({
        key: `bank:${fund.id}`,
        name: `Bank account ending ${lastDigits(fund.account_number)} (bank accounts cannot pay recurring purchases)`,
        disabled: true,
        kind: 'bank',
        fundId: fund.id,
      });
    }
  }
  const chosenKey = customer?.recurring_purchase_method_key ?? 'wallet';
  const selected =
    available.find((method) => method.key === chosenKey && !method.disabled) ?? walletMethod;
  return { available, selected };
}

/** Chooses the method: 404 for a key that is not one of the customer's, 422 for a disabled one. */
export async function selectPurchaseMethod(
  database: Kysely<Database>,
  customerId: string,
  key: string,
): Promise<PurchaseMethods> {
  const { available } = await purchaseMethodsOf(database, customerId);
  const method = available.find((candidate) => candidate.key === key);
  if (!method)
    throw new ApiError(404, 'recurring_purchase_method_not_found', methodNotFoundMessage);
  if (method.disabled) {
    throw new ApiError(422, 'recurring_purchase_method_disabled', methodDisabledMessage);
  }
  await database
    .updateTable('customers')
    .set({ recurring_purchase_method_key: method.key === 'wallet' ? null : method.key })
    .where('id', '=', customerId)
    .execute();
  return purchaseMethodsOf(database, customerId);
}
