import { type CartItemView } from 'shared-kernel/contract/cart';
import { type PartnerCartItemInput } from 'shared-kernel/contract/partners';

/**
 * A priced item as the partner purchase names it again: the same offer, games and draws, and
 * the draw the customer was shown, so the checkout buys what the page listed.
 */
export function partnerCartItemOf(item: CartItemView): PartnerCartItemInput {
  const isRecurring = item.recurringPurchase?.enabled === true;
  return {
    lottery: item.lotteryKey,
    gameType: item.gameType,
    gameOffer: item.gameOffer,
    numGames: item.numRaffleTickets ?? item.numShares ?? Math.max(1, item.numGames),
    numDraws: isRecurring ? 'autoplay' : item.numDraws,
    ...(isRecurring && item.recurringPurchase
      ? { recurringPurchase: { type: item.recurringPurchase.type, enabled: true } }
      : {}),
    ...(item.causeKey !== null ? { causeKey: item.causeKey } : {}),
    ...(item.drawNo !== null ? { drawNumber: item.drawNo } : {}),
  };
}
