import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { type Database } from '../../../database/schema';
import { drawResultCard, writeCards } from '../../notifications/cards';
import { unsubscribeFooterFor } from '../../communication-preferences/unsubscribe-links';
import { OutboxRepository } from '../../outbox/repository';
import { type Email } from '../../outbox/service';
import { type DrawRow, type DrawStep } from '../engine/step';
import { emailGiveawayWinners } from './giveaway-email';
import { giveawayOfferType } from './offer-of-draw';
import {
  resultEmail,
  type ResultEmailDraw,
  type ResultEmailTicket,
  wonCentsOf,
} from './email-templates';

/** Emails written per statement. */
const batchSize = 1000;
/** Winning raffle tickets listed in an email; the results page lists them all. */
const raffleWinnersListed = 10;

const numberSetNames: Record<string, string> = {
  main: 'Winning numbers',
  numbers: 'Winning numbers',
  supplementary: 'Supplementary numbers',
  supplementaries: 'Supplementary numbers',
  powerball: 'Powerball',
};

function numberSetName(name: string): string {
  const known = numberSetNames[name.toLowerCase()];
  return known ?? `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

async function resultEmailDrawOf(
  transaction: Kysely<Database>,
  draw: DrawRow,
  publicUrl: string,
): Promise<ResultEmailDraw> {
  const offer = await transaction
    .selectFrom('product_offers')
    .select(['name', 'url', 'type'])
    .where('key', '=', draw.product_offer_key)
    .executeTakeFirstOrThrow();
  const isRaffle = offer.type === 'raffle_ticket';
  let drawn: string[];
  if (isRaffle) {
    const winners = await transaction
      .selectFrom('raffle_winners')
      .select(['prize_ranking', 'ticket_number'])
      .where('draw_id', '=', draw.id)
      .orderBy('prize_ranking')
      .orderBy('draw_order')
      .execute();
    drawn = winners
      .slice(0, raffleWinnersListed)
      .map((winner) => `Prize ${winner.prize_ranking}: ticket ${winner.ticket_number}`);
    if (winners.length > raffleWinnersListed) {
      drawn.push(`and ${winners.length - raffleWinnersListed} more winning tickets`);
    }
  } else {
    const verification = await transaction
      .selectFrom('draw_verifications')
      .select('numbers')
      .where('draw_id', '=', draw.id)
      .executeTakeFirst();
    drawn = (verification?.numbers ?? []).map(
      (set) => `${numberSetName(set.name)}: ${set.numbers.join(' ')}`,
    );
  }
  const offerPath = offer.url.replace(/^\/+/, '');
  return {
    offerName: offer.name,
    drawNo: draw.draw_no,
    drawAt: new Date(draw.draw_at ?? draw.stop),
    isRaffle,
    drawn,
    resultsUrl: `${publicUrl}/${offerPath}/results/draw/${draw.draw_no}`,
    pastTicketsUrl: `${publicUrl}/my-account/past-tickets/1`,
  };
}

/** Each customer's tickets in the draw with what they won, for customers not yet emailed. */
async function ticketsByCustomer(
  transaction: Kysely<Database>,
  draw: DrawRow,
  isRaffle: boolean,
): Promise<Map<string, ResultEmailTicket[]>> {
  const rows = await transaction
    .selectFrom('draw_entries')
    .innerJoin('tickets', 'tickets.id', 'draw_entries.ticket_id')
    .leftJoin('ticket_results', (join) =>
      join
        .onRef('ticket_results.ticket_id', '=', 'draw_entries.ticket_id')
        .onRef('ticket_results.draw_id', '=', 'draw_entries.draw_id'),
    )
    .leftJoin('prize_payouts', (join) =>
      join
        .onRef('prize_payouts.ticket_id', '=', 'draw_entries.ticket_id')
        .onRef('prize_payouts.draw_id', '=', 'draw_entries.draw_id'),
    )
    .select([
      'draw_entries.customer_id',
      'draw_entries.first_position',
      'draw_entries.line_count',
      'tickets.description',
      'ticket_results.division',
      'ticket_results.prize_cents',
      'prize_payouts.status as payout_status',
    ])
    .where('draw_entries.draw_id', '=', draw.id)
    .where((where) =>
      where.not(
        where.exists(
          where
            .selectFrom('draw_result_emails')
            .select('draw_result_emails.customer_id')
            .whereRef('draw_result_emails.draw_id', '=', 'draw_entries.draw_id')
            .whereRef('draw_result_emails.customer_id', '=', 'draw_entries.customer_id'),
        ),
      ),
    )
    .orderBy('draw_entries.customer_id')
    .orderBy('draw_entries.first_position')
    .execute();
  const tickets = new Map<string, ResultEmailTicket[]>();
  for (const row of rows) {
    const last = row.first_position + row.line_count - 1;
    const numbers =
      !isRaffle || row.line_count === 0
        ? null
        : row.line_count === 1
          ? String(row.first_position)
          : `${row.first_position} to ${last}`;
    const list = tickets.get(row.customer_id) ?? [];
    list.push({
      description: row.description,
      numbers,
      division: row.division,
      prizeCents: Number(row.prize_cents ?? 0),
      payout: row.payout_status === 'rejected' ? 'rejected' : row.payout_status ? 'paid' : 'none',
    });
    tickets.set(row.customer_id, list);
  }
  return tickets;
}

/**
 * DRAW_PAID → DRAW_EMAILED: one result email per customer with tickets in the draw, written to
 * the outbox with its record in draw_result_emails, in the step's transaction (the outbox's
 * relay delivers them after it commits). A customer who won is always told (an account update:
 * money moved into the wallet); one who won nothing is told too, with an unsubscribe link, unless
 * they turned draw results off for email in their communication preferences. Closed accounts are
 * not emailed. A giveaway draw emails its winners only (what they won and how it is paid).
 */
export const emailStep: DrawStep = {
  name: 'email',
  from: ['DRAW_PAID'],
  to: 'DRAW_EMAILED',
  isDue: () => true,
  async run(context) {
    const { transaction, draw, now, settings } = context;
    const offer = await transaction
      .selectFrom('product_offers')
      .select(['name', 'type', 'url'])
      .where('key', '=', draw.product_offer_key)
      .executeTakeFirstOrThrow();
    if (offer.type === giveawayOfferType) {
      const sent = await emailGiveawayWinners(
        transaction,
        draw,
        offer.name,
        settings.publicUrl,
        now,
      );
      await context.audit('draw.emailed', sent);
      return 'done';
    }
    const drawContent = await resultEmailDrawOf(transaction, draw, settings.publicUrl);
    const tickets = await ticketsByCustomer(transaction, draw, drawContent.isRaffle);
    const customerIds = [...tickets.keys()];
    const customers = await transaction
      .selectFrom('customers')
      .select(['id', 'email', 'firstname', 'status'])
      .where(sql<boolean>`id = any(${customerIds}::text[])`)
      .execute();
    // Draw results are on unless the customer turned them off for email.
    const optedOut = new Set(
      (
        await transaction
          .selectFrom('communication_preferences')
          .select('customer_id')
          .where('channel', '=', 'email')
          .where('enabled', '=', false)
          .where('preference_id', '=', 'draw_results')
          .where(sql<boolean>`customer_id = any(${customerIds}::text[])`)
          .execute()
      ).map((row) => row.customer_id),
    );

    const emails: Array<Email & { id: string; customerId: string }> = [];
    let skipped = 0;
    for (const customer of customers) {
      const customerTickets = tickets.get(customer.id) ?? [];
      const won = wonCentsOf(customerTickets) > 0;
      if (customer.status === 'closed' || (!won && optedOut.has(customer.id))) {
        skipped += 1;
        continue;
      }
      const footer = won
        ? null
        : (
            await unsubscribeFooterFor(transaction, {
              publicUrl: settings.publicUrl,
              now,
              customerId: customer.id,
              productOfferKey: null,
            })
          ).text;
      emails.push({
        id: randomUUID(),
        customerId: customer.id,
        ...resultEmail(customer, drawContent, customerTickets, footer),
      });
    }

    // Every customer with tickets gets a card in their feed, whatever their email preferences.
    const cardDraw = {
      drawId: draw.id,
      offerName: drawContent.offerName,
      drawNo: draw.draw_no,
      offerPath: offer.url.replace(/^\/+/, ''),
    };
    await writeCards(
      transaction,
      customers
        .filter((customer) => customer.status !== 'closed')
        .map((customer) =>
          drawResultCard(customer.id, cardDraw, wonCentsOf(tickets.get(customer.id) ?? [])),
        ),
      now,
    );

    const outbox = new OutboxRepository(transaction);
    for (let start = 0; start < emails.length; start += batchSize) {
      const batch = emails.slice(start, start + batchSize);
      await outbox.insertMany(batch);
      await transaction
        .insertInto('draw_result_emails')
        .values(
          batch.map((email) => ({ draw_id: draw.id, customer_id: email.customerId, sent_at: now })),
        )
        .execute();
    }
    await context.audit('draw.emailed', { emails: emails.length, notEmailed: skipped });
    return 'done';
  },
};
