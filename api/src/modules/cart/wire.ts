import {
  type CartItemWire,
  type CartProductTypeWire,
  type CartWire,
  type VoucherItemWire,
} from 'shared-kernel/wire/cart';
import { audMoney } from '../../http/money';
import { type AppliedVoucher } from '../promotions/voucher-rules';
import { cartTotalsOf } from './cart-totals';
import { type CartItem } from './repository';
import { type CartView } from './service';

// The cart as every cart answer (customer, anonymous, partner) sends it.

/** A cart item as every cart answer (customer, anonymous, partner) sends it. */
export function cartItemToWire(item: CartItem): CartItemWire {
  return {
    id: item.id,
    product_type: item.productType as CartProductTypeWire,
    description: item.description,
    quantity: item.quantity,
    unit_price: audMoney(item.unitPriceCents),
    recurring_purchase:
      item.recurringPurchaseType === null
        ? null
        : {
            type: item.recurringPurchaseType as 'autoplay' | 'subscription',
            availability: item.recurringPurchaseAvailability as 'never' | 'optional' | 'always',
            enabled: item.recurringPurchaseEnabled,
          },
    lottery_key: item.productOfferKey,
    lottery_name: item.productName,
    draw_no: item.drawNo,
    draw_date: item.drawStop?.toISOString() ?? null,
    draw_prize_pool: item.drawPrizePoolCents === null ? null : audMoney(item.drawPrizePoolCents),
    game_type: item.gameType,
    game_offer: item.gameOffer,
    num_draws: item.numDraws,
    num_weeks: item.numWeeks,
    num_games: item.numGames,
    games: item.games,
    quickpick: item.quickpick,
    cause_key: item.causeKey,
    day: item.day,
    num_raffle_tickets: item.numRaffleTickets,
    num_shares: item.numShares,
    has_favourite_numbers: item.hasFavouriteNumbers,
    scheduled_purchase:
      item.scheduledPurchaseType === null
        ? null
        : { type: item.scheduledPurchaseType as 'scheduled_purchase' | 'pre_order' },
    affiliate_code: item.affiliateCode,
  };
}

function voucherToWire(voucher: AppliedVoucher): VoucherItemWire {
  return {
    id: voucher.id,
    product_type: voucher.type,
    promotion_code: voucher.promotionCode,
    description: voucher.description,
    discount: audMoney(voucher.discountCents),
    credit: audMoney(voucher.creditCents),
    expires_at: voucher.expiresAt?.toISOString() ?? null,
  };
}

export function cartToWire(view: CartView): CartWire {
  const totals = cartTotalsOf(view.items, view.vouchers);
  return {
    cart_reference: view.cart.reference,
    cart_items: view.items.map(cartItemToWire),
    voucher_items: view.vouchers.map(voucherToWire),
    discount_total: audMoney(totals.discountCents),
    auto_removed_items: view.autoRemovedItems,
    cart_total: audMoney(totals.totalCents),
    pre_order_total: audMoney(totals.preOrderTotalCents),
    requires_unattended_payment_method: view.items.some((item) => item.recurringPurchaseEnabled),
    blocked_reasons: view.blockedReasons,
    show_regulation: false,
  };
}
