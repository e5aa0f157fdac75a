import { type Subscription } from 'shared-kernel/contract/recurring';
import {
  type PlayText,
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
export function subscriptionGamesText(
  t: PlayText,
  { numGames, gameOfferName }: Subscription,
): string {
  if (gameOfferName === 'Tickets') return t('account_play.buys_ticket_book', { count: numGames });
  return gameOfferName === 'Standard'
    ? t('account_play.buys_standard_games', { count: numGames })
    : t('account_play.buys_games', { count: numGames, gameOfferName });
}

/** Everything the customer reads of one subscription in the list. */
export function subscriptionFacts(t: PlayText, subscription: Subscription) {
  const isCancelled = subscription.status === 'recurring_status_cancelled';
  return [
    [t('account_play.fact_status'), statusText(t, subscription.status, subscription.pausedUntil)],
    [t('account_play.fact_how_often'), periodText(t, subscription.period)],
    [t('account_play.fact_buys'), subscriptionGamesText(t, subscription)],
    [t('account_play.fact_cause'), subscription.causeName],
    [t('account_play.fact_price'), money(subscription.price)],
    [
      t('account_play.fact_next_purchase'),
      isCancelled
        ? null
        : optionalDateText(t, subscription.nextPurchaseDate, t('account_play.date_not_planned')),
    ],
    [t('account_play.fact_pays_with'), fundKindText(t, subscription.defaultFund.kind)],
    [
      t('account_play.fact_last_draw'),
      lastAttemptText(t, subscription.attempts, subscription.lastAttemptStatus),
    ],
  ] as const;
}
