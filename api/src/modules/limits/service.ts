import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { audText } from '../ledger/aud-text';
import { LedgerRepository } from '../ledger/repository';
import { blockedReasonOf, playBreakMessage } from '../responsible-play/play-breaks';
import { LimitChanges } from './limit-changes';
import {
  amountInForce,
  isPending,
  periodWords,
  systemSpendLimit,
  unverifiedPurchaseWindowMs,
} from './limit-rules';
import {
  type LimitPeriod,
  LimitsRepository,
  type Standing,
  standingFrom,
  standingQuery,
  type StoredLimit,
} from './repository';
import { depositLimitMessage, depositsSince, releaseTimeOf } from './deposit-limit-release';
import {
  type Usage,
  usageByPeriod,
  usageWindowsOf,
  windowEndOf,
  windowStartOf,
} from './usage-windows';

export {
  availablePeriods,
  type CustomerLimitPeriod,
  usageWindowsOf,
  windowStartOf,
} from './usage-windows';
export {
  amountInForce,
  limitCoolingOffMs,
  systemSpendLimit,
  unverifiedPurchaseWindowMs,
} from './limit-rules';

/** A limit as the customer sees it: in force, used, left, and any change waiting to apply. */
export interface LimitStatus {
  id: string;
  period: LimitPeriod;
  amountCents: number;
  usedCents: number;
  remainingCents: number;
  pendingAmountCents: number | null;
  pendingFrom: Date | null;
  /** When the window resets; null for a rolling window. */
  periodEndsAt: Date | null;
}

export interface LimitsOverview {
  customerLimits: LimitStatus[];
  systemLimits: LimitStatus[];
}

/**
 * Spend, deposit and precommitment limits (product.md §5: remaining = limit − spent; exceeded
 * amount = cart total − remaining). Pass the purchase's or deposit's transaction to check under
 * its lock on the customer's ledger accounts.
 */
export class LimitsService {
  private readonly limits: LimitsRepository;
  private readonly ledger: LedgerRepository;

  constructor(private readonly database: Kysely<Database>) {
    this.limits = new LimitsRepository(database);
    this.ledger = new LedgerRepository(database);
  }

  async overview(customerId: string, now: Date): Promise<LimitsOverview> {
    const stored = await this.limits.findAll(customerId);
    const usage = await this.usageOf(customerId, now);
    const customerLimits = stored
      .filter((limit) => limit.period !== 'precommitment_monthly')
      .map((limit) => statusOf(limit, usage, now))
      .filter((status): status is LimitStatus => status !== null);
    const spent = usage.usedCents[systemSpendLimit.period];
    return {
      customerLimits,
      systemLimits: [
        {
          id: systemSpendLimit.id,
          period: systemSpendLimit.period,
          amountCents: systemSpendLimit.amountCents,
          usedCents: spent,
          remainingCents: Math.max(0, systemSpendLimit.amountCents - spent),
          pendingAmountCents: null,
          pendingFrom: null,
          periodEndsAt: windowEndOf(systemSpendLimit.period, now),
        },
      ],
    };
  }

  async precommitment(customerId: string, now: Date): Promise<LimitStatus | null> {
    const stored = await this.limits.findByPeriod(customerId, 'precommitment_monthly');
    return stored ? statusOf(stored, await this.usageOf(customerId, now), now) : null;
  }

  async spentThisMonth(customerId: string, now: Date): Promise<number> {
    return (await this.usageOf(customerId, now)).usedCents.precommitment_monthly;
  }

  /** Sets a limit: a new or lower amount applies at once; a higher one after the cooling-off time. */
  setLimit(customerId: string, period: LimitPeriod, amountCents: number, now: Date) {
    return new LimitChanges(this.database).set(customerId, period, amountCents, now);
  }

  /**
   * Why a purchase of `totalCents` cannot be made now: reason id → sentence naming the amount
   * by which it would exceed the limit (empty when it can be made).
   */
  async purchaseBlockedReasons(
    customerId: string,
    totalCents: number,
    now: Date,
  ): Promise<Record<string, string>> {
    const row = await standingQuery(
      this.database,
      customerId,
      usageWindowsOf(now),
      now,
    ).executeTakeFirstOrThrow();
    return blockedReasonsFrom(standingFrom(row), totalCents, now);
  }

