import { toCents, type Money } from 'shared-kernel/contract/money';

export interface AmountDueInput {
  cartTotal: Money;
  preOrderTotal: Money;
  /** Whether the customer has a wallet to pay from (signed in, balance known). */
  isWalletEnabled: boolean;
  balance: Money | null;
}

/** What is paid now: the cart total less the part paid when pre-ordered draws open. */
export function payableNowCentsOf({ cartTotal, preOrderTotal }: AmountDueInput): number {
  return toCents(cartTotal.amount) - toCents(preOrderTotal.amount);
}

/**
 * The wallet-aware amount due (product.md §4 Cart), in cents: when the wallet is enabled and its
 * balance is below the total minus the pre-order total, the shortfall; otherwise the total minus
 * the pre-order total.
 */
export function amountDueCentsOf(input: AmountDueInput): number {
  const payableCents = payableNowCentsOf(input);
  if (!input.isWalletEnabled || input.balance === null) return payableCents;
  const balanceCents = toCents(input.balance.amount);
  return balanceCents < payableCents ? payableCents - balanceCents : payableCents;
}

/** True when the wallet alone pays for the cart now. */
export function isCoveredByWallet(input: AmountDueInput): boolean {
  if (!input.isWalletEnabled || input.balance === null) return false;
  return toCents(input.balance.amount) >= payableNowCentsOf(input);
}
