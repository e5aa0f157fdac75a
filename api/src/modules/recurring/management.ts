import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { cartItemOf, invalidTicket, type TicketRequest } from '../cart/ticket-item';
import { ProductOfferRepository } from '../product-offers/repository';
import { type RecurringFilter, RecurringRepository, type RecurringTicket } from './repository';
import { type Games, type RecurringRow, type SubscriptionPeriod, statusAt } from './recurring-row';
import { addPeriod, nextPurchaseAtOf, subtractPeriod } from './skip-reasons';
import { assertCanResume, type RequestedStatus, statusChangeOf } from './status-rules';
import { type RecurringView, viewsOf } from './views';

export type RecurringType = 'autoplay' | 'subscription';

export interface RecurringPage {
  entities: RecurringView[];
  pageInfo: { limit: number; offset: number; total: number; pages: number };
}

/** What an autoplay or subscription edit may change (absent: unchanged). */
export interface TicketChange {
  games?: Games;
  numGames?: number;
  gameOffer?: string;
  causeKey?: string | null;
}

export const defaultPageSize = 10;
export const notFoundMessages: Record<RecurringType, string> = {
  autoplay: 'We could not find that autoplay.',
  subscription: 'We could not find that subscription.',
};
export const cancelledMessage = 'This recurring purchase has been cancelled.';
export const minimumJackpotLotteriesOnlyMessage =
  'Only lotto autoplays can wait for a minimum jackpot.';

/**
 * Managing autoplays and subscriptions (api.md §7.8): lists and one, status changes (pause,
 * timed pause, unpause, cancel), the minimum jackpot and quickpick of an autoplay, and edits of
 * the ticket (checked and priced by the cart's ticket rules) and of a subscription's period.
 * Another customer's purchase answers 404, as a missing one does.
 */
export class RecurringManagement {
  private readonly repository: RecurringRepository;

  constructor(
    private readonly database: Kysely<Database>,
    private readonly now: () => Date,
  ) {
    this.repository = new RecurringRepository(database);
  }

  async page(
    customerId: string,
    filter: RecurringFilter,
    query: { limit?: number; offset?: number },
  ): Promise<RecurringPage> {
    const limit = query.limit ?? defaultPageSize;
    const offset = query.offset ?? 0;
    const { rows, total } = await this.repository.page(customerId, filter, limit, offset);
    return {
      entities: await viewsOf(this.database, customerId, rows, this.now()),
      pageInfo: { limit, offset, total, pages: Math.ceil(total / limit) },
    };
  }

  async one(customerId: string, type: RecurringType, id: string): Promise<RecurringView> {
    return this.viewOf(customerId, await this.owned(customerId, type, id));
  }

  /** Moves the purchase to `requested` (product.md §4); resuming needs the offer on sale. */
  async changeStatus(
    customerId: string,
    type: RecurringType,
    id: string,
    requested: RequestedStatus,
    pausedUntil?: string | null,
  ): Promise<RecurringView> {
    const now = this.now();
    const row = await this.owned(customerId, type, id);
    const change = statusChangeOf(statusAt(row, now), requested, pausedUntil, now);
    if (change.resumes) assertCanResume(await this.repository.findOffer(row.product_offer_key));
    await this.repository.updateStatus(row.recurring_id, change.status, change.pausedUntil);
    return this.one(customerId, type, id);
  }

  /** Sets (cents) or clears (null) the jackpot an autoplay's draws must reach. */
  async setMinimumJackpot(
    customerId: string,
    id: string,
    cents: number | null,
  ): Promise<RecurringView> {
    const row = await this.editable(customerId, 'autoplay', id);
    if (row.product_type !== 'lottery_ticket' && row.product_type !== 'multi_draw_ticket') {
      throw new ApiError(422, 'minimum_jackpot_not_available', minimumJackpotLotteriesOnlyMessage);
    }
    await this.repository.updateMinimumJackpot(row.recurring_id, cents);
    return this.one(customerId, 'autoplay', id);
  }

  async setQuickpick(customerId: string, id: string, quickpick: boolean): Promise<RecurringView> {
    const row = await this.editable(customerId, 'autoplay', id);
    await this.repository.updateTicket(row.recurring_id, { ...ticketOf(row), quickpick });
    return this.one(customerId, 'autoplay', id);
  }