  /** Refuses a deposit that would take the customer past a deposit limit (422 deposit_limit). */
  async assertDepositAllowed(customerId: string, amountCents: number, now: Date): Promise<void> {
    const limits = (await this.limits.findAll(customerId)).filter((limit) =>
      limit.period.startsWith('deposit_'),
    );
    if (limits.length === 0) return;
    const usage = await this.usageOf(customerId, now);
    for (const limit of limits) {
      const status = statusOf(limit, usage, now);
      if (!status || amountCents <= status.remainingCents) continue;
      const counted = await depositsSince(
        this.database,
        customerId,
        windowStartOf(limit.period, now),
      );
      throw new ApiError(
        422,
        'deposit_limit',
        depositLimitMessage(
          periodWords[limit.period],
          status.amountCents,
          status.remainingCents,
          amountCents,
          releaseTimeOf(limit.period, status.amountCents, counted, amountCents, now),
        ),
      );
    }
  }

  /** The customer's balances and what they spent and deposited in every period's window. */
  private async usageOf(customerId: string, now: Date): Promise<Usage> {
    return usageByPeriod(await this.ledger.customerUsage(customerId, usageWindowsOf(now)));
  }
}

/** Why a purchase of `totalCents` cannot be made now, by the customer's standing. */
export function blockedReasonsFrom(
  standing: Standing,
  totalCents: number,
  now: Date,
): Record<string, string> {
  const reasons: Record<string, string> = {};
  const { verification, limits, playBreak } = standing;
  // First: a purchase is refused with the first reason, and a break refuses every purchase.
  if (playBreak) {
    reasons[blockedReasonOf(playBreak.kind)] = playBreakMessage(playBreak.kind, playBreak.endsAt);
  }
  const usage = usageByPeriod(standing.usage);
  if (
    verification &&
    !verification.isVerified &&
    now.getTime() - verification.signedUpAt.getTime() > unverifiedPurchaseWindowMs
  ) {
    reasons.verify_account_required =
      'Please verify your identity to keep buying tickets. Customers who have not verified may buy only in the 72 hours after signing up.';
  }
  if (totalCents <= 0) return reasons;

  for (const limit of limits) {
    if (limit.period.startsWith('deposit_')) continue;
    const status = statusOf(limit, usage, now);
    if (!status || totalCents <= status.remainingCents) continue;
    reasons.spend_limit ??= `This purchase would exceed your ${periodWords[limit.period]} by ${audText(totalCents - status.remainingCents)}.`;
  }

  const depositLimit = depositLimitBlocking(totalCents, now, limits, usage);
  if (depositLimit) reasons.deposit_limit = depositLimit;

  const spent = usage.usedCents[systemSpendLimit.period];
  const systemRemaining = Math.max(0, systemSpendLimit.amountCents - spent);
  if (totalCents > systemRemaining) {
    reasons.global_spend_limit = `This purchase would exceed the weekly spend limit of ${audText(systemSpendLimit.amountCents)} that applies to every customer by ${audText(totalCents - systemRemaining)}.`;
  }
  return reasons;
}

/**
 * When the wallet cannot pay the cart, the top-up it needs must fit the deposit limits: the
 * sentence saying by how much it would not, else null.
 */
function depositLimitBlocking(
  totalCents: number,
  now: Date,
  limits: readonly StoredLimit[],
  usage: Usage,
): string | null {
  const topUpCents = totalCents - usage.cashCents - usage.promoCreditCents;
  if (topUpCents <= 0) return null;
  for (const limit of limits) {
    if (!limit.period.startsWith('deposit_')) continue;
    const status = statusOf(limit, usage, now);
    if (!status || topUpCents <= status.remainingCents) continue;
    return `Topping up ${audText(topUpCents)} for this cart would exceed your ${periodWords[limit.period]} by ${audText(topUpCents - status.remainingCents)}.`;
  }
  return null;
}

function statusOf(limit: StoredLimit, usage: Usage, now: Date): LimitStatus | null {
  const amountCents = amountInForce(limit, now);
  if (amountCents === null) return null;
  const usedCents = usage.usedCents[limit.period];
  const pending = isPending(limit, now);
  return {
    id: limit.id,
    period: limit.period,
    amountCents,
    usedCents,
    remainingCents: Math.max(0, amountCents - usedCents),
    pendingAmountCents: pending ? limit.pendingAmountCents : null,
    pendingFrom: pending ? limit.pendingFrom : null,
    periodEndsAt: windowEndOf(limit.period, now),
  };
}
