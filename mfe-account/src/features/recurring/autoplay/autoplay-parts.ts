import { type Autoplay } from 'shared-kernel/contract/recurring';
import {
  type PlayText,
  fundKindText,
  lastAttemptText,
  money,
  nextDrawText,
  statusText,
} from '../shared/recurring-text';

export const autoplayListPathOf = (page: number) => `/my-account/autoplay/${page}`;
export const autoplayPathOf = (page: number, id: string) =>
  `${autoplayListPathOf(page)}/ticket/${id}`;

/** Everything the customer reads of one autoplay in the list. */
export function autoplayFacts(t: PlayText, autoplay: Autoplay) {
  return [
    [t('account_play.fact_status'), statusText(t, autoplay.status, autoplay.pausedUntil)],
    [t('account_play.fact_plays'), autoplay.frequencyLabel],
    [t('account_play.fact_price_per_draw'), money(autoplay.price)],
    [t('account_play.fact_pays_with'), fundKindText(t, autoplay.defaultFund.kind)],
    [
      t('account_play.fact_last_draw'),
      lastAttemptText(t, autoplay.attempts, autoplay.lastAttemptStatus),
    ],
    [
      t('account_play.fact_next_draw'),
      autoplay.status === 'recurring_status_cancelled' ? null : nextDrawText(t, autoplay.nextDraw),
    ],
  ] as const;
}
