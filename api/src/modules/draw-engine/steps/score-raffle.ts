import { sql } from 'kysely';
import { type PrizePayoutAccount } from '../../../database/draw-engine-schema';
import { type DrawStepContext } from '../engine/step';
import { rafflePoolName } from './draw-pools';
import { type OfferOfDraw } from './offer-of-draw';
import { type PhysicalPrizeWon, type PrizePayout, writePhysicalPrizes } from './prize-fulfilments';
import { type EntryPrize, writeTicketPrizes } from './ticket-prizes';

/** "J. S.": initials only, so a public winners list names nobody. */
export function maskedName(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}. ${lastName.charAt(0)}.`;
}

/** A raffle ticket's number, read from its position in the frozen list: 000042. */
export function raffleTicketNumberOf(position: number): string {
  return String(position).padStart(6, '0');
}

interface DrawnPosition {
  draw_order: number;
  position: number;
  ticket_id: string;
  customer_id: string;
  firstname: string | null;
  lastname: string | null;
  suburb: string | null;
  state: string | null;
}

/** A prize of the draw as scoring reads it. */
interface PrizeSlot {
  ranking: number;
  name: string;
  value_cents: string | number | bigint | null;
  payout: PrizePayout;
}

/** What one ticket won: its paid prizes (summed into one payout) and its best ranking. */
type TicketWin = EntryPrize & { names: string[]; payouts: Set<PrizePayoutAccount> };

/**
 * A ticket's payout is paid into one account: bonus credit when every paid prize it won is bonus
 * credit, else cash (a ticket of many lines that won both is paid its total in cash).
 */
function accountOf(win: TicketWin): PrizePayoutAccount {
  return win.payouts.size === 1 && win.payouts.has('promo_credit') ? 'promo_credit' : 'cash';
}

/**
 * Scores a raffle (or giveaway) draw: the k-th position drawn wins the k-th prize slot in
 * ranking order (a prize of quantity q takes q slots). Each winner is listed with a masked name
 * and their suburb; a ticket's result is its best prize ranking. Its cash and bonus-credit prizes
 * are paid (above the claim threshold after the operator's claim check), each slot's payout
 * carried through; a physical prize is not paid but recorded to fulfil.
 */
export async function scoreRaffle(
  context: DrawStepContext,
  offer: OfferOfDraw,
): Promise<'done' | 'waiting'> {
  const { transaction, draw, now, settings } = context;
  const verification = await transaction
    .selectFrom('draw_verifications')
    .select('numbers')
    .where('draw_id', '=', draw.id)
    .executeTakeFirst();
  const positions =
    verification?.numbers?.find((set) => set.name === rafflePoolName)?.numbers ?? [];
  const prizes = await transaction
    .selectFrom('raffle_prizes')
    .select(['ranking', 'name', 'value_cents', 'quantity', 'payout'])
    .where('draw_id', '=', draw.id)
    .orderBy('ranking')
    .execute();
  const slots: PrizeSlot[] = prizes.flatMap((prize) =>
    Array.from({ length: prize.quantity }, () => prize),
  );

  const { rows: drawn } = await sql<DrawnPosition>`
    select drawn.draw_order::int as draw_order, drawn.position, entry.ticket_id, entry.customer_id,
      customers.firstname, customers.lastname, customers.suburb, customers.state
    from unnest(${positions}::int[]) with ordinality as drawn (position, draw_order)
    cross join lateral (
      select ticket_id, customer_id from draw_entries
      where draw_id = ${draw.id} and line_count > 0 and first_position <= drawn.position
      order by first_position desc limit 1
    ) as entry
    left join customers on customers.id = entry.customer_id
    order by drawn.draw_order`.execute(transaction);

  await transaction.deleteFrom('raffle_winners').where('draw_id', '=', draw.id).execute();
  const byTicket = new Map<string, TicketWin>();
  const fulfilments: PhysicalPrizeWon[] = [];
  const winners = drawn.flatMap((win) => {
    const prize = slots[win.draw_order - 1];
    if (!prize) return [];
    const won: TicketWin = byTicket.get(win.ticket_id) ?? {
      ticketId: win.ticket_id,
      customerId: win.customer_id,
      division: prize.ranking,
      prizeCents: 0,
      description: '',
      names: [],
      payouts: new Set(),
    };
    won.division = Math.min(won.division ?? prize.ranking, prize.ranking);
    if (prize.payout === 'physical') {
      fulfilments.push({
        drawOrder: win.draw_order,
        ticketId: win.ticket_id,
        customerId: win.customer_id,
        prizeRanking: prize.ranking,
      });
    } else {
      won.prizeCents += Number(prize.value_cents ?? 0);
      won.names.push(prize.name);
      won.payouts.add(prize.payout);
    }
    byTicket.set(win.ticket_id, won);
    return [
      {
        draw_id: draw.id,
        prize_ranking: prize.ranking,
        ticket_number: raffleTicketNumberOf(win.position),
        name: maskedName(win.firstname ?? '', win.lastname ?? ''),
        location: [win.suburb, win.state].filter(Boolean).join(' '),
        ticket_id: win.ticket_id,
        draw_order: win.draw_order,
      },
    ];
  });
  if (winners.length > 0) await transaction.insertInto('raffle_winners').values(winners).execute();
  const drawName = offer.isGiveaway
    ? `${offer.name} ${draw.draw_no}`
    : `${offer.name} draw ${draw.draw_no}`;
  const ticketPrizes = [...byTicket.values()].map(({ names, payouts, ...prize }) => ({
    ...prize,
    payout: accountOf({ ...prize, names, payouts }),
    description: `Prize: ${drawName}, ${names.join(', ')}`,
  }));
  await writeTicketPrizes(transaction, draw.id, ticketPrizes, now, settings.claimThresholdCents);
  await writePhysicalPrizes(transaction, draw.id, fulfilments, now);
  await context.audit('draw.scored', {
    winners: winners.length,
    paidCents: ticketPrizes.reduce((sum, prize) => sum + prize.prizeCents, 0),
    toFulfil: fulfilments.length,
  });
  return 'done';
}
