import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import {
  type CardPayment,
  type OrderFilter,
  OrderRepository,
  type OrderTicket,
  type OrderTicketDraw,
} from './repository';

export const orderNotFoundMessage = 'We could not find that ticket.';

export type GameNumbers = Record<string, number[]>;

export interface OrderDraw extends OrderTicketDraw {
  /** Per game: the numbers of each set that were drawn; null before the draw. */
  matchedNumbers: GameNumbers[] | null;
}

export interface Order extends OrderTicket {
  status: 'upcoming' | 'past' | 'voided';
  draws: OrderDraw[];
}

export interface OrderDetails {
  cardPayment: CardPayment | null;
  /** The sum of the scored prizes; null while no draw of the ticket is scored. */
  totalPrizeCents: number | null;
}

/**
 * The numbers of each of the game's sets that the draw drew: a set is matched against the drawn
 * set of the same name, and the main numbers (the first set) also against the supplementaries.
 */
export function matchedNumbersOf(
  game: GameNumbers,
  drawn: ReadonlyArray<{ name: string; numbers: number[] }>,
  supplementaries: readonly number[] = [],
): GameNumbers {
  const matched: GameNumbers = {};
  for (const [setName, numbers] of Object.entries(game)) {
    const drawnSet = new Set(drawn.find((set) => set.name === setName)?.numbers ?? []);
    matched[setName] = numbers.filter((number) => drawnSet.has(number)).sort((a, b) => a - b);
  }
  const mainSetName = drawn[0]?.name;
  const mainNumbers = mainSetName === undefined ? undefined : game[mainSetName];
  if (mainNumbers && supplementaries.length > 0) {
    const drawnSupplementaries = new Set(supplementaries);
    matched.Supplementary = mainNumbers
      .filter((number) => drawnSupplementaries.has(number))
      .sort((a, b) => a - b);
  }
  return matched;
}

function orderOf(ticket: OrderTicket, draws: OrderTicketDraw[]): Order {
  const status = ticket.isVoided
    ? 'voided'
    : !ticket.hasDraw || ticket.drawnCount >= ticket.numDraws
      ? 'past'
      : 'upcoming';
  return {
    ...ticket,
    status,
    draws: draws.map((draw) => ({
      ...draw,
      matchedNumbers:
        draw.isDrawn && draw.numberSets
          ? ticket.games.map((game) =>
              matchedNumbersOf(game, draw.numberSets ?? [], draw.supplementaries),
            )
          : null,
    })),
  };
}

/**
 * The customer's orders (api.md §7.6): each purchased ticket line with its draws. Upcoming
 * tickets have a draw still to come, sorted by the next draw's stop; past tickets have a result
 * for every draw, the latest draw first. Only the signed-in customer's tickets are found.
 */
export class OrderService {
  constructor(private readonly database: Kysely<Database>) {}

  async page(
    customerId: string,
    filter: OrderFilter,
    page: { limit: number; offset: number },
  ): Promise<{ orders: Order[]; total: number }> {
    const repository = new OrderRepository(this.database);
    const { tickets, total } = await repository.findPage(customerId, filter, page);
    const draws = await repository.findDraws(tickets.map((ticket) => ticket.id));
    return {
      orders: tickets.map((ticket) => orderOf(ticket, draws.get(ticket.id) ?? [])),
      total,
    };
  }

  /** One of the customer's orders; 404 when it is not theirs or does not exist. */
  async one(
    customerId: string,
    ticketId: string,
  ): Promise<{ order: Order; details: OrderDetails }> {
    const repository = new OrderRepository(this.database);
    const ticket = await repository.findOfCustomer(customerId, ticketId);
    if (!ticket) throw new ApiError(404, 'order_not_found', orderNotFoundMessage);
    const draws = (await repository.findDraws([ticket.id])).get(ticket.id) ?? [];
    const order = orderOf(ticket, draws);
    const scored = order.draws.filter((draw) => draw.isScored);
    return {
      order,
      details: {
        cardPayment: await repository.findCardPayment(ticket.checkoutId),
        totalPrizeCents:
          scored.length === 0
            ? null
            : scored.reduce((sum, draw) => sum + (draw.prizeCents ?? 0), 0),
      },
    };
  }
}
