import { type CheckoutWire, type ReceiptTicketWire } from 'shared-kernel/wire/purchase';
import { audMoney } from '../../http/money';
import { ticketLineToWire } from '../cart/wire';
import { type Checkout, type Ticket } from './repository';

function ticketToWire(ticket: Ticket): ReceiptTicketWire {
  return {
    ...ticketLineToWire(ticket),
    id: ticket.id,
    product_type: ticket.productType,
    recurring_purchase_enabled: ticket.recurringPurchaseEnabled,
    recurring_purchase_type: ticket.recurringPurchaseType,
    purchase_status: ticket.purchaseStatus,
    price: audMoney(ticket.priceCents),
  };
}

/** The receipt of a checkout (`CheckoutWire`), as the purchase answers it and GET shows it. */
export function checkoutToWire(checkout: Checkout, tickets: Ticket[]): CheckoutWire {
  return {
    checkout_id: checkout.id,
    order_reference: checkout.orderReference,
    status: checkout.status,
    purchase_status: checkout.purchaseStatus,
    subtotal: audMoney(checkout.subtotalCents),
    discount: audMoney(checkout.discountCents),
    total: audMoney(checkout.totalCents),
    paid_from_promo_credit: audMoney(checkout.paidFromPromoCreditCents),
    paid_from_cash: audMoney(checkout.paidFromCashCents),
    promo_credit_added: audMoney(checkout.promoCreditAddedCents),
    channel_key: checkout.channelKey === 'APP' ? 'APP' : 'web',
    partner_key: checkout.partnerKey,
    created_at: checkout.createdAt.toISOString(),
    tickets: tickets.map(ticketToWire),
    tracking_data: {
      goals: ['purchase'],
      products: tickets.map((ticket) => ({
        brand: ticket.lotteryName,
        analytics_product_type: ticket.productType,
        cause_key: ticket.causeKey,
        product_description: ticket.description,
        draw_date: ticket.drawStop?.toISOString() ?? null,
        draw_no: ticket.drawNo,
        has_favourite_numbers: ticket.hasFavouriteNumbers,
        analytics_name: ticket.lotteryName,
        num_draws: ticket.numDraws,
        num_games: ticket.numGames,
        purchase_price: ticket.priceCents / 100,
        prize_pool: ticket.prizePoolCents === null ? null : ticket.prizePoolCents / 100,
        lottery_key: ticket.productOfferKey,
        recurring_purchase_enabled: ticket.recurringPurchaseEnabled,
        recurring_purchase_type: ticket.recurringPurchaseType,
        analytics_variant: ticket.gameOffer,
        purchase_status: ticket.purchaseStatus,
        days_of_week: ticket.day === null ? null : [ticket.day],
      })),
    },
  };
}
