import { type Kysely } from 'kysely';
import { type Database } from '../../../database/schema';
import { type Email } from '../../outbox/service';
import { type RecurringService } from '../../recurring/service';
import { type ScheduledPurchaseService } from '../../scheduled-purchases/service';
import { type RecurringBuyer, type RecurringBuySummary } from '../engine/engine';
import { type FailedPurchase, purchaseFailedEmail } from './emails';

export interface RecurringBuyerOptions {
  database: Kysely<Database>;
  recurring: RecurringService;
  scheduledPurchases: ScheduledPurchaseService;
  publicUrl: string;
  /** The email port (`app.outbox.send`). */
  sendEmail: (email: Email) => Promise<void>;
}

/**
 * What the engine runs before a draw's sales close: every active autoplay and subscription of the
 * draw's offer not bought for it yet is bought for it, then every unpaid pre-order of the draw is
 * charged, each as the customer's own sync would (one purchase path, idempotent per draw). A
 * paused autoplay or subscription, or one whose minimum jackpot the draw does not reach, skips
 * the draw (recorded, never emailed). A purchase that fails keeps a payment resolution, and the
 * customer is emailed once per failed purchase and draw. Answers how many of each there were.
 */
export function recurringBuyerOf(options: RecurringBuyerOptions): RecurringBuyer {
  return async (draw, now) => {
    const summary: RecurringBuySummary = { purchased: 0, skipped: 0, failed: 0 };
    const failures: Array<FailedPurchase & { customerId: string }> = [];
    const offer = await options.database
      .selectFrom('product_offers')
      .select('name')
      .where('key', '=', draw.product_offer_key)
      .executeTakeFirst();
    const offerName = offer?.name ?? draw.product_offer_key;
    for (const attempt of await options.recurring.buyDraw(draw, now)) {
      countOutcome(summary, attempt.outcome);
      if (!attempt.resolutionCreated || attempt.reason === null) continue;
      failures.push({
        customerId: attempt.customerId,
        kind: attempt.type,
        description: attempt.description,
        offerName,
        drawNo: attempt.drawNo,
        amountCents: attempt.amountCents,
        reason: attempt.reason,
        retryable: attempt.outcome === 'soft_failure',
      });
    }
    for (const attempt of await options.scheduledPurchases.chargeDueOfDraw(draw.id, now)) {
      countOutcome(summary, attempt.outcome);
      if (!attempt.resolutionCreated || attempt.reason === null) continue;
      failures.push({
        customerId: attempt.scheduled.customerId,
        kind: 'pre-order',
        description: attempt.scheduled.description,
        offerName,
        drawNo: attempt.scheduled.drawNo,
        amountCents: attempt.scheduled.priceCents,
        reason: attempt.reason,
        retryable: true,
      });
    }
    for (const failure of failures) {
      const recipient = await options.database
        .selectFrom('customers')
        .select(['email', 'firstname'])
        .where('id', '=', failure.customerId)
        .executeTakeFirst();
      if (recipient) {
        await options.sendEmail(purchaseFailedEmail(recipient, failure, options.publicUrl));
      }
    }
    return summary;
  };
}

function countOutcome(summary: RecurringBuySummary, outcome: string): void {
  if (outcome === 'purchased') summary.purchased += 1;
  else if (outcome === 'skipped') summary.skipped += 1;
  else summary.failed += 1;
}