  /**
   * Changes the ticket later draws buy: checked against the offer's game offers, number sets and
   * causes as the cart checks a ticket, and priced by the offer's prices.
   */
  async changeTicket(
    customerId: string,
    type: RecurringType,
    id: string,
    change: TicketChange,
  ): Promise<RecurringView> {
    const row = await this.editable(customerId, type, id);
    if (Object.keys(change).length > 0) {
      await this.repository.updateTicket(row.recurring_id, await this.checkedTicket(row, change));
    }
    return this.one(customerId, type, id);
  }

  /**
   * A subscription's new period counts from its last purchase; a next purchase that would then
   * be in the past is made at the next draw.
   */
  async changePeriod(
    customerId: string,
    id: string,
    period: SubscriptionPeriod,
  ): Promise<RecurringView> {
    const row = await this.editable(customerId, 'subscription', id);
    const now = this.now();
    const previous = subtractPeriod(nextPurchaseAtOf(row), row.period);
    const next = addPeriod(previous, period);
    await this.repository.updatePeriod(row.recurring_id, period, next < now ? now : next);
    return this.one(customerId, 'subscription', id);
  }

  private async checkedTicket(row: RecurringRow, change: TicketChange): Promise<RecurringTicket> {
    const now = this.now();
    const gameOffer = change.gameOffer ?? row.game_offer;
    const found = await new ProductOfferRepository(this.database).findWithUpcomingDraws(
      row.product_offer_key,
      now,
      1,
    );
    const gameType = found?.offer.gameTypes.find((candidate) =>
      candidate.gameOffers.some((offer) => offer.key === gameOffer),
    );
    if (!gameType) throw invalidTicket({ game_offer: 'This game is not played in this lottery.' });
    const numGames = change.numGames ?? change.games?.length ?? row.num_games;
    const games =
      change.games ??
      (row.quickpick
        ? Array.from({ length: numGames }, () => ({}))
        : Array.from({ length: numGames }, (_, index) => row.games[index] ?? {}));
    const request: TicketRequest = {
      lottery: row.product_offer_key,
      gameType: gameType.key,
      gameOffer,
      games,
      numGames,
      quickpick: row.quickpick && change.games === undefined,
      causeKey: change.causeKey === undefined ? row.cause_key : change.causeKey,
      day: row.day,
      ...(row.num_raffle_tickets !== null ? { numRaffleTickets: numGames } : {}),
      ...(row.num_shares !== null ? { numShares: numGames } : {}),
    };
    const item = await cartItemOf(new ProductOfferRepository(this.database), request, now);
    return {
      gameType: item.gameType,
      gameOffer: item.gameOffer,
      games: item.games,
      numGames: item.numGames,
      quickpick: row.quickpick,
      causeKey: item.causeKey,
      priceCents: item.unitPriceCents,
      description: item.description,
    };
  }

  private async owned(customerId: string, type: RecurringType, id: string) {
    const row = await this.repository.findOwned(customerId, type, id);
    if (!row) throw new ApiError(404, `${type}_not_found`, notFoundMessages[type]);
    return row;
  }

  /** An owned purchase that is not cancelled (a cancelled one cannot change any more). */
  private async editable(customerId: string, type: RecurringType, id: string) {
    const row = await this.owned(customerId, type, id);
    if (row.status === 'recurring_status_cancelled') {
      throw new ApiError(422, 'recurring_purchase_cancelled', cancelledMessage);
    }
    return row;
  }

  private async viewOf(customerId: string, row: RecurringRow): Promise<RecurringView> {
    const [view] = await viewsOf(this.database, customerId, [row], this.now());
    if (!view) throw new Error(`recurring purchase ${row.recurring_id} has no view`);
    return view;
  }
}

function ticketOf(row: RecurringRow): RecurringTicket {
  return {
    gameType: row.game_type,
    gameOffer: row.game_offer,
    games: row.games,
    numGames: row.num_games,
    quickpick: row.quickpick,
    causeKey: row.cause_key,
    priceCents: Number(row.price_cents),
    description: row.description,
  };
}
