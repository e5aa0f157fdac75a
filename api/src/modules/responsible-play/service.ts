import { type Kysely } from 'kysely';
import {
  playBreakKinds,
  type PlayBreakKind,
  playBreakMessages,
} from 'shared-kernel/contract/responsible-play';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { type Email } from '../outbox/service';
import { breakStartedEmail } from './break-email';
import { endsAtOf, isDurationOf, untilText } from './play-breaks';
import { PlayBreaksRepository, type StoredPlayBreak } from './repository';

export interface StartPlayBreakInput {
  kind?: string | undefined;
  duration?: string | undefined;
}

const isKind = (value: string | undefined): value is PlayBreakKind =>
  (playBreakKinds as readonly unknown[]).includes(value);

/** The kind and duration asked for, or 422 with a message on each field that is wrong. */
function checked(input: StartPlayBreakInput) {
  const { kind, duration = '' } = input;
  if (!isKind(kind)) {
    throw new ApiError(422, 'validation_failed', playBreakMessages.invalid, {
      kind: [playBreakMessages.unknownKind],
      ...(duration === '' ? { duration: [playBreakMessages.unknownDuration] } : {}),
    });
  }
  if (!isDurationOf(kind, duration)) {
    throw new ApiError(422, 'validation_failed', playBreakMessages.invalid, {
      duration: [playBreakMessages.unknownDuration],
    });
  }
  return { kind, duration };
}

/**
 * Breaks and self-exclusion: a customer starts one (the route asks for a fresh second factor);
 * nothing ends one early, and while one runs only a longer one may be started.
 */
export class PlayBreakService {
  constructor(
    private readonly database: Kysely<Database>,
    private readonly settings: {
      publicUrl: string;
      sendEmail: (email: Email) => Promise<void>;
    },
  ) {}

  current(customerId: string, now: Date): Promise<StoredPlayBreak | null> {
    return new PlayBreaksRepository(this.database).findInForce(customerId, now);
  }

  /**
   * Starts a break or self-exclusion at `now` and emails its confirmation. 409
   * `play_break_active` when the one running ends at the same time or later.
   */
  async start(customerId: string, input: StartPlayBreakInput, now: Date): Promise<StoredPlayBreak> {
    const { kind, duration } = checked(input);
    const endsAt = endsAtOf(duration, now);
    const { started, recipient } = await this.database
      .transaction()
      .execute(async (transaction) => {
        const repository = new PlayBreaksRepository(transaction);
        const customer = await repository.lockCustomer(customerId);
        if (!customer) throw new ApiError(404, 'not_found', 'There is no such customer.');
        const running = await repository.findInForce(customerId, now);
        if (running && running.endsAt >= endsAt) {
          throw new ApiError(
            409,
            'play_break_active',
            playBreakMessages.active(untilText(running.kind, running.endsAt)),
          );
        }
        const inserted = await repository.insert(customerId, {
          kind,
          duration,
          startedAt: now,
          endsAt,
        });
        return { started: inserted, recipient: customer };
      });
    await this.settings.sendEmail(breakStartedEmail(recipient, started, this.settings.publicUrl));
    return started;
  }
}
