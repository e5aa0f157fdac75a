import { formatCalendarDate, pageTextsOf } from 'shared-kernel/contract/format';
import {
  gamblingHelp,
  type PlayBreak,
  type PlayBreakDuration,
  playBreakDurationNames,
} from 'shared-kernel/contract/responsible-play';
import { accountTexts } from 'shared-kernel/contract/texts';
import { type PlayBreakChoice } from './take-a-break-api';

/** A break ends at a time of day, in Sydney as every time the shop shows. */
const dateAndTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '27 November 2026 at 7:20 pm' (Sydney time). */
export const breakEndText = (endsAt: string) => `${dateAndTime.format(new Date(endsAt))}`;

/** '24-hour', '3-month': the duration as a word before "break". */
function durationAdjectiveOf(duration: PlayBreakDuration): string {
  const [count = '', unit = ''] = playBreakDurationNames[duration].split(' ');
  return `${count}-${unit.replace(/s$/, '')}`;
}

export function durationNameOf(duration: PlayBreakDuration): string {
  return playBreakDurationNames[duration];
}

export function isKnownDuration(duration: string): duration is PlayBreakDuration {
  return duration in playBreakDurationNames;
}

/** Looks a text up in the page's locale at the time of the call. */
const t = pageTextsOf(accountTexts);

/** The confirm dialog's question. */
export function confirmTitleOf(choice: PlayBreakChoice): string {
  return choice.kind === 'break'
    ? t('account.break_confirm_title', { duration: durationAdjectiveOf(choice.duration) })
    : t('account.self_exclusion_confirm_title', { duration: durationNameOf(choice.duration) });
}

/** Where a break stands, as the page says it. */
export function currentBreakText(current: PlayBreak): string {
  return current.kind === 'break'
    ? t('account.break_current', { endsAt: breakEndText(current.endsAt) })
    : t('account.self_exclusion_current', { endsAt: formatCalendarDate(current.endsAt) });
}

export const breakMessages = {
  get whatItDoes() {
    return t('account.break_what_it_does');
  },
  get noEarlyEnd() {
    return t('account.break_no_early_end');
  },
  get selfExclusionFinal() {
    return t('account.self_exclusion_final');
  },
  confirmBreak: (choice: PlayBreakChoice) =>
    t('account.break_confirm', { duration: durationNameOf(choice.duration) }),
  confirmSelfExclusion: (choice: PlayBreakChoice) =>
    t('account.self_exclusion_confirm', { duration: durationNameOf(choice.duration) }),
  started: (current: PlayBreak) =>
    current.kind === 'break'
      ? t('account.break_started', { endsAt: breakEndText(current.endsAt) })
      : t('account.self_exclusion_started', {
          endsAt: formatCalendarDate(current.endsAt),
        }),
  get chooseDuration() {
    return t('account.break_choose_duration');
  },
  get elevationAbandoned() {
    return t('account.break_elevation_abandoned');
  },
  get help() {
    return t('account.break_help', {
      name: gamblingHelp.name,
      phone: gamblingHelp.phone,
    });
  },
};
