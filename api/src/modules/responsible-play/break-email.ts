import { gamblingHelp, type PlayBreakKind } from 'shared-kernel/contract/responsible-play';
import { type Email } from '../outbox/service';
import { playBreakMessage } from './play-breaks';

export interface BreakEmailRecipient {
  email: string;
  firstname: string;
}

/** Where to get help, as every responsible-play email ends. */
export const helpLines = [
  `If gambling is causing you or someone close to you harm, free and confidential help is`,
  `available at any time from ${gamblingHelp.name}: call ${gamblingHelp.phone} or visit`,
  `${gamblingHelp.website}.`,
].join(' ');

/**
 * The confirmation of a break or self-exclusion just started: until when (Sydney time), what it
 * means, that nothing ends it early, and where to get help.
 */
export function breakStartedEmail(
  recipient: BreakEmailRecipient,
  playBreak: { kind: PlayBreakKind; endsAt: Date },
  publicUrl: string,
): Email {
  const isBreak = playBreak.kind === 'break';
  return {
    recipient: recipient.email,
    subject: isBreak ? 'Your break from Lotto Shop has started' : 'You have excluded yourself',
    textBody: [
      `Hi ${recipient.firstname},`,
      '',
      playBreakMessage(playBreak.kind, playBreak.endsAt),
      '',
      'Until then you cannot buy tickets or deposit money, your recurring purchases are not ' +
        'bought, and we send you no marketing. You can still sign in, see your tickets and ' +
        `withdraw your winnings. ${isBreak ? 'A break' : 'A self-exclusion'} cannot be ended early.`,
      '',
      helpLines,
      '',
      `Your account: ${publicUrl}/my-account`,
      '',
    ].join('\n'),
  };
}
