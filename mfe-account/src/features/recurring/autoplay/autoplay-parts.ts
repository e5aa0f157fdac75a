import { type Autoplay } from 'shared-kernel/contract/recurring';
import {
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
export function autoplayFacts(autoplay: Autoplay) {
  return [
    ['Status', statusText(autoplay.status, autoplay.pausedUntil)],
    ['Plays', autoplay.frequencyLabel],
    ['Price per draw', money(autoplay.price)],
    ['Pays with', fundKindText(autoplay.defaultFund.kind)],
    ['Last draw', lastAttemptText(autoplay.attempts, autoplay.lastAttemptStatus)],
    [
      'Next draw',
      autoplay.status === 'recurring_status_cancelled' ? null : nextDrawText(autoplay.nextDraw),
    ],
  ] as const;
}
