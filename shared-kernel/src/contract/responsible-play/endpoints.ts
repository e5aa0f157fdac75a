import { type CallOptions, type CamelCased, clientOf, withSignal } from '../call';
import { toMoney } from '../money/money';
import {
  type ActivityStatement,
  type ActivityStatementQuery,
  type ActivityStatementRow,
  type PlayBreakDuration,
  type PlayBreakKind,
  type PlayBreakState,
} from './model';
import {
  type ActivityStatementRowWire,
  type ActivityStatementWire,
  type PlayBreakStateWire,
} from './wire';

// Breaks, self-exclusion and the activity statement.

function playBreakStateFromWire(state: CamelCased<PlayBreakStateWire>): PlayBreakState {
  return {
    current: state.current,
    durations: { break: state.durations.break, selfExclusion: state.durations.selfExclusion },
  };
}

type StatementMoney = Omit<CamelCased<ActivityStatementRowWire>, 'periodStart' | 'periodEnd'>;

function moneyOf(amounts: StatementMoney) {
  return {
    spent: toMoney(amounts.spent),
    deposits: toMoney(amounts.deposits),
    prizes: toMoney(amounts.prizes),
    withdrawals: toMoney(amounts.withdrawals),
    net: toMoney(amounts.net),
  };
}

function statementFromWire(statement: CamelCased<ActivityStatementWire>): ActivityStatement {
  return {
    interval: statement.interval,
    from: statement.from,
    to: statement.to,
    rows: statement.rows.map((row): ActivityStatementRow => ({
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      ...moneyOf(row),
    })),
    totals: moneyOf(statement.totals),
  };
}

/** GET /v2/play-break: the break or self-exclusion running now, and the durations offered. */
export async function fetchPlayBreak(options: CallOptions = {}): Promise<PlayBreakState> {
  const response = await clientOf(options).request<CamelCased<PlayBreakStateWire>>(
    withSignal({ path: '/play-break', cache: false }, options),
  );
  return playBreakStateFromWire(response.result);
}

/**
 * POST /v2/play-break: starts a break or self-exclusion (needs a fresh second factor: the client
 * opens the elevation prompt on 403 REQUIRED and replays). 409 `play_break_active` when one runs
 * that ends later; 422 on an unknown kind or duration.
 */
export async function startPlayBreak(
  input: { kind: PlayBreakKind; duration: PlayBreakDuration },
  options: CallOptions = {},
): Promise<PlayBreakState> {
  const response = await clientOf(options).request<CamelCased<PlayBreakStateWire>>(
    withSignal({ method: 'POST', path: '/play-break', body: input }, options),
  );
  return playBreakStateFromWire(response.result);
}

const statementQuery = (query: ActivityStatementQuery) => ({
  interval: query.interval,
  from: query.from,
  to: query.to,
});

/** GET /v2/activity-statement: spent, deposits, prizes, withdrawals and net per week or month. */
export async function fetchActivityStatement(
  query: ActivityStatementQuery = {},
  options: CallOptions = {},
): Promise<ActivityStatement> {
  const response = await clientOf(options).request<CamelCased<ActivityStatementWire>>(
    withSignal(
      { path: '/activity-statement', query: statementQuery(query), cache: false },
      options,
    ),
  );
  return statementFromWire(response.result);
}

/**
 * GET /v2/activity-statement?format=csv|pdf: the statement as a file. Answers a link to it (an
 * object URL the caller revokes once saved).
 */
export async function fetchActivityStatementFile(
  query: ActivityStatementQuery,
  format: 'csv' | 'pdf',
  options: CallOptions = {},
): Promise<string> {
  const response = await clientOf(options).request<string>(
    withSignal(
      {
        path: '/activity-statement',
        query: { ...statementQuery(query), format },
        cache: false,
      },
      options,
    ),
  );
  return response.result;
}
