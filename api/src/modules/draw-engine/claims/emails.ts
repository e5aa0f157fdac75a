import { audText } from '../../ledger/aud-text';
import { type Email } from '../../outbox/service';
import { type ClaimDraw, type ClaimPayout, type ClaimRecipient } from './repository';

function pastTicketsLink(publicUrl: string): string {
  return `${publicUrl}/my-account/past-tickets/1`;
}

/** The claim check passed: the prize is in the wallet (or added as bonus credit). */
export function claimApprovedEmail(
  recipient: ClaimRecipient,
  draw: ClaimDraw,
  payout: ClaimPayout,
  publicUrl: string,
): Email {
  const isCredit = payout.payout === 'promo_credit';
  return {
    recipient: recipient.email,
    subject: `Your ${draw.offerName} prize is ${isCredit ? 'in your account' : 'in your wallet'}`,
    textBody:
      `Hi ${recipient.firstname},\n\nWe have checked your prize claim for ${draw.offerName} draw ` +
      `${draw.drawNo} (${payout.description}): ${audText(payout.amountCents)} ` +
      `${isCredit ? 'has been added to your account as bonus credit' : 'is now in your wallet'}.` +
      `\n\nSee your tickets and prizes: ${pastTicketsLink(publicUrl)}\n`,
  };
}

/** The claim check refused the prize: nothing was paid. */
export function claimRejectedEmail(
  recipient: ClaimRecipient,
  draw: ClaimDraw,
  payout: ClaimPayout,
  reason: string,
  publicUrl: string,
): Email {
  return {
    recipient: recipient.email,
    subject: `About your ${draw.offerName} prize claim`,
    textBody:
      `Hi ${recipient.firstname},\n\nWe have checked your prize claim for ${draw.offerName} draw ` +
      `${draw.drawNo} (${payout.description}, ${audText(payout.amountCents)}) and could not pay ` +
      `it.\n\nReason: ${reason}\n\nIf you think this is wrong, reply to this email or contact ` +
      `our support team.\n\nSee your tickets: ${pastTicketsLink(publicUrl)}\n`,
  };
}
