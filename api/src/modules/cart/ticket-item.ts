import { randomInt } from 'node:crypto';
import {
  type Ticket,
  type TicketOffer,
  drawCountOf,
  isGameComplete,
  normaliseGames,
  priceCountOf,
  priceOf,
  quickpick,
  validateTicket,
} from 'shared-kernel/contract/tickets';
import { ApiError } from '../../http/envelope';
import {
  type ProductOffer,
  type ProductOfferRepository,
  type UpcomingDraw,
} from '../product-offers/repository';
import { upcomingDrawsPerOfferDefault } from '../product-offers/service';
import { type CartGame, type NewCartItem } from './repository';

/** The ticket being built (product.md §3), as the cart calls take it. */
export interface TicketRequest {
  lottery: string;
  gameType: string;
  gameOffer: string;
  games?: Array<Record<string, Array<number | null>>> | undefined;
  numGames?: number | undefined;
  quickpick?: boolean | undefined;
  numDraws?: number | 'autoplay' | undefined;
  numWeeks?: number | undefined;
  day?: string | null | undefined;
  causeKey?: string | null | undefined;
  firstDrawNo?: number | undefined;
  drawOffset?: number | undefined;
  hasFavouriteNumbers?: boolean | undefined;
  numShares?: number | undefined;
  numRaffleTickets?: number | undefined;
  affiliateCode?: string | undefined;
  /** From `POST …/items`: the buyer's recurring purchase choice. */
  recurringPurchase?: { type: 'autoplay' | 'subscription'; enabled: boolean } | undefined;
}

/** Ticket rule fields (shared-kernel tickets) → request fields of the wire. */
const wireFieldOf: Record<string, string> = {
  this: 'this',
  games: 'games',
  day: 'day',
  causeKey: 'cause_key',
  numDraws: 'num_draws',
  numWeeks: 'num_weeks',
  numShares: 'syndicate.num_shares',
  entryCount: 'num_games',
};

/** 422 with per-field messages; the first message is also the error's message. */
export function invalidTicket(fieldErrors: Record<string, string>): ApiError {
  const errors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    (errors[wireFieldOf[field] ?? field] ??= []).push(message);
  }
  const first = Object.values(fieldErrors)[0] ?? 'The ticket is not valid.';
  return new ApiError(422, 'invalid_ticket', first, errors);
}

/** The rules' view of a game offer (as shared-kernel `ticketOfferOf` builds it on the client). */
export function ticketOfferFor(
  offer: ProductOffer,
  draws: readonly UpcomingDraw[],
  gameTypeKey: string,
  gameOfferKey: string,
): TicketOffer | null {
  const gameType = offer.gameTypes.find((candidate) => candidate.key === gameTypeKey);
  const gameOffer = gameType?.gameOffers.find((candidate) => candidate.key === gameOfferKey);
  if (!gameType || !gameOffer) return null;
  return {
    gameType: gameType.key,
    minGames: gameOffer.minGames,
    maxGames: gameOffer.maxGames,
    numberSets: gameOffer.numberSets,
    prices: gameOffer.prices.map((price) => ({
      games: price.games,
      price: price.priceCents / 100,
    })),
    causeKeys: offer.causes.map((cause) => cause.key),
    selectableDays: offer.selectableDays,
    ...(draws.length > 0 ? { maxDraws: draws.length } : {}),
    ...(gameOffer.defaultEntryCount !== null
      ? { defaultEntryCount: gameOffer.defaultEntryCount }
      : {}),
  };
}

const sydneyWeekday = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  weekday: 'long',
});

/** A draw's day as tickets choose it: the weekday its sales stop, Sydney time ('Friday'). */
function weekdayOf(draw: UpcomingDraw): string {
  return sydneyWeekday.format(draw.stop);
}

/** product.md §9 descriptions: '18 x Standard games', '5 Ticket Book', '2 x Syndicate shares'. */
function descriptionOf(offer: ProductOffer, gameOfferName: string, count: number): string {
  if (offer.type === 'raffle_ticket') return `${count} Ticket Book`;
  if (offer.type === 'syndicate_share') return `${count} x Syndicate shares`;
  return `${count} x ${gameOfferName}${gameOfferName === 'Standard' ? ' games' : ''}`;
}

const secureRandom = () => randomInt(0, 1_000_000) / 1_000_000;

