import { type Kysely, type Selectable, type Transaction } from 'kysely';
import { type Database, type DrawsTable } from '../../../database/schema';
import { type RandomnessBeacon } from '../verifiable/randomness-beacon';

/** The statuses a draw moves through (product.md §3), in order; DRAW_CAPPED: sales stopped at the ticket cap. */
export type DrawStatus =
  | 'DRAW_OPEN'
  | 'DRAW_CAPPED'
  | 'DRAW_CLOSED'
  | 'DRAW_DRAWN'
  | 'DRAW_SCORED'
  | 'DRAW_PAID'
  | 'DRAW_EMAILED';

export type DrawRow = Selectable<DrawsTable>;

export type DrawStepName = 'close' | 'draw' | 'score' | 'pay' | 'email';

/** Who makes a step happen: the engine on its schedule, or an operator. */
export type Actor = { type: 'system'; name: string } | { type: 'operator'; name: string };

export const engineActor: Actor = { type: 'system', name: 'draw-engine' };

export interface DrawEngineSettings {
  /** How far ahead draws are kept open when a rule does not say (DRAW_HORIZON_DAYS, 56). */
  horizonDays: number;
  /** A prize above this waits for an operator's claim check (PRIZE_CLAIM_THRESHOLD_CENTS). */
  claimThresholdCents: number;
  /** Recurring purchases are bought this long before a draw's sales close. */
  recurringLeadMs: number;
  /** The shop's public origin: links in result emails. */
  publicUrl: string;
}

/**
 * The customer ids entered in a giveaway draw as it closes (the membership programme's rules),
 * read in the close step's transaction.
 */
export type GiveawayEntrants = (
  database: Kysely<Database>,
  drawId: string,
  now: Date,
) => Promise<string[]>;

/** What closing a lottery draw did to the Lotto Party sessions that played it. */
export interface GroupSessionsClosed {
  /** Sessions whose pool bought games of the draw. */
  closed: number;
  /** Sessions cancelled (no shares sold, or too few for a game), their shares refunded. */
  cancelled: number;
  /** Sessions auto-session opened for a later draw. */
  opened: number;
}

/**
 * Closes the Lotto Party sessions of a lottery draw as its sales close, in the close step's
 * transaction (Lotto Party's rules: see social/session-close.ts).
 */
export type CloseGroupSessions = (
  transaction: Kysely<Database>,
  draw: DrawRow,
  now: Date,
) => Promise<GroupSessionsClosed>;

export interface DrawEnginePorts {
  beacon: RandomnessBeacon;
  /** Required to close a giveaway draw (the engine's module gives the programme's rules). */
  giveawayEntrants?: GiveawayEntrants;
  /** Closes a lottery draw's Lotto Party sessions; without it, sessions are left as they are. */
  closeGroupSessions?: CloseGroupSessions;
}

/**
 * What a step runs with: the caller's transaction, which holds the draw's row lock (so a step of a
 * draw runs in one process at a time, and its effects commit with the status change or not at
 * all), the locked draw, the clock and the audit log.
 */
export interface DrawStepContext {
  transaction: Transaction<Database>;
  draw: DrawRow;
  now: Date;
  actor: Actor;
  settings: DrawEngineSettings;
  ports: DrawEnginePorts;
  /** Records what the step did in the audit log, inside the step's transaction. */
  audit(action: string, detail?: Record<string, unknown>): Promise<void>;
}

/**
 * One step of a draw. `run` is called inside the draw's locked transaction when the draw is in
 * `from` and the step is due (or an operator forces it). 'done' moves the draw to `to`;
 * 'waiting' leaves it where it is (prizes waiting for a claim check), to be tried again later.
 * A step that throws changes nothing: its transaction rolls back, and the engine records the
 * failure on the draw.
 */
export interface DrawStep {
  name: DrawStepName;
  from: readonly DrawStatus[];
  to: DrawStatus;
  isDue(draw: DrawRow, now: Date): boolean;
  run(context: DrawStepContext): Promise<'done' | 'waiting'>;
}
