import { type Subscription } from 'shared-kernel/contract/recurring';
import {
  fundKindText,
  lastAttemptText,
  money,
  optionalDateText,
  periodText,
  statusText,
} from '../shared/recurring-text';

export const subscriptionListPathOf = (page: number) => `/my-account/subscriptions/${page}`;
export const subscriptionPathOf = (page: number, id: string) =>
  `${subscriptionListPathOf(page)}/ticket/${id}`;

/** In api.md §9's words, as the combined list has them: '3 Ticket Book', '2 x Standard games'. */
export function subscriptionGamesText({ numGames, gameOfferName }: Subscription): string {
  if (gameOfferName === 'Tickets') return `${numGames} Ticket Book`;
  return gameOfferName === 'Standard'
    ? `${numGames} x Standard games`
    : `${numGames} x ${gameOfferName}`;
}

/** Everything the customer reads of one subscription in the list. */
export function subscriptionFacts(subscription: Subscription) {
  const isCancelled = subscription.status === 'recurring_status_cancelled';
  return [
    ['Status', statusText(subscription.status, subscription.pausedUntil)],
    ['How often', periodText(subscription.period)],
    ['Buys', subscriptionGamesText(subscription)],
    ['Cause', subscription.causeName],
    ['Price', money(subscription.price)],
    [
      'Next purchase',
      isCancelled ? null : optionalDateText(subscription.nextPurchaseDate, 'Not planned'),
    ],
    ['Pays with', fundKindText(subscription.defaultFund.kind)],
    ['Last draw', lastAttemptText(subscription.attempts, subscription.lastAttemptStatus)],
  ] as const;
}
