import { type GameRules } from '../scoring/game-rules';
import {
  type Dividend,
  type DrawPrizePool,
  dividendOf,
  type EntryToScore,
  prizesOf,
} from '../scoring/prizes';
import { type DrawnNumbers } from '../scoring/score-line';

/**
 * The prizes of a draw scored page by page, so that a draw of millions of lines never sits in
 * memory at once. Each page goes through `prizesOf`; the tally keeps the winning lines of every
 * division and of every winning ticket. At the end each division is paid by its rule over all of
 * its winning lines (`dividendOf`), exactly as `prizesOf` would pay the whole draw at once.
 */
export class PrizeTally {
  private readonly linesByDivision = new Map<number, number>();
  private readonly winsByTicket = new Map<string, Map<number, number>>();

  constructor(
    private readonly rules: GameRules,
    private readonly drawn: DrawnNumbers,
    private readonly pool: DrawPrizePool,
  ) {}

  add(entries: readonly EntryToScore[]): void {
    const { tickets } = prizesOf({ rules: this.rules, drawn: this.drawn }, entries, this.pool);
    for (const ticket of tickets) {
      if (ticket.wins.length === 0) continue;
      const wins = this.winsByTicket.get(ticket.ticketId) ?? new Map<number, number>();
      this.winsByTicket.set(ticket.ticketId, wins);
      for (const win of ticket.wins) {
        wins.set(win.division, (wins.get(win.division) ?? 0) + win.lines);
        this.linesByDivision.set(
          win.division,
          (this.linesByDivision.get(win.division) ?? 0) + win.lines,
        );
      }
    }
  }

  /** Whether any line of the ticket tallied so far won a division. */
  hasWon(ticketId: string): boolean {
    return this.winsByTicket.has(ticketId);
  }

  /** Every division's dividend over all the lines tallied. */
  dividends(): Dividend[] {
    for (const division of this.linesByDivision.keys()) {
      if (!this.rules.divisions.some((rule) => rule.division === division)) {
        throw new Error(`${this.rules.name} has no division ${division}`);
      }
    }
    return this.rules.divisions.map((rule) =>
      dividendOf(rule, this.linesByDivision.get(rule.division) ?? 0, this.pool),
    );
  }

  /** The winning tickets: the highest division each won and its prize (lines × dividend). */
  winners(): Array<{ ticketId: string; division: number; prizeCents: number }> {
    const perWinner = new Map(
      this.dividends().map((dividend) => [dividend.division, dividend.prizePerWinnerCents ?? 0]),
    );
    return [...this.winsByTicket].map(([ticketId, wins]) => {
      const divisions = [...wins.keys()];
      return {
        ticketId,
        division: Math.min(...divisions),
        prizeCents: [...wins].reduce(
          (sum, [division, lines]) => sum + lines * (perWinner.get(division) ?? 0),
          0,
        ),
      };
    });
  }
}
