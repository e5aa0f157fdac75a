import {
  type CartItemWire,
  type CartProductTypeWire,
  type CartWire,
  type TicketLineWire,
  type VoucherItemWire,
} from 'shared-kernel/wire/cart';
import { audMoney } from '../../http/money';
import { type AppliedVoucher } from '../promotions/voucher-rules';
import { cartTotalsOf } from './cart-totals';
import { groupNameOfShareDescription, socialShareProductType } from './social-share-item';
import { type CartItem, type TicketLineFields } from './repository';
import { type CartView } from './service';

// The cart as every cart answer (customer, anonymous, partner) sends it.

/** A ticket line as the wire shows it: its stored fields, the lottery's name and its first draw. */
export type TicketLine = Omit<
  TicketLineFields,
  'productType' | 'quantity' | 'recurringPurchaseType'
> & {
  lotteryName: string;
  drawNo: number | null;
  drawStop: Date | null;
};

/** The one mapping of a ticket line to the wire: cart items, receipts and partner carts. */
export function ticketLineToWire(line: TicketLine): TicketLineWire {
  return {
    description: line.description,
    lottery_key: line.productOfferKey,
    lottery_name: line.lotteryName,
    draw_no: line.drawNo,
    draw_date: line.drawStop?.toISOString() ?? null,
    game_type: line.gameType,
    game_offer: line.gameOffer,
    num_draws: line.numDraws,
    num_weeks: line.numWeeks,
    num_games: line.numGames,
    games: line.games,
    quickpick: line.quickpick,
    cause_key: line.causeKey,
    day: line.day,
    num_raffle_tickets: line.numRaffleTickets,
    num_shares: line.numShares,
    has_favourite_numbers: line.hasFavouriteNumbers,
  };
}

/** A cart item as every cart answer (customer, anonymous, partner) sends it. */
export function cartItemToWire(item: CartItem): CartItemWire {
  return {
    ...ticketLineToWire({ ...item, lotteryName: item.productName }),
    id: item.id,
    product_type: item.productType as CartProductTypeWire,
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
    draw_prize_pool: item.drawPrizePoolCents === null ? null : audMoney(item.drawPrizePoolCents),
    scheduled_purchase:
      item.scheduledPurchaseType === null
        ? null
        : { type: item.scheduledPurchaseType as 'scheduled_purchase' | 'pre_order' },
    affiliate_code: item.affiliateCode,
    ...(item.productType === 'membership'
      ? {
          membership_program: item.productOfferKey,
          membership_offer: item.gameOffer,
          membership_offer_name: item.description,
        }
      : {}),
    ...(item.productType === socialShareProductType
      ? {
          social_session_id: item.gameOffer,
          social_group_name: groupNameOfShareDescription(item.description),
        }
      : {}),
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
