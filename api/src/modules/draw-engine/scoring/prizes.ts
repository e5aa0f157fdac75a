import { type DivisionRule, type GameRules } from './game-rules';
import { type EntryOptions, scoreEntry } from './entries';
import { type DrawnNumbers, type GameLine, prepareDraw } from './score-line';

/**
 * The prizes of a draw: every entry scored, the winning lines counted per division, and each
 * division paid by its rule (see game-rules.ts): a fixed prize per line, or the division pool
 * divided by its winning lines, floored to cents, the remainder kept by the pool. A ticket's
 * prize is the sum over its winning lines, so the prizes paid add up exactly to what is paid.
 */

export interface DrawToScore {
  rules: GameRules;
  drawn: DrawnNumbers;
}

export interface EntryToScore extends EntryOptions {
  ticketId: string;
  gameType: string;
  games: readonly GameLine[];
}

export interface DrawPrizePool {
  /** Division 1's pool: the draw's advertised jackpot. */
  jackpotCents: number;
  /** The prize fund the pool divisions share by their share. */
  prizeFundCents: number;
  /** Pools the draw states itself, by division; they replace the share of the fund. */
  divisionPoolsCents?: Readonly<Record<number, number>>;
}

export interface TicketPrize {
  ticketId: string;
  /** The highest division any of the ticket's lines won; null when it won nothing. */
  division: number | null;
  prizeCents: number;
  wins: Array<{ division: number; lines: number; prizeCents: number }>;
}

export interface Dividend {
  division: number;
  description: string;
  winners: number;
  /** Null when nobody won the division. */
  prizePerWinnerCents: number | null;
  /** The division pool; null for a fixed prize. */
  poolCents: number | null;
  paidCents: number;
  /** What the pool keeps: the cents left by flooring, or the whole pool when nobody won. */
  keptCents: number;
}

export interface DrawPrizes {
  tickets: TicketPrize[];
  dividends: Dividend[];
  paidCents: number;
  keptCents: number;
}

function poolCentsOf(rule: DivisionRule, pool: DrawPrizePool): number | null {
  const stated = pool.divisionPoolsCents?.[rule.division];
  if (stated !== undefined) return stated;
  const { prize } = rule;
  if (prize.kind === 'fixed') return null;
  if (prize.kind === 'jackpot') return pool.jackpotCents;
  if (prize.shareBasisPoints === null) {
    throw new Error(`Division ${rule.division} needs its pool stated`);
  }
  return Math.floor((pool.prizeFundCents * prize.shareBasisPoints) / 10_000);
}

/** The dividend of a division with `winners` winning lines. */
export function dividendOf(rule: DivisionRule, winners: number, pool: DrawPrizePool): Dividend {
  const poolCents = poolCentsOf(rule, pool);
  const prizePerWinnerCents =
    winners === 0
      ? null
      : poolCents === null
        ? rule.prize.kind === 'fixed'
          ? rule.prize.cents
          : 0
        : Math.floor(poolCents / winners);
  const paidCents = (prizePerWinnerCents ?? 0) * winners;
  return {
    division: rule.division,
    description: rule.description,
    winners,
    prizePerWinnerCents,
    poolCents,
    paidCents,
    keptCents: poolCents === null ? 0 : poolCents - paidCents,
  };
}

/** Scores every entry of a draw and pays each ticket its winning lines' prizes. */
export function prizesOf(
  draw: DrawToScore,
  entries: readonly EntryToScore[],
  pool: DrawPrizePool,
): DrawPrizes {
  const prepared = prepareDraw(draw.rules, draw.drawn);
  const ticketWins = new Map<string, Map<number, number>>();
  const winners = new Map<number, number>();
  const divisions = new Map<number, DivisionRule>();
  for (const entry of entries) {
    const wins = ticketWins.get(entry.ticketId) ?? new Map<number, number>();
    ticketWins.set(entry.ticketId, wins);
    for (const game of entry.games) {
      for (const win of scoreEntry(draw.rules, entry.gameType, game, prepared, entry)) {
        const division = win.division.division;
        divisions.set(division, win.division);
        wins.set(division, (wins.get(division) ?? 0) + win.lines);
        winners.set(division, (winners.get(division) ?? 0) + win.lines);
      }
    }
  }
  const rules = [...draw.rules.divisions];
  for (const rule of divisions.values()) {
    if (!rules.some((known) => known.division === rule.division)) rules.push(rule);
  }
  const dividends = rules.map((rule) => dividendOf(rule, winners.get(rule.division) ?? 0, pool));
  const perWinner = new Map(dividends.map((dividend) => [dividend.division, dividend]));
  const tickets = [...ticketWins].map(([ticketId, wins]): TicketPrize => {
    const won = [...wins]
      .sort(([a], [b]) => a - b)
      .map(([division, lines]) => ({
        division,
        lines,
        prizeCents: lines * (perWinner.get(division)?.prizePerWinnerCents ?? 0),
      }));
    return {
      ticketId,
      division: won[0]?.division ?? null,
      prizeCents: won.reduce((sum, win) => sum + win.prizeCents, 0),
      wins: won,
    };
  });
  return {
    tickets,
    dividends,
    paidCents: dividends.reduce((sum, dividend) => sum + dividend.paidCents, 0),
    keptCents: dividends.reduce((sum, dividend) => sum + dividend.keptCents, 0),
  };
}
