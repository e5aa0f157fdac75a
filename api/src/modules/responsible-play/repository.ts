import { type Kysely } from 'kysely';
import {
  type PlayBreakDuration,
  type PlayBreakKind,
} from 'shared-kernel/contract/responsible-play';
import { type Database } from '../../database/schema';

export interface StoredPlayBreak {
  id: string;
  kind: PlayBreakKind;
  duration: PlayBreakDuration;
  startedAt: Date;
  endsAt: Date;
}

const columns = ['id', 'kind', 'duration', 'started_at', 'ends_at'] as const;

function playBreakOf(row: {
  id: string;
  kind: PlayBreakKind;
  duration: string;
  started_at: Date | string;
  ends_at: Date | string;
}): StoredPlayBreak {
  return {
    id: row.id,
    kind: row.kind,
    duration: row.duration as PlayBreakDuration,
    startedAt: new Date(row.started_at),
    endsAt: new Date(row.ends_at),
  };
}

/**
 * The break or self-exclusion in force at `now` (the one ending last), as a query another can
 * select as a JSON column (the limits' standing reads it with the rest in one round trip).
 */
export function inForceQuery(database: Kysely<Database>, customerId: string, now: Date) {
  return database
    .selectFrom('play_breaks')
    .select(['kind', 'ends_at'])
    .where('customer_id', '=', customerId)
    .where('started_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('ends_at', 'desc')
    .limit(1);
}

export class PlayBreaksRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async findInForce(customerId: string, now: Date): Promise<StoredPlayBreak | null> {
    const row = await this.database
      .selectFrom('play_breaks')
      .select(columns)
      .where('customer_id', '=', customerId)
      .where('started_at', '<=', now)
      .where('ends_at', '>', now)
      .orderBy('ends_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? playBreakOf(row) : null;
  }

  async insert(
    customerId: string,
    playBreak: { kind: PlayBreakKind; duration: PlayBreakDuration; startedAt: Date; endsAt: Date },
  ): Promise<StoredPlayBreak> {
    const row = await this.database
      .insertInto('play_breaks')
      .values({
        customer_id: customerId,
        kind: playBreak.kind,
        duration: playBreak.duration,
        started_at: playBreak.startedAt,
        ends_at: playBreak.endsAt,
        created_at: playBreak.startedAt,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return playBreakOf(row);
  }

  /**
   * Holds the customer's row until the transaction ends, so two breaks started at once are
   * checked one after the other (NO KEY UPDATE: rows referring to the customer can still be added).
   */
  async lockCustomer(customerId: string): Promise<{ email: string; firstname: string } | null> {
    const row = await this.database
      .selectFrom('customers')
      .select(['email', 'firstname'])
      .where('id', '=', customerId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    return row ?? null;
  }

  /** The customer's name as a statement shows it ('Alex Nguyen'), or null. */
  async findName(customerId: string): Promise<string | null> {
    const row = await this.database
      .selectFrom('customers')
      .select(['firstname', 'lastname'])
      .where('id', '=', customerId)
      .executeTakeFirst();
    return row ? `${row.firstname} ${row.lastname}`.trim() : null;
  }
}
