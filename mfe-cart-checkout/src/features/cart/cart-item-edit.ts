import { type CartItemView, type TicketBuild } from 'shared-kernel/contract/cart';

/** What the customer may change on a ticket in the cart. */
export interface CartItemChange {
  numDraws?: number;
  numGames?: number;
  /** Raffle tickets in the book, or syndicate shares. */
  quantity?: number;
  recurringPurchaseEnabled?: boolean;
}

/** How many of a ticket the quantity counts: raffle tickets or syndicate shares; else none. */
export function quantityOf(item: CartItemView): number | null {
  return item.numRaffleTickets ?? item.numShares ?? null;
}

function gamesOf(item: CartItemView, numGames: number): TicketBuild['games'] {
  const kept = item.games.slice(0, numGames);
  // New games go in empty; the shop quickpicks their numbers.
  const added = Array.from({ length: Math.max(0, numGames - kept.length) }, () => ({}));
  return [...kept, ...added];
}

/**
 * The ticket that replaces `item` (`PUT …/items/{id}` takes the whole ticket again): the same
 * lottery, first draw and numbers, with the change applied. Autoplay travels as numDraws
 * `autoplay` (one draw with the recurring purchase enabled).
 */
export function editedTicketOf(item: CartItemView, change: CartItemChange): TicketBuild {
  const isRecurring = change.recurringPurchaseEnabled ?? item.recurringPurchase?.enabled ?? false;
  const ticket: TicketBuild = {
    lottery: item.lotteryKey,
    gameType: item.gameType,
    gameOffer: item.gameOffer,
    numDraws: isRecurring ? 'autoplay' : (change.numDraws ?? item.numDraws),
    numWeeks: item.numWeeks,
    quickpick: item.quickpick,
    hasFavouriteNumbers: item.hasFavouriteNumbers,
    ...(item.drawNo !== null ? { firstDrawNo: item.drawNo } : {}),
    ...(item.causeKey !== null ? { causeKey: item.causeKey } : {}),
    ...(item.day !== null ? { day: item.day } : {}),
  };
  if (item.games.length > 0) {
    const numGames = change.numGames ?? item.numGames;
    return {
      ...ticket,
      games: gamesOf(item, numGames),
      numGames,
      quickpick: item.quickpick || numGames > item.games.length,
    };
  }
  if (item.numShares !== null) {
    return { ...ticket, syndicate: { numShares: change.quantity ?? item.numShares } };
  }
  const numRaffleTickets = change.quantity ?? item.numRaffleTickets ?? item.numGames;
  return { ...ticket, numGames: numRaffleTickets, numRaffleTickets };
}
