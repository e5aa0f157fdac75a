import { randomUUID } from 'node:crypto';
import { type Kysely, type Transaction } from 'kysely';
import { type Database } from '../../../database/schema';
import { ApiError } from '../../../http/envelope';
import { OutboxRepository } from '../../outbox/repository';
import { type Email } from '../../outbox/service';
import { recordAudit } from '../engine/audit';
import { type Actor } from '../engine/step';
import { hasOpenPayouts, payPrizes } from '../steps/pay';
import { claimApprovedEmail, claimRejectedEmail } from './emails';
import {
  type AwaitingClaim,
  type ClaimDraw,
  type ClaimPayout,
  ClaimRepository,
} from './repository';

export type { AwaitingClaim } from './repository';

export interface ClaimDecision {
  ticketId: string;
  drawId: string;
  status: 'paid' | 'rejected';
  amountCents: number;
  /** The draw's status after the decision: DRAW_PAID once nothing of it waits any more. */
  drawStatus: string;
}

export interface ClaimSettings {
  publicUrl: string;
  now: () => Date;
  /** Called after a decision commits: its email is in the outbox, ready to deliver. */
  afterCommit?: () => void;
}

export const claimReasonLengthMax = 1000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function claimNotFound(): ApiError {
  return new ApiError(404, 'claim_not_found', 'We could not find that prize claim.');
}

function notAwaiting(payout: ClaimPayout): ApiError {
  const state = {
    paid: 'has already been paid',
    rejected: 'has already been rejected',
    due: 'is paid without a claim check',
    awaiting_claim: 'is waiting for a claim check',
  }[payout.status];
  return new ApiError(
    409,
    'claim_not_awaiting',
    `This prize ${state}: only a prize waiting for a claim check can be approved or rejected.`,
  );
}

/**
 * Claim checks: a prize over the claim threshold waits (status awaiting_claim, its draw at
 * DRAW_SCORED) until an operator approves it (paid into the wallet as the pay step pays) or
 * rejects it (nothing moves). Each decision runs in one transaction that locks the draw, then the
 * payout, so it happens once and never races the pay step; it is recorded in the audit log and
 * emailed to the customer (outbox, in the same transaction). When it was the last prize of the
 * draw to wait, the draw moves on to DRAW_PAID.
 */
export class ClaimService {
  constructor(
    private readonly database: Kysely<Database>,
    private readonly settings: ClaimSettings,
  ) {}

  awaiting(): Promise<AwaitingClaim[]> {
    return new ClaimRepository(this.database).findAwaiting();
  }

  async approve(ticketId: string, drawId: string, operatorEmail: string): Promise<ClaimDecision> {
    return this.decide(ticketId, drawId, operatorEmail, async (context) => {
      await context.repository.recordDecision(context.payout, {
        operatorEmail,
        at: context.now,
        rejectedFor: null,
      });
      await payPrizes(context.transaction, [context.payout], context.now);
      return {
        status: 'paid',
        action: 'prize_claim.approved',
        email: (recipient) =>
          claimApprovedEmail(recipient, context.draw, context.payout, this.settings.publicUrl),
      };
    });
  }

  async reject(
    ticketId: string,
    drawId: string,
    operatorEmail: string,
    reason: string,
  ): Promise<ClaimDecision> {
    const trimmed = reason.trim();
    if (trimmed === '' || trimmed.length > claimReasonLengthMax) {
      const message = `Give the reason for rejecting this prize, in at most ${claimReasonLengthMax} characters.`;
      throw new ApiError(422, 'invalid_reason', message, { reason: [message] });
    }
    return this.decide(ticketId, drawId, operatorEmail, async (context) => {
      await context.repository.recordDecision(context.payout, {
        operatorEmail,
        at: context.now,
        rejectedFor: trimmed,
      });
      return {
        status: 'rejected',
        action: 'prize_claim.rejected',
        reason: trimmed,
        email: (recipient) =>
          claimRejectedEmail(
            recipient,
            context.draw,
            context.payout,
            trimmed,
            this.settings.publicUrl,
          ),
      };
    });
  }

  private async decide(
    ticketId: string,
    drawId: string,
    operatorEmail: string,
    apply: (context: DecisionContext) => Promise<{
      status: ClaimDecision['status'];
      action: string;
      reason?: string;
      email: (recipient: { email: string; firstname: string }) => Email;
    }>,
  ): Promise<ClaimDecision> {
    if (!uuidPattern.test(ticketId) || !uuidPattern.test(drawId)) throw claimNotFound();
    const actor: Actor = { type: 'operator', name: operatorEmail };
    const decision = await this.database.transaction().execute(async (transaction) => {
      const now = this.settings.now();
      const repository = new ClaimRepository(transaction);
      const draw = await repository.lockDraw(drawId);
      if (!draw) throw claimNotFound();
      const payout = await repository.lockPayout(ticketId, drawId);
      if (!payout) throw claimNotFound();
      if (payout.status !== 'awaiting_claim') throw notAwaiting(payout);
      const applied = await apply({ transaction, repository, draw, payout, now });
      const audit = (action: string, detail: Record<string, unknown>) =>
        recordAudit(transaction, {
          actor,
          action,
          subjectType: 'draw',
          subjectId: draw.id,
          detail: { offerKey: draw.productOfferKey, drawNo: draw.drawNo, ...detail },
          at: now,
        });
      await audit(applied.action, {
        ticketId,
        customerId: payout.customerId,
        amountCents: payout.amountCents,
        ...(applied.reason === undefined ? {} : { reason: applied.reason }),
      });
      let drawStatus = draw.status;
      const open = await hasOpenPayouts(transaction, draw.id);
      if (draw.status === 'DRAW_SCORED' && !open.due && !open.awaitingClaim) {
        drawStatus = 'DRAW_PAID';
        await repository.markDrawPaid(draw.id);
        await audit('draw.pay', { status: drawStatus });
      }
      const recipient = await repository.findRecipient(payout.customerId);
      if (recipient) {
        await new OutboxRepository(transaction).insert({
          id: randomUUID(),
          ...applied.email(recipient),
        });
      }
      return {
        ticketId,
        drawId,
        status: applied.status,
        amountCents: payout.amountCents,
        drawStatus,
      };
    });
    this.settings.afterCommit?.();
    return decision;
  }
}

interface DecisionContext {
  transaction: Transaction<Database>;
  repository: ClaimRepository;
  draw: ClaimDraw;
  payout: ClaimPayout;
  now: Date;
}
