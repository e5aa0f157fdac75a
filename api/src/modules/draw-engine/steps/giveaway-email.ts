import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { formatDrawDate } from 'shared-kernel/contract/format';
import { type Database } from '../../../database/schema';
import { audText } from '../../ledger/aud-text';
import { giveawayResultCard, writeCards } from '../../notifications/cards';
import { type NewCard } from '../../notifications/repository';
import { OutboxRepository } from '../../outbox/repository';
import { type Email } from '../../outbox/service';
import { type DrawRow } from '../engine/step';
import { type PrizePayout } from './prize-fulfilments';

/** A prize a winner of a giveaway draw won, and what became of it. */
export interface GiveawayPrizeWon {
  name: string;
  valueCents: number | null;
  payout: PrizePayout;
  /** The ticket's payout: paid, or refused at its claim check; null for a physical prize. */
  payoutStatus: 'paid' | 'rejected' | 'due' | 'awaiting_claim' | null;
}

export interface GiveawayEmailDraw {
  /** "Daily giveaway 12". */
  title: string;
  drawAt: Date;
  /** The giveaway's page: `{publicUrl}/daily-winners/giveaways/daily/12`. */
  url: string;
}

function prizeLine(prize: GiveawayPrizeWon): string {
  const value = prize.valueCents === null ? '' : audText(prize.valueCents);
  if (prize.payout === 'physical') {
    return `- ${prize.name}: we'll be in touch to deliver your prize.`;
  }
  if (prize.payoutStatus === 'rejected') {
    return `- ${prize.name}: not paid (see our email about your prize claim).`;
  }
  if (prize.payoutStatus === 'due' || prize.payoutStatus === 'awaiting_claim') {
    return `- ${prize.name}: we'll email you when it is paid.`;
  }
  return prize.payout === 'promo_credit'
    ? `- ${prize.name}: ${value} has been added to your account as bonus credit.`
    : `- ${prize.name}: ${value} has been paid into your wallet.`;
}

/**
 * The email to one winner of a giveaway draw: what they won and how it is paid (wallet, bonus
 * credit, or delivered). Members who won nothing get no email.
 */
export function giveawayWinnerEmail(
  recipient: { email: string; firstname: string },
  draw: GiveawayEmailDraw,
  prizes: readonly GiveawayPrizeWon[],
): Email {
  const [only] = prizes;
  const subject =
    prizes.length === 1 && only
      ? `You won ${only.name} in ${draw.title}`
      : `You won ${prizes.length} prizes in ${draw.title}`;
  const lines = [
    `Hi ${recipient.firstname},`,
    '',
    `Congratulations! You are a winner in ${draw.title}, drawn on ${formatDrawDate(draw.drawAt)}.`,
    '',
    prizes.length === 1 ? 'Your prize:' : 'Your prizes:',
    ...prizes.map(prizeLine),
    '',
    `See the giveaway and its winners: ${draw.url}`,
  ];
  return { recipient: recipient.email, subject, textBody: `${lines.join('\n')}\n` };
}

interface WinRow {
  customer_id: string;
  email: string;
  firstname: string;
  status: string;
  name: string;
  value_cents: string | number | null;
  payout: PrizePayout;
  payout_status: GiveawayPrizeWon['payoutStatus'];
  giveaway_type: string;
}

/**
 * Emails each winner of a giveaway draw not yet emailed, in the email step's transaction: the
 * emails go to the outbox with their draw_result_emails records. Closed accounts are not
 * emailed. Answers how many were written and how many winners were not emailed.
 */
export async function emailGiveawayWinners(
  transaction: Kysely<Database>,
  draw: DrawRow,
  offerName: string,
  publicUrl: string,
  now: Date,
): Promise<{ emails: number; notEmailed: number }> {
  const { rows } = await sql<WinRow>`
    select tickets.customer_id, customers.email, customers.firstname, customers.status,
      raffle_prizes.name, raffle_prizes.value_cents, raffle_prizes.payout,
      case when raffle_prizes.payout = 'physical' then null else prize_payouts.status end
        as payout_status,
      tickets.game_offer as giveaway_type
    from raffle_winners
    join raffle_prizes on raffle_prizes.draw_id = raffle_winners.draw_id
      and raffle_prizes.ranking = raffle_winners.prize_ranking
    join tickets on tickets.id = raffle_winners.ticket_id
    join customers on customers.id = tickets.customer_id
    left join prize_payouts on prize_payouts.ticket_id = raffle_winners.ticket_id
      and prize_payouts.draw_id = raffle_winners.draw_id
    where raffle_winners.draw_id = ${draw.id}
      and not exists (select 1 from draw_result_emails
        where draw_result_emails.draw_id = raffle_winners.draw_id
          and draw_result_emails.customer_id = tickets.customer_id)
    order by tickets.customer_id, raffle_winners.draw_order`.execute(transaction);
  const byCustomer = new Map<string, WinRow[]>();
  for (const row of rows) {
    byCustomer.set(row.customer_id, [...(byCustomer.get(row.customer_id) ?? []), row]);
  }
  const emails: Array<Email & { id: string; customerId: string }> = [];
  const cards: NewCard[] = [];
  let notEmailed = 0;
  for (const [customerId, wins] of byCustomer) {
    const [first] = wins;
    if (!first || first.status === 'closed') {
      notEmailed += 1;
      continue;
    }
    const email = giveawayWinnerEmail(
      first,
      {
        title: `${offerName} ${draw.draw_no}`,
        drawAt: new Date(draw.draw_at ?? draw.stop),
        url: `${publicUrl}/daily-winners/giveaways/${first.giveaway_type}/${draw.draw_no}`,
      },
      wins.map((win) => ({
        name: win.name,
        valueCents: win.value_cents === null ? null : Number(win.value_cents),
        payout: win.payout,
        payoutStatus: win.payout_status,
      })),
    );
    emails.push({ id: randomUUID(), customerId, ...email });
    cards.push(
      giveawayResultCard(
        customerId,
        {
          drawId: draw.id,
          title: `${offerName} ${draw.draw_no}`,
          path: `/daily-winners/giveaways/${first.giveaway_type}/${draw.draw_no}`,
        },
        wins.map((win) => win.name),
      ),
    );
  }
  await writeCards(transaction, cards, now);
  await new OutboxRepository(transaction).insertMany(emails);
  if (emails.length > 0) {
    await transaction
      .insertInto('draw_result_emails')
      .values(
        emails.map((email) => ({ draw_id: draw.id, customer_id: email.customerId, sent_at: now })),
      )
      .execute();
  }
  return { emails: emails.length, notEmailed };
}
