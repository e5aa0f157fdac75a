import { formatJackpot } from 'shared-kernel/contract/format';
import {
  type AutoplayWire,
  type CombinedRecurringPurchaseWire,
  type RecurringAttemptWire,
  type SubscriptionWire,
} from 'shared-kernel/wire/recurring';
import { audMoney } from '../../http/money';
import { type AttemptEntry } from './attempts';
import { type RecurringView } from './views';

const iso = (at: Date | null) => at?.toISOString() ?? null;

function attemptToWire(attempt: AttemptEntry): RecurringAttemptWire {
  return {
    draw_no: attempt.drawNo,
    draw_date: iso(attempt.drawDate),
    outcome: attempt.outcome,
    reason: attempt.reason,
    attempted_at: attempt.attemptedAt.toISOString(),
  };
}

/** api.md §9 autoplay frequency labels. */
export function frequencyLabelOf(view: RecurringView): string {
  if (view.minimumJackpotCents !== null) {
    return `Jackpots ${formatJackpot({ amount: view.minimumJackpotCents / 100 })} and over`;
  }
  if (view.productType === 'raffle_ticket') return 'Every draw';
  if (view.drawRhythm === 'weekly') return 'Weekly';
  if (view.drawRhythm === 'monthly') return 'Monthly';
  return 'Every draw';
}

function productTypeOf(view: RecurringView): AutoplayWire['product_type'] {
  return view.productType === 'raffle_ticket' || view.productType === 'syndicate_share'
    ? view.productType
    : 'lottery_ticket';
}

export function autoplayToWire(view: RecurringView): AutoplayWire {
  const productType = productTypeOf(view);
  return {
    autoplay_id: view.id,
    type: 'autoplay',
    status: view.status,
    paused_until: iso(view.pausedUntil),
    product_type: productType,
    product_offer_key: view.productOfferKey,
    product_offer_name: view.productOfferName,
    lottery_id: view.productOfferKey,
    description: view.description,
    frequency_label: frequencyLabelOf(view),
    game_offer: view.gameOffer,
    game_offer_name: view.gameOfferName,
    num_games: view.numGames,
    number_of_games: view.numGames,
    number_of_tickets: productType === 'raffle_ticket' ? view.numGames : null,
    number_of_shares: productType === 'syndicate_share' ? view.numGames : null,
    games: view.games,
    quickpick: view.quickpick,
    minimum_jackpot_amount:
      view.minimumJackpotCents === null ? null : audMoney(view.minimumJackpotCents),
    has_selectable_days: view.hasSelectableDays,
    cause_key: view.causeKey,
    price: audMoney(view.priceCents),
    default_fund: { kind: view.fundKind },
    last_attempt_status: view.lastAttemptStatus,
    last_attempt_at: iso(view.lastAttemptAt),
    next_draw: view.nextDraw
      ? {
          draw_no: view.nextDraw.drawNo,
          draw_date: view.nextDraw.stop.toISOString(),
          jackpot:
            view.nextDraw.jackpotCents === null ? null : audMoney(view.nextDraw.jackpotCents),
        }
      : null,
    attempts: view.attempts.map(attemptToWire),
    created_at: view.createdAt.toISOString(),
  };
}

export function subscriptionToWire(view: RecurringView): SubscriptionWire {
  return {
    id: view.id,
    type: 'subscription',
    status: view.status,
    paused_until: iso(view.pausedUntil),
    product_offer_key: view.productOfferKey,
    product_offer_name: view.productOfferName,
    game_offer: view.gameOffer,
    game_offer_name: view.gameOfferName,
    cause_key: view.causeKey,
    cause_name: view.causeName,
    num_games: view.numGames,
    period: view.period ?? 'monthly',
    // Every period is a whole number of months.
    frequency: 'monthly',
    price: audMoney(view.priceCents),
    next_purchase_date: iso(view.nextPurchaseAt),
    last_attempt_status: view.lastAttemptStatus,
    last_attempt_at: iso(view.lastAttemptAt),
    default_fund: { kind: view.fundKind },
    attempts: view.attempts.map(attemptToWire),
    created_at: view.createdAt.toISOString(),
  };
}

export function combinedToWire(view: RecurringView): CombinedRecurringPurchaseWire {
  return {
    id: view.id,
    type: view.type,
    description: view.description,
    product_offer_key: view.productOfferKey,
    product_offer_name: view.productOfferName,
    status: view.status,
    paused_until: iso(view.pausedUntil),
    price: audMoney(view.priceCents),
    last_attempt_status: view.lastAttemptStatus,
    next_draw_date:
      view.type === 'subscription' ? iso(view.nextPurchaseAt) : iso(view.nextDraw?.stop ?? null),
    default_fund: { kind: view.fundKind },
  };
}
