import { formatDrawDate } from './dates';

/** What a cart line, a receipt line or a ticket needs to say what it is. */
export interface NamedTicketLine {
  /** The lottery, raffle or syndicate, as the customer knows it. */
  lotteryName: string;
  /** What was chosen, e.g. `2 x Standard games`. */
  description: string;
  drawNo: number | null;
  /** When sales of the (first) draw stop, ISO 8601. */
  drawDate: string | null;
  numDraws: number;
}

/** `Saturday Lotto: 2 x Standard games`. */
export function ticketLineTitle(
  line: Pick<NamedTicketLine, 'lotteryName' | 'description'>,
): string {
  return `${line.lotteryName}: ${line.description}`;
}

/**
 * Which draws a line is for: `Draw 4567, Saturday 28 November 2026`, or
 * `4 draws from draw 4567, Saturday 28 November 2026` when it plays several; null when it names
 * no draw.
 */
export function ticketLineDraws(
  line: Pick<NamedTicketLine, 'drawNo' | 'drawDate' | 'numDraws'>,
): string | null {
  if (line.drawNo === null) return null;
  const date = line.drawDate ? formatDrawDate(line.drawDate) : '';
  const when = date ? `, ${date}` : '';
  return line.numDraws > 1
    ? `${line.numDraws} draws from draw ${line.drawNo}${when}`
    : `Draw ${line.drawNo}${when}`;
}

/**
 * The number sets of one game as they are shown: main numbers first, then supplementary or bonus
 * sets, each in ascending order, blanks left out.
 */
export function sortedNumberSets(
  game: Readonly<Record<string, ReadonlyArray<number | null>>>,
): Array<{ name: string; numbers: number[] }> {
  return Object.entries(game).map(([name, numbers]) => ({
    name,
    numbers: numbers.filter((number): number is number => number !== null).sort((a, b) => a - b),
  }));
}

/** `Numbers 3, 12, 25 · Powerball 8`. */
export function gameNumbersText(
  game: Readonly<Record<string, ReadonlyArray<number | null>>>,
): string {
  return sortedNumberSets(game)
    .map(({ name, numbers }) => `${name} ${numbers.join(', ')}`)
    .join(' · ');
}
