import { formatDrawDate } from 'shared-kernel/contract/format';
import { audText } from '../../ledger/aud-text';
import { type Email } from '../../outbox/service';

/** The draw as every result email of it tells it. */
export interface ResultEmailDraw {
  offerName: string;
  drawNo: number;
  drawAt: Date;
  isRaffle: boolean;
  /** Lines of what was drawn: 'Winning numbers: 3 7 12 19 28 33 41', 'Prize 1: ticket 104'. */
  drawn: string[];
  resultsUrl: string;
  pastTicketsUrl: string;
}

export interface ResultEmailTicket {
  description: string;
  /** A raffle ticket's numbers ('101 to 105'); null for a lottery ticket. */
  numbers: string | null;
  division: number | null;
  prizeCents: number;
  /** What became of the prize: paid into the wallet, or refused at the claim check. */
  payout: 'paid' | 'rejected' | 'none';
}

export interface ResultEmailRecipient {
  email: string;
  firstname: string;
}

function prizeName(draw: ResultEmailDraw, division: number | null): string {
  if (division === null) return 'a prize';
  return draw.isRaffle ? `Prize ${division}` : `Division ${division}`;
}

function ticketLine(draw: ResultEmailDraw, ticket: ResultEmailTicket): string {
  const name = ticket.numbers
    ? `${ticket.description} (tickets ${ticket.numbers})`
    : ticket.description;
  if (ticket.prizeCents <= 0) return `- ${name}: no prize this time`;
  const won = `${prizeName(draw, ticket.division)}, ${audText(ticket.prizeCents)}`;
  if (ticket.payout === 'rejected') {
    return `- ${name}: ${won}, not paid (see our email about your prize claim)`;
  }
  return `- ${name}: ${won}, paid into your wallet`;
}

/** What the customer's tickets won in total (a prize refused at its claim check is not counted). */
export function wonCentsOf(tickets: readonly ResultEmailTicket[]): number {
  return tickets
    .filter((ticket) => ticket.payout !== 'rejected')
    .reduce((sum, ticket) => sum + Math.max(0, ticket.prizeCents), 0);
}

/**
 * The result email of one customer's tickets in a draw: the draw, what was drawn, each ticket's
 * result, the total, and links to the draw's results and to the customer's past tickets.
 * `footer`: the unsubscribe lines of an email the customer chose to receive (none for a prize,
 * which is an account update).
 */
export function resultEmail(
  recipient: ResultEmailRecipient,
  draw: ResultEmailDraw,
  tickets: readonly ResultEmailTicket[],
  footer: string | null,
): Email {
  const wonCents = wonCentsOf(tickets);
  const drawName = `${draw.offerName} draw ${draw.drawNo}`;
  const subject =
    wonCents > 0 ? `You won ${audText(wonCents)} in ${drawName}` : `Your ${drawName} results`;
  const total =
    wonCents > 0
      ? `You won ${audText(wonCents)} in total. Congratulations!`
      : 'No prize this time. Good luck in the next draw!';
  const lines = [
    `Hi ${recipient.firstname},`,
    '',
    `Here are the results of ${drawName}, drawn on ${formatDrawDate(draw.drawAt)}.`,
    '',
    draw.isRaffle ? 'Winning tickets:' : 'Numbers drawn:',
    ...draw.drawn,
    '',
    tickets.length === 1 ? 'Your ticket:' : 'Your tickets:',
    ...tickets.map((ticket) => ticketLine(draw, ticket)),
    '',
    total,
    '',
    `See the full results: ${draw.resultsUrl}`,
    `See your past tickets: ${draw.pastTicketsUrl}`,
  ];
  if (footer) lines.push('', footer);
  return { recipient: recipient.email, subject, textBody: `${lines.join('\n')}\n` };
}
