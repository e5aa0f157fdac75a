import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { recordAudit } from '../draw-engine/engine/audit';
import { FulfilmentRepository, type PrizeFulfilment } from './fulfilment-repository';

export type { PrizeFulfilment } from './fulfilment-repository';

/**
 * Physical prizes (giveaway prizes that are not paid through the ledger): listed for the
 * operators who deliver them, and marked fulfilled once delivered. Marking runs in one
 * transaction that locks the prize, so it happens once, and is recorded in the audit log.
 */
export class PrizeFulfilments {
  constructor(
    private readonly database: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  toFulfil(): Promise<PrizeFulfilment[]> {
    return new FulfilmentRepository(this.database).findToFulfil();
  }

  fulfilled(page: { limit: number; offset: number }) {
    return new FulfilmentRepository(this.database).findFulfilled(page);
  }

  /** Marks the prize fulfilled by the operator; 404 for no such prize, 409 when already done. */
  async markFulfilled(
    drawId: string,
    drawOrder: number,
    operatorEmail: string,
  ): Promise<PrizeFulfilment> {
    return this.database.transaction().execute(async (transaction) => {
      const repository = new FulfilmentRepository(transaction);
      const prize = await repository.lock(drawId, drawOrder);
      if (!prize) {
        throw new ApiError(404, 'fulfilment_not_found', 'We could not find that prize.');
      }
      if (prize.status === 'fulfilled') {
        throw new ApiError(
          409,
          'fulfilment_already_fulfilled',
          `${prize.prizeName} for ${prize.customerName} was already marked fulfilled.`,
        );
      }
      const at = this.now();
      await repository.markFulfilled(drawId, drawOrder, operatorEmail, at);
      await recordAudit(transaction, {
        actor: { type: 'operator', name: operatorEmail },
        action: 'prize_fulfilment.fulfilled',
        subjectType: 'draw',
        subjectId: drawId,
        detail: {
          offerKey: prize.productOfferKey,
          drawNo: prize.drawNo,
          drawOrder,
          ticketId: prize.ticketId,
          customerId: prize.customerId,
          prize: prize.prizeName,
        },
        at,
      });
      return { ...prize, status: 'fulfilled', fulfilledBy: operatorEmail, fulfilledAt: at };
    });
  }
}
