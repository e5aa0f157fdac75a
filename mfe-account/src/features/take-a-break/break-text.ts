import { formatCalendarDate } from 'shared-kernel/contract/format';
import {
  gamblingHelp,
  type PlayBreak,
  type PlayBreakDuration,
  playBreakDurationNames,
} from 'shared-kernel/contract/responsible-play';
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

/** The confirm dialog's question. */
export function confirmTitleOf(choice: PlayBreakChoice): string {
  return choice.kind === 'break'
    ? `Start a ${durationAdjectiveOf(choice.duration)} break?`
    : `Exclude yourself for ${durationNameOf(choice.duration)}?`;
}

/** Where a break stands, as the page says it. */
export function currentBreakText(current: PlayBreak): string {
  return current.kind === 'break'
    ? `You are taking a break until ${breakEndText(current.endsAt)} (Sydney time).`
    : `You have excluded yourself until ${formatCalendarDate(current.endsAt)}.`;
}

export const breakMessages = {
  whatItDoes:
    'During a break or a self-exclusion you cannot buy tickets or deposit, your recurring purchases are not made, and we send you no marketing. You can still withdraw your money and use your account.',
  noEarlyEnd: 'Nothing ends a break or a self-exclusion early.',
  selfExclusionFinal: 'A self-exclusion cannot be undone until it ends.',
  confirmBreak: (choice: PlayBreakChoice) =>
    `For ${durationNameOf(choice.duration)} from now you will not be able to buy tickets or deposit, and your recurring purchases will not be made. You cannot end it early.`,
  confirmSelfExclusion: (choice: PlayBreakChoice) =>
    `For ${durationNameOf(choice.duration)} from now you will not be able to buy tickets or deposit, and your recurring purchases will not be made. It cannot be undone until it ends.`,
  started: (current: PlayBreak) =>
    current.kind === 'break'
      ? `Your break has started. It ends on ${breakEndText(current.endsAt)} (Sydney time).`
      : `Your self-exclusion has started. It ends on ${formatCalendarDate(current.endsAt)}.`,
  chooseDuration: 'Choose how long.',
  elevationAbandoned:
    'Nothing has changed: starting a break needs your two-factor authentication code.',
  help: `Need to talk to someone? ${gamblingHelp.name}: ${gamblingHelp.phone}, free and confidential, 24 hours a day.`,
} as const;
