import { formatCurrency } from 'shared-kernel/contract/format';
import { type PromotionType } from '../../database/cart-schema';

/** A promotion as the voucher rules read it. */
export interface Promotion {
  id: string;
  code: string;
  type: PromotionType;
  description: string;
  amountCents: number | null;
  percent: number | null;
  capCents: number | null;
  minimumSpendCents: number;
  expiresAt: Date | null;
  oncePerCustomer: boolean;
}

/** A voucher in a cart: the applied promotion, named by the voucher's own id. */
export interface CartVoucher {
  id: string;
  promotion: Promotion;
}

/** A voucher as it applies to one cart at one moment. */
export interface AppliedVoucher {
  id: string;
  promotionCode: string;
  type: PromotionType;
  description: string;
  discountCents: number;
  creditCents: number;
  expiresAt: Date | null;
}

/** Why a promotion does not apply to a cart now. */
export type VoucherProblem = 'expired' | 'minimum_spend_not_met' | 'already_used';

/** What the cart is worth to the voucher rules. */
export interface VoucherContext {
  /** What the cart charges now before discounts (pre-ordered items are paid later). */
  spendCents: number;
  now: Date;
  /** Ids of the once-per-customer promotions the customer has redeemed (none when anonymous). */
  redeemedPromotionIds: ReadonlySet<string>;
}

export function problemOf(promotion: Promotion, context: VoucherContext): VoucherProblem | null {
  if (promotion.expiresAt !== null && promotion.expiresAt.getTime() <= context.now.getTime()) {
    return 'expired';
  }
  if (promotion.oncePerCustomer && context.redeemedPromotionIds.has(promotion.id)) {
    return 'already_used';
  }
  if (context.spendCents < promotion.minimumSpendCents) return 'minimum_spend_not_met';
  return null;
}

const money = (cents: number) => formatCurrency(cents / 100);

/** The sentence a customer reads when a code cannot be added to the cart. */
export function refusalOf(promotion: Promotion, problem: VoucherProblem): string {
  switch (problem) {
    case 'expired':
      return `The promotion code ${promotion.code} has expired.`;
    case 'already_used':
      return `You have already used the promotion code ${promotion.code}.`;
    case 'minimum_spend_not_met':
      return `The promotion code ${promotion.code} needs a minimum spend of ${money(promotion.minimumSpendCents)}.`;
  }
}

/** The sentence a customer reads when a voucher in the cart stops applying and is removed. */
export function removalOf(promotion: Promotion, problem: VoucherProblem): string {
  switch (problem) {
    case 'expired':
      return `The voucher ${promotion.code} has expired and was removed from your cart.`;
    case 'already_used':
      return `The voucher ${promotion.code} was removed from your cart: you have already used it.`;
    case 'minimum_spend_not_met':
      return `The voucher ${promotion.code} was removed from your cart: it needs a minimum spend of ${money(promotion.minimumSpendCents)}.`;
  }
}

/** What a discount voucher takes off `spendCents`: never more than is spent, nor than its cap. */
export function discountCentsOf(promotion: Promotion, spendCents: number): number {
  const wanted =
    promotion.type === 'voucher_percent_discount'
      ? Math.round((spendCents * (promotion.percent ?? 0)) / 100)
      : promotion.type === 'voucher_credit_amount'
        ? 0
        : (promotion.amountCents ?? 0);
  const capped = promotion.capCents === null ? wanted : Math.min(wanted, promotion.capCents);
  return Math.max(0, Math.min(capped, spendCents));
}

/**
 * Splits a cart's vouchers into those that apply (priced one after another on what is left to
 * spend) and those that no longer do, with the reason sentence for each.
 */
export function priceVouchers(
  vouchers: readonly CartVoucher[],
  context: VoucherContext,
): { applied: AppliedVoucher[]; removed: Array<{ id: string; reason: string }> } {
  const applied: AppliedVoucher[] = [];
  const removed: Array<{ id: string; reason: string }> = [];
  let spendLeftCents = context.spendCents;
  for (const { id, promotion } of vouchers) {
    const problem = problemOf(promotion, context);
    if (problem !== null) {
      removed.push({ id, reason: removalOf(promotion, problem) });
      continue;
    }
    const discountCents = discountCentsOf(promotion, spendLeftCents);
    spendLeftCents -= discountCents;
    applied.push({
      id,
      promotionCode: promotion.code,
      type: promotion.type,
      description: promotion.description,
      discountCents,
      creditCents: promotion.type === 'voucher_credit_amount' ? (promotion.amountCents ?? 0) : 0,
      expiresAt: promotion.expiresAt,
    });
  }
  return { applied, removed };
}

/** Customers type codes in any case and with stray spaces. */
export function normalisedCode(code: string): string {
  return code.trim().toUpperCase();
}
