import { type ProductOffer } from 'shared-kernel/contract/product-offers';
import { type Autoplay, type AutoplayPatch } from 'shared-kernel/contract/recurring';
import {
  isGameComplete,
  normaliseGames,
  type Ticket,
  type TicketGame,
  type TicketOffer,
  ticketOfferOf,
  validateTicket,
} from 'shared-kernel/contract/tickets';

// An autoplay's games as the kernel's ticket rules see them, so they are edited and checked with
// the same rules as a ticket being bought.

/** The rules of the autoplay's game offer; the day is the autoplay's own, so none is asked. */
export function autoplayTicketOffer(
  productOffer: ProductOffer,
  gameOfferKey: string,
): TicketOffer | null {
  const gameType = productOffer.gameTypes.find((candidate) =>
    candidate.gameOffers.some((gameOffer) => gameOffer.key === gameOfferKey),
  );
  return gameType ? ticketOfferOf(productOffer, gameType.key, gameOfferKey, []) : null;
}

/** Each set's numbers with empty slots up to its count. */
function slotsOf(game: TicketGame, offer: TicketOffer): TicketGame {
  const slots: TicketGame = {};
  for (const set of offer.numberSets) {
    const numbers = (game[set.name] ?? []).filter((slot): slot is number => slot !== null);
    slots[set.name] = [
      ...numbers.slice(0, set.count),
      ...Array<null>(Math.max(0, set.count - numbers.length)).fill(null),
    ];
  }
  return slots;
}

export function ticketOfAutoplay(autoplay: Autoplay, offer: TicketOffer): Ticket {
  return {
    games: normaliseGames(autoplay.games, offer).map((game) => slotsOf(game, offer)),
    numGames: autoplay.numGames,
    numDraws: 1,
    numWeeks: 1,
    day: null,
    causeKey: autoplay.causeKey,
    quickpick: false,
  };
}

/** What stops the games being saved: the ticket rules' words for the games, or null. */
export function gamesProblemOf(ticket: Ticket, offer: TicketOffer): string | null {
  const errors = validateTicket(ticket, offer);
  return errors.games ?? errors.this ?? errors.entryCount ?? null;
}

/** The change to send: the complete games (empty ones dropped), or the ticket book chosen. */
export function autoplayPatchOf(ticket: Ticket, offer: TicketOffer): AutoplayPatch {
  if (offer.numberSets.length === 0) return { numGames: ticket.numGames };
  const games = ticket.games
    .filter((game) => isGameComplete(game, offer))
    .map((game) => {
      const numbers: Record<string, number[]> = {};
      for (const [name, slots] of Object.entries(game)) {
        numbers[name] = slots.filter((slot): slot is number => slot !== null);
      }
      return numbers;
    });
  return { games, numGames: games.length };
}