/** Checks the ticket with the shared ticket rules and prices it: the item it becomes. */
export async function cartItemOf(
  offers: ProductOfferRepository,
  request: TicketRequest,
  now: Date,
): Promise<NewCartItem> {
  const found = await offers.findWithUpcomingDraws(
    request.lottery,
    now,
    upcomingDrawsPerOfferDefault,
  );
  const offer = found?.offer;
  if (!offer || offer.suspended || offer.availability !== 'available') {
    throw invalidTicket({ lottery: 'This lottery is not on sale.' });
  }
  const draws = found.draws;
  const ticketOffer = ticketOfferFor(offer, draws, request.gameType, request.gameOffer);
  const gameOfferName =
    offer.gameTypes
      .find((gameType) => gameType.key === request.gameType)
      ?.gameOffers.find((gameOffer) => gameOffer.key === request.gameOffer)?.name ?? '';
  if (!ticketOffer) {
    throw invalidTicket({ game_offer: 'This game is not played in this lottery.' });
  }
  const chosenDay =
    request.day && ticketOffer.selectableDays.includes(request.day) ? request.day : null;
  const firstDraw =
    request.firstDrawNo !== undefined
      ? draws.find((draw) => draw.drawNo === request.firstDrawNo)
      : request.drawOffset === undefined && chosenDay
        ? draws.find((draw) => weekdayOf(draw) === chosenDay)
        : draws[request.drawOffset ?? 0];
  if (firstDraw && chosenDay && weekdayOf(firstDraw) !== chosenDay) {
    throw invalidTicket({ day: `This draw is not on a ${chosenDay}.` });
  }
  if (!firstDraw) {
    throw invalidTicket(
      draws.length === 0
        ? { this: 'There are no draws open for this lottery.' }
        : { first_draw_no: 'This draw is not open for sale.' },
    );
  }

  const hasNumbers = ticketOffer.numberSets.length > 0;
  let ticket: Ticket = {
    games: hasNumbers ? normaliseGames(request.games ?? [], ticketOffer) : [],
    numGames: request.numRaffleTickets ?? request.numGames ?? 1,
    numDraws: request.numDraws ?? 1,
    numWeeks: request.numWeeks ?? 1,
    day: request.day ?? null,
    causeKey: request.causeKey ?? null,
    quickpick: request.quickpick ?? false,
    ...(request.numShares !== undefined ? { numShares: request.numShares } : {}),
    ...(ticketOffer.gameType === 'syndicate' && request.numShares === undefined
      ? { numShares: request.numGames ?? 0 }
      : {}),
  };
  // A quickpick ticket may leave its slots for the shop to fill.
  if (ticket.quickpick && hasNumbers)
    ticket = quickpick(ticket, ticketOffer, undefined, secureRandom);

  const errors = validateTicket(ticket, ticketOffer);
  if (Object.keys(errors).length > 0) throw invalidTicket(errors);
  // The ticket rules check the cause of lotteries that have causes only; a cause on any other
  // ticket would reach the cart item's reference to the causes.
  if (ticket.causeKey !== null && !ticketOffer.causeKeys.includes(ticket.causeKey)) {
    throw invalidTicket({ causeKey: 'This lottery does not take a cause.' });
  }

  const { numDraws, recurringPurchaseEnabled } = drawCountOf(ticket.numDraws);
  const recurringEnabled = request.recurringPurchase?.enabled ?? recurringPurchaseEnabled;
  const recurringType =
    request.recurringPurchase?.type ?? offer.recurringPurchase.type ?? 'autoplay';
  if (recurringEnabled && offer.recurringPurchase.availability === 'never') {
    throw invalidTicket({ numDraws: 'This lottery cannot be played on Autoplay.' });
  }
  const games = ticket.games
    .filter((game) => isGameComplete(game, ticketOffer))
    .map((game): CartGame =>
      Object.fromEntries(
        Object.entries(game).map(([name, slots]) => [
          name,
          slots.filter((slot): slot is number => slot !== null),
        ]),
      ),
    );
  // A Super Combo counts its entries (its price is read at the entry count), not its games.
  const count =
    ticketOffer.gameType === 'syndicate'
      ? (ticket.numShares ?? 0)
      : ticketOffer.gameType === 'mega_combo'
        ? priceCountOf(ticket, ticketOffer)
        : hasNumbers
          ? games.length
          : ticket.numGames;
  const isPreOrder = offer.type === 'raffle_ticket' && firstDraw.purchaseStatus === 'pre_order';

  return {
    productType: offer.type === 'lottery_ticket' && numDraws > 1 ? 'multi_draw_ticket' : offer.type,
    productOfferKey: offer.key,
    gameType: ticketOffer.gameType,
    gameOffer: request.gameOffer,
    drawId: firstDraw.id,
    description: descriptionOf(offer, gameOfferName, count),
    quantity: 1,
    // The shop's own price: a price the client sends is never used.
    unitPriceCents: priceOf(ticket, ticketOffer),
    numDraws,
    numWeeks: ticket.numWeeks,
    numGames: count,
    games,
    quickpick: ticket.quickpick,
    causeKey: ticket.causeKey,
    day: ticket.day,
    numRaffleTickets: offer.type === 'raffle_ticket' ? ticket.numGames : null,
    numShares: ticketOffer.gameType === 'syndicate' ? (ticket.numShares ?? null) : null,
    hasFavouriteNumbers: request.hasFavouriteNumbers ?? false,
    recurringPurchaseType:
      offer.recurringPurchase.type === null && !recurringEnabled ? null : recurringType,
    recurringPurchaseAvailability: offer.recurringPurchase.availability,
    recurringPurchaseEnabled: recurringEnabled,
    scheduledPurchaseType: isPreOrder ? 'pre_order' : null,
    affiliateCode: request.affiliateCode ?? null,
  };
}
