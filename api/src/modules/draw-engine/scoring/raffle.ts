/**
 * A raffle draw: every ticket sold is one chance. Tickets are drawn one after another without
 * being put back; the first ticket drawn wins first prize, the next ones the prizes after it in
 * their ranking (a prize of quantity q takes the next q tickets). A drawn ticket is never drawn
 * again, so no ticket wins twice. The draw's random source is a port: `pickIndex(bound)` answers
 * a uniform whole number in [0, bound).
 */

export interface RafflePrizeToDraw {
  ranking: number;
  quantity: number;
}

export interface RaffleWin {
  ranking: number;
  ticketNumber: string;
  /** 1 for the first ticket drawn. */
  drawOrder: number;
}

export function drawRaffle(
  ticketNumbers: readonly string[],
  prizes: readonly RafflePrizeToDraw[],
  pickIndex: (bound: number) => number,
): RaffleWin[] {
  if (new Set(ticketNumbers).size !== ticketNumbers.length) {
    throw new Error('A raffle ticket number is sold once');
  }
  const remaining = [...ticketNumbers];
  const wins: RaffleWin[] = [];
  const ranked = [...prizes].sort((a, b) => a.ranking - b.ranking);
  for (const prize of ranked) {
    for (let copy = 0; copy < prize.quantity && remaining.length > 0; copy += 1) {
      const index = pickIndex(remaining.length);
      if (!Number.isInteger(index) || index < 0 || index >= remaining.length) {
        throw new Error(`The random source answered ${index} for a bound of ${remaining.length}`);
      }
      const ticketNumber = remaining[index] ?? '';
      // Swap-remove: the drawn ticket leaves the barrel.
      remaining[index] = remaining[remaining.length - 1] ?? '';
      remaining.pop();
      wins.push({ ranking: prize.ranking, ticketNumber, drawOrder: wins.length + 1 });
    }
  }
  return wins;
}
