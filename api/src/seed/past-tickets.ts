import { randomBytes } from 'node:crypto';
import { type Transaction } from 'kysely';
import { type Database } from '../database/schema';
import { type CustomerAccounts, Ledger } from '../modules/ledger/service';
import { PurchaseRepository } from '../modules/purchase/repository';
import { paymentSplitOf, postPurchaseTransfer } from '../modules/purchase/service';
import { postSeedDeposit } from './money';
import { type DrawnDraw, ticketScoreOf } from './past-ticket-games';
import {
  dayMs,
  pastTicketPlans,
  type PlannedTicket,
  plannedTicketOf,
  scoringDelayMs,
} from './past-ticket-plans';

/** The demo customer whose account shows past tickets, results and prizes. */
export const pastTicketsCustomerEmail = 'demo@lottoshop.test';
async function insertPurchase(
  transaction: Transaction<Database>,
  ledger: Ledger,
  accounts: CustomerAccounts,
  customerId: string,
  ticket: PlannedTicket,
): Promise<{ checkoutId: string; ticketId: string }> {
  const checkoutId = `ck_${randomBytes(12).toString('base64url')}`;
  const at = ticket.boughtAt;
  const split = paymentSplitOf(ticket.priceCents, accounts);
  const transferId = await postPurchaseTransfer(
    ledger,
    accounts,
    { customerId, reference: checkoutId, description: 'Ticket purchase', at },
    split,
  );
  const purchases = new PurchaseRepository(transaction);
  await purchases.insertCheckout({
    id: checkoutId,
    customerId,
    purchaseStatus: 'standard',
    subtotalCents: ticket.priceCents,
    discountCents: 0,
    totalCents: ticket.priceCents,
    paidFromPromoCreditCents: split.fromPromoCreditCents,
    paidFromCashCents: split.fromCashCents,
    promoCreditAddedCents: 0,
    channelKey: 'web',
    partnerKey: null,
    metadata: {},
    transferId,
    createdAt: at,
  });
  const numDraws = ticket.draws.length;
  const ticketId = await purchases.insertTicket(
    checkoutId,
    0,
    customerId,
    {
      productType: numDraws > 1 ? 'multi_draw_ticket' : 'lottery_ticket',
      productOfferKey: ticket.offerKey,
      gameType: 'standard',
      gameOffer: 'standard',
      drawId: ticket.draws[0]?.id ?? null,
      description: `${ticket.games.length} x Standard games`,
      quantity: 1,
      priceCents: ticket.priceCents,
      numDraws,
      numWeeks: 1,
      numGames: ticket.games.length,
      games: ticket.games,
      quickpick: false,
      causeKey: null,
      day: null,
      numRaffleTickets: null,
      numShares: null,
      hasFavouriteNumbers: false,
      recurringPurchaseType: 'autoplay',
      recurringPurchaseEnabled: false,
      purchaseStatus: 'standard',
    },
    at,
  );
  return { checkoutId, ticketId };
}

/** A posted card deposit, as the seed's other deposits are recorded. */
async function insertDeposit(
  transaction: Transaction<Database>,
  customerId: string,
  amountCents: number,
  at: Date,
): Promise<void> {
  const fund = await transaction
    .selectFrom('funds')
    .select(['id', 'brand', 'last4'])
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .orderBy('is_default', 'desc')
    .executeTakeFirst();
  await postSeedDeposit(transaction, customerId, {
    id: `dep_seed_past_${customerId.slice(0, 8)}`,
    amountCents,
    at,
    fund: fund ?? null,
  });
}

type PastEvent =
  | { at: Date; kind: 'purchase'; ticket: number }
  | { at: Date; kind: 'scoring'; ticket: number; draw: DrawnDraw };

/**
 * Seeds the demo customer's past tickets (after the demo money): each bought through the ledger
 * as a purchase records it, scored in every draw into `ticket_results`, and each prize paid into
 * the wallet from the shop's prizes payable account. A card deposit made before the first
 * purchase pays for the tickets less the prizes, so the wallet keeps the balance the rest of
 * the demo gave it. Does nothing when the customer is missing or already has orders.
 */
export async function seedPastTickets(
  transaction: Transaction<Database>,
  now: Date,
): Promise<void> {
  const customer = await transaction
    .selectFrom('customers')
    .select('id')
    .where('email', '=', pastTicketsCustomerEmail)
    .executeTakeFirst();
  if (!customer) return;
  const customerId = customer.id;
  const existing = await transaction
    .selectFrom('checkouts')
    .select('id')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (existing) return;

  const tickets: PlannedTicket[] = [];
  for (const plan of pastTicketPlans) {
    const ticket = await plannedTicketOf(transaction, plan, now);
    if (ticket) tickets.push(ticket);
  }
  if (tickets.length === 0) return;
  const events: PastEvent[] = tickets.flatMap((ticket, index) => [
    { at: ticket.boughtAt, kind: 'purchase' as const, ticket: index },
    ...ticket.draws.map((draw) => ({
      at: new Date(draw.drawnAt.getTime() + scoringDelayMs),
      kind: 'scoring' as const,
      ticket: index,
      draw,
    })),
  ]);
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  const spentCents = tickets.reduce((sum, ticket) => sum + ticket.priceCents, 0);
  const wonCents = tickets.reduce(
    (sum, ticket) =>
      sum +
      ticket.draws.reduce((won, draw) => won + ticketScoreOf(ticket.games, draw).prizeCents, 0),
    0,
  );

  const ledger = new Ledger(transaction);
  const accounts = await ledger.lockCustomerAccounts(customerId);
  const firstAt = events[0]?.at ?? now;
  if (spentCents > wonCents) {
    await insertDeposit(
      transaction,
      customerId,
      spentCents - wonCents,
      new Date(firstAt.getTime() - dayMs),
    );
  }
  const bought = new Map<number, { checkoutId: string; ticketId: string }>();
  for (const event of events) {
    const ticket = tickets[event.ticket];
    if (!ticket) continue;
    if (event.kind === 'purchase') {
      bought.set(
        event.ticket,
        await insertPurchase(transaction, ledger, accounts, customerId, ticket),
      );
      continue;
    }
    const purchase = bought.get(event.ticket);
    if (!purchase) continue;
    const score = ticketScoreOf(ticket.games, event.draw);
    await transaction
      .insertInto('ticket_results')
      .values({
        ticket_id: purchase.ticketId,
        draw_id: event.draw.id,
        division: score.division,
        prize_cents: score.prizeCents,
        scored_at: event.at,
      })
      .execute();
    if (score.prizeCents === 0) continue;
    await ledger.post(
      {
        customerId,
        kind: 'prize',
        description: `Prize: ${ticket.offerName} draw ${event.draw.drawNo}, Division ${score.division ?? ''}`,
        reference: purchase.checkoutId,
        legs: [
          { operatorAccount: 'prizes_payable', amountCents: -score.prizeCents },
          { accountId: accounts.cash.id, amountCents: score.prizeCents },
        ],
        at: event.at,
      },
      accounts,
    );
  }
}
