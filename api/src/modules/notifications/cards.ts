import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { audText } from '../ledger/aud-text';
import { type NewCard, NotificationCardsRepository } from './repository';

/**
 * The cards the shop writes for its customers' feeds, each in the transaction of what it is
 * about (a draw's email step, a deposit's settlement), keyed by its source so a step that runs
 * again writes nothing twice.
 */

/** Rows written per statement. */
const batchSize = 1000;

export async function writeCards(
  transaction: Kysely<Database>,
  cards: readonly NewCard[],
  now: Date,
): Promise<number> {
  const repository = new NotificationCardsRepository(transaction);
  let written = 0;
  for (let start = 0; start < cards.length; start += batchSize) {
    written += await repository.insertMany(cards.slice(start, start + batchSize), now);
  }
  return written;
}

export interface DrawOfCard {
  drawId: string;
  offerName: string;
  drawNo: number;
  /** The offer's page path without slashes, e.g. `powerball`. */
  offerPath: string;
}

/** A customer's result of a lottery or raffle draw: what they won, or that they did not win. */
export function drawResultCard(customerId: string, draw: DrawOfCard, wonCents: number): NewCard {
  const won = wonCents > 0;
  return {
    customerId,
    source: `draw:${draw.drawId}`,
    title: won
      ? `You won ${audText(wonCents)} in ${draw.offerName} draw ${draw.drawNo}`
      : `${draw.offerName} draw ${draw.drawNo} results`,
    icon: won ? 'prize' : 'results',
    message: won
      ? 'Congratulations! See your tickets for your prizes.'
      : 'No win this time. See the winning numbers and your tickets.',
    actions: [
      {
        id: 'results',
        text: 'See results',
        link: `/${draw.offerPath}/results/draw/${draw.drawNo}`,
        deepLink: null,
      },
      { id: 'tickets', text: 'My tickets', link: '/my-account/past-tickets/1', deepLink: null },
    ],
  };
}

/** A deposit that went into the wallet. */
export function depositCard(customerId: string, depositId: string, amountCents: number): NewCard {
  return {
    customerId,
    source: `deposit:${depositId}`,
    title: 'Deposit successful',
    icon: 'deposit',
    message: `${audText(amountCents)} has been added to your wallet.`,
    actions: [
      {
        id: 'transactions',
        text: 'View transactions',
        link: '/my-account/transactions',
        deepLink: null,
      },
    ],
  };
}

/** A member's prizes in a giveaway draw. */
export function giveawayResultCard(
  customerId: string,
  giveaway: { drawId: string; title: string; path: string },
  prizeNames: readonly string[],
): NewCard {
  const [only] = prizeNames;
  return {
    customerId,
    source: `giveaway:${giveaway.drawId}`,
    title: `You are a winner in ${giveaway.title}`,
    icon: 'giveaway',
    message:
      prizeNames.length === 1 && only !== undefined
        ? `You won ${only}.`
        : `You won ${prizeNames.length} prizes: ${prizeNames.join(', ')}.`,
    actions: [{ id: 'giveaway', text: 'See the giveaway', link: giveaway.path, deepLink: null }],
  };
}
