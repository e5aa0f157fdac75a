import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { limitTimeText } from './deposit-limit-release';
import { amountInForce, isPending, limitCoolingOffMs } from './limit-rules';
import { type LimitPeriod, LimitsRepository, type StoredLimit } from './repository';

/** Which limit a removal or cancellation is about: a spend or deposit limit by id, or the precommitment. */
export type LimitKey = { id: string } | { period: 'precommitment_monthly' };

export const limitNotFound = () => new ApiError(404, 'limit_not_found', 'You have no such limit.');

/**
 * Runs `work` in a transaction holding the customer's row, so that any number of concurrent
 * changes to one customer's limits apply one after the other and leave one consistent state.
 * FOR NO KEY UPDATE: it serialises the changes without blocking the inserts of other tables
 * that refer to the customer (they take a key-share lock, which FOR UPDATE would block).
 */
async function underCustomerLock<Result>(
  database: Kysely<Database>,
  customerId: string,
  work: (transaction: Kysely<Database>) => Promise<Result>,
): Promise<Result> {
  const locked = async (transaction: Kysely<Database>) => {
    await transaction
      .selectFrom('customers')
      .select('id')
      .where('id', '=', customerId)
      .forNoKeyUpdate()
      .execute();
    return work(transaction);
  };
  return database.isTransaction ? locked(database) : database.transaction().execute(locked);
}

/** The limit the key names, if it is the customer's and of the right kind. */
async function findByKey(
  limits: LimitsRepository,
  customerId: string,
  key: LimitKey,
): Promise<StoredLimit | null> {
  if ('period' in key) return limits.findByPeriod(customerId, key.period);
  const limit = await limits.findById(customerId, key.id);
  // The precommitment has its own calls; the spend limit calls do not reach it.
  return limit?.period === 'precommitment_monthly' ? null : limit;
}

/**
 * Changes to a customer's limits: a new or lower limit applies at once; raising or removing one
 * waits for the cooling-off time (7 days), and what waits can be cancelled. Each change runs
 * under the customer's lock (pass a transaction to run in it).
 */
export class LimitChanges {
  constructor(private readonly database: Kysely<Database>) {}

  set(customerId: string, period: LimitPeriod, amountCents: number, now: Date): Promise<void> {
    return underCustomerLock(this.database, customerId, async (transaction) => {
      const limits = new LimitsRepository(transaction);
      const existing = await limits.findByPeriod(customerId, period);
      if (!existing) {
        await limits.insert(customerId, period, amountCents, now);
        return;
      }
      const inForce = amountInForce(existing, now);
      if (inForce !== null && amountCents > inForce) {
        await limits.update(existing.id, {
          amountCents: inForce,
          pendingAmountCents: amountCents,
          pendingFrom: new Date(now.getTime() + limitCoolingOffMs),
        });
        return;
      }
      // Lower, the same, or a new limit after the old one lapsed: at once, and nothing waits.
      await limits.update(existing.id, {
        amountCents,
        pendingAmountCents: null,
        pendingFrom: null,
      });
    });
  }

  /** Removes a limit after the cooling-off time (removing is raising it without end). */
  remove(customerId: string, key: LimitKey, now: Date): Promise<void> {
    return underCustomerLock(this.database, customerId, async (transaction) => {
      const limits = new LimitsRepository(transaction);
      const limit = await findByKey(limits, customerId, key);
      const inForce = limit ? amountInForce(limit, now) : null;
      if (!limit || inForce === null) throw limitNotFound();
      if (limit.pendingFrom && isPending(limit, now) && limit.pendingAmountCents === null) {
        throw new ApiError(
          422,
          'limit_removal_pending',
          `This limit is already being removed; it ends on ${limitTimeText(limit.pendingFrom)} (Sydney time).`,
        );
      }
      await limits.update(limit.id, {
        amountCents: inForce,
        pendingAmountCents: null,
        pendingFrom: new Date(now.getTime() + limitCoolingOffMs),
      });
    });
  }

  /** Cancels a raise or removal still waiting; 404 when the limit is not there or nothing waits. */
  cancelPending(customerId: string, key: LimitKey, now: Date): Promise<void> {
    return underCustomerLock(this.database, customerId, async (transaction) => {
      const limits = new LimitsRepository(transaction);
      const limit = await findByKey(limits, customerId, key);
      if (!limit || !isPending(limit, now)) throw limitNotFound();
      await limits.update(limit.id, {
        amountCents: limit.amountCents,
        pendingAmountCents: null,
        pendingFrom: null,
      });
    });
  }
}
