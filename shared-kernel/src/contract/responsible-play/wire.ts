import { type Static, Type } from '@sinclair/typebox';
import { MoneyWire, ResultEnvelopeWire } from '../envelope/wire';
import { activityStatementIntervals, playBreakDurations, playBreakKinds } from './model';

/**
 * Breaks, self-exclusion and the activity statement. `GET /v2/play-break` (customer) and
 * `POST /v2/play-break` (elevated: a fresh second factor) answer the same result; there is no
 * DELETE, nothing ends a break early.
 */

export const PlayBreakKindWire = Type.Union(playBreakKinds.map((kind) => Type.Literal(kind)));
export type PlayBreakKindWire = Static<typeof PlayBreakKindWire>;

const durations = [...playBreakDurations.break, ...playBreakDurations.self_exclusion];
export const PlayBreakDurationWire = Type.Union(durations.map((name) => Type.Literal(name)));
export type PlayBreakDurationWire = Static<typeof PlayBreakDurationWire>;

export const PlayBreakWire = Type.Object({
  id: Type.String(),
  kind: PlayBreakKindWire,
  duration: PlayBreakDurationWire,
  started_at: Type.String(),
  ends_at: Type.String(),
});
export type PlayBreakWire = Static<typeof PlayBreakWire>;

export const PlayBreakStateWire = Type.Object({
  /** The break or self-exclusion running now (the one ending last), else null. */
  current: Type.Union([PlayBreakWire, Type.Null()]),
  durations: Type.Object({
    break: Type.Array(Type.String()),
    self_exclusion: Type.Array(Type.String()),
  }),
});
export type PlayBreakStateWire = Static<typeof PlayBreakStateWire>;
export const PlayBreakStateEnvelopeWire = ResultEnvelopeWire(PlayBreakStateWire);

/**
 * `POST /v2/play-break`, form or JSON. Checked by the service, so an unknown kind or duration is
 * a message on its field (422). While one runs, a new one must end later (409
 * `play_break_active`).
 */
export const StartPlayBreakRequestWire = Type.Object({
  kind: Type.Optional(Type.String({ maxLength: 40 })),
  duration: Type.Optional(Type.String({ maxLength: 40 })),
});
export type StartPlayBreakRequestWire = Static<typeof StartPlayBreakRequestWire>;

export const ActivityStatementIntervalWire = Type.Union(
  activityStatementIntervals.map((interval) => Type.Literal(interval)),
);

/**
 * `GET /v2/activity-statement` (customer): `interval` week (from Monday) or month (default), days
 * `from` and `to` (`YYYY-MM-DD`, Australia/Sydney, both included; default the last 6 months; at
 * most 24 months), `format` json (default), csv (text/csv attachment) or pdf (application/pdf).
 */
export const ActivityStatementQueryWire = Type.Object({
  interval: Type.Optional(ActivityStatementIntervalWire),
  from: Type.Optional(Type.String({ maxLength: 32 })),
  to: Type.Optional(Type.String({ maxLength: 32 })),
  format: Type.Optional(
    Type.Union([Type.Literal('json'), Type.Literal('csv'), Type.Literal('pdf')]),
  ),
});
export type ActivityStatementQueryWire = Static<typeof ActivityStatementQueryWire>;

const statementMoney = {
  spent: MoneyWire,
  deposits: MoneyWire,
  prizes: MoneyWire,
  withdrawals: MoneyWire,
  /** prizes − spent. */
  net: MoneyWire,
};

export const ActivityStatementRowWire = Type.Object({
  period_start: Type.String(),
  /** The period's last day, included. */
  period_end: Type.String(),
  ...statementMoney,
});
export type ActivityStatementRowWire = Static<typeof ActivityStatementRowWire>;

export const ActivityStatementTotalsWire = Type.Object(statementMoney);
export type ActivityStatementTotalsWire = Static<typeof ActivityStatementTotalsWire>;

export const ActivityStatementWire = Type.Object({
  interval: ActivityStatementIntervalWire,
  from: Type.String(),
  to: Type.String(),
  /** Oldest period first; the first and last may be cut by `from` and `to`. */
  rows: Type.Array(ActivityStatementRowWire),
  totals: ActivityStatementTotalsWire,
});
export type ActivityStatementWire = Static<typeof ActivityStatementWire>;
export const ActivityStatementEnvelopeWire = ResultEnvelopeWire(ActivityStatementWire);
