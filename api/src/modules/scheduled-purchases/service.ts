import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { Ledger } from '../ledger/service';
import { blockedReasonsOf } from '../limits/blocked-reasons';
import { paymentSplitOf, postPurchaseTransfer } from '../purchase/service';
import { type ScheduledPurchase, ScheduledPurchaseRepository } from './repository';

export interface ChargeResult {
  purchased: number;
  failed: number;
}

/** What became of charging one scheduled purchase. */
export interface ChargeAttempt {
  scheduled: ScheduledPurchase;
  outcome: 'purchased' | 'failed';
  reason: string | null;
  /** Whether this failure opened the payment resolution. */
  resolutionCreated: boolean;
}

export const scheduledPurchaseNotFoundMessage = 'We could not find that scheduled purchase.';
export const alreadyCancelledMessage = 'This scheduled purchase has already been cancelled.';
export const alreadyPaidMessage =
  'This pre-order has already been paid for, so it can no longer be cancelled.';

/** api.md §9: lists are paged 10 at a time. */
const defaultPageSize = 10;

/**
 * Scheduled purchases (api.md §7.8): tickets bought now and paid later. A pre-order is charged
 * from the wallet (promo credit first, then cash, within the customer's limits) once its draw's
 * sales have started; one that cannot be paid becomes a payment resolution and stays active, to
 * be charged at the next sync. Active to cancelled is the only status change (product.md §4).
 */
export class ScheduledPurchaseService {
  constructor(
    private readonly database: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async page(
    customerId: string,
    query: { limit?: number; offset?: number },
  ): Promise<{
    entities: ScheduledPurchase[];
    pageInfo: { limit: number; offset: number; total: number };
  }> {
    const limit = query.limit ?? defaultPageSize;
    const offset = query.offset ?? 0;
    const { scheduled, total } = await new ScheduledPurchaseRepository(this.database).page(
      customerId,
      limit,
      offset,
    );
    return { entities: scheduled, pageInfo: { limit, offset, total } };
  }

  async one(customerId: string, id: string): Promise<ScheduledPurchase> {
    const scheduled = await new ScheduledPurchaseRepository(this.database).find(id);
    return ownedBy(customerId, scheduled);
  }

  /** Cancels an active, unpaid scheduled purchase and voids its ticket; 422 otherwise. */
  async cancel(customerId: string, id: string): Promise<ScheduledPurchase> {
    const now = this.now();
    return this.database.transaction().execute(async (transaction) => {
      const repository = new ScheduledPurchaseRepository(transaction);
      const scheduled = ownedBy(customerId, await repository.lock(id));
      if (scheduled.status === 'scheduled_status_cancelled') {
        throw new ApiError(422, 'scheduled_purchase_cancelled', alreadyCancelledMessage);
      }
      if (scheduled.paidAt !== null) {
        throw new ApiError(422, 'scheduled_purchase_paid', alreadyPaidMessage);
      }
      await repository.markCancelled(scheduled, now);
      return ownedBy(customerId, await repository.find(id));
    });
  }

  /** Charges the customer's pre-orders whose draws have opened; counts what was paid or failed. */
  async chargeDue(customerId: string): Promise<ChargeResult> {
    const due = await new ScheduledPurchaseRepository(this.database).duePreOrdersOf(customerId);
    const attempts = await this.chargeAll(due, this.now());
    return {
      purchased: attempts.filter((attempt) => attempt.outcome === 'purchased').length,
      failed: attempts.filter((attempt) => attempt.outcome === 'failed').length,
    };
  }

  /** Charges every unpaid scheduled purchase of a draw (before its sales close). */
  async chargeDueOfDraw(drawId: string, now: Date): Promise<ChargeAttempt[]> {
    const due = await new ScheduledPurchaseRepository(this.database).dueOfDraw(drawId);
    return this.chargeAll(due, now);
  }

  /** Each charged in its own transaction; one the wallet or limits refuse keeps a resolution. */
  private async chargeAll(due: ScheduledPurchase[], now: Date): Promise<ChargeAttempt[]> {
    const attempts: ChargeAttempt[] = [];
    for (const scheduled of due) {
      try {
        if (await this.charge(scheduled.id, now)) {
          attempts.push({
            scheduled,
            outcome: 'purchased',
            reason: null,
            resolutionCreated: false,
          });
        }
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode !== 422) throw error;
        const resolutionCreated = await new ScheduledPurchaseRepository(
          this.database,
        ).recordPaymentFailure(scheduled, error.message, now);
        attempts.push({ scheduled, outcome: 'failed', reason: error.message, resolutionCreated });
      }
    }
    return attempts;
  }

  /**
   * One charge, in one transaction: lock the customer's accounts, then the scheduled purchase,
   * and pay only if it is still active and unpaid, so a second charge (a concurrent sync or a
   * retry) finds it paid and does nothing. False when there was nothing left to charge.
   * Throws ApiError 422 when the limits or the wallet refuse it.
   */
  async charge(scheduledId: string, now: Date): Promise<boolean> {
    return this.database.transaction().execute(async (transaction) => {
      const repository = new ScheduledPurchaseRepository(transaction);
      const unlocked = await repository.find(scheduledId);
      if (!unlocked) return false;
      const ledger = new Ledger(transaction);
      const accounts = await ledger.lockCustomerAccounts(unlocked.customerId);
      const scheduled = await repository.lock(scheduledId);
      if (!scheduled || scheduled.status !== 'scheduled_status_active' || scheduled.paidAt) {
        return false;
      }
      const blocked = await blockedReasonsOf(
        transaction,
        scheduled.customerId,
        scheduled.priceCents,
        now,
      );
      const [firstBlocked] = Object.entries(blocked);
      if (firstBlocked) throw new ApiError(422, firstBlocked[0], firstBlocked[1]);
      const transferId = await postPurchaseTransfer(
        ledger,
        accounts,
        {
          customerId: scheduled.customerId,
          reference: scheduled.checkoutId,
          description: `Pre-ordered ticket: ${scheduled.description}`,
          at: now,
        },
        paymentSplitOf(scheduled.priceCents, accounts),
      );
      await repository.markPaid(scheduled, transferId, now);
      return true;
    });
  }
}

/** The scheduled purchase when it is the customer's; 404 otherwise (others' ones stay unseen). */
function ownedBy(customerId: string, scheduled: ScheduledPurchase | null): ScheduledPurchase {
  if (!scheduled || scheduled.customerId !== customerId) {
    throw new ApiError(404, 'scheduled_purchase_not_found', scheduledPurchaseNotFoundMessage);
  }
  return scheduled;
}
